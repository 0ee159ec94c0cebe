import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import type { Plugin } from 'vite';

import { SANDBOX_CONTENT_SECURITY_POLICY } from '../../packages/design/src/sandbox';

export const SANDBOX_PATH = '/sandbox.html';

// The sandbox document's policy, as the server sends it.
export const SANDBOX_CSP = SANDBOX_CONTENT_SECURITY_POLICY;

// A meta CSP cannot carry sandbox or frame-ancestors.
const META_CSP = SANDBOX_CSP.split('; ')
  .filter((d) => !d.startsWith('sandbox') && !d.startsWith('frame-ancestors'))
  .join('; ');

/** sandbox.html: the runtime (React, react-dom, sucrase) bundled and inlined, so the frame loads nothing else. */
export async function sandboxDocument(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../sandbox/runtime.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0].text.replace(/<\/(script)/gi, '<\\/$1');
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${META_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body { margin: 0; background: #f1f5f9; } @media (min-width: 480px) { body { padding: 24px; } }</style>
</head>
<body>
<script>${code}</script>
</body>
</html>
`;
}

/** Emits sandbox.html with the build; the dev server answers it with its policy. */
export function sandboxDocumentPlugin(): Plugin {
  return {
    name: 'boxify-sandbox-document',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SANDBOX_PATH.slice(1), source: await sandboxDocument() });
    },
    configureServer(server) {
      // Built once, again after the runtime changes (each run of the sandbox reloads the document).
      let built: Promise<string> | undefined;
      server.watcher.on('change', (file) => {
        if (file.includes('/client/sandbox/') || file.includes('/ui/sandbox/error-line')) built = undefined;
      });
      server.middlewares.use(SANDBOX_PATH, (_request, response, next) => {
        built ??= sandboxDocument();
        built.then((html) => {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.setHeader('content-security-policy', SANDBOX_CSP);
          response.end(html);
        }, next);
      });
    },
  };
}
