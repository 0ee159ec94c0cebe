import { treeEditDistance, treeSize } from './tree-distance';

type T = { label: string; children: T[] };
const t = (label: string, ...children: T[]): T => ({ label, children });

describe('treeEditDistance', () => {
  it('is 0 for the same structure, one per inserted, deleted or relabelled node', () => {
    const a = t('frame', t('text'), t('frame', t('icon'), t('text')));
    expect(treeEditDistance(a, a)).toBe(0);
    expect(treeEditDistance(a, t('frame', t('text'), t('frame', t('icon'))))).toBe(1);
    expect(treeEditDistance(a, t('frame', t('text'), t('rect', t('icon'), t('text'))))).toBe(1);
    // A wrapper inserted around a subtree costs one.
    expect(treeEditDistance(a, t('frame', t('frame', t('text'), t('frame', t('icon'), t('text')))))).toBe(1);
  });

  it('counts a subtree moved past its sibling as deleted and inserted again (the classic example)', () => {
    // Zhang & Shasha's example: f(d(a, c(b)), e) → f(c(d(a, b)), e) costs 2.
    const a = t('f', t('d', t('a'), t('c', t('b'))), t('e'));
    const b = t('f', t('c', t('d', t('a'), t('b'))), t('e'));
    expect(treeEditDistance(a, b)).toBe(2);
    expect(treeSize(a)).toBe(6);
  });
});
