import { createFileRoute } from '@tanstack/react-router';

import { SharePage } from '@client/features/share/components/share-page';
import { SharePageSkeleton } from '@client/features/share/components/share-skeleton';
import { sharedPanelQuery } from '@client/features/share/shared-panel';
import { titleHead } from '@client/features/metadata/route-head';

// A shared design, read-only and anonymous; its description and noindex come from the path
// (meta.pages.share), its title from the panel's name once loaded.
export const Route = createFileRoute('/web/share/$token')({
  staticData: { bareLayout: true },
  loader: async ({ context, params }) => {
    try {
      const panel = await context.queryClient.ensureQueryData(sharedPanelQuery(params.token));
      return { name: panel.name };
    } catch {
      // The page shows the failure with its retry; the head keeps the default title.
      return { name: undefined };
    }
  },
  head: ({ loaderData }) => titleHead({ kind: 'share', name: loaderData?.name }),
  pendingComponent: SharePageSkeleton,
  component: ShareRoute,
});

function ShareRoute() {
  const { token } = Route.useParams();
  return <SharePage token={token} />;
}
