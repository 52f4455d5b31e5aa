import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appContainer } from './app/prerendered';

// A transition renders in slices that yield to the browser, so the first screen is not one long task.
const root = createRoot(appContainer());
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker (built by vite-plugin-pwa, see vite.config.ts) keeps the app shell for offline starts.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error('Service worker', error));
  });
}
