export * from './primitives';
export * from './paint';
export * from './effect';
export * from './node';
export * from './panel';
export * from './json-schema';
export * from './migrations';
export * from './limits';
