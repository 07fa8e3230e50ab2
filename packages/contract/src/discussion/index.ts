export * from './community-calls.ts';
export * from './community-schemas.ts';
export * from './quota-calls.ts';
export * from './quota-schemas.ts';
export * from './schemas.ts';
