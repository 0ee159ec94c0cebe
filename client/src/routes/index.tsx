import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '@client/features/home/components/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
  // The home draws its own header and footer around the banner (spec §2).
  staticData: { bareLayout: true },
});
