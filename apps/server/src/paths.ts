import { fileURLToPath } from 'node:url';

/**
 * apps/server/, found from this module: one level up both from src/paths.ts (tsx, tests) and
 * from dist/main.js (the bundle, which inlines this module).
 */
export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const MIGRATIONS_FOLDER = `${SERVER_ROOT}drizzle`;
export const WEB_DIST = `${SERVER_ROOT}../web/dist`;
