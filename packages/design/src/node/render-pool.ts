// Renders in a pool of worker threads (piscina): each render has a time bound and a memory bound, a thread
// that trapped in WebAssembly or ran out of memory is replaced, and the caller gets `RenderFailedError` —
// the next render works. The API mirrors the in-process renderers, without `engine`/`layout` options.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { Piscina } from 'piscina';

import type { ExportFile, ExportFormat } from '../render/export-bundle';
import type { ImageScale } from '../render/image';
import type { Panel } from '../schema/panel';
import type { RenderJob, RenderOutput, RenderReply } from './render-worker';

export type RenderPoolOptions = {
  /** Worker threads at most (default: 2, or 1 on a single core). */
  size?: number;
  /** Time bound of one render (default 30 s). */
  timeoutMs?: number;
  /** Heap bound of one worker thread (default 512 MB). */
  memoryMb?: number;
  /** Told when a thread fails with no render in hand (at start-up, say); the pool replaces it. */
  onThreadError?: (message: string) => void;
};

/**
 * Why a render gave no output: the worker crashed (trap, memory), the render took longer than its bound, or the
 * image would have more pixels than a raster may hold.
 */
export type RenderFailure = 'crashed' | 'timeout' | 'too large';

export class RenderFailedError extends Error {
  constructor(
    readonly reason: RenderFailure,
    detail: string,
  ) {
    super(`Render ${reason}: ${detail}`);
    this.name = 'RenderFailedError';
  }
}

let settings: Required<Omit<RenderPoolOptions, 'onThreadError'>> = {
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 30_000,
  memoryMb: 512,
};
let onThreadError: (message: string) => void = () => {};
let pool: Piscina<RenderJob, RenderReply> | undefined;

/** Sets the pool's bounds; takes effect for a pool started afterwards (call before the first render). */
export function configureRenderPool(options: RenderPoolOptions): void {
  settings = {
    size: options.size ?? settings.size,
    timeoutMs: options.timeoutMs ?? settings.timeoutMs,
    memoryMb: options.memoryMb ?? settings.memoryMb,
  };
  if (options.onThreadError) onThreadError = options.onThreadError;
}

// Built: the compiled worker beside this file. From sources (tests, scripts): a loader that compiles it.
function workerFile(): string {
  const built = join(__dirname, 'render-worker.js');
  return existsSync(built) ? built : join(__dirname, 'render-worker-source.js');
}

// Started on the first render, so processes and tests that never draw pay nothing; threads start on demand.
function thePool(): Piscina<RenderJob, RenderReply> {
  if (pool) return pool;
  pool = new Piscina<RenderJob, RenderReply>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: settings.size,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: 64 },
  });
  // A thread that dies with no render in hand (at start-up, say) is reported as an 'error' event: without a
  // listener it would end the whole process. The pool replaces the thread; renders answer for themselves.
  pool.on('error', (error: unknown) => onThreadError(error instanceof Error ? error.message : String(error)));
  return pool;
}

// A thread that ended under a task that was not the culprit (it had just trapped on another) is not this
// render's fault: one more try on a fresh thread.
const isThreadExit = (error: unknown) =>
  error instanceof Error && /worker exited|Terminating worker thread|ERR_WORKER/i.test(`${error.message}`);

async function run(job: RenderJob, retried = false): Promise<RenderOutput> {
  let reply: RenderReply;
  try {
    reply = await thePool().run(job, { signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      throw new RenderFailedError('timeout', `longer than ${settings.timeoutMs} ms`);
    }
    const memory = error instanceof Error && /ERR_WORKER_OUT_OF_MEMORY/.test(`${(error as { code?: string }).code}`);
    if (!retried && !memory && isThreadExit(error)) return run(job, true);
    throw new RenderFailedError('crashed', error instanceof Error ? error.message : String(error));
  }
  if (reply.ok) return reply.output;
  if (reply.fatal) throw new RenderFailedError('crashed', `${reply.name}: ${reply.message}`);
  if (reply.name === 'RasterTooLargeError') throw new RenderFailedError('too large', reply.message);
  throw Object.assign(new Error(reply.message), { name: reply.name });
}

const bytes = (output: RenderOutput) => Buffer.from(output as Uint8Array);

/** The renderers of `@boxify/design/node`, each run in the pool. */
export const renderPool = {
  async svg(panel: Panel, options: { nodeId?: string } = {}): Promise<string> {
    return (await run({ kind: 'svg', panel, ...options })) as string;
  },
  async png(panel: Panel, options: { nodeId?: string; scale?: ImageScale } = {}): Promise<Buffer> {
    return bytes(await run({ kind: 'png', panel, ...options }));
  },
  async webp(panel: Panel, options: { nodeId?: string; scale?: ImageScale; quality?: number } = {}): Promise<Buffer> {
    return bytes(await run({ kind: 'webp', panel, ...options }));
  },
  /** A WebP thumbnail at most `maxWidth` wide (never enlarged). */
  async preview(panel: Panel, options: { maxWidth: number; quality: number }): Promise<Buffer> {
    return bytes(await run({ kind: 'preview', panel, ...options }));
  },
  async exportBundle(
    panel: Panel,
    format: ExportFormat,
    options: { scales?: readonly ImageScale[]; nodeIds?: readonly string[]; quality?: number } = {},
  ): Promise<ExportFile[]> {
    return (await run({ kind: 'bundle', panel, format, ...options })) as ExportFile[];
  },
};

/** Stops the pool's threads (application shutdown, the end of a test file). */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
