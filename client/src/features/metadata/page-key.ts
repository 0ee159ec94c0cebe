// Pages with their own default title and description (keys under `meta.pages`).
export type PageKey =
  | 'home'
  | 'notFound'
  | 'productDetail'
  | 'productRank'
  | 'productCollection'
  | 'pageCollection'
  | 'pageTemplate'
  | 'workbench'
  | 'personal'
  | 'share'
  | 'pair';

// Longest paths first so '/landing/product-rank' wins over '/landing/product'.
const PAGE_BY_PATH: ReadonlyArray<readonly [string, PageKey]> = [
  ['/landing/product-collection', 'productCollection'],
  ['/landing/page-collection', 'pageCollection'],
  ['/landing/product-rank', 'productRank'],
  ['/landing/product', 'productDetail'],
  ['/landing/page', 'pageTemplate'],
  ['/web/workbench', 'workbench'],
  ['/web/personal', 'personal'],
  ['/web/share', 'share'],
  ['/web/pair', 'pair'],
  ['/boxify', 'home'],
];

// The home route's alias under the product's name (spec §2) shares the home page's canonical.
const CANONICAL_PATH: Readonly<Record<string, string>> = { '/boxify': '/' };

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function pageKeyForPath(pathname: string): PageKey {
  const path = normalizePath(pathname);
  for (const [prefix, key] of PAGE_BY_PATH) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return key;
  }
  // Areas without their own entry use the site's defaults, which are the home page's.
  return 'home';
}

export function canonicalPath(pathname: string): string {
  const path = normalizePath(pathname);
  return CANONICAL_PATH[path] ?? path;
}
