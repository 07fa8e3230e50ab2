import './i18n/index.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setClientEffects } from './api/client.ts';
import { AppProviders } from './app/app-providers.tsx';
import { appClientEffects } from './app/client-effects.ts';
import { setNavigate } from './app/navigation.ts';
import { createAppRouter } from './router/create-app-router.tsx';

const router = createAppRouter();
setNavigate((to, options) => void router.navigate(to, options));
setClientEffects(appClientEffects);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
