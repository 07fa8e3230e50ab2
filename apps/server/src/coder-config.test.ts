import { describe, expect, it } from 'vitest';
import { readCoderConfig } from './coder-config.ts';

const LLM = { LLM_BASE_URL: 'https://llm.example/v1/', LLM_MODEL: 'gpt-4o-mini' };

describe('readCoderConfig', () => {
  it('is the offline coder when nothing is set, or when asked for', () => {
    expect(readCoderConfig({})).toEqual({ engine: 'offline' });
    expect(readCoderConfig({ CODING_ENGINE: 'offline', LLM_BASE_URL: 'https://llm.example/v1' })).toEqual({
      engine: 'offline',
    });
  });

  it('is the LLM adapter with its defaults when LLM_BASE_URL is set', () => {
    expect(readCoderConfig(LLM)).toEqual({
      engine: 'llm',
      baseUrl: 'https://llm.example/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 60_000,
      maxRetries: 2,
      requestsPerMinute: 60,
      batchSize: 50,
      priceInput: null,
      priceOutput: null,
      currency: 'USD',
    });
  });

  it('reads every LLM setting', () => {
    expect(
      readCoderConfig({
        ...LLM,
        CODING_ENGINE: 'llm',
        LLM_API_KEY: 'sk-x',
        LLM_TIMEOUT_MS: '5000',
        LLM_MAX_RETRIES: '4',
        LLM_RPM: '20',
        LLM_BATCH_SIZE: '25',
        LLM_PRICE_INPUT: '0.0015',
        LLM_PRICE_OUTPUT: '0',
        LLM_CURRENCY: 'CNY',
      }),
    ).toMatchObject({
      apiKey: 'sk-x',
      timeoutMs: 5_000,
      maxRetries: 4,
      requestsPerMinute: 20,
      batchSize: 25,
      priceInput: 0.0015,
      priceOutput: 0,
      currency: 'CNY',
    });
  });

  it('says what to fix for an unknown engine, a missing address or model', () => {
    expect(() => readCoderConfig({ CODING_ENGINE: 'gpt' })).toThrow(
      'CODING_ENGINE must be offline or llm, got gpt',
    );
    expect(() => readCoderConfig({ CODING_ENGINE: 'llm', LLM_MODEL: 'm' })).toThrow(/needs LLM_BASE_URL/);
    expect(() => readCoderConfig({ ...LLM, LLM_BASE_URL: 'llm.example/v1' })).toThrow(
      /needs LLM_BASE_URL, an http/,
    );
    expect(() => readCoderConfig({ LLM_BASE_URL: LLM.LLM_BASE_URL })).toThrow(/needs LLM_MODEL/);
  });

  it.each([
    ['LLM_TIMEOUT_MS', '0', /LLM_TIMEOUT_MS must be a whole number from 1 to 900000, got 0/],
    ['LLM_MAX_RETRIES', '1.5', /LLM_MAX_RETRIES must be a whole number/],
    ['LLM_MAX_RETRIES', '11', /from 1 to 10/],
    ['LLM_RPM', 'fast', /LLM_RPM must be a whole number/],
    ['LLM_BATCH_SIZE', '501', /LLM_BATCH_SIZE must be a whole number from 1 to 500/],
    ['LLM_PRICE_INPUT', '-1', /LLM_PRICE_INPUT must be a price per 1,000 tokens/],
    ['LLM_PRICE_OUTPUT', 'cheap', /LLM_PRICE_OUTPUT must be a price/],
  ])('rejects %s=%s', (name, value, message) => {
    expect(() => readCoderConfig({ ...LLM, [name]: value })).toThrow(message);
  });
});
