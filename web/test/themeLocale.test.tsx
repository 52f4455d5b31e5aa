import TablePagination from '@mui/material/TablePagination';
import { ThemeProvider } from '@mui/system';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The theme's Spanish locale (MUI's esES) formats numbers with a formatter made on first use
// (src/app/lazyNumberFormat.ts): the first Intl object a page makes loads ICU's data before any screen renders.
describe('the theme locale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no Intl formatter while the app loads, and one when a number is first shown', async () => {
    vi.resetModules();
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    });
    const { theme } = await import('../src/app/theme');
    await import('../src/lib/format');
    expect(made).not.toHaveBeenCalled();

    render(
      <ThemeProvider theme={theme}>
        <TablePagination component="div" count={12345} page={0} rowsPerPage={10} onPageChange={() => {}} />
      </ThemeProvider>,
    );
    // getBy… throws when nothing matches.
    screen.getByText('1–10 de 12.345');
    screen.getByRole('button', { name: 'Ir a la página siguiente' });
    expect(made).toHaveBeenCalledTimes(1);
  });
});
