export * from './constants.ts';
export * from './publishing-calls.ts';
export * from './schemas.ts';
