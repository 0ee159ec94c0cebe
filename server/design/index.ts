/**
 * The design-document kernel: pure TypeScript (no framework), imported by the server, the client and the plugins.
 * - schema: panels and nodes (zod, inferred types, JSON Schema, migrations)
 * - operations: pure document edits and tree helpers
 * - layout: Yoga + real font metrics → a box per node
 * - checks: contrast, touch targets, overflow, grid, tokens, overlaps
 * - import: JSON upload of UI objects
 */
export * from '@server/design/schema';
export * from '@server/design/operations';
export * from '@server/design/layout';
export * from '@server/design/checks';
export * from '@server/design/import';
export * from '@server/design/color/color';
export * from '@server/design/fonts/catalog';
export { FontSet, MeasuredFont, type FontBytesLoader, type VerticalMetrics } from '@server/design/fonts/font-set';
export * from '@server/design/text/measure-text';
export * from '@server/design/text/line-breaking';
