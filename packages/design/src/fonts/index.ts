// Browser-safe: the font catalogue and the font set. Reading the shipped files from disk is `@boxify/design/node`.
export * from './catalog';
export { FontSet, MeasuredFont, type FontBytesLoader, type VerticalMetrics } from './font-set';
export * from './font-files';
export * from './web-faces';
