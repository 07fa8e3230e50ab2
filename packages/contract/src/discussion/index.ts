export * from './roll-calls.ts';
export * from './roll-schemas.ts';
export * from './schemas.ts';
