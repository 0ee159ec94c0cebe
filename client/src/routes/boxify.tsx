import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '@client/features/home/components/home-page';

// Spec §2: the home page also answers under the product's name; its canonical is '/'.
export const Route = createFileRoute('/boxify')({
  component: HomePage,
  // The home draws its own header and footer around the banner (spec §2).
  staticData: { bareLayout: true },
});
