import { loadLayoutEngine, type LayoutEngine } from '../layout/engine';
import type { LayoutResult } from '../layout/types';
import type { Panel } from '../schema/panel';

/** Renderers need the kernel's boxes: pass a layout already computed, an engine, or let them load the default. */
export type LayoutOptions = { layout?: LayoutResult; engine?: LayoutEngine };

export async function resolveLayout(panel: Panel, options: LayoutOptions = {}): Promise<LayoutResult> {
  if (options.layout) return options.layout;
  const engine = options.engine ?? (await loadLayoutEngine());
  return engine.layout(panel);
}
