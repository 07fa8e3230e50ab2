export * from './constants.ts';
export * from './folder-schemas.ts';
export * from './question-library-calls.ts';
export * from './question-schemas.ts';
