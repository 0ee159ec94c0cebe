/**
 * How nodes size (fixed, hug, fill) without the layout engine: for code that must not load Yoga and the fonts
 * (the Figma plugin's main thread, where Figma lays the layers out itself).
 */
export { effectiveSizing } from '../layout/sizing';
