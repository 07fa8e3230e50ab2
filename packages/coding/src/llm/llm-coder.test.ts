/// <reference types="node" />
import { afterEach, describe, expect, it } from 'vitest';
import type { Frame } from '../types.ts';
import type { Clock } from './clock.ts';
import { LlmError } from './errors.ts';
import {
  completion,
  type FakeChatServer,
  type FakeReply,
  type FakeRequest,
  promptAnswers,
  promptCodes,
  startFakeChatServer,
} from './fake-chat-server.ts';
import { createLlmCoder } from './llm-coder.ts';
import type { LlmAuditEntry, LlmCoderOptions } from './options.ts';

/**
 * A clock whose sleeps pass at once and move its time on. Timeouts fire only when a test calls
 * `fireTimeouts` (after the fake server has the request), so no real time decides a test.
 */
function fakeClock(start = Date.UTC(2026, 0, 1)): Clock & { sleeps: number[]; fireTimeouts(): void } {
  let now = start;
  const sleeps: number[] = [];
  const timers = new Set<() => void>();
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    after: (_ms, fire) => {
      timers.add(fire);
      return () => timers.delete(fire);
    },
    fireTimeouts: () => {
      for (const fire of [...timers]) {
        timers.delete(fire);
        fire();
      }
    },
  };
}

let server: FakeChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(
  reply: (request: FakeRequest, n: number) => FakeReply,
  extra: Partial<LlmCoderOptions> = {},
) {
  server = await startFakeChatServer(reply);
  const clock = (extra.clock as ReturnType<typeof fakeClock> | undefined) ?? fakeClock();
  const audit: LlmAuditEntry[] = [];
  const coder = createLlmCoder({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: 10_000,
    maxRetries: 2,
    requestsPerMinute: 1_000,
    batchSize: 50,
    clock,
    audit: (entry) => {
      audit.push(entry);
    },
    ...extra,
  });
  return { coder, clock, audit, requests: server.requests };
}

const ANSWERS = [
  'Delivery was fast',
  'Delivery was late again',
  '',
  'Customer service never replied',
  'The price is too high',
  'Cheap and good',
  '送货很快',
  'Delivery was fast',
];

const FRAME: Frame = {
  nodes: [
    { id: 'd', parentId: null, level: 1, label: 'Delivery' },
    { id: 'd-fast', parentId: 'd', level: 2, label: 'Fast', keywords: ['fast', '快'] },
    { id: 'd-slow', parentId: 'd', level: 2, label: 'Slow', keywords: ['late'] },
    { id: 'price', parentId: null, level: 1, label: 'Price', keywords: ['price', 'cheap'] },
    { id: 'service', parentId: null, level: 1, label: 'Service', keywords: ['service'] },
  ],
};

/** A model that codes by the keywords the prompt lists, as a real one would by meaning. */
function keywordModel(request: FakeRequest): FakeReply {
  const codes = promptCodes(request.user);
  const answers = promptAnswers(request.user).map((text, n) => ({
    i: n + 1,
    codes: codes
      .filter((code) =>
        (code.text.split('keywords: ')[1] ?? '')
          .split(', ')
          .some((word) => text.toLowerCase().includes(word.trim())),
      )
      .map((code) => ({ id: code.alias, confidence: 0.9 })),
  }));
  return { body: completion(JSON.stringify({ answers })) };
}

const DRAFT_REPLY = {
  nets: [
    {
      label: 'Delivery',
      keywords: ['delivery'],
      examples: [1],
      subnets: [
        { label: 'Delivery fast', keywords: ['fast', '快'], examples: [1, 6, 99] },
        { label: 'Delivery late', keywords: ['late'], examples: [] },
      ],
    },
    { label: 'Price', keywords: ['price', 'cheap'], examples: [4, 5] },
    { label: 'Customer service', keywords: ['service'], examples: [3] },
  ],
};

describe('createLlmCoder against a chat-completions server', () => {
  it('drafts a frame from the answers and codes them into it, in batches, with progress', async () => {
    const { coder, requests } = await setup(
      (request) =>
        request.user.includes('Build a code frame')
          ? { body: completion(`\`\`\`json\n${JSON.stringify(DRAFT_REPLY)}\n\`\`\``) }
          : keywordModel(request),
      { batchSize: 3 },
    );
    const draftProgress: number[][] = [];
    const draft = await coder.draftFrame(ANSWERS, {
      question: 'What could we do better?',
      onProgress: (done, total) => draftProgress.push([done, total]),
    });
    // The sample: distinct non-blank answers, numbered 1–6 in the prompt.
    expect(promptAnswers(requests[0]!.user)).toEqual([
      'Delivery was fast',
      'Delivery was late again',
      'Customer service never replied',
      'The price is too high',
      'Cheap and good',
      '送货很快',
    ]);
    expect(requests[0]!.user).toContain('Survey question: What could we do better?');
    expect(requests[0]!.body).toMatchObject({
      model: 'fake-model',
      response_format: { type: 'json_object' },
    });
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(draft.nodes.map((node) => [node.id, node.parentId, node.level, node.label])).toEqual([
      ['n1', null, 1, 'Delivery'],
      ['n1.1', 'n1', 2, 'Delivery fast'],
      ['n1.2', 'n1', 2, 'Delivery late'],
      ['n2', null, 1, 'Price'],
      ['n3', null, 1, 'Customer service'],
    ]);
    const byId = new Map(draft.nodes.map((node) => [node.id, node]));
    // Sample numbers map back to the answers' indices; 99 is not in the sample and is dropped.
    expect(byId.get('n1.1')?.exampleIndices).toEqual([0, 6]);
    // No example cited: the first sampled answers its keywords find.
    expect(byId.get('n1.2')?.exampleIndices).toEqual([1]);
    expect(byId.get('n2')?.exampleIndices).toEqual([4, 5]);
    // Support over all answers, duplicates included; a net counts its subnets' answers.
    expect(byId.get('n1.1')?.support).toBe(3);
    expect(byId.get('n1')?.support).toBe(4);
    expect(draftProgress).toEqual([
      [0, 8],
      [8, 8],
    ]);

    const frame: Frame = { nodes: draft.nodes };
    const codeProgress: number[][] = [];
    const coded = await coder.code(ANSWERS, frame, {
      onProgress: (done, total) => codeProgress.push([done, total]),
    });
    const codesOf = (index: number) => coded[index]!.codes.map((code) => code.codeId);
    expect(codesOf(0)).toEqual(['n1.1']);
    expect(codesOf(1)).toEqual(['n1.2']);
    expect(codesOf(2)).toEqual([]); // blank: not sent
    expect(codesOf(3)).toEqual(['n3']);
    expect(codesOf(4)).toEqual(['n2']);
    expect(codesOf(6)).toEqual(['n1.1']);
    expect(coded[0]!.codes[0]!.confidence).toBe(0.9);
    // Seven non-blank answers in batches of three; leaves only (n1 has subnets) in the prompt.
    const codeRequests = requests.slice(1);
    expect(codeRequests.map((request) => promptAnswers(request.user).length)).toEqual([3, 3, 1]);
    expect(promptCodes(codeRequests[0]!.user).map((code) => code.text.split(' — ')[0])).toEqual([
      'Delivery > Delivery fast',
      'Delivery > Delivery late',
      'Price',
      'Customer service',
    ]);
    expect(codeProgress).toEqual([
      [1, 8],
      [4, 8],
      [7, 8],
      [8, 8],
    ]);
  });

  it('drops ids that are not leaves of the frame, scores in percent and below minConfidence', async () => {
    const { coder } = await setup(() => ({
      body: completion(
        JSON.stringify({
          answers: [
            {
              i: 1,
              codes: [
                { id: 'c99', confidence: 0.99 },
                { id: 'd-fast', confidence: 0.99 },
                { id: 'c1', confidence: 85 },
                { id: 'c3', confidence: 0.05 },
                { id: 'c2', confidence: '0.4' },
              ],
            },
            { i: 2, codes: [{ id: 'c4', confidence: 1.0 }] },
          ],
        }),
      ),
    }));
    const coded = await coder.code(['Delivery was fast', 'Service was slow'], FRAME, { minConfidence: 0.1 });
    expect(coded).toEqual([
      {
        index: 0,
        codes: [
          { codeId: 'd-fast', confidence: 0.85 },
          { codeId: 'd-slow', confidence: 0.4 },
        ],
      },
      { index: 1, codes: [{ codeId: 'service', confidence: 1 }] },
    ]);
  });

  it('asks once more, in a smaller batch, for answers missing from a reply, then leaves them uncoded', async () => {
    const { coder, requests } = await setup(
      (request) => {
        const answers = promptAnswers(request.user)
          .map((text, n) => ({ text, i: n + 1 }))
          .filter(({ text }) => !text.includes('skip'))
          .map(({ i }) => ({ i, codes: [{ id: 'c1', confidence: 0.8 }] }));
        return { body: completion(JSON.stringify({ answers })) };
      },
      { batchSize: 4 },
    );
    const answers = ['a fast', 'b skip', 'c fast', 'd fast', 'e skip', 'f fast'];
    const coded = await coder.code(answers, FRAME);
    expect(requests.map((request) => promptAnswers(request.user))).toEqual([
      ['a fast', 'b skip', 'c fast', 'd fast'],
      ['e skip', 'f fast'],
      ['b skip', 'e skip'],
    ]);
    expect(coded.map((answer) => answer.codes.length)).toEqual([1, 0, 1, 1, 0, 1]);
  });
});

describe('reliability', () => {
  it('asks again after a reply that is not JSON, and keeps both tries for audit', async () => {
    const reply = JSON.stringify({ answers: [{ i: 1, codes: [{ id: 'c1', confidence: 0.7 }] }] });
    const { coder, audit, clock } = await setup((_, n) =>
      n === 1
        ? { body: completion('Sure! The first answer is about fast delivery.') }
        : {
            body: completion(`<think>fast means c1</think>\n${reply}`, {
              usage: { prompt_tokens: 321, completion_tokens: 12 },
            }),
          },
    );
    const coded = await coder.code(['Delivery was fast'], FRAME);
    expect(coded[0]!.codes).toEqual([{ codeId: 'd-fast', confidence: 0.7 }]);
    expect(audit.map((entry) => [entry.kind, entry.status, entry.attempt, entry.httpStatus])).toEqual([
      ['code', 'malformed', 1, 200],
      ['code', 'ok', 2, 200],
    ]);
    expect(audit[0]!.rawOutput).toBe('Sure! The first answer is about fast delivery.');
    expect(audit[1]).toMatchObject({ model: 'fake-model', inputTokens: 321, outputTokens: 12 });
    expect(audit[1]!.rawOutput).toContain('"confidence":0.7');
    expect(audit[1]!.prompt.map((message) => message.role)).toEqual(['system', 'user']);
    expect(audit[1]!.prompt[1]!.content).toContain('1. Delivery was fast');
    expect(audit[0]!.at).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());
    expect(clock.sleeps).toEqual([]);
  });

  it('fails with a clear error when every try is malformed, after maxRetries retries', async () => {
    const { coder, requests } = await setup(() => ({ body: completion('{"answers": [') }), { maxRetries: 2 });
    const error = await coder.code(['Delivery was fast'], FRAME).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toMatch(/not the JSON asked for.*3 tries/);
    expect(requests).toHaveLength(3);
  });

  it('treats a draft without nets as malformed', async () => {
    const { coder, requests } = await setup(() => ({ body: completion('{"nets": []}') }), { maxRetries: 1 });
    await expect(coder.draftFrame(ANSWERS)).rejects.toMatchObject({ kind: 'malformed' });
    expect(requests).toHaveLength(2);
  });

  it('splits a coding batch whose reply was cut at the output limit, and fails a cut draft at once', async () => {
    const { coder, requests } = await setup((request) => {
      if (request.user.includes('Build a code frame'))
        return { body: completion('{"nets":[{"label":"Deliv', { finishReason: 'length' }) };
      const count = promptAnswers(request.user).length;
      if (count > 2)
        return { body: completion('{"answers":[{"i":1,"codes":[]},{"i":2,', { finishReason: 'length' }) };
      return keywordModel(request);
    });
    const answers = ['fast a', 'late b', 'price c', 'fast d', 'late e'];
    const coded = await coder.code(answers, FRAME);
    expect(requests.map((request) => promptAnswers(request.user).length)).toEqual([5, 3, 2, 1, 2]);
    expect(coded.map((answer) => answer.codes.map((code) => code.codeId))).toEqual([
      ['d-fast'],
      ['d-slow'],
      ['price'],
      ['d-fast'],
      ['d-slow'],
    ]);
    await expect(coder.draftFrame(answers)).rejects.toMatchObject({ kind: 'truncated' });
    expect(requests).toHaveLength(6);
  });

  it('fails at once on a refusal, naming it', async () => {
    const { coder, requests, audit } = await setup(() => ({
      body: completion(null, { refusal: "I'm sorry, I can't help with that." }),
    }));
    const error = await coder.draftFrame(ANSWERS).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refusal' });
    expect((error as Error).message).toContain("The model refused the draft request: I'm sorry");
    expect(requests).toHaveLength(1);
    expect(audit.map((entry) => entry.status)).toEqual(['refused']);
  });

  it('fails at once when the content filter stops a reply', async () => {
    const { coder, requests } = await setup(() => ({
      body: completion('', { finishReason: 'content_filter' }),
    }));
    await expect(coder.code(['Delivery was fast'], FRAME)).rejects.toThrow(/content filter/);
    expect(requests).toHaveLength(1);
  });

  it('waits as long as a 429 Retry-After asks, then goes on', async () => {
    const reply = JSON.stringify({ answers: [{ i: 1, codes: [{ id: 'c1', confidence: 0.9 }] }] });
    const { coder, clock, audit } = await setup((_, n) =>
      n === 1
        ? { status: 429, headers: { 'retry-after': '7' }, body: { error: { message: 'Rate limit reached' } } }
        : { body: completion(reply) },
    );
    const coded = await coder.code(['Delivery was fast'], FRAME);
    expect(coded[0]!.codes).toHaveLength(1);
    expect(clock.sleeps).toEqual([7_000]);
    expect(audit.map((entry) => [entry.status, entry.httpStatus])).toEqual([
      ['http-error', 429],
      ['ok', 200],
    ]);
    expect(audit[0]!.rawOutput).toContain('Rate limit reached');
  });

  it('backs off on server errors, doubling, and gives up after maxRetries', async () => {
    const { coder, clock, requests } = await setup(() => ({ status: 503, body: 'overloaded' }), {
      maxRetries: 3,
    });
    const error = await coder.code(['Delivery was fast'], FRAME).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(requests).toHaveLength(4);
    expect(clock.sleeps).toEqual([1_000, 2_000, 4_000]);
  });

  it('fails at once on 401, naming LLM_API_KEY', async () => {
    const { coder, requests } = await setup(() => ({
      status: 401,
      body: { error: { message: 'Incorrect API key provided' } },
    }));
    const error = await coder.code(['Delivery was fast'], FRAME).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect((error as Error).message).toContain('LLM_API_KEY');
    expect(requests).toHaveLength(1);
  });

  it('fails at once on another 4xx, with what the service said', async () => {
    const { coder, requests } = await setup(() => ({
      status: 404,
      body: { error: { message: 'The model `nope` does not exist' } },
    }));
    await expect(coder.code(['Delivery was fast'], FRAME)).rejects.toThrow(
      /HTTP 404.*does not exist.*LLM_MODEL/,
    );
    expect(requests).toHaveLength(1);
  });

  it('drops response_format for a server that rejects it, and goes on without it', async () => {
    const reply = JSON.stringify({ answers: [{ i: 1, codes: [] }] });
    const { coder, requests } = await setup((request) =>
      request.body.response_format
        ? { status: 400, body: { error: { message: "Unsupported parameter: 'response_format'" } } }
        : { body: completion(reply) },
    );
    await coder.code(['Delivery was fast'], FRAME);
    await coder.code(['Delivery was late'], FRAME);
    expect(requests.map((request) => request.body.response_format?.type ?? null)).toEqual([
      'json_object',
      null,
      null,
    ]);
  });

  it('times out a request that gets no answer, retries, then fails naming LLM_TIMEOUT_MS', async () => {
    const clock = fakeClock();
    // The server keeps each request unanswered and lets its timeout fire once it holds it.
    const { coder, requests, audit } = await setup(
      () => {
        setImmediate(() => clock.fireTimeouts());
        return 'hang';
      },
      { timeoutMs: 50, maxRetries: 1, clock },
    );
    const error = await coder.code(['Delivery was fast'], FRAME).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect((error as Error).message).toContain('within 50 ms (LLM_TIMEOUT_MS)');
    expect(requests).toHaveLength(2);
    expect(audit.map((entry) => [entry.status, entry.httpStatus])).toEqual([
      ['timeout', null],
      ['timeout', null],
    ]);
    expect(clock.sleeps).toEqual([1_000]);
  });

  it('codes batches concurrently into the right answers', async () => {
    const { coder, requests } = await setup(keywordModel, { batchSize: 2, concurrency: 3 });
    const answers = Array.from({ length: 9 }, (_, n) => (n % 2 ? `late ${n}` : `price ${n}`));
    const coded = await coder.code(answers, FRAME);
    expect(requests).toHaveLength(5);
    expect(coded.map((answer) => answer.codes.map((code) => code.codeId))).toEqual(
      answers.map((text) => [text.startsWith('late') ? 'd-slow' : 'price']),
    );
  });

  it('fails naming LLM_BASE_URL when nothing listens there', async () => {
    const probe = await startFakeChatServer(() => 'hang');
    const baseUrl = probe.baseUrl;
    await probe.close();
    const coder = createLlmCoder({
      baseUrl,
      model: 'm',
      timeoutMs: 5_000,
      maxRetries: 1,
      requestsPerMinute: 60,
      batchSize: 10,
      clock: fakeClock(),
    });
    const error = await coder.code(['Delivery was fast'], FRAME).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as Error).message).toMatch(/Could not reach .*LLM_BASE_URL.*2 tries/);
  });

  it('keeps under requestsPerMinute in every minute of the injected clock', async () => {
    let clock: Clock | undefined;
    const starts: number[] = [];
    server = await startFakeChatServer((request) => {
      starts.push(clock!.now());
      return keywordModel(request);
    });
    clock = fakeClock();
    const coder = createLlmCoder({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 5_000,
      maxRetries: 1,
      requestsPerMinute: 3,
      batchSize: 1,
      clock,
    });
    const answers = Array.from({ length: 10 }, (_, n) => `answer ${n} fast`);
    const coded = await coder.code(answers, FRAME);
    expect(coded.every((answer) => answer.codes[0]?.codeId === 'd-fast')).toBe(true);
    expect(starts).toHaveLength(10);
    for (const start of starts)
      expect(starts.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(3);
    // Ten requests at three a minute span at least three minutes of the injected clock.
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(3 * 60_000);
  });
});
