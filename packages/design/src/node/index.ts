/**
 * The kernel's Node-only half: the shipped font files read from node_modules (importing this provides them to
 * the layout engine and the renderers), SVG/PNG/WebP through satori + resvg + sharp, zipped export bundles, and
 * one layout engine per process, and jsdom for the SVG sanitiser. The client and the plugins never import it.
 */
import '../sanitize/node-dom';

export { loadFontFileFromNodeModules, fontFilePath } from '../fonts/node-font-loader';
export * from '../render/image';
export * from '../render/export-bundle';
export { figFile, imageSources } from '../render/fig-file';
export { sharedLayoutEngine, loadNodeLayoutEngine } from '../render/shared-engine';
export { renderPool, configureRenderPool, closeRenderPool, RenderFailedError } from './render-pool';
export type { RenderPoolOptions, RenderFailure } from './render-pool';
export { IMAGE_PLACEHOLDER, isDrawableImageSrc } from '../render/image-sources';
