export * from './pricing.ts';
export * from './sample-calls.ts';
export * from './schemas.ts';
