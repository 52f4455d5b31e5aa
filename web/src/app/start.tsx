import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appContainer } from './prerendered';

/** The app itself: rendered inside a transition, so React yields to the browser while it renders. */
const root = createRoot(appContainer());
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
