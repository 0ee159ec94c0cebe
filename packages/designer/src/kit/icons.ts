// Node-only: reads Tabler's SVG files once and keeps their path data, so icons render without the library.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, string>();
let root: string | undefined;

// The package exports `./*` as `./icons/*`: resolve one icon and take its folder's parent.
function iconsRoot(): string {
  root ??= join(require.resolve('@tabler/icons/outline/home.svg'), '..', '..');
  return root;
}

/** The path data of a Tabler icon (every `<path d>` but the invisible 24 × 24 bounding box), '' when unknown. */
export function tablerPath(name: string, style: 'outline' | 'filled' = 'outline'): string {
  const key = `${style}/${name}`;
  let d = cache.get(key);
  if (d === undefined) {
    try {
      const svg = readFileSync(join(iconsRoot(), style, `${name}.svg`), 'utf8');
      d = [...svg.matchAll(/<path\b[^>]*\bd="([^"]+)"/g)]
        .map((m) => m[1])
        .filter((p) => p !== 'M0 0h24v24H0z')
        .join(' ');
    } catch {
      d = '';
    }
    cache.set(key, d);
  }
  return d;
}
