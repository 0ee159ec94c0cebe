// What the grid asserts of one generated design, by failure class: the brand, every named element (kind, words,
// count) in order, nothing owned by another domain, the platform, the theme, and no finding of any check.
import { runChecks } from '@boxify/design/checks';
import { parseColor, relativeLuminance } from '@boxify/design/color';
import type { LayoutEngine } from '@boxify/design/layout';
import { indexPanel } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';
import type { DesignBrief } from '@boxify/design/brief';
import { ownedTerms, allDomains } from '@boxify/designer/domains';

import type { GridCase } from './prompts';

export type Failure = { cls: string; detail: string };

const textsOf = (panel: Panel) =>
  [...indexPanel(panel).nodes.values()].flatMap((n) => (n.type === 'text' ? [n.characters] : []));

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

// An English word is present as a word (so "ski" is not found in "skills"); Chinese as a substring.
function present(term: string, haystack: string, language: 'en' | 'zh'): boolean {
  const t = norm(term);
  if (language === 'zh' || /[\u3400-\u9fff]/.test(t)) return haystack.includes(t);
  const escaped = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(haystack);
}

let foreign: Map<string, { en: string[]; zh: string[] }> | undefined;
function foreignTerms(): Map<string, { en: string[]; zh: string[] }> {
  foreign ??= new Map(allDomains().map((d) => [d.id, ownedTerms(d.id)]));
  return foreign;
}

export function evaluate(c: GridCase, brief: DesignBrief, panels: Panel[], engine: LayoutEngine): Failure[] {
  const failures: Failure[] = [];
  const text = norm(panels.flatMap(textsOf).join('\n'));
  const prompt = norm(c.prompt);
  if (c.bare) failures.push(...bareFailures(c, brief, panels));
  if (c.brand && !text.includes(norm(c.brand)))
    failures.push({ cls: 'brand', detail: `no "${c.brand}" (read ${brief.product.name})` });
  // Every named element in the brief, in order, with its count; its words on the page.
  let from = 0;
  for (const e of c.elements) {
    const at = brief.elements.findIndex((b, i) => i >= from && b.kind === e.kind);
    if (at < 0) {
      failures.push({ cls: `element:${e.kind}`, detail: `not read (${brief.elements.map((b) => b.kind).join(',')})` });
      continue;
    }
    from = at + 1;
    if (e.count && brief.elements[at].count !== e.count)
      failures.push({ cls: 'count', detail: `${e.kind} ${brief.elements[at].count} for ${e.count}` });
    for (const w of e.words)
      if (!present(w, text, c.language)) failures.push({ cls: `words:${e.kind}`, detail: `no "${w}"` });
  }
  for (const [id, terms] of foreignTerms()) {
    if (id === c.domain) continue;
    for (const term of terms[c.language]) {
      if (term.length < 3 && c.language === 'en') continue;
      if (present(term, text, c.language) && !present(term, prompt, c.language))
        failures.push({ cls: 'foreign', detail: `"${term}" of ${id}` });
    }
  }
  for (const panel of panels) {
    if (panel.width !== c.width) failures.push({ cls: 'platform', detail: `${panel.width} px for ${c.width}` });
  }
  if (brief.platform !== c.platform) failures.push({ cls: 'platform', detail: `read ${brief.platform}` });
  const background = panels[0]?.background ?? '#ffffff';
  const dark = relativeLuminance(parseColor(background)) < 0.2;
  if (dark !== c.dark) failures.push({ cls: 'theme', detail: `background ${background}` });
  for (const panel of panels)
    for (const f of runChecks(panel, engine.layout(panel)))
      failures.push({ cls: `check:${f.check}`, detail: f.message.en });
  return failures;
}

// A page asked for by its kind alone: nothing read as an element (a look word, "page", "官网" name nothing), and a
// full page of the product, not a heading and a footer.
// Pages of content (a home, a list, a dashboard) hold a dozen texts; a sign-in, a 404 or a player holds fewer.
const CONTENT_PAGES = new Set([
  'landing',
  'app-home',
  'list',
  'product-list',
  'detail',
  'product-detail',
  'dashboard',
  'table-admin',
  'feed',
  'blog',
  'article',
  'pricing',
  'about',
  'search-results',
  'gallery',
  'leaderboard',
  'faq',
]);
function bareFailures(c: GridCase, brief: DesignBrief, panels: Panel[]): Failure[] {
  const least = CONTENT_PAGES.has(c.page) ? 12 : 6;
  const failures: Failure[] = [];
  if (brief.elements.length > 0)
    failures.push({ cls: 'bare:stray', detail: `read ${brief.elements.map((e) => `"${e.label}"`).join(', ')}` });
  const texts = panels[0] ? textsOf(panels[0]).length : 0;
  if (texts < least) failures.push({ cls: 'bare:sparse', detail: `${texts} texts on the page` });
  return failures;
}
