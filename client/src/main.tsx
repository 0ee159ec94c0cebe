import { createRoot, hydrateRoot } from 'react-dom/client';

import { installPaymentOrigin } from '@client/api/payment-origin';
import { loadSites } from '@client/api/site';
import { createQueryClient } from '@client/api/query-client';
import { installAccessToken } from '@client/features/account/session-storage';
import { installAnalytics } from '@client/features/analytics/analytics';
import { reportPageViews } from '@client/features/analytics/page-views';
import { rememberReferral } from '@client/features/pricing/referral';
import { i18n, initI18n } from '@client/i18n/i18n';
import { readLanguageSources } from '@client/i18n/read-language-sources';
import { resolveLanguage } from '@client/i18n/resolve-language';
import { syncDocumentLanguage } from '@client/i18n/sync-document-language';
import { createAppRouter } from '@client/router';
import { AppTree } from '@client/app-tree';
import { replayHeldEvents } from '@client/first-paint/held-events';

// The chrome is set in the product's faces from the first paint (global.css names them): the Latin ones here, the
// Chinese ones (408 rules) below.
import '@client/styles/product-fonts.gen.css';
import '@client/styles/global.css';

// index.html carries a title and description for readers without JavaScript; routes own them now.
for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

installAccessToken();
installPaymentOrigin();
rememberReferral(window.location.search);
// SITE_HOSTS (System/info) name this host's language, so they come before it is chosen.
// A Chinese page waits for the Chinese faces as for its texts; an English one takes them in after its first paint
// (for Chinese names in its content), so their rules never hold that paint back.
const chineseFaces = () => import('@client/styles/product-fonts-cjk.gen.css');
const texts = loadSites().then(() => {
  const language = resolveLanguage(readLanguageSources());
  const loaded = initI18n(language);
  syncDocumentLanguage();
  const faces = chineseFaces();
  return language === 'zh' ? Promise.all([loaded, faces]) : loaded;
});

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Issue 16: page views and interactions, in batches (off with Do Not Track or Global Privacy Control).
if (installAnalytics()) reportPageViews(router);

// Titles, descriptions and alternate links are per language: recompute the heads on a switch.
i18n.on('languageChanged', () => {
  void router.invalidate();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the page's language (fetched unless bundled), so no text shows in another one.
// The landing comes drawn by the server (scripts/first-paint.mjs): the app takes over that page rather than drawing
// it again, so what the visitor already sees stays. Where this visitor's page differs (signed in, another
// language), React draws the differing part anew: expected, so not reported.
const drawn = root.firstElementChild !== null;
void texts.finally(async () => {
  const app = <AppTree router={router} queryClient={queryClient} />;
  if (!drawn) return void createRoot(root).render(app);
  await router.load();
  // What the router sets when it takes over a page its server drew: it then draws the same tree the server did.
  router.ssr = { manifest: undefined };
  hydrateRoot(root, app, { onRecoverableError: () => undefined });
  // React listens from here on (and replays an event on a part it has yet to take over once it has).
  replayHeldEvents();
});
