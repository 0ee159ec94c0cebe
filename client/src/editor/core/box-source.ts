import type { BoxLookup } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import { storedLayout } from '@client/editor/core/stored-layout';

/**
 * Where the editor reads node boxes (panel coordinates). The canvas measures the browser's own layout (the same
 * CSS as the HTML export); the headless test editor uses the kernel's Yoga layout; the fallback is stored geometry.
 */
export type BoxSource = { boxes(document: Panel): BoxLookup };

export const storedBoxes: BoxSource = { boxes: (document) => storedLayout(document).boxes };
