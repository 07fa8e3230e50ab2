import { allEndpoints, type Endpoint, splitInput, surveyActionOf } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newSurvey } from './support/design.ts';
import { postMultipart } from './support/multipart.ts';
import { sampleOf } from './support/sample-input.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Every endpoint whose description says `survey:<action>` is called by a stranger (a user with no
 * share and no organisation) on another user's survey, with an input the validator accepts: the
 * answer must be the action's refusal and nothing else. This holds the description's access
 * column to what the use cases do, for every such call at once, including calls added later.
 */
const REFUSAL = { read: 'A0403', edit: 'A5211', report: 'A4000', launch: 'A5202', manage: 'A5202' } as const;
const SURVEY_FIELDS = ['surveyCode', 'projectCode', 'code'];

/** Inputs for calls whose schema has rules JSON Schema cannot state (at least one of two fields). */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'settingsApi.save': { closeTip: 'x' },
  'projectsApi.saveBase': { title: 'x' },
  'inviteApi.remove': { unusedOnly: true },
  'respondentFileApi.sign': { key: '0123456789abcdef0123456789abcdef' },
  'reportCrossApi.exportTables': { tableIds: [1] },
  'codingApi.checkHits': { hitIds: [1] },
  'codingApi.removeHits': { hitIds: [1] },
  'codingApi.batchNets': { nets: [{ label: 'x' }] },
  'insightApi.paragraph': { hidden: true },
  'discussionRollApi.clear': { all: true, ids: undefined },
  'discussionRollApi.update': { mobile: null },
  'discussionRollApi.updateGroup': { name: 'x' },
  ...Object.fromEntries(
    ['reportWeightingApi.create', 'reportWeightingApi.update', 'reportWeightingApi.run'].map((name) => [
      name,
      {
        definition: { method: 'rim', margins: [{ variableId: 'n1', targets: [{ value: 1, target: 100 }] }] },
      },
    ]),
  ),
};

let t: TestApp;
let stranger: string;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerAndLogin(t, 'owner', 'owner-pass-1');
  stranger = (await registerAndLogin(t, 'stranger', 'stranger-pass-1')).token;
  code = await newSurvey(t, owner.token);
});
afterAll(() => t.close());

const parts = (endpoint: Endpoint) =>
  [endpoint.params, endpoint.query, endpoint.body].filter((s): s is z.ZodType => s !== undefined);

function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const options = (schema as { options?: z.ZodType[] }).options;
  if (options) return [...new Set(options.flatMap(keysOf))];
  // optional, nullable, nullish: the object inside
  const inner = (schema as { _zod?: { def?: { innerType?: z.ZodType } } })._zod?.def?.innerType;
  return inner ? keysOf(inner) : [];
}

/** A valid input naming the owner's survey in whichever field the call names a survey by. */
function inputFor(name: string, endpoint: Endpoint): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const schema of parts(endpoint)) Object.assign(input, sampleOf(schema));
  Object.assign(input, SAMPLES[name]);
  const fields = parts(endpoint)
    .flatMap(keysOf)
    .filter((key) => SURVEY_FIELDS.includes(key));
  for (const field of fields) input[field] = code;
  if (fields.length === 0) throw new Error(`${name}: access names a survey, but no input field carries one`);
  for (const schema of parts(endpoint)) {
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      throw new Error(`${name}: no valid sample (${parsed.error.message}); add one to SAMPLES`);
  }
  return input;
}

const surveyCalls = allEndpoints().flatMap(({ name, endpoint }) => {
  const action = surveyActionOf(endpoint.access);
  return action ? [{ name, endpoint, action }] : [];
});

describe('a stranger on another user’s survey', () => {
  it('meets survey endpoints in the description', () => {
    expect(surveyCalls.length).toBeGreaterThan(0);
  });

  it.each(surveyCalls)('$name is refused with the code of $action', async ({ name, endpoint, action }) => {
    const input = inputFor(name, endpoint);
    const answer = endpoint.upload
      ? await postMultipart(t, `/api${splitInput(endpoint, input).path}`, {
          token: stranger,
          query: Object.fromEntries(
            Object.entries(splitInput(endpoint, input).query).map(([k, v]) => [k, String(v)]),
          ),
          parts: [{ name: 'file', fileName: 'x.xlsx', content: 'x' }],
        })
      : await t.api(endpoint, input as never, { token: stranger, version: 1 });
    expect({ name, code: answer.body.code }).toEqual({ name, code: REFUSAL[action] });
  });
});
