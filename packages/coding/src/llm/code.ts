import { ancestorLabels, leavesOf } from '../frame.ts';
import type { CodedAnswer, CodeOptions, CodeScore, Frame, FrameNode } from '../types.ts';
import type { SendChat } from './chat-client.ts';
import { LlmError } from './errors.ts';
import { type GivenCode, readCodedAnswers } from './json-reply.ts';
import { codeMessages, type PromptCode } from './prompts.ts';

export interface BatchOptions {
  batchSize: number;
  concurrency: number;
}

/**
 * Codes answers in batches of `batchSize` against the frame's leaves. The model sees leaves as
 * short aliases (c1, c2, …), so ids it invents map to nothing and are dropped. Answers missing
 * from a reply are asked once more in batches half the size, then left uncoded. Blank answers are
 * not sent and get no code, as in the offline coder.
 */
export async function codeWithLlm(
  send: SendChat,
  answers: readonly string[],
  frame: Frame,
  options: CodeOptions,
  batch: BatchOptions,
): Promise<CodedAnswer[]> {
  const minConfidence = options.minConfidence ?? 0.1;
  const maxCodes = options.maxCodes ?? 3;
  const leaves = leavesOf(frame);
  const byAlias = new Map(leaves.map((leaf, n) => [`c${n + 1}`, leaf]));
  const codes = [...byAlias].map(([alias, leaf]) => promptCode(frame, alias, leaf));
  const results: CodedAnswer[] = answers.map((_, index) => ({ index, codes: [] }));
  const pending = answers.flatMap((answer, index) =>
    answer.trim() === '' || leaves.length === 0 ? [] : [index],
  );
  let done = answers.length - pending.length;
  options.onProgress?.(done, answers.length);

  const runBatch = async (indices: readonly number[]): Promise<number[]> => {
    let items: Map<number, GivenCode[]>;
    try {
      items = await send({
        kind: 'code',
        messages: codeMessages({
          codes,
          answers: indices.map((index) => answers[index]!),
          question: options.question,
        }),
        parse: readCodedAnswers,
      });
    } catch (error) {
      // A reply cut at the model's output limit: code each half on its own.
      if (!(error instanceof LlmError && error.kind === 'truncated' && indices.length > 1)) throw error;
      const half = Math.ceil(indices.length / 2);
      return [...(await runBatch(indices.slice(0, half))), ...(await runBatch(indices.slice(half)))];
    }
    const missing: number[] = [];
    indices.forEach((index, n) => {
      const given = items.get(n + 1);
      if (!given) missing.push(index);
      else results[index] = { index, codes: scores(given, byAlias, minConfidence, maxCodes) };
    });
    return missing;
  };

  const missing: number[] = [];
  await pool(chunks(pending, batch.batchSize), batch.concurrency, async (indices) => {
    const left = await runBatch(indices);
    missing.push(...left);
    done += indices.length - left.length;
    options.onProgress?.(done, answers.length);
  });
  missing.sort((a, b) => a - b);
  await pool(
    chunks(missing, Math.max(1, Math.ceil(batch.batchSize / 2))),
    batch.concurrency,
    async (indices) => {
      await runBatch(indices);
      done += indices.length;
      options.onProgress?.(done, answers.length);
    },
  );
  return results;
}

function promptCode(frame: Frame, alias: string, leaf: FrameNode): PromptCode {
  return {
    alias,
    path: [...ancestorLabels(frame, leaf).reverse(), leaf.label].join(' > '),
    keywords: leaf.keywords ?? [],
    examples: (leaf.examples ?? []).slice(0, 2),
  };
}

function scores(
  given: readonly GivenCode[],
  byAlias: ReadonlyMap<string, FrameNode>,
  minConfidence: number,
  maxCodes: number,
): CodeScore[] {
  const best = new Map<string, number>();
  for (const { id, confidence } of given) {
    const leaf = byAlias.get(id.trim());
    if (!leaf || !Number.isFinite(confidence)) continue;
    // Some models answer in percent despite the prompt.
    const value = Math.min(1, Math.max(0, confidence > 1 ? confidence / 100 : confidence));
    if (value >= minConfidence && value > (best.get(leaf.id) ?? -1)) best.set(leaf.id, value);
  }
  return [...best]
    .map(([codeId, confidence]) => ({ codeId, confidence }))
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, maxCodes);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure fails the whole. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
