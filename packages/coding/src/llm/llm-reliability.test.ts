import { describe, expect, it } from 'vitest';
import { LlmError } from './errors.ts';
import { completion, startFakeChatServer } from './fake-chat-server.ts';
import { createLlmCoder } from './llm-coder.ts';
import { ANSWERS, FRAME, fakeClock, keywordModel, setup } from './llm-test-support.ts';

describe('reliability', () => {
  it('asks again after a reply that is not JSON, and keeps both tries for audit', async () => {
    const reply = JSON.stringify({ answers: { 1: { c1: 0.7 } } });
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
    expect(audit[1]!.rawOutput).toContain('"c1":0.7');
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
    const reply = JSON.stringify({ answers: { 1: { c1: 0.9 } } });
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
    const reply = JSON.stringify({ answers: { 1: {} } });
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
    const clock = fakeClock();
    const starts: number[] = [];
    const { coder, requests } = await setup(
      (request) => {
        starts.push(clock.now());
        return keywordModel(request);
      },
      { requestsPerMinute: 3, batchSize: 1, apiKey: undefined, clock },
    );
    const answers = Array.from({ length: 10 }, (_, n) => `answer ${n} fast`);
    const coded = await coder.code(answers, FRAME);
    expect(coded.every((answer) => answer.codes[0]?.codeId === 'd-fast')).toBe(true);
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(starts).toHaveLength(10);
    for (const start of starts)
      expect(starts.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(3);
    // Ten requests at three a minute span at least three minutes of the injected clock.
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(3 * 60_000);
  });
});
