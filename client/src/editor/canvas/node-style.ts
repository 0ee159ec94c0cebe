import type { CSSProperties } from 'react';

import { camelCaseProperty, type Declarations } from '@boxify/design/render';

const cache = new WeakMap<Declarations, CSSProperties>();

/** Kernel CSS declarations as a React style object (custom properties keep their names). */
export function toReactStyle(declarations: Declarations): CSSProperties {
  let style = cache.get(declarations);
  if (!style) {
    const out: Record<string, string> = {};
    for (const [property, value] of Object.entries(declarations)) {
      out[property.startsWith('--') ? property : camelCaseProperty(property)] = value;
    }
    style = out as CSSProperties;
    cache.set(declarations, style);
  }
  return style;
}

/**
 * Inline SVG markup from a document is drawn with innerHTML: drop scripts, foreign content, event handlers and
 * javascript: links first (the CSP forbids inline scripts too; this keeps a pasted document from even trying).
 */
export function sanitizeSvgMarkup(markup: string): string {
  return markup
    .replace(/<\s*(script|foreignObject|iframe|object|embed)\b[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*(script|foreignObject|iframe|object|embed)\b[^>]*\/?>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href\s*=\s*["']?)\s*javascript:[^"'\s>]*/gi, '$1#');
}
