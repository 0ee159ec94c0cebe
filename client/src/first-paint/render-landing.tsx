import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { ResourceKey } from 'i18next';
import { prerender } from 'react-dom/static';

import { createQueryClient } from '@client/api/query-client';
import { AppTree } from '@client/app-tree';
import { bundleLanguage, i18n, initI18n } from '@client/i18n/i18n';
import type { Language } from '@client/i18n/language';
import { routeTree } from '@client/routeTree.gen';

/** Starts the texts once, with every language bundled (the build reads them from disk: nothing to fetch). */
export async function prepareTexts(texts: Record<Language, ResourceKey>, first: Language): Promise<void> {
  for (const [language, bundle] of Object.entries(texts)) bundleLanguage(language as Language, bundle);
  await initI18n(first);
}

// The landing home as its first render draws it (no data yet: the skeletons), for the HTML the server sends
// before any script runs. The client then takes that page over (hydrates it).
export async function renderLanding(language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // The plain address most visitors come by: the links drawn here are the ones the app would draw for it.
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  // prerender (not renderToString) waits for the route's lazily loaded page.
  const { prelude } = await prerender(<AppTree router={router} queryClient={queryClient} />);
  return new Response(prelude).text();
}
