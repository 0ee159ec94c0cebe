export * from './line-breaking';
export * from './measure-text';
