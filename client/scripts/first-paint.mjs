// The landing's first paint: after the client build, renders the home page (`/`) once per language on the server
// side of React and writes `landing.<language>.html` beside index.html, with the home page's stylesheets linked.
// The server sends that page for `/` (in the visitor's language), so text and layout show before any script has
// run; the client then draws the same page over it. Nothing of this render ships: it is built under node_modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'vite';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(clientDir, '..', 'dist', 'client');
const renderDir = join(clientDir, '..', 'node_modules', '.cache', 'first-paint');
const HOME_ROUTE = 'src/routes/index.tsx?tsr-split=component';
const LANGUAGES = ['en', 'zh'];

await build({
  configFile: join(clientDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(clientDir, 'src', 'first-paint', 'render-landing.tsx'),
    outDir: renderDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
const render = await import(pathToFileURL(join(renderDir, 'render-landing.js')).href);

// The home route's chunks, and every stylesheet they bring (the first script's own is in index.html already).
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
// A chunk and every chunk it imports.
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}
const chunks = closure(HOME_ROUTE);
const first = [...closure('index.html')];
const loaded = new Set([...first.map((key) => manifest[key].file), ...first.flatMap((key) => manifest[key].css ?? [])]);
const styles = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))].filter((file) => !loaded.has(file));
// The English page's text faces (Latin Inter), fetched with the stylesheet rather than after it: the page paints
// once they are there (font-display: block).
const firstCss = readFileSync(join(outDir, manifest['index.html'].css[0]), 'utf8');
const latinFaces = [...new Set(firstCss.match(/\/assets\/inter-latin-(?:400|600|700)-normal-[\w-]+\.woff2/g) ?? [])];
const chineseFaces = manifest['src/styles/product-fonts-cjk.gen.css']?.file;
if (!chineseFaces) throw new Error('first paint: the Chinese faces are not in the build');
// The English page preloads its Latin faces; the Chinese one links the Chinese faces, which the app waits for there.
const faceHead = {
  en: latinFaces
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`)
    .join('\n    '),
  zh: `<link rel="stylesheet" crossorigin href="/${chineseFaces}">`,
};
const homeHead = [...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)].join('\n    ');

// React puts the route's head tags before the page. The title, description and preloads go to <head>, marked as
// the static head the client replaces with its own; the links that need the site's address (canonical, og:url)
// are left to the client, which knows it.
const HEAD_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;
const KEPT = /^<title>|^<meta name="(?:description|keywords)"|^<link rel="preload"/;
function splitHead(html) {
  const head = [];
  let rest = html;
  for (let match = HEAD_TAG.exec(rest); match; match = HEAD_TAG.exec(rest)) {
    if (KEPT.test(match[0])) head.push(match[0].replace(/^<(\w+)/, '<$1 data-static-head'));
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
await render.prepareTexts(
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(join(clientDir, 'src', 'i18n', `${language}.json`), 'utf8')),
    ]),
  ),
  LANGUAGES[0],
);
for (const language of LANGUAGES) {
  const { head, body } = splitHead(await render.renderLanding(language));
  const page = template
    // The page shows without its scripts: they load after what the visitor sees, and run once it has loaded.
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      '<script src="/landing-start.js" data-app="$1" defer></script>',
    )
    // Nor are they fetched ahead: the browser compiles a preloaded module as it arrives, holding the paint back.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">`)
    // The generic title and description give way to the page's own.
    .replace(/\s*<!--[^>]*-->\s*<title data-static-head>[^<]*<\/title>\s*<meta\s+data-static-head[^>]*>/, '')
    .replace('</head>', `  ${head}\n    ${homeHead}\n    ${faceHead[language]}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (page === template || !page.includes(body) || !page.includes('landing-start.js'))
    throw new Error(`first paint: index.html has an unexpected shape`);
  writeFileSync(join(outDir, `landing.${language}.html`), page);
}
console.log(`first paint: landing.{${LANGUAGES.join(',')}}.html with ${styles.length} stylesheet(s)`);
