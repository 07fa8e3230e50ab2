export * from './offline-calls.ts';
export * from './offline-pack.ts';
export * from './schemas.ts';
