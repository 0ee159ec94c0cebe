import { CJK_FAMILY, LATIN_FAMILY, matchWeight } from '@boxify/design/fonts';
import type { DesignNode, Panel } from '@boxify/design/schema';

/** A font face the frame adds from bytes (it may fetch nothing, fonts included). */
export type SandboxFont = { family: string; weight: string; unicodeRange: string; data: ArrayBuffer };

const FAMILIES: ReadonlySet<string> = new Set([LATIN_FAMILY, CJK_FAMILY]);

function panelText(panel: Panel): { codes: number[]; weights: number[] } {
  const codes = new Set<number>();
  const weights = new Set<number>();
  const visit = (node: DesignNode) => {
    if (node.type === 'text') {
      for (const c of node.characters) codes.add(c.codePointAt(0)!);
      weights.add(matchWeight(node.style.fontWeight));
    }
    if (node.type === 'frame' || node.type === 'group') node.children.forEach(visit);
  };
  panel.children.forEach(visit);
  return { codes: [...codes], weights: [...weights] };
}

/** Whether a `unicode-range` (`U+0000-00FF, U+0131`) holds one of the characters. */
export function rangeHolds(range: string, codes: readonly number[]): boolean {
  return range.split(',').some((part) => {
    const m = /U\+([0-9A-F?]+)(?:-([0-9A-F]+))?/i.exec(part.trim());
    if (!m) return false;
    const from = parseInt(m[1].replace(/\?/g, '0'), 16);
    const to = m[2] ? parseInt(m[2], 16) : parseInt(m[1].replace(/\?/g, 'F'), 16);
    return codes.some((c) => c >= from && c <= to);
  });
}

const weightHolds = (weight: string, weights: readonly number[]) => {
  const [from, to = from] = weight.split(/\s+/).map(Number);
  return weights.some((w) => w >= from && w <= to);
};

/**
 * The product's WOFF2 slices (the page's own @font-face rules, already loaded for the canvas) that the panel's text
 * uses, as bytes for the frame. The complete .ttf faces (10 MB for Noto Sans SC) are left out.
 */
export async function sandboxFonts(panel: Panel): Promise<SandboxFont[]> {
  const { codes, weights } = panelText(panel);
  if (codes.length === 0) return [];
  const wanted: { family: string; weight: string; unicodeRange: string; url: string }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      const weight = rule.style.getPropertyValue('font-weight') || '400';
      const unicodeRange = rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF';
      const url = /url\(["']?([^"')]+\.woff2)["']?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (!url || !FAMILIES.has(family) || !weightHolds(weight, weights) || !rangeHolds(unicodeRange, codes)) continue;
      wanted.push({ family, weight, unicodeRange, url: new URL(url, sheet.href ?? location.href).href });
    }
  }
  const loaded = await Promise.all(
    wanted.map(async ({ url, ...face }) => {
      try {
        const answer = await fetch(url, { cache: 'force-cache' });
        return answer.ok ? { ...face, data: await answer.arrayBuffer() } : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return loaded.filter((f): f is SandboxFont => f !== undefined);
}
