import type { Coder } from '../types.ts';
import { createChatClient } from './chat-client.ts';
import { codeWithLlm } from './code.ts';
import { draftWithLlm } from './draft.ts';
import type { LlmCoderOptions } from './options.ts';

/**
 * The OpenAI-compatible coder: drafts a frame from a sample of the answers and codes answers in
 * batches through `${baseUrl}/chat/completions`. Like the offline coder it only proposes; the
 * caller applies codes above a person's threshold, for approval. One coder shares one rate limit
 * across its drafting and coding calls.
 */
export function createLlmCoder(options: LlmCoderOptions): Coder {
  const send = createChatClient(options);
  const batch = {
    batchSize: Math.max(1, options.batchSize),
    concurrency: Math.max(1, options.concurrency ?? 1),
  };
  return {
    draftFrame: (answers, draftOptions) => draftWithLlm(send, answers, draftOptions),
    code: (answers, frame, codeOptions = {}) => codeWithLlm(send, answers, frame, codeOptions, batch),
  };
}
