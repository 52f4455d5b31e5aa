import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as PrivacyPage from '../src/features/legal/PrivacyPage';
import * as TermsPage from '../src/features/legal/TermsPage';
import { renderWithProviders } from './renderWithProviders';

const routes = [
  { path: '/terminos', Component: TermsPage.Component },
  { path: '/privacidad', Component: PrivacyPage.Component },
  { path: '/', element: <p>Inicio</p> },
];

describe('terms and privacy', () => {
  it('the privacy policy says what is kept, for how long, who sees it and what the user can do', async () => {
    const { user, router } = renderWithProviders(routes, { initialPath: '/privacidad' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Qué datos guardamos', 'Para qué los usamos', 'Quién ve qué', 'Por cuánto tiempo', 'Sus derechos', 'Preguntas']);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'hash scrypt',
      '12 horas',
      '30 días',
      '1 hora',
      'Usuario eliminado',
      'solo su nombre de usuario',
      'Descargar todos sus datos',
    ]) {
      expect(text).toContain(fact);
    }
    await user.click(screen.getByRole('link', { name: 'Términos y condiciones' }));
    expect(router.state.location.pathname).toBe('/terminos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Volver a Aula' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
