import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const router = createRouter();
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Settles once the router has the first route's lazy screen, so its first render is the page's. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The server renders some pages (the home page) into #root (src/client/prerender.tsx): React takes
// that HTML over instead of painting again, once the route's code is here to render the same tree.
if (root.firstElementChild) void routerReady().then(() => hydrateRoot(root, app));
else createRoot(root).render(app);
