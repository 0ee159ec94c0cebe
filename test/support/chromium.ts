import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';

import { chromium, type Browser } from 'playwright-core';

// The Chromium that browser tests and benches drive, looked up in this order: CHROMIUM_PATH, the system's
// (/usr/bin/chromium, then `chromium` on PATH), else the headless Chromium inside the @sparticuz/chromium npm
// package, unpacked once per version under the temp directory. Never a browser downloaded at run time.

const ROOT = join(__dirname, '..', '..');
const NPM_PACKAGE = join(ROOT, 'node_modules', '@sparticuz', 'chromium');

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

export type ChromiumLaunch = { executablePath: string; args: string[]; env?: Record<string, string> };

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The system's Chromium, if one is installed. */
export function systemChromium(path = process.env.PATH): string | undefined {
  const onPath = (path ?? '').split(delimiter).filter(Boolean);
  return ['/usr/bin/chromium', ...onPath.map((dir) => join(dir, 'chromium'))].find(isExecutableFile);
}

// The package ships Chromium brotli-compressed. It is unpacked into a private directory first and renamed into
// place, so test workers unpacking at the same time never run a half-written binary.
const UNPACK = `
const [bin] = process.argv.slice(1);
import('@sparticuz/chromium').then(async ({ default: chromium, inflate }) => {
  const path = await chromium.executablePath(bin);
  await inflate(require('node:path').join(bin, 'al2023.tar.br'));
  process.stdout.write(path);
}).catch((error) => { console.error(error); process.exit(1); });`;

async function npmChromium(): Promise<string> {
  if (!existsSync(NPM_PACKAGE)) {
    throw new Error('No Chromium: install one (apt-get install -y chromium), set CHROMIUM_PATH, or run npm ci');
  }
  const { version } = JSON.parse(readFileSync(join(NPM_PACKAGE, 'package.json'), 'utf8')) as { version: string };
  const home = join(tmpdir(), `boxify-chromium-${version}`);
  const executable = join(home, 'chromium');
  if (isExecutableFile(executable)) return executable;
  const staging = mkdtempSync(join(tmpdir(), 'boxify-chromium-unpacking-'));
  try {
    await promisify(execFile)(process.execPath, ['-e', UNPACK, join(NPM_PACKAGE, 'bin')], {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: staging },
    });
    renameSync(staging, home);
  } catch (error) {
    // Another process may have put the same version in place first: that one is as good.
    if (!isExecutableFile(executable)) throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return executable;
}

/** Launch options for a Chromium at `path`: the npm one brings its own NSS libraries (al2023/lib beside it). */
export function chromiumLaunchOptions(path: string): ChromiumLaunch {
  const libraries = join(dirname(path), 'al2023', 'lib');
  if (!existsSync(libraries)) return { executablePath: path, args: CHROMIUM_ARGS };
  // Its headless shell hints glyphs to whole pixels unless told not to (as @sparticuz/chromium's own args do);
  // the kernel's text metrics, like Debian's Chromium, keep fractional advances.
  const inherited = process.env.LD_LIBRARY_PATH;
  const env = { ...process.env, LD_LIBRARY_PATH: inherited ? `${libraries}${delimiter}${inherited}` : libraries };
  const args = [...CHROMIUM_ARGS, '--font-render-hinting=none'];
  return { executablePath: path, args, env: env as Record<string, string> };
}

/** Looks Chromium up in order, without the cache (resolveChromium caches). */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (!isExecutableFile(configured)) throw new Error(`CHROMIUM_PATH=${configured} is not an executable file`);
    return configured;
  }
  return systemChromium(env.PATH) ?? npmChromium();
}

let found: Promise<string> | undefined;

/**
 * The Chromium to launch (cached for the process). Sets CHROMIUM_PATH so that processes started afterwards
 * (Playwright's workers) use the same one without looking again.
 */
export async function resolveChromium(): Promise<ChromiumLaunch> {
  found ??= findChromium();
  const path = await found;
  process.env.CHROMIUM_PATH = path;
  return chromiumLaunchOptions(path);
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(await resolveChromium());
}
