import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18n } from '@client/i18n/i18n';
import type { createAppRouter } from '@client/router';

type AppTreeProps = {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
};

// Marks the page as the app's once its first render (or its taking over of the drawn landing) has committed, every
// page's effects included: before that, the landing is the server's drawing.
function AppRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return null;
}

// The app's providers, the same in the browser and in the build's first paint of the landing: the browser can take
// over a page only if it draws the very tree the build drew.
export function AppTree({ router, queryClient }: AppTreeProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppRunning />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
