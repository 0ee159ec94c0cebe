import { normalizePath, transformPath } from './svg-path';

const end = (d: string) => {
  const last = normalizePath(d).at(-1)!;
  return last.type === 'Z' ? last : { x: Math.round(last.x * 1000) / 1000, y: Math.round(last.y * 1000) / 1000 };
};

describe('normalizePath', () => {
  it('turns relative lines, H and V into absolute lines', () => {
    expect(normalizePath('M10 10l5 0h5v-5L0 0z')).toEqual([
      { type: 'M', x: 10, y: 10 },
      { type: 'L', x: 15, y: 10 },
      { type: 'L', x: 20, y: 10 },
      { type: 'L', x: 20, y: 5 },
      { type: 'L', x: 0, y: 0 },
      { type: 'Z' },
    ]);
  });

  it('draws arcs as cubics that end where the arc ends, with flags written together', () => {
    // Tabler writes `a.5 .5 0 0 1 .5 .5` and `a2 2 0 01 2 2`.
    expect(end('M0 0a.5 .5 0 0 1 .5 .5')).toEqual({ x: 0.5, y: 0.5 });
    expect(end('M4 4a2 2 0 012 2')).toEqual({ x: 6, y: 6 });
    const circle = normalizePath('M12 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0');
    expect(circle.filter((c) => c.type === 'C')).toHaveLength(4);
    expect(end('M12 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0')).toEqual({ x: 8, y: 7 });
  });

  it('mirrors the control point of S and turns quadratics into cubics', () => {
    const [, , s] = normalizePath('M0 0C0 10 10 10 10 0S20 -10 20 0');
    expect(s).toMatchObject({ type: 'C', c1x: 10, c1y: -10, x: 20, y: 0 });
    expect(normalizePath('M0 0Q5 10 10 0')[1]).toMatchObject({ type: 'C', x: 10, y: 0 });
  });

  it('refuses path data an SVG renderer refuses', () => {
    expect(() => normalizePath('10 10')).toThrow();
    expect(() => normalizePath('M10')).toThrow();
  });
});

describe('transformPath', () => {
  it('scales and moves commands onto a box', () => {
    expect(transformPath(normalizePath('M2 2L3 3'), 2, 3, 1, 1)).toEqual([
      { type: 'M', x: 5, y: 7 },
      { type: 'L', x: 7, y: 10 },
    ]);
  });
});
