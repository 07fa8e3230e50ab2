import { randomUUID } from 'node:crypto';
import { codingApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completion,
  type FakeChatServer,
  type FakeReply,
  type FakeRequest,
  startFakeChatServer,
} from '../../../packages/coding/src/llm/fake-chat-server.ts';
import { DRAFT_REPLY, keywordModel } from '../../../packages/coding/src/llm/llm-test-support.ts';
import { codingAudit, codingTasks } from '../src/db/schema/coding.ts';
import { codingQueueFor } from '../src/modules/report-coding/coding-queue.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The LLM engine through the whole server: configured as CODING_ENGINE=llm would, pointed at a
 * local chat-completions server. Tasks run in the real coding worker thread; the prompt and the
 * model's raw output of every request land in coding_audit.
 */
let t: TestApp;
let token: string;
let p: Published;
let server: FakeChatServer;
let reply: (request: FakeRequest, n: number) => FakeReply = () => ({ body: completion('{}') });

const TEXTS = ['Delivery was fast', 'Delivery was late again', 'The price is too high', 'Cheap and good'];
const ref = (reportId: number) => ({ surveyCode: p.code, reportId });

beforeAll(async () => {
  server = await startFakeChatServer((request, n) => reply(request, n));
  t = await createTestApp();
  t.deps.coder = {
    engine: 'llm',
    baseUrl: server.baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: 30_000,
    maxRetries: 1,
    requestsPerMinute: 1_000,
    batchSize: 50,
    priceInput: 0.5,
    priceOutput: 1.5,
    currency: 'USD',
  };
  ({ token } = await registerAndLogin(t, 'lena', 'lena-pass-1'));
  p = await publishedSurvey(t, token);
  for (const text of TEXTS) {
    const answers = {
      [p.q[0]!]: { optionId: p.o[0]![0] },
      [p.q[1]!]: text,
      [p.q[2]!]: { optionId: p.o[2]![0] },
    };
    expect((await respondent(t).submit(submission(p, answers, randomUUID()))).code).toBe('00000');
  }
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function run(endpoint: typeof codingApi.recommendTask | typeof codingApi.hitTask, reportId: number) {
  const queued = await t.api(endpoint, ref(reportId), { token });
  expect(queued.body.code).toBe('00000');
  await codingQueueFor(t.deps).idle();
  const polled = await t.api(
    codingApi.taskProgress,
    { id: queued.body.data.id, surveyCode: p.code },
    { token },
  );
  return polled.body.data;
}

describe('AI coding with the OpenAI-compatible engine', () => {
  it('estimates the cost, drafts a frame and codes answers as unapproved AI hits, keeping every prompt and reply', async () => {
    const created = await t.api(
      codingApi.createReport,
      { surveyCode: p.code, columnKey: `n${p.q[1]}` },
      { token },
    );
    const reportId = created.body.data.id;
    expect(created.body.data.engine).toBe('llm');

    const estimate = await t.api(codingApi.valid, { ...ref(reportId), taskType: 1 }, { token });
    expect(estimate.body.data).toMatchObject({
      engine: 'llm',
      model: 'fake-model',
      answerCount: 4,
      ready: true,
    });
    expect(estimate.body.data.inputTokens).toBeGreaterThan(0);
    expect(estimate.body.data.cost).toBeGreaterThan(0);
    expect(estimate.body.data.currency).toBe('USD');

    reply = (request) =>
      request.user.includes('Build a code frame')
        ? { body: completion(JSON.stringify(DRAFT_REPLY)) }
        : keywordModel(request);
    const drafted = await run(codingApi.recommendTask, reportId);
    expect(drafted).toMatchObject({ taskStatus: 3, progress: 1, engine: 'llm' });
    // The survey question reaches the model.
    expect(server.requests[0]!.user).toContain('Q2');
    const recommended = await t.api(codingApi.recommended, { ...ref(reportId), k: 20 }, { token });
    expect(recommended.body.data.codes.map((c) => c.label)).toEqual([
      'Delivery',
      'Price',
      'Customer service',
    ]);

    const batch = await t.api(
      codingApi.batchNets,
      {
        ...ref(reportId),
        nets: recommended.body.data.codes.map(({ label, keywords, nodes }) => ({
          label,
          keywords,
          nodes: nodes.map((n) => ({ label: n.label, keywords: n.keywords })),
        })),
      },
      { token },
    );
    expect(batch.body.code).toBe('00000');
    const coded = await run(codingApi.hitTask, reportId);
    expect(coded.taskStatus).toBe(3);
    const hits = await t.api(codingApi.hits, { ...ref(reportId), pageSize: 50 }, { token });
    const byText = Object.fromEntries(hits.body.data.records.map((h) => [h.text, h]));
    expect(byText['Delivery was late again']).toMatchObject({
      source: 'ai',
      confidence: 0.9,
      checked: false,
    });
    expect(byText['The price is too high']).toMatchObject({ source: 'ai', checked: false });
    // Unapproved: nothing counts yet.
    const stat = await t.api(codingApi.stat, { ...ref(reportId), filterId: 0 }, { token });
    expect(stat.body.data.base.coded).toBe(0);

    const audit = await t.deps.db.select().from(codingAudit).orderBy(codingAudit.id);
    expect(audit.map((a) => [a.kind, a.status, a.model])).toEqual([
      ['draft', 'ok', 'fake-model'],
      ['code', 'ok', 'fake-model'],
    ]);
    expect(JSON.parse(audit[0]!.prompt)).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'user' })]),
    );
    expect(JSON.parse(audit[0]!.output)).toEqual(DRAFT_REPLY);
    expect(audit[0]!.inputTokens).toBe(100);
  });

  it('fails the task with the reason when the model refuses, so the client can offer a retry', async () => {
    const created = await t.api(
      codingApi.createReport,
      { surveyCode: p.code, columnKey: `n${p.q[1]}`, name: 'Refused' },
      { token },
    );
    const reportId = created.body.data.id;
    reply = () => ({ body: completion(null, { refusal: 'I cannot help with that.' }) });
    const failed = await run(codingApi.recommendTask, reportId);
    expect(failed.taskStatus).toBe(2);
    expect(failed.error).toMatch(/refus/i);
    const [task] = await t.deps.db.select().from(codingTasks).where(eq(codingTasks.id, failed.id));
    const audit = await t.deps.db.select().from(codingAudit).where(eq(codingAudit.taskId, task!.id));
    expect(audit.map((a) => a.status)).toEqual(['refused']);
    // A retry is a new task and runs once the model answers.
    reply = () => ({ body: completion(JSON.stringify(DRAFT_REPLY)) });
    expect((await run(codingApi.recommendTask, reportId)).taskStatus).toBe(3);
  });
});
