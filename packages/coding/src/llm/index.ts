export { type Clock, systemClock } from './clock.ts';
export { LlmError, type LlmErrorKind } from './errors.ts';
export { estimateLlmTask, type LlmEstimate, type LlmEstimateInput } from './estimate.ts';
export { createLlmCoder } from './llm-coder.ts';
export type {
  ChatMessage,
  LlmAuditEntry,
  LlmCoderOptions,
  LlmPriceOptions,
  LlmServiceOptions,
} from './options.ts';
export { countChars, tokensOf } from './tokens.ts';
