import type { ParsedQuery } from './icon-query';
import {
  ICON_LIBRARIES,
  ICON_STYLES,
  type IconLibraryId,
  type IconRecord,
  type IconSource,
  type IconStyle,
  readPhosphorIcons,
  readTablerIcons,
} from './icon-sources';

/** How well an icon matched, best first: exact name > name prefix > name word > tag > category. */
export const MATCH_RANK = {
  exactName: 0,
  namePrefix: 1,
  nameWord: 2,
  nameWordPrefix: 3,
  tag: 4,
  tagPrefix: 5,
  category: 6,
} as const;

const NO_MATCH = 255;
// Slugs tried against whole names when Chinese words each have several English ones.
const MAX_NAME_SLUGS = 32;

export type IconFilter = { library?: IconLibraryId; style?: IconStyle };

type WordField = { tokens: string[]; postings: Map<string, number[]> };

function words(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter(Boolean);
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function fieldOf(entries: [number, string[]][]): WordField {
  const postings = new Map<string, number[]>();
  for (const [index, texts] of entries) {
    for (const word of new Set(texts.flatMap(words))) {
      const list = postings.get(word);
      if (list) list.push(index);
      else postings.set(word, [index]);
    }
  }
  return { tokens: [...postings.keys()].sort(), postings };
}

export const iconKey = (library: string, style: string, name: string) => `${library}:${style}:${name}`;

/** A catalogue icon: its drawing is made on first use and kept; JSON carries it like a plain record. */
export class CatalogueIcon implements IconRecord {
  private drawn?: string;

  constructor(
    readonly library: IconLibraryId,
    readonly name: string,
    readonly style: IconStyle,
    readonly category: string,
    readonly keywords: string[],
    private readonly draw: () => string,
  ) {}

  get svg(): string {
    this.drawn ??= this.draw();
    return this.drawn;
  }

  toJSON(): IconRecord {
    const { library, name, style, svg, keywords, category } = this;
    return { library, name, style, svg, keywords, category };
  }
}

/** Every icon of the shipped sets, with an inverted index of name, tag and category words (prefix lookups). */
export class IconCatalogue {
  readonly icons: readonly CatalogueIcon[];
  private readonly byKey = new Map<string, number>();
  private readonly names: WordField;
  private readonly tags: WordField;
  private readonly categories: WordField;

  constructor(sources: IconSource[]) {
    const libraryOrder = (library: IconLibraryId) => ICON_LIBRARIES.indexOf(library);
    const styleOrder = (style: IconStyle) => ICON_STYLES.indexOf(style);
    // Ties between equal matches are broken by this order: name, then library, then style.
    const sorted = [...sources].sort(
      (a, b) =>
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        libraryOrder(a.library) - libraryOrder(b.library) ||
        styleOrder(a.style) - styleOrder(b.style),
    );
    this.icons = sorted.map(
      (icon) => new CatalogueIcon(icon.library, icon.name, icon.style, icon.category, icon.keywords, icon.draw),
    );
    sorted.forEach((icon, index) => this.byKey.set(iconKey(icon.library, icon.style, icon.name), index));
    this.names = fieldOf(sorted.map((icon, index) => [index, [icon.name]]));
    this.tags = fieldOf(sorted.map((icon, index) => [index, icon.tags]));
    this.categories = fieldOf(sorted.map((icon, index) => [index, icon.categories]));
  }

  get(library: string, style: string, name: string): CatalogueIcon | undefined {
    const index = this.byKey.get(iconKey(library, style, name));
    return index === undefined ? undefined : this.icons[index];
  }

  indexOf(key: string): number | undefined {
    return this.byKey.get(key);
  }

  /** The styles an icon exists in. */
  styles(library: string, name: string): IconStyle[] {
    return ICON_STYLES.filter((style) => this.byKey.has(iconKey(library, style, name)));
  }

  count(library: IconLibraryId, style?: IconStyle): number {
    return this.icons.filter((icon) => icon.library === library && (!style || icon.style === style)).length;
  }

  /** Indexes of the matching icons, best match first (ties in name order). */
  search(query: ParsedQuery, filter: IconFilter = {}): number[] {
    if (query.unmatchable) return [];
    const keep = (index: number) => {
      const icon = this.icons[index];
      return (!filter.library || icon.library === filter.library) && (!filter.style || icon.style === filter.style);
    };
    if (query.terms.length === 0) return this.icons.map((_, index) => index).filter(keep);
    const ranks = this.rank(query);
    const found = [...ranks.keys()].filter(keep);
    return found.sort((a, b) => ranks.get(a)! - ranks.get(b)! || a - b);
  }

  /** The rank of each icon matching every term of the query (a missing index did not match). */
  rank(query: ParsedQuery): Map<number, number> {
    let ranks: Map<number, number> | undefined;
    for (const term of query.terms) {
      const levels = new Map<number, number>();
      for (const alternative of term) {
        for (const [index, level] of this.slugLevels(alternative)) {
          if (level < (levels.get(index) ?? NO_MATCH)) levels.set(index, level);
        }
      }
      if (!ranks) ranks = levels;
      else {
        const next = new Map<number, number>();
        for (const [index, level] of levels) {
          const before = ranks.get(index);
          if (before !== undefined) next.set(index, Math.max(before, level));
        }
        ranks = next;
      }
      if (ranks.size === 0) break;
    }
    if (!ranks) return new Map();
    const slugs = nameSlugs(query);
    for (const [index, rank] of ranks) {
      const name = this.icons[index].name;
      if (slugs.includes(name)) ranks.set(index, MATCH_RANK.exactName);
      else if (rank > MATCH_RANK.namePrefix && slugs.some((slug) => name.startsWith(slug))) {
        ranks.set(index, MATCH_RANK.namePrefix);
      }
    }
    return ranks;
  }

  // All words of a slug (`shopping-cart`) must match; the icon's level is that of its weakest word.
  private slugLevels(slug: string): Map<number, number> {
    let result: Map<number, number> | undefined;
    for (const word of words(slug)) {
      const levels = this.wordLevels(word);
      if (!result) result = levels;
      else {
        const next = new Map<number, number>();
        for (const [index, level] of levels) {
          const before = result.get(index);
          if (before !== undefined) next.set(index, Math.max(before, level));
        }
        result = next;
      }
    }
    return result ?? new Map();
  }

  private wordLevels(word: string): Map<number, number> {
    const out = new Map<number, number>();
    const visit = (field: WordField, exact: number, prefix: number) => {
      for (let at = lowerBound(field.tokens, word); at < field.tokens.length; at++) {
        const token = field.tokens[at];
        if (!token.startsWith(word)) break;
        const level = token === word ? exact : prefix;
        for (const index of field.postings.get(token)!) {
          if (level < (out.get(index) ?? NO_MATCH)) out.set(index, level);
        }
      }
    };
    visit(this.names, MATCH_RANK.nameWord, MATCH_RANK.nameWordPrefix);
    visit(this.tags, MATCH_RANK.tag, MATCH_RANK.tagPrefix);
    visit(this.categories, MATCH_RANK.category, MATCH_RANK.category);
    return out;
  }
}

// The query as whole icon names: its terms joined by '-', one slug per choice of alternatives.
function nameSlugs(query: ParsedQuery): string[] {
  let slugs = [''];
  for (const term of query.terms) {
    const next: string[] = [];
    for (const slug of slugs) {
      for (const alternative of term)
        next.push(slug ? `${slug}-${words(alternative).join('-')}` : words(alternative).join('-'));
    }
    slugs = next.slice(0, MAX_NAME_SLUGS);
  }
  return slugs.filter(Boolean);
}

let shared: IconCatalogue | undefined;
let buildStats: { ms: number; icons: number } | undefined;

/** The catalogue of Tabler and Phosphor icons, built on first use (about 0.2 s) and kept. */
export function iconCatalogue(): IconCatalogue {
  if (!shared) {
    const started = performance.now();
    shared = new IconCatalogue([...readTablerIcons(), ...readPhosphorIcons()]);
    buildStats = { ms: performance.now() - started, icons: shared.icons.length };
  }
  return shared;
}

export function iconCatalogueBuildStats(): { ms: number; icons: number } | undefined {
  return buildStats;
}
