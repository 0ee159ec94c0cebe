import { checkTextOverflow } from '@boxify/design/checks';
import { unchanged, type Fix } from './types';
import { updateNodes } from '@boxify/design/operations';
import type { TextNode } from '@boxify/design/schema';

/**
 * Text taller than its fixed box: the box grows in height (its width, and so its line breaks, stay). A text that
 * fills its parent's height hugs its lines instead.
 */
export const fixTextOverflow: Fix = {
  name: 'text-overflow',
  layout: true,
  changesLayout: true,
  run(panel, _context, layout) {
    const heights = new Map<string, number>();
    for (const finding of checkTextOverflow(panel, layout!)) {
      const id = finding.nodeIds[0];
      const text = layout!.text.get(id);
      if (text) heights.set(id, Math.ceil(text.height));
    }
    if (heights.size === 0) return unchanged(panel);
    const next = updateNodes(panel, heights.keys(), (node) => {
      const text = node as TextNode;
      if (text.sizing.vertical === 'fill' || text.autoResize === 'width-and-height') {
        return { ...text, autoResize: 'height', sizing: { ...text.sizing, vertical: 'hug' } };
      }
      return { ...text, height: Math.max(text.height, heights.get(text.id)!) };
    });
    return { panel: next, changed: [...heights.keys()] };
  },
  describe: (n) => ({
    en: `Grew ${n} text boxes to fit their text`,
    zh: `已加高 ${n} 个文本框以容纳文字`,
  }),
};
