import { holdSending } from './app/holdSending';
import { readToken } from './session/storage';

// A send asked for in the prerendered form before the app is there is kept for the app (holdSending.ts).
holdSending();

// Logged in, the session check and the landing screen's query go out now, beside the app's code, not after it.
const token = readToken();
if (token) void import('./app/firstRequests').then(({ sendFirstRequests }) => sendFirstRequests(location.pathname, location.search, token));

// The page paints before the app's code is fetched and run: once the first contentful paint is reported (the
// prerendered screen or the shell's frame), the page's modulepreload links (inert in a template until then,
// build/routePages.ts) fetch its first screen's chunks side by side, and the app starts. A hidden page starts at
// once, and a browser that never reports the paint after a moment.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The page's own first screen, and the one of the route the address is on when the page serves several.
  for (const preloads of document.querySelectorAll<HTMLTemplateElement>('template#preloads, template[data-preloads-for]')) {
    const route = preloads.dataset.preloadsFor;
    if (!route || new RegExp(route).test(location.pathname)) document.head.append(preloads.content);
  }
  void import('./app/start');
};
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 2000);
}

// The service worker (built by vite-plugin-pwa, see vite.config.ts) keeps the app shell for offline starts.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error('Service worker', error));
  });
}
