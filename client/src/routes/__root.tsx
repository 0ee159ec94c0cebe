import { createRootRouteWithContext } from '@tanstack/react-router';

import { NotFoundPage } from '@client/features/layout/components/not-found-page';
import { RootLayout } from '@client/features/layout/components/root-layout';
import { rootHead } from '@client/features/metadata/route-head';
import type { RouterContext } from '@client/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => rootHead(matches),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
