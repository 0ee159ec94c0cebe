export * from '@server/design/schema/primitives';
export * from '@server/design/schema/paint';
export * from '@server/design/schema/effect';
export * from '@server/design/schema/node';
export * from '@server/design/schema/panel';
export * from '@server/design/schema/json-schema';
export * from '@server/design/schema/migrations';
