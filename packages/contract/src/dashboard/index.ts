export * from './chartable.ts';
export * from './constants.ts';
export * from './dashboard-calls.ts';
export * from './export-calls.ts';
export * from './figures.ts';
export * from './page-calls.ts';
export * from './public-calls.ts';
export * from './schemas.ts';
