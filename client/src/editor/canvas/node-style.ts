import type { CSSProperties } from 'react';

import { camelCaseProperty, type Declarations } from '@boxify/design/render-dom';

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
