export * from './common.ts';
export * from './node-schemas.ts';
export * from './option-schemas.ts';
