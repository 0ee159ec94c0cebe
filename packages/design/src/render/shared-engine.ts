import '../fonts/node-font-loader';
import { loadLayoutEngine, type LayoutEngine } from '../layout/engine';

let engine: Promise<LayoutEngine> | undefined;

/** A layout engine over the shipped fonts read from node_modules. */
export function loadNodeLayoutEngine(): Promise<LayoutEngine> {
  return loadLayoutEngine();
}

// One layout engine per process: fonts are read and shaped once, then every render reuses them.
export function sharedLayoutEngine(): Promise<LayoutEngine> {
  engine ??= loadNodeLayoutEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
