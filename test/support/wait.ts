// Waiting in tests without a time budget: a test takes as long as its work takes on this machine, busy or idle.
// Only the hang guard ends a wait that never finishes — the same bound as jest's testTimeout (jest.config.js).

/** How long a test may run before it counts as hung, not as slow (TEST_HANG_GUARD_MS; jest.config.js sets it). */
export function hangGuardMs(): number {
  return Number(process.env.TEST_HANG_GUARD_MS) || 600_000;
}

/**
 * Polls `probe` until it answers a value. `gaveUp` ends the wait early when more waiting cannot help (the process
 * being waited for has exited): it answers why. `what` names the awaited thing in the error.
 */
export async function pollUntil<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: () => string,
  options: { every?: number; gaveUp?: () => string | undefined } = {},
): Promise<T> {
  const guard = Date.now() + hangGuardMs();
  while (Date.now() < guard) {
    const value = await probe();
    if (value !== undefined) return value;
    const reason = options.gaveUp?.();
    if (reason) throw new Error(`${what()}: ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, options.every ?? 50));
  }
  throw new Error(`${what()}: still waiting after the hang guard`);
}
