import { createFileRoute } from '@tanstack/react-router';

import { PairPage } from '@client/features/pairing/components/pair-page';

type PairSearch = { code?: string };

// Where a signed-in user confirms the code a plugin shows (?code= fills it in); title from meta.pages.pair.
export const Route = createFileRoute('/web/pair')({
  validateSearch: (search: Record<string, unknown>): PairSearch =>
    typeof search.code === 'string' ? { code: search.code.slice(0, 20) } : {},
  component: PairRoute,
});

function PairRoute() {
  const { code } = Route.useSearch();
  return <PairPage initialCode={code ?? ''} />;
}
