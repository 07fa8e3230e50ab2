import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDocument } from '../document/migrations/migrate-document.ts';
import { checkResponse } from '../logic/check-response.ts';
import { compileSurvey } from '../logic/compile.ts';
import { seededRandom } from '../logic/seeded-random.ts';
import { simulateRespondent } from '../logic/simulate-respondent.ts';
import { FIXTURE_SURVEYS } from './fixture-surveys.ts';

const dir = join(import.meta.dirname, '../../../../fixtures/surveys');

describe.each(Object.entries(FIXTURE_SURVEYS))('fixture %s', (name, build) => {
  const stored = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));

  it('is what its builder makes (regenerate with scripts/write-survey-fixtures.ts) and opens', () => {
    expect(stored).toEqual(JSON.parse(JSON.stringify(build())));
    expect(migrateDocument(stored).ok).toBe(true);
  });

  it('is answerable: simulated respondents finish and are accepted', () => {
    const result = migrateDocument(stored);
    if (!result.ok) throw new Error(result.message);
    const compiled = compileSurvey(result.document);
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const run = simulateRespondent(compiled, `r${i}`, seededRandom(i));
      expect(checkResponse(compiled, run.answers, `r${i}`).problems).toEqual([]);
      outcomes.add(run.outcome);
    }
    expect(outcomes.has('end')).toBe(true);
  }, 30_000);
});

describe('fixture details', () => {
  it('customer-feedback: screen-out on "No", carried "other" text, NPS follow-up for detractors', () => {
    const doc = FIXTURE_SURVEYS['customer-feedback']?.() as ReturnType<
      NonNullable<(typeof FIXTURE_SURVEYS)[string]>
    >;
    const compiled = compileSurvey(doc);
    const id = (code: string) => doc.nodes.find((node) => node.code === code)?.id as number;
    const option = (code: string, i: number) =>
      doc.options.filter((o) => o.nodeId === id(code))[i]?.id as number;
    expect(checkResponse(compiled, { [id('Q1')]: { optionId: option('Q1', 1) } }, 's').outcome).toBe(
      'screen_out',
    );
    const other = option('Q2', 3);
    const answers = {
      [id('Q1')]: { optionId: option('Q1', 0) },
      [id('Q2')]: { optionIds: [other], texts: { [other]: 'Garden' } },
      [id('Q3')]: { optionId: option('Q3', 3) },
      [id('Q4')]: 3,
      [id('Q5')]: 'More staff',
    };
    const check = checkResponse(compiled, answers, 's');
    expect(check.problems).toEqual([]);
    expect(check.visited).toContain(String(id('Q5')));
  });
});
