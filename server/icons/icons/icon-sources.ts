import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ICON_LIBRARIES = ['tabler', 'phosphor'] as const;
export const ICON_STYLES = ['outline', 'filled'] as const;

export type IconLibraryId = (typeof ICON_LIBRARIES)[number];
export type IconStyle = (typeof ICON_STYLES)[number];

/** One icon of one library in one style, as the catalogue serves it. */
export type IconRecord = {
  library: IconLibraryId;
  name: string;
  style: IconStyle;
  category: string;
  /** Name parts, tags and category words, lower case, without repeats. */
  keywords: string[];
  /** A whole `<svg>` drawn in `currentColor`, 24 px wide and high. */
  svg: string;
};

/**
 * An icon as read from its package: what the catalogue indexes besides its name (tags and categories are kept
 * apart from `keywords` to rank them) and how to draw it — drawn on first use, so the first search stays fast.
 */
export type IconSource = Omit<IconRecord, 'svg'> & { tags: string[]; categories: string[]; draw: () => string };

type SvgNode = [string, Record<string, string>];

const SVG_NS = 'http://www.w3.org/2000/svg';

// Tabler's outline set is drawn with 2 px round strokes; Phosphor's regular and fill weights are filled
// shapes. The paint is repeated on an inner <g> because renderers keep only an icon's viewBox and inner
// markup and paint the root by the node's style.
const PAINT: Record<'stroke' | 'fill', string> = {
  stroke: 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
  fill: 'fill="currentColor" stroke="none"',
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function svgOf(viewBox: string, paint: 'stroke' | 'fill', inner: string): string {
  return `<svg xmlns="${SVG_NS}" width="24" height="24" viewBox="${viewBox}" ${PAINT[paint]}><g ${PAINT[paint]}>${inner}</g></svg>`;
}

function nodesMarkup(nodes: SvgNode[]): string {
  return nodes
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
      return `<${tag}${list.join('')}/>`;
    })
    .join('');
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

// The packages' `exports` hide their own folders: find them from a file they do export.
function packageDir(probe: string, levels: number): string {
  return resolve(require.resolve(probe), ...Array<string>(levels).fill('..'));
}

/** The installed versions of the icon packages (for the library list). */
export function iconPackageVersions(): Record<IconLibraryId, string> {
  const version = (dir: string) =>
    (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    tabler: version(packageDir('@tabler/icons/outline/home.svg', 3)),
    phosphor: version(packageDir('@phosphor-icons/core', 2)),
  };
}

type TablerEntry = {
  name: string;
  category: string;
  tags: (string | number)[];
  styles: Partial<Record<IconStyle, unknown>>;
};

export function readTablerIcons(): IconSource[] {
  const dir = packageDir('@tabler/icons/outline/home.svg', 3);
  const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  const catalog = read<Record<string, TablerEntry>>('icons.json');
  const nodes: Record<IconStyle, Record<string, SvgNode[]>> = {
    outline: read('tabler-nodes-outline.json'),
    filled: read('tabler-nodes-filled.json'),
  };
  const out: IconSource[] = [];
  for (const entry of Object.values(catalog)) {
    const tags = unique(entry.tags.map((tag) => String(tag).toLowerCase()));
    const categories = entry.category ? [entry.category.toLowerCase()] : [];
    for (const style of ICON_STYLES) {
      const drawing = nodes[style][entry.name];
      if (!entry.styles[style] || !drawing) continue;
      out.push({
        library: 'tabler',
        name: entry.name,
        style,
        category: entry.category ?? '',
        tags,
        categories,
        keywords: unique([...words(entry.name), ...tags, ...categories]),
        draw: () => svgOf('0 0 24 24', style === 'outline' ? 'stroke' : 'fill', nodesMarkup(drawing)),
      });
    }
  }
  return out;
}

type PhosphorEntry = { name: string; categories: string[]; figma_category?: string; tags: string[] };

// Phosphor's `regular` weight is its outlined style, `fill` its filled one.
const PHOSPHOR_WEIGHTS: Record<IconStyle, { folder: string; suffix: string }> = {
  outline: { folder: 'regular', suffix: '' },
  filled: { folder: 'fill', suffix: '-fill' },
};

export function readPhosphorIcons(): IconSource[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogue is only needed once, lazily
  const { icons } = require('@phosphor-icons/core') as { icons: PhosphorEntry[] };
  const assets = join(packageDir('@phosphor-icons/core', 2), 'assets');
  const out: IconSource[] = [];
  for (const style of ICON_STYLES) {
    const { folder, suffix } = PHOSPHOR_WEIGHTS[style];
    const files = new Set(readdirSync(join(assets, folder)));
    for (const entry of icons) {
      const file = `${entry.name}${suffix}.svg`;
      if (!files.has(file)) continue;
      const tags = unique(entry.tags.filter((tag) => !tag.startsWith('*')).map((tag) => tag.toLowerCase()));
      const categories = unique([...(entry.figma_category ? [entry.figma_category] : []), ...entry.categories]);
      out.push({
        library: 'phosphor',
        name: entry.name,
        style,
        category: categories[0] ?? '',
        tags,
        categories,
        keywords: unique([...words(entry.name), ...tags, ...categories]),
        draw: () => {
          const source = readFileSync(join(assets, folder, file), 'utf8');
          const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1] ?? '0 0 256 256';
          const inner = source.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
          return svgOf(viewBox, 'fill', inner);
        },
      });
    }
  }
  return out;
}
