export * from './detect-language';
export * from './language';
export * from './resolve-language';
export * from './site-hosts';
