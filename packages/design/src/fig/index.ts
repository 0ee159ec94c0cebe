/**
 * The .fig writer: a panel, laid out by the kernel, as the file Figma opens. Pure (openfig-core and zstd-codec
 * run anywhere); the Node half (`@boxify/design/node`) reads the images and draws the thumbnail.
 */
export { writeFig, type FigInput, type FigImageFile } from './write-fig';
export { PAGE_GUID, type FigNodeChange } from './fig-nodes';
export { figFontStyle, figLayerName } from './vocabulary';
export { figColor, gradientTransform } from './paints';
export { normalizePath, type PathCommand } from './svg-path';
