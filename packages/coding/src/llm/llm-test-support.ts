// Test support for the LLM coder's tests: a fake clock, a coder wired to a fake server, fixtures.
/// <reference types="node" />
import { afterEach } from 'vitest';
import type { Frame } from '../types.ts';
import type { Clock } from './clock.ts';
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
export function fakeClock(start = Date.UTC(2026, 0, 1)): Clock & { sleeps: number[]; fireTimeouts(): void } {
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

const servers: FakeChatServer[] = [];
/** Closes the fake servers a test started; registered by each test file that imports this. */
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A coder against a fake server answering with `reply`, with a fake clock and an audit list. */
export async function setup(
  reply: (request: FakeRequest, n: number) => FakeReply,
  extra: Partial<LlmCoderOptions> = {},
) {
  const server = await startFakeChatServer(reply);
  servers.push(server);
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

export const ANSWERS = [
  'Delivery was fast',
  'Delivery was late again',
  '',
  'Customer service never replied',
  'The price is too high',
  'Cheap and good',
  '送货很快',
  'Delivery was fast',
];

export const FRAME: Frame = {
  nodes: [
    { id: 'd', parentId: null, level: 1, label: 'Delivery' },
    { id: 'd-fast', parentId: 'd', level: 2, label: 'Fast', keywords: ['fast', '快'] },
    { id: 'd-slow', parentId: 'd', level: 2, label: 'Slow', keywords: ['late'] },
    { id: 'price', parentId: null, level: 1, label: 'Price', keywords: ['price', 'cheap'] },
    { id: 'service', parentId: null, level: 1, label: 'Service', keywords: ['service'] },
  ],
};

/** A model that codes by the keywords the prompt lists, as a real one would by meaning. */
export function keywordModel(request: FakeRequest): FakeReply {
  const codes = promptCodes(request.user);
  const answers = Object.fromEntries(
    promptAnswers(request.user).map((text, n) => [
      String(n + 1),
      Object.fromEntries(
        codes
          .filter((code) =>
            (code.text.split('keywords: ')[1] ?? '')
              .split(', ')
              .some((word) => text.toLowerCase().includes(word.trim())),
          )
          .map((code) => [code.alias, 0.9]),
      ),
    ]),
  );
  return { body: completion(JSON.stringify({ answers })) };
}

export const DRAFT_REPLY = {
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
