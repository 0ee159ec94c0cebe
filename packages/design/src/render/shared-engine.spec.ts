import { PanelSchema, type Panel } from '../schema';
import { sharedLayoutEngine } from './shared-engine';

type RawNode = { id: string; type: string; width?: number; height?: number; children?: RawNode[] };

function nested(depth: number): RawNode {
  let node: RawNode = { id: 'leaf', type: 'rect', width: 10, height: 10 };
  for (let i = 0; i < depth; i++) node = { id: `f${i}`, type: 'frame', width: 300, height: 300, children: [node] };
  return node;
}

const panelOf = (children: RawNode[]): Panel =>
  PanelSchema.parse({ id: 'p', name: 'P', width: 375, height: 400, children });

// The designer lays out in-process: a Yoga trap must not leave every later layout failing until a restart.
describe('the shared layout engine', () => {
  it('lays out again after a layout trapped in Yoga', async () => {
    const engine = await sharedLayoutEngine();
    expect(() => engine.layout(panelOf([nested(450)]))).toThrow(WebAssembly.RuntimeError);
    const layout = (await sharedLayoutEngine()).layout(panelOf([nested(3)]));
    expect(layout.boxes.get('leaf')).toMatchObject({ width: 10, height: 10 });
  });
});
