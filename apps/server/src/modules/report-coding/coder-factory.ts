import { type Coder, createOfflineCoder, type Segment } from '@cairn/coding';
import type { CoderConfig } from '../../coder-config.ts';

/** One request an engine sent, kept for audit (coding_audit): the prompt and the raw output. */
export interface AuditEntry {
  kind: string;
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
export function createCoder(config: CoderConfig, { segment }: CoderHooks): Coder {
  switch (config.engine) {
    case 'offline':
      return createOfflineCoder({ segment });
    case 'llm':
      // LEAD: wire the OpenAI-compatible coder of packages/coding/src/llm (branch coding-llm) here.
      throw new Error('LLM engine not wired yet');
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
  _work: { taskType: 1 | 2; answers: readonly string[]; leaves: number },
): TaskEstimate {
  switch (config.engine) {
    case 'offline':
      return { model: null, inputTokens: 0, outputTokens: 0, cost: null, currency: null };
    case 'llm':
      // LEAD: wire the estimate of packages/coding/src/llm (branch coding-llm) here.
      throw new Error('LLM engine not wired yet');
  }
}
