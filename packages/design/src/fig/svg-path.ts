// SVG path data → absolute move, line, cubic and close commands: the only segments a .fig vector network
// holds. Icons are drawn with arcs, quadratics and shorthand curves, so every SVG command is normalised here.

export type PathCommand =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'C'; c1x: number; c1y: number; c2x: number; c2y: number; x: number; y: number }
  | { type: 'Z' };

const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Splits path data into commands and their numbers; an arc's two flags may be written without separators. */
function tokenize(d: string): { cmd: string; args: number[] }[] {
  const out: { cmd: string; args: number[] }[] = [];
  const numberAt = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
  let i = 0;
  let current: { cmd: string; args: number[] } | undefined;
  while (i < d.length) {
    const ch = d[i]!;
    if (/[\s,]/.test(ch)) {
      i++;
      continue;
    }
    if (/[a-zA-Z]/.test(ch)) {
      if (!(ch.toLowerCase() in ARGS)) throw new Error(`Unknown path command ${ch}`);
      current = { cmd: ch, args: [] };
      out.push(current);
      i++;
      continue;
    }
    if (!current) throw new Error('Path data must start with a command');
    const lower = current.cmd.toLowerCase();
    const slot = current.args.length % 7;
    if (lower === 'a' && (slot === 3 || slot === 4) && (ch === '0' || ch === '1')) {
      current.args.push(ch === '1' ? 1 : 0);
      i++;
      continue;
    }
    const match = numberAt.exec(d.slice(i));
    if (!match) throw new Error(`Invalid path data near "${d.slice(i, i + 10)}"`);
    current.args.push(Number(match[0]));
    i += match[0].length;
  }
  return out;
}

/** An elliptical arc as cubic curves (the SVG spec's endpoint-to-centre conversion, ≤ 90° per curve). */
function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: number,
  sweep: number,
  x2: number,
  y2: number,
): PathCommand[] {
  if (rxIn === 0 || ryIn === 0) return [{ type: 'L', x: x2, y: y2 }];
  if (x1 === x2 && y1 === y2) return [];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coef = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angleOf(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angleOf((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number) => ({
    x: cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    y: cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  });
  const derivative = (t: number) => ({
    x: -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    y: -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  });
  const out: PathCommand[] = [];
  for (let s = 0; s < segments; s++) {
    const t1 = theta1 + s * step;
    const t2 = t1 + step;
    const p1 = point(t1);
    const p2 = s === segments - 1 ? { x: x2, y: y2 } : point(t2);
    const d1 = derivative(t1);
    const d2 = derivative(t2);
    out.push({
      type: 'C',
      c1x: p1.x + k * d1.x,
      c1y: p1.y + k * d1.y,
      c2x: p2.x - k * d2.x,
      c2y: p2.y - k * d2.y,
      x: p2.x,
      y: p2.y,
    });
  }
  return out;
}

/** Every command absolute, as M, L, C and Z. Throws on path data an SVG renderer would also refuse. */
export function normalizePath(d: string): PathCommand[] {
  const out: PathCommand[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control points, for the shorthand S and T.
  let cubic: { x: number; y: number } | undefined;
  let quad: { x: number; y: number } | undefined;
  const quadTo = (qx: number, qy: number, ex: number, ey: number) => {
    out.push({
      type: 'C',
      c1x: x + (2 / 3) * (qx - x),
      c1y: y + (2 / 3) * (qy - y),
      c2x: ex + (2 / 3) * (qx - ex),
      c2y: ey + (2 / 3) * (qy - ey),
      x: ex,
      y: ey,
    });
  };
  for (const { cmd, args } of tokenize(d)) {
    const lower = cmd.toLowerCase();
    const rel = cmd !== cmd.toUpperCase();
    const size = ARGS[lower]!;
    if (size === 0) {
      out.push({ type: 'Z' });
      x = startX;
      y = startY;
      cubic = quad = undefined;
      continue;
    }
    if (args.length === 0 || args.length % size !== 0) throw new Error(`Wrong number of values after ${cmd}`);
    for (let i = 0; i < args.length; i += size) {
      const a = args.slice(i, i + size);
      const ox = rel ? x : 0;
      const oy = rel ? y : 0;
      let nextCubic: { x: number; y: number } | undefined;
      let nextQuad: { x: number; y: number } | undefined;
      switch (lower) {
        case 'm': {
          x = a[0]! + ox;
          y = a[1]! + oy;
          // Pairs after a move are lines.
          out.push({ type: i === 0 ? 'M' : 'L', x, y });
          if (i === 0) {
            startX = x;
            startY = y;
          }
          break;
        }
        case 'l':
          x = a[0]! + ox;
          y = a[1]! + oy;
          out.push({ type: 'L', x, y });
          break;
        case 'h':
          x = a[0]! + ox;
          out.push({ type: 'L', x, y });
          break;
        case 'v':
          y = a[0]! + oy;
          out.push({ type: 'L', x, y });
          break;
        case 'c': {
          const c = { type: 'C' as const, c1x: a[0]! + ox, c1y: a[1]! + oy, c2x: a[2]! + ox, c2y: a[3]! + oy };
          x = a[4]! + ox;
          y = a[5]! + oy;
          out.push({ ...c, x, y });
          nextCubic = { x: c.c2x, y: c.c2y };
          break;
        }
        case 's': {
          const c1x = cubic ? 2 * x - cubic.x : x;
          const c1y = cubic ? 2 * y - cubic.y : y;
          const c2x = a[0]! + ox;
          const c2y = a[1]! + oy;
          x = a[2]! + ox;
          y = a[3]! + oy;
          out.push({ type: 'C', c1x, c1y, c2x, c2y, x, y });
          nextCubic = { x: c2x, y: c2y };
          break;
        }
        case 'q': {
          const qx = a[0]! + ox;
          const qy = a[1]! + oy;
          quadTo(qx, qy, a[2]! + ox, a[3]! + oy);
          x = a[2]! + ox;
          y = a[3]! + oy;
          nextQuad = { x: qx, y: qy };
          break;
        }
        case 't': {
          const qx = quad ? 2 * x - quad.x : x;
          const qy = quad ? 2 * y - quad.y : y;
          quadTo(qx, qy, a[0]! + ox, a[1]! + oy);
          x = a[0]! + ox;
          y = a[1]! + oy;
          nextQuad = { x: qx, y: qy };
          break;
        }
        case 'a': {
          const ex = a[5]! + ox;
          const ey = a[6]! + oy;
          out.push(...arcToCubics(x, y, a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, ex, ey));
          x = ex;
          y = ey;
          break;
        }
      }
      cubic = nextCubic;
      quad = nextQuad;
    }
  }
  return out;
}

/** Scales and moves commands (a viewBox onto a node's box). */
export function transformPath(commands: readonly PathCommand[], sx: number, sy: number, tx = 0, ty = 0): PathCommand[] {
  return commands.map((c) => {
    switch (c.type) {
      case 'Z':
        return c;
      case 'C':
        return {
          type: 'C',
          c1x: c.c1x * sx + tx,
          c1y: c.c1y * sy + ty,
          c2x: c.c2x * sx + tx,
          c2y: c.c2y * sy + ty,
          x: c.x * sx + tx,
          y: c.y * sy + ty,
        };
      default:
        return { type: c.type, x: c.x * sx + tx, y: c.y * sy + ty };
    }
  });
}
