/**
 * Renderers of the design document that run anywhere (browser, plugin, server): HTML/CSS, React (TSX + CSS
 * module), Vue 3 (SFC) and satori's element tree. All share css.ts and tree.ts. Images (satori + resvg + sharp)
 * and export bundles are Node-only: `@boxify/design/node`.
 */
export * from './css';
export * from './tree';
export * from './fonts';
export * from './layout';
export * from './html';
export * from './react';
export * from './vue';
export { SATORI_SUBSTITUTIONS, buildSatoriTree } from './satori-tree';
