import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionHeading } from '../src/components/QuestionHeading';

describe("the solve screen's question heading", () => {
  it("takes the focus after each step (not on the first render) and announces 'Pregunta N de M'", () => {
    const { rerender } = render(<QuestionHeading step={0} total={5} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Pregunta 1 de 5' });
    expect(document.activeElement).not.toBe(heading);
    expect(heading.getAttribute('aria-live')).toBe('polite');
    rerender(<QuestionHeading step={1} total={5} />);
    expect(screen.getByRole('heading', { name: 'Pregunta 2 de 5' })).toBe(document.activeElement);
  });
});
