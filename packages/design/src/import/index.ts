export * from './messages';
export * from './import-json';
