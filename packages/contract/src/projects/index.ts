export * from './constants.ts';
export * from './limits.ts';
export * from './schemas.ts';
