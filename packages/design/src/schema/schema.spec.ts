import { DesignNodeSchema, PanelSchema, nodeJsonSchema, panelJsonSchema } from './index';

describe('panel schema', () => {
  it('completes a minimal document with defaults', () => {
    const panel = PanelSchema.parse({
      id: 'p',
      name: 'Home',
      width: 390,
      height: 844,
      children: [{ id: 'f', type: 'frame', children: [{ id: 't', type: 'text', characters: 'Hi' }] }],
    });
    expect(panel.version).toBe(1);
    expect(panel.background).toBe('#ffffff');
    const frame = panel.children[0];
    expect(frame).toMatchObject({
      visible: true,
      locked: false,
      opacity: 1,
      sizing: { horizontal: 'fixed', vertical: 'fixed' },
      strokeAlign: 'inside',
      layout: { mode: 'none', gap: 0, padding: [0, 0, 0, 0], align: 'start', justify: 'start', wrap: false },
      clip: true,
    });
    if (frame.type !== 'frame') throw new Error('expected a frame');
    expect(frame.children[0]).toMatchObject({
      type: 'text',
      autoResize: 'width-and-height',
      style: { fontFamily: 'Inter', fontSize: 16, fontWeight: 400, lineHeight: 'auto', letterSpacing: 0 },
      fills: [{ type: 'solid', color: '#000000', opacity: 1 }],
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ width: 374 }, 'width'],
    [{ height: 99 }, 'height'],
    [{ background: 'red' }, 'background'],
    [{ extra: 1 }, ''],
  ])('enforces the panel rules: %j', (override, path) => {
    const result = PanelSchema.safeParse({ id: 'p', name: 'Home', width: 375, height: 100, ...override });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path.join('.')).toBe(path);
  });

  it('validates nodes deep in the tree, naming the path', () => {
    const result = PanelSchema.safeParse({
      id: 'p',
      name: 'Home',
      width: 375,
      height: 100,
      children: [
        { id: 'a', type: 'rect' },
        { id: 'b', type: 'frame', children: [{ id: 'c', type: 'rect', fills: [{ type: 'solid', color: '#12345' }] }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path.join('.')).toBe('children.1.children.0.fills.0.color');
  });

  it('rejects unknown node types and unknown properties', () => {
    expect(DesignNodeSchema.safeParse({ id: 'a', type: 'circle' }).success).toBe(false);
    expect(DesignNodeSchema.safeParse({ id: 'a', type: 'rect', colour: '#fff' }).success).toBe(false);
  });

  it('accepts every paint, effect, radius form and node type', () => {
    const node = DesignNodeSchema.parse({
      id: 'a',
      type: 'frame',
      radius: [8, 8, 0, 0],
      fills: [
        { type: 'solid', color: '#ff000080' },
        {
          type: 'linear-gradient',
          angle: 90,
          stops: [
            { position: 0, color: '#000000' },
            { position: 1, color: '#ffffff' },
          ],
        },
        { type: 'image', src: 'data:image/png;base64,AAAA', fit: 'tile' },
      ],
      strokes: [{ type: 'solid', color: '#000000' }],
      strokeAlign: 'outside',
      effects: [
        { type: 'drop-shadow', x: 0, y: 4, blur: 12, spread: 0, color: '#00000033' },
        { type: 'inner-shadow', x: 0, y: 1, blur: 2, spread: 0, color: '#ffffff66' },
        { type: 'layer-blur', radius: 4 },
        { type: 'background-blur', radius: 20 },
      ],
      tokens: { 'fills.0.color': 'color.primary', radius: 'radius.md' },
      role: 'section',
      children: [
        { id: 'g', type: 'group', children: [{ id: 'e', type: 'ellipse' }] },
        { id: 'i', type: 'image', src: 'data:image/png;base64,AAAA', fit: 'crop' },
        { id: 'ic', type: 'icon', library: 'tabler', icon: 'home', style: 'filled' },
        { id: 'v', type: 'vector', paths: [{ d: 'M0 0L10 10', fillRule: 'evenodd' }], viewBox: [0, 0, 10, 10] },
        { id: 't', type: 'text', characters: '你好', absolute: true, style: { lineHeight: 24, textAlign: 'center' } },
      ],
    });
    expect(node.type).toBe('frame');
  });

  it('exports JSON Schemas for the OpenAPI file', () => {
    const schema = panelJsonSchema('openapi-3.0') as Record<string, unknown>;
    expect(schema.type).toBe('object');
    expect(JSON.stringify(schema)).toContain('"linear-gradient"');
    expect((schema.required as string[]).sort()).toEqual(['height', 'id', 'name', 'width']);
    const draft = nodeJsonSchema() as Record<string, unknown>;
    expect(JSON.stringify(draft)).toContain('"strokeAlign"');
  });
});
