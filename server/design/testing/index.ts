export * from '@server/design/testing/large-panel';
export * from '@server/design/testing/builders';
