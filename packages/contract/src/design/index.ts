export * from './common.ts';
export * from './node-schemas.ts';
