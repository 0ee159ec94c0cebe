// What "no script can run" means for a parsed export: no element that runs or embeds code, no event handler
// attribute, no address with a script scheme, no CSS url() outside the allow-list, no Vue directive.
// jsdom ships no types, and the project's TypeScript has no DOM library: the few parts read here.
type Element = {
  localName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute: (name: string) => string | null;
  textContent: string | null;
};
type Window = { document: { querySelectorAll: (selector: string) => ArrayLike<Element> }; close: () => void };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: typed by hand
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: Window } };

const EXECUTING = new Set(['script', 'iframe', 'object', 'embed', 'foreignobject', 'use', 'image', 'animate']);
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data:text|data:application)/i;

export type Finding = { where: string; what: string };

// Browsers ignore these before a scheme; a checker must too.
// eslint-disable-next-line no-control-regex -- C0 controls are exactly what browsers strip
const normalise = (value: string) => value.replace(/[\u0000-\u0020]/g, '');

/** Every CSS `url(…)` value in a stylesheet (quoted or not). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** A CSS url() a code export may hold: its own fonts beside it, https/http, data:image. */
function allowedCssUrl(url: string): boolean {
  return /^(?:\.\/)?fonts\/[A-Za-z0-9-]+\.ttf$/.test(url) || /^(?:https?:\/\/|data:image\/)/i.test(url);
}

/** Dangerous things in an HTML document or fragment (parsed by jsdom, scripts off). */
export function findingsInHtml(html: string, allowedStyles = 1): Finding[] {
  const dom = new JSDOM(html);
  const document = dom.window.document;
  const findings: Finding[] = [];
  const styles = Array.from(document.querySelectorAll('style'));
  if (styles.length > allowedStyles) findings.push({ where: 'document', what: `${styles.length} <style> elements` });
  for (const style of styles) {
    for (const url of cssUrls(style.textContent ?? '')) {
      if (!allowedCssUrl(url)) findings.push({ where: '<style>', what: `url(${url})` });
    }
  }
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    const where = `<${tag}${el.getAttribute('data-node-id') ? ` data-node-id=${el.getAttribute('data-node-id')}` : ''}>`;
    if (EXECUTING.has(tag) || tag.startsWith('animate') || tag === 'set') findings.push({ where, what: 'element' });
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = normalise(attr.value);
      if (name.startsWith('on')) findings.push({ where, what: `handler ${name}` });
      if (/^(?:v-|@|:)/.test(name)) findings.push({ where, what: `directive ${name}` });
      // A text-like attribute (aria-label, alt) may say "javascript:"; an address may not start with it.
      if (['href', 'xlink:href', 'src', 'action', 'formaction', 'srcdoc'].includes(name) && SCRIPT_SCHEME.test(value))
        findings.push({ where, what: `${name}=${attr.value}` });
      if (name === 'style') {
        for (const url of cssUrls(attr.value))
          if (!url.startsWith('#')) findings.push({ where, what: `style url(${url})` });
      }
    }
  }
  dom.window.close();
  return findings;
}
