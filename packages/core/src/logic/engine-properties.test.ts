import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NodeAttribute } from '../model/enums.ts';
import { randomDocument } from '../testing/random-documents.ts';
import { checkResponse } from './check-response.ts';
import { compileSurvey } from './compile.ts';
import { evaluateFlow } from './evaluate-flow.ts';
import { seededRandom } from './seeded-random.ts';
import { simulateRespondent } from './simulate-respondent.ts';

describe('engine properties (random surveys, random respondents)', () => {
  it('a simulated respondent sees only visible questions, and checkResponse accepts what it sent', () => {
    fc.assert(
      fc.property(randomDocument, fc.string({ maxLength: 8 }), fc.nat(), (document, seed, stream) => {
        const compiled = compileSurvey(document);
        const run = simulateRespondent(compiled, seed, seededRandom(stream));
        const final = evaluateFlow(compiled, run.answers, seed);
        expect(new Set(run.shown).size).toBe(run.shown.length);
        for (const key of run.shown) {
          const question = final.questions.get(key);
          expect(question, `question ${key} was shown but is not on the path`).toBeDefined();
          expect(question?.node.attribute).toBe(NodeAttribute.Normal);
        }
        const check = checkResponse(compiled, run.answers, seed);
        expect(check.problems).toEqual([]);
        expect(check.outcome).toBe(run.outcome);
        for (const key of run.shown) expect(check.visited).toContain(key);
      }),
      { numRuns: 200 },
    );
  }, 60_000); // hundreds of simulated responses: generous on a busy machine

  it('is deterministic: the same answers and seed give the same path', () => {
    fc.assert(
      fc.property(randomDocument, fc.string({ maxLength: 8 }), fc.nat(), (document, seed, stream) => {
        const run = simulateRespondent(document, seed, seededRandom(stream));
        const again = evaluateFlow(compileSurvey(structuredClone(document)), run.answers, seed);
        expect(again.pages.map((page) => [page.key, page.questions.map((q) => q.key)])).toEqual(
          run.view.pages.map((page) => [page.key, page.questions.map((q) => q.key)]),
        );
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
