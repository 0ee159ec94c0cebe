import { PanelSchema, type Panel, type PanelInput } from '../schema/panel';
import type { DesignNodeInput } from '../schema/node';

const WORDS = ['Design', 'faster', 'with', 'auto', 'layout', 'tokens', 'and', 'real', 'fonts', '设计', '更快', '布局'];

/**
 * A deterministic panel of exactly `n` nodes that looks like a long dashboard: a vertical page of wrapping
 * sections of cards (image, title, wrapped body text, button with a label), for benchmarks and tests.
 */
export function makeLargePanel(n: number, width = 1440): Panel {
  let count = 0;
  const take = () => (count < n ? ++count : 0);
  const root: DesignNodeInput & { children: DesignNodeInput[] } = {
    id: 'root',
    type: 'frame',
    name: 'Page',
    width,
    sizing: { horizontal: 'fixed', vertical: 'hug' },
    layout: { mode: 'vertical', gap: 24, padding: [32, 32, 32, 32] },
    fills: [{ type: 'solid', color: '#f8fafc' }],
    children: [],
  };
  take();
  let section: (DesignNodeInput & { children: DesignNodeInput[] }) | undefined;
  let cardIndex = 0;
  while (count < n) {
    if (!section || section.children.length >= 8) {
      if (!take()) break;
      section = {
        id: `section-${count}`,
        type: 'frame',
        name: 'Section',
        sizing: { horizontal: 'fill', vertical: 'hug' },
        layout: { mode: 'horizontal', gap: 16, wrap: true, wrapGap: 16 },
        clip: false,
        children: [],
      };
      root.children.push(section);
    }
    if (!take()) break;
    const i = cardIndex++;
    const card: DesignNodeInput & { children: DesignNodeInput[] } = {
      id: `card-${i}`,
      type: 'frame',
      name: 'Card',
      width: 320,
      sizing: { horizontal: 'fixed', vertical: 'hug' },
      layout: { mode: 'vertical', gap: 8, padding: [16, 16, 16, 16] },
      fills: [{ type: 'solid', color: '#ffffff' }],
      strokes: [{ type: 'solid', color: '#e2e8f0' }],
      radius: 12,
      effects: [{ type: 'drop-shadow', x: 0, y: 2, blur: 8, spread: 0, color: '#0f172a14' }],
      children: [],
    };
    section.children.push(card);
    const words = (k: number) => Array.from({ length: k }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(' ');
    const parts: DesignNodeInput[] = [
      {
        id: `cover-${i}`,
        type: 'rect',
        height: 120,
        sizing: { horizontal: 'fill', vertical: 'fixed' },
        radius: 8,
        fills: [
          {
            type: 'linear-gradient',
            angle: 135,
            stops: [
              { position: 0, color: '#6366f1' },
              { position: 1, color: '#ec4899' },
            ],
          },
        ],
      },
      {
        id: `title-${i}`,
        type: 'text',
        characters: `${words(3)} ${i}`,
        autoResize: 'height',
        sizing: { horizontal: 'fill', vertical: 'hug' },
        style: { fontSize: 18, fontWeight: 600, lineHeight: 24 },
        fills: [{ type: 'solid', color: '#0f172a' }],
      },
      {
        id: `body-${i}`,
        type: 'text',
        characters: words(14 + (i % 9)),
        autoResize: 'height',
        sizing: { horizontal: 'fill', vertical: 'hug' },
        style: { fontSize: 14, lineHeight: 20 },
        fills: [{ type: 'solid', color: '#475569' }],
      },
      {
        id: `button-${i}`,
        type: 'frame',
        role: 'button',
        sizing: { horizontal: 'hug', vertical: 'hug' },
        layout: { mode: 'horizontal', padding: [8, 16, 8, 16], align: 'center' },
        fills: [{ type: 'solid', color: '#4f46e5' }],
        radius: 8,
        children: [],
      },
    ];
    for (const part of parts) {
      if (!take()) break;
      card.children.push(part);
      if (part.type === 'frame' && take()) {
        (part.children as DesignNodeInput[]).push({
          id: `label-${i}`,
          type: 'text',
          characters: i % 2 === 0 ? 'Open' : '打开',
          style: { fontSize: 14, fontWeight: 500 },
          fills: [{ type: 'solid', color: '#ffffff' }],
        });
      }
    }
  }
  const input: PanelInput = {
    id: `large-${n}`,
    name: `Large panel (${n} nodes)`,
    width,
    height: 900,
    children: [root],
  };
  return PanelSchema.parse(input);
}
