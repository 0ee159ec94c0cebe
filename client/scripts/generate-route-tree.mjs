// Writes client/src/routeTree.gen.ts without a Vite build, so `tsc` can run on a fresh clone.
// Keep the options in step with the tanstackRouter() call in client/vite.config.ts.
import { fileURLToPath } from 'node:url';

import { Generator, getConfig } from '@tanstack/router-generator';

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const fromClient = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: fromClient('src/routes'),
    generatedRouteTree: fromClient('src/routeTree.gen.ts'),
    quoteStyle: 'single',
    tmpDir: fromClient('../node_modules/.cache/tanstack-router'),
  },
  clientDir,
);

await new Generator({ config, root: clientDir }).run();
console.log(`Wrote ${config.generatedRouteTree}`);
