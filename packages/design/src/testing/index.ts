export * from './large-panel';
export * from './builders';
