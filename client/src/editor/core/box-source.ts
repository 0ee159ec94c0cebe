import type { BoxLookup } from '@server/design/operations/geometry';
import type { Panel } from '@server/design/schema/panel';

import { storedLayout } from '@client/editor/core/stored-layout';

/**
 * Where the editor reads node boxes (panel coordinates). The canvas measures the browser's own layout (the same
 * CSS as the HTML export); the headless test editor uses the kernel's Yoga layout; the fallback is stored geometry.
 */
export type BoxSource = { boxes(document: Panel): BoxLookup };

export const storedBoxes: BoxSource = { boxes: (document) => storedLayout(document).boxes };
