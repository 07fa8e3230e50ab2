/**
 * Token counts without a tokenizer: the adapter talks to any OpenAI-compatible model, and each
 * family cuts text its own way, so one vocabulary would only look precise. Heuristic: a CJK
 * character (Han, kana, Hangul, full-width forms) is one token (GPT-4o, Qwen and DeepSeek give
 * 0.6–1.1), any other text four characters a token (the usual English figure). Errs high for
 * Chinese, which is right for a cost shown before a run.
 */
const CJK =
  /[\u1100-\u11ff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]/gu;

export interface CharCount {
  cjk: number;
  other: number;
}

export function countChars(text: string): CharCount {
  const cjk = text.match(CJK)?.length ?? 0;
  return { cjk, other: [...text].length - cjk };
}

export function tokensOfChars({ cjk, other }: CharCount): number {
  return cjk + Math.ceil(other / 4);
}

export function tokensOf(text: string): number {
  return tokensOfChars(countChars(text));
}

/** Tokens of a chat request: its messages plus the few the chat format adds to each. */
export function tokensOfMessages(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, message) => sum + tokensOf(message.content) + 4, 3);
}
