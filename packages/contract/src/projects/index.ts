export * from './constants.ts';
export * from './folder-calls.ts';
export * from './limits.ts';
export * from './project-calls.ts';
export * from './schemas.ts';
export * from './share-calls.ts';
