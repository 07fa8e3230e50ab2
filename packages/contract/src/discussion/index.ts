export * from './interview-calls.ts';
export * from './interview-schemas.ts';
export * from './manager-calls.ts';
export * from './manager-schemas.ts';
export * from './offline-calls.ts';
export * from './offline-pack.ts';
export * from './schemas.ts';
