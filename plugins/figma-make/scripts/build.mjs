// Builds the Figma plugin into dist/: main code (code.js), the UI with its script inlined (ui.html) and a
// manifest whose network access is only the Boxify server. BOXIFY_SERVER (or --server=) names it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = process.argv.find((a) => a.startsWith('--server='))?.slice('--server='.length);
const server = new URL(arg ?? process.env.BOXIFY_SERVER ?? 'http://localhost:3000').origin;
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

const common = { bundle: true, minify: true, target: 'es2017', logLevel: 'warning', write: false };
const [main, ui] = await Promise.all([
  // Figma's main thread runs plain ES2017 without modules.
  build({
    ...common,
    entryPoints: [join(root, 'src/main.ts')],
    format: 'iife',
    define: { BOXIFY_SERVER: JSON.stringify(server) },
  }),
  build({ ...common, entryPoints: [join(root, 'src/ui.ts')], format: 'iife', target: 'es2020' }),
]);
writeFileSync(join(dist, 'code.js'), main.outputFiles[0].text);
const html = readFileSync(join(root, 'src/ui.html'), 'utf8');
writeFileSync(
  join(dist, 'ui.html'),
  html.replace('/*UI_SCRIPT*/', () => ui.outputFiles[0].text.replace(/<\/script/g, '<\\/script')),
);

const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
manifest.main = 'code.js';
manifest.ui = 'ui.html';
manifest.networkAccess = {
  allowedDomains: [server],
  ...(/^http:\/\/(localhost|127\.0\.0\.1)/.test(server) ? { devAllowedDomains: [server] } : {}),
  reasoning: 'Signs in to and reads and writes panels on your own Boxify server.',
};
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Built the Figma plugin for ${server} into ${dist} (code.js ${Math.round(main.outputFiles[0].contents.length / 1024)} KB)`,
);
