export * from './invite-calls.ts';
export * from './invite-schemas.ts';
export * from './quota-calls.ts';
export * from './quota-schemas.ts';
export * from './settings-calls.ts';
export * from './settings-schemas.ts';
export * from './weixin-calls.ts';
