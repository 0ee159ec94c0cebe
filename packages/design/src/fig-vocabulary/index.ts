// Figma's words for ours, without the .fig writer's dependencies (the Figma plugin bundles it).
export { ALIGN, figFontStyle, figLayerName, JUSTIFY, TEXT_ALIGN, WEIGHT_STYLES } from '../fig/vocabulary';
