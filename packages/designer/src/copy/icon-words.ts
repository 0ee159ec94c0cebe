// Node-only: an icon for an English label ("Gravel bikes" → bike), from the names and tags Tabler ships with its
// icons, so a domain's categories and actions get fitting icons without a hand-written table per domain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type TablerEntry = { name: string; tags?: (string | number)[]; styles?: { outline?: unknown } };

let byWord: { names: Map<string, string>; tags: Map<string, string> } | undefined;

// The package exports `./*` as `./icons/*`: resolve one icon and read the catalogue beside that folder.
function catalogue(): TablerEntry[] {
  const root = join(require.resolve('@tabler/icons/outline/home.svg'), '..', '..', '..');
  return Object.values(JSON.parse(readFileSync(join(root, 'icons.json'), 'utf8')) as Record<string, TablerEntry>);
}

/** Word → icon: an icon named for the word wins over one only tagged with it; the shortest name wins a tie. */
function index(): { names: Map<string, string>; tags: Map<string, string> } {
  if (byWord) return byWord;
  const names = new Map<string, string>();
  const tags = new Map<string, string>();
  const icons = catalogue()
    .filter((icon) => icon.styles?.outline)
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
  for (const icon of icons) {
    const first = icon.name.split('-')[0];
    if (!names.has(icon.name)) names.set(icon.name, icon.name);
    if (!names.has(first)) names.set(first, icon.name);
    for (const tag of icon.tags ?? []) {
      const word = String(tag).toLowerCase();
      if (!tags.has(word)) tags.set(word, icon.name);
    }
  }
  byWord = { names, tags };
  return byWord;
}

const stem = (word: string) => word.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$/, '');

/** An icon named for one of the label's words (its head noun, the last, first), else one tagged so, else the fallback. */
export function iconFor(label: string, fallback: string): string {
  const words = label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2)
    .reverse();
  const { names, tags } = index();
  for (const icons of [names, tags]) {
    for (const word of words) {
      const icon = icons.get(word) ?? icons.get(stem(word));
      if (icon) return icon;
    }
  }
  return fallback;
}
