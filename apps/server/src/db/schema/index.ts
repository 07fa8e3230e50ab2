export * from './auth.ts';
export * from './design.ts';
export * from './images.ts';
export * from './organizations.ts';
export * from './question-library.ts';
export * from './surveys.ts';
export * from './system.ts';
export * from './users.ts';
