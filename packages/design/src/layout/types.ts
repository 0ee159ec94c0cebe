import type { Box } from '../operations/geometry';
import type { TextMeasure } from '../text/measure-text';

/** Text laid out at its final box: the lines a renderer draws and the size of the content (for overflow). */
export type TextLayout = TextMeasure & {
  /** Offset of the first line from the box's top (vertical alignment inside a fixed-height box). */
  offsetY: number;
};

export type LayoutResult = {
  /** Every node's box in panel coordinates (unrotated), keyed by node id. */
  boxes: Map<string, Box>;
  /** Every text node's lines, measured at its final width. */
  text: Map<string, TextLayout>;
  /**
   * Per group, where its box starts relative to its own x, y (the top-left of its children's union): a renderer
   * places the group's children at `child.x - offset.x`, `child.y - offset.y` inside the group's box.
   */
  groups: Map<string, { x: number; y: number }>;
  /** The panel itself: 0, 0, width, height. */
  panel: Box;
};
