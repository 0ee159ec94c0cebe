import '../fonts/node-font-loader';
import { forgetYoga, loadLayoutEngine, type LayoutEngine } from '../layout/engine';

let engine: Promise<LayoutEngine> | undefined;

/** A layout engine over the shipped fonts read from node_modules. */
export function loadNodeLayoutEngine(): Promise<LayoutEngine> {
  return loadLayoutEngine();
}

/**
 * A trap in Yoga's or satori's WebAssembly, or an exhausted stack or heap: the renderer's memory may be corrupt,
 * and every later drawing in this thread can fail the same way.
 */
export function isRendererTrap(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError ||
    (error instanceof RangeError && /call stack|out of memory|allocation failed/i.test(error.message))
  );
}

// A layout that traps drops the engine and its Yoga: the next layout in this process gets a fresh one.
function healing(inner: LayoutEngine): LayoutEngine {
  return {
    fonts: inner.fonts,
    measureText: (node, maxWidth) => inner.measureText(node, maxWidth),
    layout(panel) {
      try {
        return inner.layout(panel);
      } catch (error) {
        if (isRendererTrap(error)) {
          engine = undefined;
          forgetYoga();
        }
        throw error;
      }
    },
  };
}

// One layout engine per process: fonts are read and shaped once, then every render reuses them.
export function sharedLayoutEngine(): Promise<LayoutEngine> {
  engine ??= loadNodeLayoutEngine()
    .then(healing)
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}
