export * from '@server/design/layout/types';
export * from '@server/design/layout/engine';
