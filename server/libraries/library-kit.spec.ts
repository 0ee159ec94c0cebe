import { builtInLibrary, flattenTheme } from '@boxify/designer/libraries';
import { resolveNodeTokens } from '@boxify/design/operations';

import { designRules, libraryMaterials, sectionMaterials, tokenRows } from './library-kit';

const NEUTRAL_LIBRARY = builtInLibrary('neutral')!;

describe('library kit', () => {
  it('lists every token of a theme once, grouped by its first name part', () => {
    const rows = tokenRows(NEUTRAL_LIBRARY.light);
    expect(rows).toHaveLength(Object.keys(flattenTheme(NEUTRAL_LIBRARY.light)).length);
    expect(rows).toContainEqual({ name: 'color.primary', group: 'color', value: '#2563eb' });
    expect(rows).toContainEqual({ name: 'type.body.size', group: 'type', value: 16 });
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(['font', 'color', 'space', 'radius', 'type']));
  });

  it('states the grid, type scale, touch target and contrast rules as data', () => {
    const rules = Object.fromEntries(designRules(NEUTRAL_LIBRARY).map((rule) => [rule.id, rule]));
    expect(rules.grid.value).toMatchObject({ base: 4, layout: 8 });
    expect(rules['touch-target'].value).toEqual({ minSize: 44 });
    expect(rules.contrast.value).toMatchObject({ normal: 4.5, large: 3 });
    const light = (rules.contrast.value as { light: { text: string; surface: string; passesAA: boolean }[] }).light;
    expect(light.find((pair) => pair.text === 'on-surface' && pair.surface === 'background')?.passesAA).toBe(true);
    expect(rules['type-scale'].value).toMatchObject({ fontFamily: 'Inter' });
    expect(rules.grid.text.zh).toContain('4 px');
  });

  it('builds swatches, type styles, buttons, radii and spacing bound to the tokens they show', () => {
    const materials = libraryMaterials(NEUTRAL_LIBRARY.dark);
    const kinds = new Set(materials.map((item) => item.kind));
    expect(kinds).toEqual(new Set(['color', 'typography', 'button', 'radius', 'space']));
    const tokens = flattenTheme(NEUTRAL_LIBRARY.dark);
    for (const item of materials) {
      // Resolving the bound tokens against the theme changes nothing: the node already shows them.
      expect(resolveNodeTokens(item.node, tokens)).toBe(item.node);
    }
    const primary = materials.find((item) => item.materialId === 'button.primary')!;
    expect(primary.node).toMatchObject({ type: 'frame', role: 'button', height: 44 });
    expect(primary.node.fills[0]).toMatchObject({ color: NEUTRAL_LIBRARY.dark.color.primary });
  });
});

describe('the kit sections a library offers', () => {
  it('draws each section with the library theme, in the caller language, at the platform width', async () => {
    const en = await sectionMaterials('neutral', 'light', NEUTRAL_LIBRARY.light, 'en', 'desktop');
    expect(en.map((m) => m.materialId)).toEqual(
      expect.arrayContaining(['section:hero', 'section:pricing', 'section:footer']),
    );
    const hero = en.find((m) => m.materialId === 'section:hero')!;
    expect(hero.node.width).toBe(1440);
    // As tall as its content, not the default 100.
    expect(hero.node.height).toBeGreaterThan(300);
    expect(JSON.stringify(hero.node)).toContain(NEUTRAL_LIBRARY.light.color.primary);
    const zh = await sectionMaterials('neutral', 'light', NEUTRAL_LIBRARY.light, 'zh', 'mobile');
    expect(zh.find((m) => m.materialId === 'section:tab-bar')).toBeDefined();
    expect(zh.find((m) => m.materialId === 'section:hero')!.name.zh).toBe('首屏');
    expect(JSON.stringify(zh)).toMatch(/[\u4e00-\u9fff]/);
  });
});
