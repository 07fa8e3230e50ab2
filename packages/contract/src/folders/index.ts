export * from './families.ts';
export * from './folder-list.ts';
