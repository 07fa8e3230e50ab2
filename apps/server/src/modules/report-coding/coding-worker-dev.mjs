// The coding worker under tsx/vitest (sources in TypeScript): Node 20 ignores `--import tsx` in a
// worker's execArgv, so the worker starts here, registers tsx, then loads the real entry.
import { register } from 'tsx/esm/api';

register();
await import('./coding-worker.ts');
