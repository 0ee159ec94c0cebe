import { fileURLToPath } from 'node:url';

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { precompress } from './scripts/precompress';
import { productFontFaces } from './scripts/product-font-faces';
import { sandboxDocumentPlugin } from './scripts/sandbox-document';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const fromClient = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// The API process serves the built client; in development Vite forwards API calls to it.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
  '/health': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  root: clientDir,
  plugins: [
    // Must run before the React plugin: it writes routeTree.gen.ts and splits route chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromClient('./src/routes'),
      generatedRouteTree: fromClient('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      // Keep the generator's scratch files out of the repository root.
      tmpDir: fromClient('../node_modules/.cache/tanstack-router'),
    }),
    react(),
    productFontFaces(),
    sandboxDocumentPlugin(),
    precompress(),
  ],
  resolve: {
    // The design kernel is a workspace package of TypeScript sources: its entry points (`@boxify/design/operations`).
    alias: { '@client': fromClient('./src'), '@boxify/design': fromClient('../packages/design/src') },
  },
  build: {
    outDir: fromClient('../dist/client'),
    emptyOutDir: true,
    // The server's CSP forbids inline scripts; never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // The landing's first paint (scripts/first-paint.mjs) finds the home page's stylesheets in it.
    manifest: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // No time budget per test, only a hang guard (as jest.config.js): a busy machine makes tests slow, not red.
    testTimeout: Number(process.env.TEST_HANG_GUARD_MS) || 600_000,
    hookTimeout: Number(process.env.TEST_HANG_GUARD_MS) || 600_000,
  },
});
