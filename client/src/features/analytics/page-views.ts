import { rootHead, type HeadMatch } from '@client/features/metadata/route-head';

import { track } from './analytics';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

// The page's dynamic title as the head shows it, without anything shaped like an e-mail (a search title
// repeats the query) and within the server's 120 characters.
export function pageTitle(matches: readonly HeadMatch[]): string {
  const title = rootHead(matches).meta.find((tag) => typeof tag.title === 'string')?.title ?? '';
  return String(title).replace(EMAIL, '…').slice(0, 120);
}

type RouterLike = {
  state: { matches: readonly HeadMatch[] };
  subscribe(
    event: 'onResolved',
    listener: (event: { toLocation: { pathname: string }; pathChanged: boolean }) => void,
  ): () => void;
};

// Spec §2: a page view on every route change (the first load included); a change of the query alone, such as
// ?section=pricing, stays on the same page.
export function reportPageViews(router: RouterLike): () => void {
  let last: string | undefined;
  return router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname === last) return;
    last = toLocation.pathname;
    track('page_view', { title: pageTitle(router.state.matches) });
  });
}
