import { createFileRoute } from '@tanstack/react-router';

import { PersonalPage } from '@client/features/personal/components/personal-page';

// The personal centre; its title and description come from the path (meta.pages.personal).
export const Route = createFileRoute('/web/personal')({
  component: PersonalPage,
});
