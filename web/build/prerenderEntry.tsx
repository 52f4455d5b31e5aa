import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's system ThemeProvider: the Material one also brings the CSS-variables provider, which our theme does not use.
import { ThemeProvider } from '@mui/system';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { theme } from '../src/app/theme';
import { NotifierProvider } from '../src/components/Notifier';
import { Component as LoginPage } from '../src/features/auth/LoginPage';
import { Component as PublicLayout } from '../src/features/auth/PublicLayout';
import { Component as RegisterPage } from '../src/features/auth/RegisterPage';
import { Component as ForgotPasswordPage } from '../src/features/auth/ForgotPasswordPage';
import { Component as PrivacyPage } from '../src/features/legal/PrivacyPage';
import { Component as TermsPage } from '../src/features/legal/TermsPage';
import { paths } from '../src/routes/paths';
import { SessionProvider } from '../src/session/SessionProvider';

/** The screens prerendered at build time: anonymous ones, the same for every visitor, in the public layout. */
const screens: Record<string, ComponentType> = {
  [paths.login.path]: LoginPage,
  [paths.register.path]: RegisterPage,
  [paths.forgotPassword.path]: ForgotPasswordPage,
};
/** The same, for screens with a layout of their own (the terms and the privacy policy). */
const standaloneScreens: Record<string, ComponentType> = { [paths.terms.path]: TermsPage, [paths.privacy.path]: PrivacyPage };

// The prerendered page is an anonymous visitor's: nothing is stored (and Node has no localStorage).
globalThis.localStorage ??= { getItem: () => null } as unknown as Storage;

/**
 * The app sends the form (over GraphQL): without scripts the submit button is off, and looks it, and with no
 * enabled submit button Enter in a field sends nothing either. The page's first script turns it on and holds a
 * send for the app (app/holdSending.ts); typing is kept (app/prerendered.ts).
 */
const waitingToSend = (html: string) =>
  html.replace(/<button class="([^"]*)"([^>]*) type="submit">/g, '<button class="$1 Mui-disabled"$2 type="submit" disabled="">');

/**
 * One anonymous screen as HTML, inside the providers the app renders it in, and the critical CSS of what it shows
 * as emotion's own <style data-emotion> tags: the app's emotion cache adopts them when it starts, so it neither
 * inserts those rules again nor shows the page unstyled.
 */
export function prerender(path: string): { html: string; styles: string } {
  const Screen = screens[path] ?? standaloneScreens[path];
  if (!Screen) throw new Error(`prerender: no screen for ${path}`);
  const route = <Route path={path} element={<Screen />} />;
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierProvider>
          <SessionProvider fallback={null}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>{screens[path] ? <Route element={<PublicLayout />}>{route}</Route> : route}</Routes>
            </MemoryRouter>
          </SessionProvider>
        </NotifierProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(markup);
  return { html: waitingToSend(chunks.html), styles: constructStyleTagsFromChunks(chunks) };
}
