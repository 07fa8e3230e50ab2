export * from './answers.ts';
export * from './board.ts';
export * from './cleaning.ts';
export * from './exports.ts';
export * from './overview.ts';
