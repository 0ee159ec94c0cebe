/**
 * What a DOM renderer of the document (the editor's canvas) needs: each node's CSS declarations, icon and vector
 * SVG, the reset. Apart from `./render` so the workbench's first script does not carry the code exports (HTML,
 * React, Vue), which the sandbox loads with its own chunk.
 */
export { camelCaseProperty, imageSrc, nodeDeclarations, solidColor, type Declarations } from '../render/css';
export { iconSvg, vectorSvg, type RenderElement } from '../render/tree';
export { RESET_CSS } from '../render/reset';
