export * from './constants.ts';
export * from './image-library-calls.ts';
export * from './schemas.ts';
export * from './survey-image-calls.ts';
