import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DESIGN_SCHEMA_NAMES } from '@boxify/design/schema';

// The committed OpenAPI file, as SDK generators read it (CI checks it is what `npm run openapi` writes).
const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
};
const names = Object.keys(document.components.schemas);

describe('openapi.json components', () => {
  it('names every schema for what it is, none by a counter', () => {
    expect(names.filter((name) => /schema\d+$/i.test(name) || name.includes('__'))).toEqual([]);
    for (const name of names) expect([name, /^[A-Z][A-Za-z0-9]*$/.test(name)]).toEqual([name, true]);
  });

  it('holds the design document by the names of its parts', () => {
    expect(names).toEqual(expect.arrayContaining(['DesignPanel', 'ErrorCode', ...Object.keys(DESIGN_SCHEMA_NAMES)]));
    const panel = JSON.stringify(document.components.schemas.DesignPanel);
    expect(panel).toContain('"#/components/schemas/DesignNode"');
    const node = document.components.schemas.DesignNode as { oneOf: { $ref: string }[] };
    expect(node.oneOf.map((s) => s.$ref.split('/').pop())).toEqual([
      'FrameNode',
      'GroupNode',
      'TextNode',
      'RectNode',
      'EllipseNode',
      'ImageNode',
      'IconNode',
      'VectorNode',
    ]);
  });

  it('refers only to components it has', () => {
    const refs = JSON.stringify(document).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    const missing = [...new Set(refs)]
      .map((ref) => ref.slice('"#/components/schemas/'.length, -1))
      .filter((name) => !names.includes(name));
    expect(missing).toEqual([]);
  });
});
