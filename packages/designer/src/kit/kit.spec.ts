import { BUILT_IN_LIBRARIES, flattenTheme } from '../libraries';
import { buildSection, PLATFORM_WIDTH, SECTION_NAMES, type KitContext } from './index';
import { tablerPath } from './icons';
import { kitContent } from '../copy/kit-content';
import type { DesignNode } from '@boxify/design/schema';
import type { DesignPlatform } from '../contract';
import { getAtPath } from '@boxify/design/operations';

function context(platform: DesignPlatform, libraryIndex = 0): KitContext {
  let n = 0;
  return {
    tokens: flattenTheme(BUILT_IN_LIBRARIES[libraryIndex].light),
    platform,
    language: 'en',
    brand: 'Acme',
    content: kitContent({ brand: 'Acme', language: 'en' }),
    width: PLATFORM_WIDTH[platform],
    id: () => `n${n++}`,
    accentText: 'color.primary',
  };
}

function all(node: DesignNode): DesignNode[] {
  return node.type === 'frame' || node.type === 'group' ? [node, ...node.children.flatMap(all)] : [node];
}

describe('section kit', () => {
  it.each(SECTION_NAMES)('%s builds on every platform with every value bound to a token', (name) => {
    for (const platform of ['mobile', 'tablet', 'desktop'] as const) {
      for (const [i] of BUILT_IN_LIBRARIES.entries()) {
        const ctx = context(platform, i);
        const nodes = all(buildSection(name, ctx));
        expect(nodes.length).toBeGreaterThan(0);
        for (const node of nodes) {
          // The value written in is the token's value: switching library restyles the design.
          for (const [path, token] of Object.entries(node.tokens ?? {})) {
            expect([name, node.name, path, getAtPath(node, path)]).toEqual([name, node.name, path, ctx.tokens[token]]);
          }
          if (node.type === 'text') expect(node.tokens?.['style.fontSize']).toMatch(/^type\./);
          if (node.type === 'icon') expect(node.svg).toMatch(/^M/);
        }
      }
    }
  });

  it('gives buttons and inputs semantic roles at least 44 px high', () => {
    const nodes = all(buildSection('sign-in', context('mobile')));
    const interactive = nodes.filter((n) => n.role === 'button' || n.role === 'input');
    expect(interactive.length).toBeGreaterThanOrEqual(4);
    for (const n of interactive) expect(n.height).toBeGreaterThanOrEqual(44);
    expect(nodes.some((n) => n.role === 'form')).toBe(true);
  });

  it('reads Tabler icons from the package', () => {
    expect(tablerPath('star')).toMatch(/^M12 17\.75/);
    expect(tablerPath('no-such-icon')).toBe('');
  });
});
