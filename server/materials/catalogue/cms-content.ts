import type { CmsEntry } from '../cms.repository';
import { PRODUCTS } from './products';

export const CMS_HOME = { pagePath: 'home', product: 12 } as const;

// The product lists of the home page's rankings: keys, the current list first, then older ones.
const TOP10 = [
  ['ledgerly', 'tasky', 'wanderly', 'dashdine', 'learnhub', 'homefind', 'calmly', 'freightly', 'chatterly', 'voltmart'],
  ['tasky', 'ledgerly', 'pipeline', 'dashdine', 'skyway', 'pages', 'pulsefit', 'lingo', 'tunewave', 'sunfield'],
  [
    'pipeline',
    'stockwise',
    'threadline',
    'carelink',
    'staywell',
    'circlez',
    'learnhub',
    'parcelpost',
    'keyhold',
    'reelhouse',
  ],
];
const SOURCE6 = [
  ['helpdeck', 'lingo', 'calmly', 'stackforge', 'sparkmatch', 'tallybook'],
  ['stackforge', 'helpdeck', 'carelink', 'lingo', 'gamegrid', 'inkwell'],
];
const SHOWCASE = [
  'tasky',
  'ledgerly',
  'crumb',
  'wanderly',
  'learnhub',
  'homefind',
  'freightly',
  'calmly',
  'threadline',
];

/** The home page's CMS entries (spec §3): the two rankings and the showcase, by the products' public ids. */
export function homeEntries(idOf: (productKey: string) => string): CmsEntry[] {
  const known = new Set(PRODUCTS.map((product) => product.key));
  const ids = (keys: string[]) =>
    keys.map((key) => {
      if (!known.has(key)) throw new Error(`The CMS names an unknown library product ${key}`);
      return idOf(`product:${key}`);
    });
  const rank = (key: string, title: string, subTitle: string, lists: string[][]) => ({
    id: key,
    key,
    title,
    subTitle,
    children: ids(lists[0]),
    history: lists.slice(1).map(ids),
  });
  return [
    {
      positionKey: 'rank-top10',
      contentType: 'rank',
      content: JSON.stringify(rank('top10', 'Top10 Product Rank', 'The products designers open most', TOP10)),
      sort: 1,
    },
    {
      positionKey: 'rank-source6',
      contentType: 'rank',
      content: JSON.stringify(rank('source6', 'AI Product Rank', 'AI-first products worth a look', SOURCE6)),
      sort: 2,
    },
    {
      positionKey: 'showcase',
      contentType: 'case',
      content: JSON.stringify({ title: 'Showcase', children: ids(SHOWCASE) }),
      sort: 3,
    },
  ];
}
