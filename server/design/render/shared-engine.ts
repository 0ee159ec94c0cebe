import { loadLayoutEngine, type LayoutEngine } from '@server/design/layout/engine';

let engine: Promise<LayoutEngine> | undefined;

// One layout engine per process: fonts are read and shaped once, then every render reuses them.
export function sharedLayoutEngine(): Promise<LayoutEngine> {
  engine ??= loadLayoutEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
