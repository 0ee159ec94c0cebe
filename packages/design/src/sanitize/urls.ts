// Image addresses in exports and renders: allow-listed by scheme, then encoded for the context they are written
// into, so no address can run script or close the string, rule or element around it.

/** Raster and SVG images as data: URLs (an SVG inside <img> or url() never runs script). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|svg\+xml)[;,]/i;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * The address an image may be drawn from, or undefined: `https:`, `http:` and `data:image/…` only. Relative and
 * protocol-relative addresses are refused too (an export has no base to resolve them against). Browsers drop
 * leading and trailing controls and spaces and every tab and line break before they read a scheme; so do we.
 */
export function safeImageUrl(src: string | undefined): string | undefined {
  if (!src) return undefined;
  // eslint-disable-next-line no-control-regex -- C0 controls are exactly what browsers strip
  const url = src.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === 'https' || scheme === 'http') return /^https?:\/\/[^/\\\s]/i.test(url) ? url : undefined;
  if (scheme === 'data' && DATA_IMAGE.test(url)) return url;
  return undefined;
}

/**
 * An allowed address percent-encoded down to characters that mean nothing to CSS or HTML: no quote, bracket,
 * backslash, space or `<` is left to end a `url("…")`, a rule or a `<style>` element.
 */
export function encodeUrl(url: string): string {
  return url.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]/gu, (c) =>
    // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as a browser would read it.
    c.length === 1 && c >= '\ud800' && c <= '\udfff'
      ? '%EF%BF%BD'
      : // encodeURIComponent leaves ' ( ) as they are: those are encoded by hand.
        encodeURIComponent(c).replace(/['()]/g, (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`),
  );
}

/** A CSS `url("…")` of an image address, or undefined when the address is not allowed. */
export function cssImageUrl(src: string | undefined): string | undefined {
  const url = safeImageUrl(src);
  return url === undefined ? undefined : `url("${encodeUrl(url)}")`;
}
