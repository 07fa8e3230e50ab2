// Bundles the server (workspace packages included) into dist/, so `npm start` runs plain Node.
import { build } from 'esbuild';
import { serverBundleOptions } from './build-options.mjs';

await build({
  ...serverBundleOptions,
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin/cli.ts',
    // The report worker thread (modules/report/engine/worker-client.ts loads it beside main.js).
    'report-worker': 'src/modules/report/engine/report-worker.ts',
    // The CSV export's second thread (modules/exports/csv-converter.ts loads it beside main.js).
    'csv-worker': 'src/modules/exports/csv-worker.ts',
    // A coding task's thread (modules/report-coding/run-task.ts loads it beside main.js).
    'coding-worker': 'src/modules/report-coding/coding-worker.ts',
  },
  outdir: 'dist',
});
