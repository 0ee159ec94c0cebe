/**
 * Renderers of the design document (pure TypeScript, no framework): HTML/CSS, React (TSX + CSS module),
 * Vue 3 (SFC), SVG/PNG/WebP (satori + resvg + sharp), and export bundles. All share css.ts and tree.ts.
 */
export * from '@server/design/render/css';
export * from '@server/design/render/tree';
export * from '@server/design/render/fonts';
export * from '@server/design/render/layout';
export * from '@server/design/render/html';
export * from '@server/design/render/react';
export * from '@server/design/render/vue';
export * from '@server/design/render/image';
export { SATORI_SUBSTITUTIONS, buildSatoriTree } from '@server/design/render/satori-tree';
export * from '@server/design/render/export-bundle';
