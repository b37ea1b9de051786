/** The application itself, loaded by main.tsx once it has asked for what the first screen needs. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { i18nReady } from '@/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The first screen's strings are loaded before anything renders, so no key ever shows.
await i18nReady.catch(() => undefined);
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
