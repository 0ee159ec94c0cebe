import { PanelSchema, type Panel } from '../schema';
import { closeRenderPool, configureRenderPool, RenderFailedError, renderPool } from './index';

type RawNode = { id: string; type: string; width?: number; height?: number; children?: RawNode[] };

function nested(depth: number): RawNode {
  let node: RawNode = { id: 'leaf', type: 'rect', width: 10, height: 10 };
  for (let i = 0; i < depth; i++) node = { id: `f${i}`, type: 'frame', width: 300, height: 300, children: [node] };
  return node;
}

const panelOf = (children: RawNode[], name = 'Card'): Panel =>
  PanelSchema.parse({ id: 'p', name, width: 375, height: 400, children });

// The render pool: a render that breaks its worker thread answers a clear error, and the next render works.
describe('render pool', () => {
  afterAll(() => closeRenderPool());

  it('draws a panel in a worker thread', async () => {
    const svg = await renderPool.svg(panelOf([nested(2)]));
    expect(svg).toMatch(/^<svg/);
    const png = await renderPool.png(panelOf([nested(2)]), { scale: 2 });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('replaces a worker that trapped in WebAssembly; the next render works', async () => {
    // 450 nested frames (past the document limits, as a panel saved before them) run Yoga out of memory.
    const deep = panelOf([nested(450)], 'Deep');
    const failure = await renderPool.svg(deep).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RenderFailedError);
    expect(failure).toMatchObject({ reason: 'crashed' });
    expect(await renderPool.svg(panelOf([nested(3)]))).toMatch(/^<svg/);
    const files = await renderPool.exportBundle(panelOf([nested(3)]), 'png', { scales: [1] });
    expect(files.map((f) => f.path)).toEqual(['card.png']);
  });

  it('refuses a raster too large to allocate instead of aborting the process; the next render works', async () => {
    // 9,000 × 100,000 px at 3×: resvg would abort the whole process when the pixmap cannot be allocated.
    const huge = PanelSchema.parse({ id: 'p', name: 'Huge', width: 3000, height: 100000, children: [] });
    await expect(renderPool.png(huge, { scale: 3 })).rejects.toMatchObject({ reason: 'too large' });
    const zero = panelOf([{ id: 'dot', type: 'rect', width: 0, height: 0 }]);
    const files = await renderPool.exportBundle(zero, 'png', { scales: [1], nodeIds: ['dot'] });
    expect(files.length).toBe(1);
    expect(await renderPool.svg(panelOf([nested(3)]))).toMatch(/^<svg/);
  });

  it('answers a failed render, not an aborted process, when resvg panics; the next render works', async () => {
    // A shadowed layer 3 billion px wide: its group's box is past what tiny-skia holds and resvg panics. The
    // native addon aborted the whole server there (found by the fuzzer); in WebAssembly it is a trap.
    const wide = PanelSchema.parse({
      id: 'p',
      name: 'Wide',
      width: 375,
      height: 400,
      children: [{ id: 'r', type: 'rect', width: 3e9, height: 10, effects: [{ type: 'drop-shadow' }] }],
    });
    await expect(renderPool.png(wide)).rejects.toMatchObject({ reason: 'crashed' });
    const png = await renderPool.png(panelOf([nested(3)]));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('ends a render that takes longer than its bound', async () => {
    // Far more than 1 ms on any machine: a warm worker draws a small panel within the bound (seen once in CI), so
    // the render here is 4,000 × 4,000 px of 200 layers, encoded as PNG.
    const large = PanelSchema.parse({
      id: 'p',
      name: 'Large',
      width: 2000,
      height: 2000,
      children: Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, type: 'rect', width: 400, height: 400 })),
    });
    configureRenderPool({ timeoutMs: 1 });
    try {
      await expect(renderPool.png(large, { scale: 2 })).rejects.toMatchObject({ reason: 'timeout' });
    } finally {
      configureRenderPool({ timeoutMs: 30_000 });
    }
    expect(await renderPool.svg(panelOf([nested(3)]))).toMatch(/^<svg/);
  });
});
