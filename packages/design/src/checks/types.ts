import type { LayoutResult } from '../layout/types';
import type { Localized } from '../locale';
import type { Panel } from '../schema/panel';

export type CheckName =
  | 'contrast'
  | 'touch-target'
  | 'text-overflow'
  | 'off-grid'
  | 'unbound-color'
  | 'overlap'
  | 'collapsed-frame'
  | 'clipped-text'
  | 'outside-panel';

/** One problem found in a panel, with the nodes concerned and a message in English and Chinese. */
export type Finding = {
  check: CheckName;
  nodeIds: string[];
  message: Localized;
};

/** A check reads a panel and its layout, and returns findings; it never changes anything. */
export type Check = (panel: Panel, layout: LayoutResult) => Finding[];
