export * from './detect-language';
