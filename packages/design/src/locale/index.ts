export * from './detect-language';
export * from './language';
