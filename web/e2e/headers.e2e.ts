import { describe, expect, it } from 'vitest';
import { journeyFor, newPerson, registerThroughUi, wait } from './harness';

/** The gateway's Content-Security-Policy holds the real app without blocking any of it. */
describe('security headers', () => {
  const journey = journeyFor('headers');

  it('the app is served under a strict policy and runs without a single violation', async () => {
    const page = await journey.newPage();
    const violations: string[] = [];
    // Chromium reports each blocked script, style, image or connection both as an event and on the console.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });

    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    await page.waitForURL((url) => url.pathname === '/login');

    // Registering goes through forms, dialogs, toasts and GraphQL: emotion styles, icons, fetch.
    await registerThroughUi(page, newPerson('Celia', 'Política'));
    await page.getByText('No tiene grupos').waitFor(wait);
    await page.goto('/profile');
    // The shell's own button (the profile has 'Cerrar sesión en todos los dispositivos' too).
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).waitFor(wait);
    expect(violations).toEqual([]);
  });
});
