// Stops cleanly on SIGTERM/SIGINT: stop accepting, drain jobs, close pools; force-exit after a timeout.
export function onShutdownSignal(close: () => Promise<void>, timeoutMs: number, log: (message: string) => void): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      log(`Shutdown took longer than ${timeoutMs} ms, exiting`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log(`Shutdown failed: ${String(error)}`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
