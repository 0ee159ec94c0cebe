// The CSS contract of the kernel's layout, as a minimal box-only HTML page (no paints): what an HTML renderer
// must emit so that Chromium puts every node where `layout(panel)` does. Used by layout-fidelity.ts.
import { FONT_STACK_CSS } from '@boxify/design/fonts';
import { effectiveSizing } from '@boxify/design/layout';
import type { LayoutResult } from '@boxify/design/layout';
import type { DesignNode, FrameNode, Panel } from '@boxify/design/schema';

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' };
const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between' };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function boxHtml(panel: Panel, layout: LayoutResult): string {
  const node = (n: DesignNode, parent: FrameNode | null, groupOffset?: { x: number; y: number }): string => {
    if (!n.visible) return '';
    const inFlow = parent !== null && parent.layout.mode !== 'none' && !n.absolute;
    const row = parent?.layout.mode === 'horizontal';
    const css: string[] = ['box-sizing:border-box', 'margin:0', 'flex-shrink:0'];
    const box = layout.boxes.get(n.id)!;
    if (inFlow) css.push('position:relative');
    else {
      const left = n.type === 'group' ? n.x + groupDelta(n, layout).x : n.x - (groupOffset?.x ?? 0);
      const top = n.type === 'group' ? n.y + groupDelta(n, layout).y : n.y - (groupOffset?.y ?? 0);
      css.push('position:absolute', `left:${left}px`, `top:${top}px`);
    }
    const sizing = effectiveSizing(n, inFlow);
    for (const axis of ['horizontal', 'vertical'] as const) {
      const prop = axis === 'horizontal' ? 'width' : 'height';
      const mode = n.type === 'group' ? 'fixed' : sizing[axis];
      const size =
        n.type === 'group'
          ? axis === 'horizontal'
            ? box.width
            : box.height
          : axis === 'horizontal'
            ? n.width
            : n.height;
      if (mode === 'fixed') css.push(`${prop}:${size}px`);
      else if (mode === 'fill') {
        if (inFlow && (axis === 'horizontal') === row) css.push('flex:1 1 0px', `min-${prop}:0`);
        else css.push('align-self:stretch');
      }
    }
    let inner = '';
    if (n.type === 'frame') {
      const l = n.layout;
      if (l.mode !== 'none') {
        const isRow = l.mode === 'horizontal';
        const cross = l.wrap ? (l.wrapGap ?? l.gap) : 0;
        css.push(
          'display:flex',
          `flex-direction:${isRow ? 'row' : 'column'}`,
          `padding:${l.padding.map((p) => `${p}px`).join(' ')}`,
          `gap:${isRow ? `${cross}px ${l.gap}px` : `${l.gap}px ${cross}px`}`,
          `align-items:${ALIGN[l.align]}`,
          `justify-content:${JUSTIFY[l.justify]}`,
          `flex-wrap:${l.wrap ? 'wrap' : 'nowrap'}`,
          'align-content:flex-start',
        );
      }
      inner = n.children.map((c) => node(c, n)).join('');
    } else if (n.type === 'group') {
      // A group has the size of its children's union (from the layout); they sit inside it, shifted by its offset.
      const d = groupDelta(n, layout);
      inner = n.children.map((c) => node(c, null, d)).join('');
    } else if (n.type === 'text') {
      const s = n.style;
      css.push(
        `font-family:${FONT_STACK_CSS}`,
        `font-size:${s.fontSize}px`,
        `font-weight:${s.fontWeight}`,
        `line-height:${s.lineHeight === 'auto' ? 'normal' : `${s.lineHeight}px`}`,
        `letter-spacing:${s.letterSpacing}px`,
        `text-transform:${s.textTransform}`,
        `text-align:${s.textAlign}`,
        sizing.horizontal === 'hug' ? 'white-space:pre' : 'white-space:pre-wrap;overflow-wrap:break-word',
      );
      inner = esc(n.characters);
    }
    return `<div data-id="${n.id}" style="${css.join(';')}">${inner}</div>`;
  };
  const body = panel.children.map((c) => node(c, null)).join('');
  return `<div id="panel" style="position:relative;overflow:hidden;width:${panel.width}px;height:${panel.height}px">${body}</div>`;
}

/** How far a group's box starts from its own x, y (the top-left of its children). */
function groupDelta(group: DesignNode & { type: 'group' }, layout: LayoutResult): { x: number; y: number } {
  return layout.groups.get(group.id) ?? { x: 0, y: 0 };
}
