import { DesignOperationError, findNode, setNodeProperties } from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    { id: 't', type: 'text', characters: 'Hi', style: { fontSize: 14, fontWeight: 600 } },
    { id: 'f', type: 'frame', children: [{ id: 'r', type: 'rect' }] },
  ]),
);

describe('setNodeProperties', () => {
  it('merges style one level deep and replaces the rest', () => {
    const next = setNodeProperties(panel, 't', {
      style: { fontSize: 20 },
      characters: 'Hello',
      opacity: 0.5,
      strokeAlign: 'outside',
      radius: [4, 4, 0, 0],
    });
    expect(findNode(next, 't')).toMatchObject({
      characters: 'Hello',
      opacity: 0.5,
      strokeAlign: 'outside',
      radius: [4, 4, 0, 0],
      style: { fontSize: 20, fontWeight: 600 },
    });
  });

  it('keeps children and validates by the node type', () => {
    const next = setNodeProperties(panel, 'f', {
      clip: false,
      fills: [{ type: 'solid', color: '#ff0000', opacity: 1, visible: true }],
    });
    const frame = findNode(next, 'f');
    expect(frame?.type === 'frame' && frame.children.length).toBe(1);
    expect(() => setNodeProperties(panel, 't', { opacity: 3 })).toThrow(DesignOperationError);
    expect(() => setNodeProperties(panel, 'r', { characters: 'x' })).toThrow(/characters/);
    expect(() => setNodeProperties(panel, 'r', { id: 'zz' })).toThrow(/cannot be changed/);
    try {
      setNodeProperties(panel, 'r', { fills: [{ type: 'solid', color: 'blue' }] });
    } catch (error) {
      expect((error as DesignOperationError).path).toBe('fills.0.color');
    }
  });
});
