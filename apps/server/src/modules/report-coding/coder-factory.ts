import { type Coder, createOfflineCoder, type Segment } from '@cairn/coding';
import { createLlmCoder, estimateLlmTask } from '@cairn/coding/llm';
import type { CoderConfig } from '../../coder-config.ts';

/** One request an engine sent, kept for audit (coding_audit): the prompt and the raw output. */
export interface AuditEntry {
  kind: string;
  /** ok, or why the request gave nothing usable (malformed, refused, http-error, network-error, timeout). */
  status: string;
  /** 1 for a request's first try, 2 for its first retry, … */
  attempt: number;
  prompt: string;
  output: string;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface CoderHooks {
  segment: Segment;
  audit: (entry: AuditEntry) => void;
}

/** The coder for the configured engine; runs inside the coding worker thread. */
export function createCoder(config: CoderConfig, { segment, audit }: CoderHooks): Coder {
  switch (config.engine) {
    case 'offline':
      return createOfflineCoder({ segment });
    case 'llm':
      return createLlmCoder({
        ...config,
        audit: (entry) =>
          audit({
            kind: entry.kind,
            status: entry.status,
            attempt: entry.attempt,
            prompt: JSON.stringify(entry.prompt),
            output: entry.rawOutput,
            model: entry.model,
            inputTokens: entry.inputTokens,
            outputTokens: entry.outputTokens,
          }),
      });
  }
}

export interface TaskEstimate {
  model: string | null;
  inputTokens: number;
  outputTokens: number;
  cost: number | null;
  currency: string | null;
}

/** What a task would cost before it runs (valid): the offline engine costs nothing. */
export function estimate(
  config: CoderConfig,
  work: { taskType: 1 | 2; answers: readonly string[]; leaves: number },
): TaskEstimate {
  switch (config.engine) {
    case 'offline':
      return { model: null, inputTokens: 0, outputTokens: 0, cost: null, currency: null };
    case 'llm':
      return { model: config.model, ...estimateLlmTask({ ...work, options: config }) };
  }
}
