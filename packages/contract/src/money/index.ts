export * from './payment-calls.ts';
export * from './schemas.ts';
export * from './wallet-calls.ts';
