import { unzipSync } from 'fflate';

import { type LayoutEngine } from '../layout/engine';
import { loadNodeLayoutEngine } from './shared-engine';
import { nodeDeclarations, tokenVariable } from './css';
import { exportBundle, zipBundle } from './export-bundle';
import { htmlFromLayout } from './html';
import { renderPng, renderSvg, renderWebp } from './image';
import { componentName, reactFromLayout } from './react';
import { slug } from './tree';
import { vueFromLayout } from './vue';
import { panelOf } from '../testing/builders';

const panel = panelOf([
  {
    id: 'card',
    type: 'frame',
    name: 'Card',
    width: 300,
    sizing: { horizontal: 'fixed', vertical: 'hug' },
    layout: { mode: 'vertical', gap: 8, padding: [16, 16, 16, 16] },
    fills: [{ type: 'solid', color: '#ffffff' }],
    strokes: [{ type: 'solid', color: '#e2e8f0' }],
    radius: [12, 12, 0, 0],
    tokens: { 'fills.0.color': 'color.surface' },
    effects: [{ type: 'drop-shadow', y: 2, blur: 8 }],
    children: [
      {
        id: 'title',
        type: 'text',
        name: 'Title',
        characters: 'Hello <world> & 你好',
        role: 'heading',
        style: { fontSize: 24 },
      },
      {
        id: 'cta',
        type: 'frame',
        name: 'Call to action',
        role: 'button',
        sizing: { horizontal: 'fill', vertical: 'hug' },
        layout: { mode: 'horizontal', padding: [8, 16, 8, 16], justify: 'center' },
        strokes: [{ type: 'solid', color: '#4f46e5' }],
        strokeAlign: 'outside',
        children: [{ id: 'cta-text', type: 'text', name: 'Label', characters: 'Go' }],
      },
      { id: 'hidden', type: 'rect', name: 'Hidden', visible: false },
    ],
  },
]);

describe('renderers', () => {
  let engine: LayoutEngine;
  beforeAll(async () => {
    engine = await loadNodeLayoutEngine();
  });

  it('maps sizing, auto layout, strokes, radius, effects and tokens to CSS', () => {
    const layout = engine.layout(panel);
    const card = panel.children[0];
    const decls = nodeDeclarations(card, {
      target: 'browser',
      tokens: true,
      parent: null,
      inFlow: false,
      box: layout.boxes.get('card')!,
      parentBox: layout.panel,
    });
    expect(decls).toMatchObject({
      position: 'absolute',
      width: '300px',
      display: 'flex',
      'flex-direction': 'column',
      gap: '8px',
      padding: '16px 16px 16px 16px',
      'background-color': 'var(--color-surface, rgb(255, 255, 255))',
      'border-radius': '12px 12px 0px 0px',
      'box-shadow': 'inset 0 0 0 1px rgb(226, 232, 240), 0px 2px 8px 0px rgba(0, 0, 0, 0.251)',
    });
    expect(decls.height).toBeUndefined();
    expect(tokenVariable('color.primary')).toBe('--color-primary');
  });

  it('writes semantic tags, escapes text and leaves hidden nodes out', () => {
    const html = htmlFromLayout(panel, engine.layout(panel), { fonts: 'relative' });
    expect(html).toContain('<h2 class="title" data-node-id="title">Hello &lt;world&gt; &amp; 你好</h2>');
    expect(html).toContain('<button class="call-to-action" data-node-id="cta" type="button">');
    expect(html).toContain('outline: 1px solid rgb(79, 70, 229);');
    expect(html).not.toContain('data-node-id="hidden"');
    expect(html).toContain("src: url('fonts/NotoSansSC-400.ttf')");
    expect(html).toContain('<html lang="zh-CN">');
  });

  it('names classes and components from node and panel names', () => {
    expect(slug('Hero title', 'frame')).toBe('hero-title');
    expect(slug('标题', 'text')).toBe('text');
    expect(slug('2 columns', 'frame')).toBe('n-2-columns');
    expect(componentName('sign-in (mobile)')).toBe('SignInMobile');
  });

  it('exports React and Vue with the same classes', () => {
    const layout = engine.layout(panel);
    const [tsx, css] = reactFromLayout(panel, layout);
    expect(tsx.path).toBe('Test.tsx');
    expect(tsx.contents).toContain('className={styles["call-to-action"]}');
    expect(tsx.contents).toContain('{"Hello \\u003cworld> & 你好"}');
    expect(css.path).toBe('Test.module.css');
    const [vue] = vueFromLayout(panel, layout);
    expect(vue.contents).toContain('<button class="call-to-action" data-node-id="cta" type="button">');
    expect(vue.contents).toContain("{{ 'Hello \\u003cworld> \\u0026 你好' }}");
    expect(vue.contents).toContain('<style scoped>');
  });

  it('draws SVG, PNG at 2× and WebP, of a panel or one node', async () => {
    const layout = engine.layout(panel);
    const svg = await renderSvg(panel, { layout });
    expect(svg.startsWith('<svg width="375" height="800"')).toBe(true);
    const png = await renderPng(panel, { layout, scale: 2 });
    expect(png.readUInt32BE(16)).toBe(750);
    const node = await renderPng(panel, { layout, nodeId: 'cta' });
    expect(node.readUInt32BE(16)).toBe(Math.ceil(layout.boxes.get('cta')!.width));
    const webp = await renderWebp(panel, { layout });
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('bundles code with its fonts and assets at each scale, and zips them', async () => {
    const html = await exportBundle(panel, 'html');
    expect(html.map((f) => f.path).sort()).toEqual(['fonts/Inter-400.ttf', 'fonts/NotoSansSC-400.ttf', 'index.html']);
    const assets = await exportBundle(panel, 'png', { scales: [1, 3] });
    expect(assets.map((f) => f.path)).toEqual(['test.png', 'test@3x.png']);
    const zip = unzipSync(zipBundle(assets));
    expect(Object.keys(zip)).toEqual(['test.png', 'test@3x.png']);
    const nodes = await exportBundle(panel, 'svg', { nodeIds: ['cta'] });
    expect(nodes.map((f) => f.path)).toEqual(['call-to-action-cta.svg']);
  });

  it('renders one node on its own', () => {
    const layout = engine.layout(panel);
    const html = htmlFromLayout(panel, layout, { nodeId: 'cta', fonts: 'none' });
    expect(html).toContain('<title>Call to action</title>');
  });

  it('renders an empty panel and an icon without path data', async () => {
    const empty = panelOf([]);
    const png = await renderPng(empty);
    expect(png.readUInt32BE(16)).toBe(375);
    const withIcon = panelOf([{ id: 'i', type: 'icon', name: 'Bell', icon: 'bell', width: 24, height: 24 }]);
    const html = htmlFromLayout(withIcon, engine.layout(withIcon), { fonts: 'none' });
    expect(html).toContain('<svg class="bell" data-node-id="i"');
    expect((await renderSvg(withIcon)).startsWith('<svg')).toBe(true);
  });
});
