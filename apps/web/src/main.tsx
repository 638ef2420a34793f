// First, before any schema is used (see the module).
import './app/zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AppMantineProvider } from './app/AppMantineProvider.tsx';
import { LazyNotifications } from './app/LazyNotifications.tsx';
import { router } from './app/router.tsx';
import { i18n } from './i18n/index.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <LazyNotifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </AppMantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
