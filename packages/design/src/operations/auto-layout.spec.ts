import { findNode, setAutoLayout, setSizing } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    {
      id: 'row',
      type: 'frame',
      sizing: { horizontal: 'hug', vertical: 'hug' },
      layout: { mode: 'horizontal', gap: 8 },
      children: [
        { id: 'fill', type: 'rect', sizing: { horizontal: 'fill', vertical: 'fixed' } },
        { id: 'label', type: 'text', characters: 'OK' },
      ],
    },
    { id: 'free', type: 'frame', children: [{ id: 'r', type: 'rect' }] },
  ]),
);

describe('auto layout', () => {
  it('sets layout properties', () => {
    const next = setAutoLayout(panel, 'free', {
      mode: 'vertical',
      gap: 12,
      padding: [16, 16, 16, 16],
      align: 'center',
    });
    expect(findNode(next, 'free')).toMatchObject({
      layout: { mode: 'vertical', gap: 12, align: 'center', justify: 'start' },
    });
    expect(() => setAutoLayout(panel, 'r', { mode: 'vertical' })).toThrow(/not a frame/);
    expect(() => setAutoLayout(panel, 'free', { gap: -1 })).toThrow(/gap/);
  });

  it('turning auto layout off fixes filling children and hugging frames at their laid-out size', () => {
    const layout = new Map([
      ['row', { x: 0, y: 0, width: 180, height: 40 }],
      ['fill', { x: 0, y: 0, width: 140, height: 100 }],
    ]);
    const next = setAutoLayout(panel, 'row', { mode: 'none' }, layout);
    expect(findNode(next, 'row')).toMatchObject({
      width: 180,
      height: 40,
      sizing: { horizontal: 'fixed', vertical: 'fixed' },
    });
    expect(findNode(next, 'fill')).toMatchObject({ width: 140, sizing: { horizontal: 'fixed' } });
  });

  it('sets sizing where it makes sense, syncing text auto-resize', () => {
    expect(findNode(setSizing(panel, 'label', { horizontal: 'fill' }), 'label')).toMatchObject({
      autoResize: 'height',
    });
    expect(findNode(setSizing(panel, 'label', { horizontal: 'fixed', vertical: 'fixed' }), 'label')).toMatchObject({
      autoResize: 'none',
    });
    expect(findNode(setSizing(panel, 'row', { horizontal: 'fixed' }), 'row')).toMatchObject({
      sizing: { horizontal: 'fixed', vertical: 'hug' },
    });
    expect(() => setSizing(panel, 'r', { horizontal: 'fill' })).toThrow(/auto-layout parent/);
    expect(() => setSizing(panel, 'free', { vertical: 'hug' })).toThrow(/Fit content/);
  });
});
