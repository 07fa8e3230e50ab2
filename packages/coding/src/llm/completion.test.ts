import { describe, expect, it } from 'vitest';
import { readCompletion, retryAfterMs } from './completion.ts';

describe('readCompletion', () => {
  it('reads the first choice, its refusal, finish reason and usage', () => {
    const body = {
      choices: [{ message: { content: '{"a":1}', refusal: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 3 },
    };
    expect(readCompletion(JSON.stringify(body))).toEqual({
      content: '{"a":1}',
      refusal: null,
      finishReason: 'stop',
      inputTokens: 10,
      outputTokens: 3,
    });
  });

  it('joins content given as text parts, and has no usage when the service gives none', () => {
    const body = {
      choices: [
        {
          message: {
            content: [
              { type: 'text', text: '{"a":' },
              { type: 'text', text: '1}' },
            ],
          },
        },
      ],
    };
    expect(readCompletion(JSON.stringify(body))).toMatchObject({ content: '{"a":1}', inputTokens: null });
  });

  it('is null for a body that is not a chat completion', () => {
    expect(readCompletion('<html>Bad gateway</html>')).toBeNull();
    expect(readCompletion('{"error":{"message":"x"}}')).toBeNull();
    expect(readCompletion('{"choices":[]}')).toBeNull();
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it('reads seconds, an HTTP date and retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 12:00:20 GMT' }), now)).toBe(20_000);
    expect(retryAfterMs(new Headers({ 'retry-after': '3', 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterMs(new Headers(), now)).toBeNull();
  });
});
