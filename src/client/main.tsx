import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The server renders some pages (the home page) into #root (src/client/rendering/prerender.tsx): React takes
// that HTML over instead of painting again. The screen's own code is still on its way then, so
// React keeps the server's HTML inside the layout's Suspense boundary until it arrives.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
