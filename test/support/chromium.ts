import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser (STACK.md trap 12), for Playwright and the fidelity tests.
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`,
    );
  }
  return path;
}

// Without the networking flags the closed network here refuses Chromium's background connections.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
