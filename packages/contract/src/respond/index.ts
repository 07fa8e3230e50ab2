export * from './constants.ts';
export * from './respond-calls.ts';
export * from './routes.ts';
export * from './schemas.ts';
