/**
 * Writes `fixtures/surveys/<name>.json` from `fixture-surveys.ts`:
 *   npx tsx scripts/write-survey-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_SURVEYS } from '../packages/core/src/testing/fixture-surveys.ts';

const FIXTURES_DIR = join(import.meta.dirname, '../fixtures/surveys');

mkdirSync(FIXTURES_DIR, { recursive: true });
for (const [name, build] of Object.entries(FIXTURE_SURVEYS)) {
  writeFileSync(join(FIXTURES_DIR, `${name}.json`), `${JSON.stringify(build(), null, 2)}\n`);
  console.log(`wrote ${name}.json`);
}
