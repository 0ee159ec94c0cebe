// What the edit grid asserts of one edit: every requested part happened on the selection, and nothing outside
// the selection changed (every other layer keeps its properties, no layer appears or disappears outside it).
import { parseColor } from '@boxify/design/color';
import { indexPanel, subtreeNodes } from '@boxify/design/operations';
import { isAutoLayoutFrame, type DesignNode, type TextNode, type Panel } from '@boxify/design/schema';

import type { EditCase, Expected } from './instructions';

export type Failure = { cls: string; detail: string };

function hsl(hex: string): { h: number; s: number; l: number } {
  const { r, g, b } = parseColor(hex);
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: h * 60, s, l };
}

/** Whether `actual` is the colour asked for: the same hex, or the same hue (a text takes a readable shade of it). */
function sameColor(actual: string | undefined, asked: string, exact: boolean): boolean {
  if (!actual) return false;
  if (actual.toLowerCase() === asked.toLowerCase()) return true;
  if (exact) return false;
  const a = hsl(actual);
  const b = hsl(asked);
  if (b.s < 0.15) return a.s < 0.25 || Math.abs(a.l - b.l) < 0.2;
  const dh = Math.min(Math.abs(a.h - b.h), 360 - Math.abs(a.h - b.h));
  return dh <= 20 && a.s > 0.15;
}

const solidColor = (n: DesignNode) => {
  const f = n.fills.find((p) => p.visible && p.type === 'solid');
  return f && f.type === 'solid' ? f.color : undefined;
};
const firstText = (n: DesignNode) => subtreeNodes(n).find((d): d is TextNode => d.type === 'text' && d.visible);
const texts = (n: DesignNode) => subtreeNodes(n).filter((d): d is TextNode => d.type === 'text' && d.visible);
const radius = (n: DesignNode) => (Array.isArray(n.radius) ? Math.max(...n.radius) : n.radius);
const moved = (before: number, after: number, direction: 1 | -1) => (after - before) * direction > 0;
const kids = (n: DesignNode) => ('children' in n ? n.children.map((c) => c.id).join() : '');
const own = (n: DesignNode) => JSON.stringify({ ...n, children: undefined });

function checkPart(part: Expected, before: DesignNode, after: DesignNode, index: number): Failure | undefined {
  const fail = (detail: string): Failure => ({ cls: `part:${part.kind}`, detail: `part ${index + 1}: ${detail}` });
  const old = indexPanel({ children: [before] } as Panel).nodes;
  const now = indexPanel({ children: [after] } as Panel).nodes;
  // The text a part means is the first visible one of the selection as it was.
  const first = firstText(before);
  const firstAfter = first && (now.get(first.id) as TextNode | undefined);
  if (!first || !firstAfter) return fail('no text');
  switch (part.kind) {
    case 'color': {
      const color = solidColor(after);
      return sameColor(color, part.hex, !!part.exact && after.type !== 'text')
        ? undefined
        : fail(`${color} for ${part.hex}`);
    }
    case 'text': {
      const t = firstAfter;
      return t.characters === part.text ? undefined : fail(`reads “${t.characters}” for “${part.text}”`);
    }
    case 'size': {
      if (part.scope === 'text' || after.type === 'text') {
        const t = firstAfter;
        const was = first;
        return moved(was.style.fontSize, t.style.fontSize, part.direction)
          ? undefined
          : fail(`font ${was.style.fontSize} → ${t.style.fontSize}`);
      }
      const pad = (n: DesignNode) => (isAutoLayoutFrame(n) ? n.layout.padding.reduce((a, b) => a + b, 0) : n.width);
      return moved(pad(before), pad(after), part.direction) ? undefined : fail(`size ${pad(before)} → ${pad(after)}`);
    }
    case 'weight': {
      const list = part.scope === 'text' ? [firstAfter] : texts(after);
      const same = list.filter(
        (t) => !moved((old.get(t.id) as TextNode).style.fontWeight, t.style.fontWeight, 1) && t.style.fontWeight < 900,
      );
      return same.length === 0 ? undefined : fail(`${same.length} texts kept weight ${same[0].style.fontWeight}`);
    }
    case 'radius': {
      const changed = subtreeNodes(after).filter((n) => old.has(n.id) && radius(old.get(n.id)!) !== radius(n));
      const right = changed.filter((n) => moved(radius(old.get(n.id)!), radius(n), part.direction));
      return right.length > 0 && right.length === changed.length
        ? undefined
        : fail(`${right.length}/${changed.length} radii moved`);
    }
    case 'spacing': {
      const sum = (n: DesignNode) =>
        isAutoLayoutFrame(n) ? n.layout.gap + n.layout.padding.reduce((a, b) => a + b, 0) : 0;
      const right = subtreeNodes(after).filter(
        (n) => old.has(n.id) && moved(sum(old.get(n.id)!), sum(n), part.direction),
      );
      return right.length > 0 ? undefined : fail('no spacing moved');
    }
    case 'align': {
      const flow = part.align === 'left' ? 'start' : part.align === 'right' ? 'end' : 'center';
      if (after.type === 'text')
        return after.style.textAlign === part.align ? undefined : fail(`text ${after.style.textAlign}`);
      if (isAutoLayoutFrame(after)) {
        const got = after.layout.mode === 'vertical' ? after.layout.align : after.layout.justify;
        return got === flow ? undefined : fail(`frame ${got}`);
      }
      return undefined;
    }
    case 'hide':
      return after.visible ? fail('still visible') : undefined;
  }
}

/** The failures of one edit: a missing part, or a change outside the selection. */
export function evaluateEdit(c: EditCase, before: Panel, after: Panel): Failure[] {
  const failures: Failure[] = [];
  const was = indexPanel(before);
  const now = indexPanel(after);
  const root = now.nodes.get(c.nodeId);
  if (!root) return [{ cls: 'selection-lost', detail: c.nodeId }];
  c.parts.forEach((part, i) => {
    const f = checkPart(part, was.nodes.get(c.nodeId)!, root, i);
    if (f) failures.push(f);
  });
  const inside = new Set(subtreeNodes(was.nodes.get(c.nodeId)!).map((n) => n.id));
  for (const [id, node] of was.nodes) {
    if (inside.has(id)) continue;
    const next = now.nodes.get(id);
    if (!next) failures.push({ cls: 'outside', detail: `${node.name || id} removed` });
    else if (own(next) !== own(node) || kids(next) !== kids(node))
      failures.push({ cls: 'outside', detail: `${node.name || id} changed` });
  }
  for (const id of now.nodes.keys())
    if (!was.nodes.has(id) && !inside.has(id)) failures.push({ cls: 'outside', detail: `${id} added` });
  if (before.background !== after.background || before.width !== after.width)
    failures.push({ cls: 'outside', detail: 'panel changed' });
  return failures;
}
