// Lets a child process of a test run TypeScript sources with the project's .swcrc (aliases included).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const { transformSync } = require('@swc/core');
const { addHook } = require('pirates');

const root = join(__dirname, '..', '..');
const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
swcrc.jsc.baseUrl = root;

addHook((code, filename) => transformSync(code, { ...swcrc, filename, swcrc: false, sourceMaps: 'inline' }).code, {
  exts: ['.ts'],
  ignoreNodeModules: true,
});
