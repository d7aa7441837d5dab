import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSessionHint } from './shell/api/validate-token';
import { apiClient } from './lib/api-client';
import { createQueryClient, embeddedAnswers, Providers } from './app/providers';
import { BrowserRoutes, loadRoutesFor } from './app/router';

const container = document.getElementById('root')!;
await loadRoutesFor(window.location.pathname);
const app = (
  <StrictMode>
    <Providers client={createQueryClient(embeddedAnswers())}>
      <BrowserRoutes />
    </Providers>
  </StrictMode>
);
// The server draws every page as an anonymous visitor sees it; a signed-in shopper's header differs,
// so their page is drawn afresh instead of hydrated. As a transition, hydrating yields to the phone
// every few milliseconds instead of holding it in one long task.
startTransition(() => {
  if (container.hasChildNodes() && !hasSessionHint()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
// The HTTP client is not needed to show the page; fetched once the page has settled (Safari has no
// requestIdleCallback), it is ready for the shopper's first search or page change.
const whenIdle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1000));
whenIdle(() => void apiClient());
