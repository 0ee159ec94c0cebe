/**
 * The design-document kernel: pure TypeScript (no framework), imported by the server, the client and the plugins.
 * - schema: panels and nodes (zod, inferred types, JSON Schema, migrations)
 * - operations: pure document edits and tree helpers
 * - layout: Yoga + real font metrics → a box per node
 * - checks: contrast, touch targets, overflow, grid, tokens, overlaps
 * - import: JSON upload of UI objects
 * - platform: which screen a width is (mobile, tablet, desktop)
 * - locale: the language of a text, and the `Language` and `Localized` types every bilingual text uses
 */
export * from './schema';
export * from './operations';
export * from './layout';
export * from './checks';
export * from './import';
export * from './brief';
export * from './color';
export * from './fonts';
export * from './text';
export * from './platform';
export * from './locale';
