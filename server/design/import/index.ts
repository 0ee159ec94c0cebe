export * from '@server/design/import/messages';
export * from '@server/design/import/import-json';
