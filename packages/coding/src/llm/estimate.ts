import type { FrameNode } from '../types.ts';
import type { LlmPriceOptions } from './options.ts';
import { CODE_ANSWER_CHARS, codeMessages, DRAFT_ANSWER_CHARS, draftMessages } from './prompts.ts';
import { DRAFT_SAMPLE, sampleIndices } from './sample.ts';
import { type CharCount, countChars, tokensOfChars, tokensOfMessages } from './tokens.ts';

export interface LlmEstimateInput {
  /** The answers themselves, or `count` and `totalChars` (and `cjkChars`, else all are taken as CJK: the high side). */
  answers?: readonly string[];
  count?: number;
  totalChars?: number;
  cjkChars?: number;
  /**
   * The frame's leaves a coding task codes into (unused when drafting), or only their number:
   * each then counts LEAF_TOKENS in the prompt's codes list.
   */
  leaves?: number | readonly Pick<FrameNode, 'label' | 'keywords' | 'examples'>[];
  /** 1 drafts a frame, 2 codes answers (the spec's taskType). */
  taskType: 1 | 2;
  maxNets?: number;
  maxLeaves?: number;
  options: LlmPriceOptions;
}

export interface LlmEstimate {
  inputTokens: number;
  outputTokens: number;
  /** In `currency`; null when a price is not configured. */
  cost: number | null;
  currency: string;
}

/** Tokens a drafted node's JSON takes: label, five keywords, three example numbers. */
const DRAFT_NODE_TOKENS = 35;
/** Tokens of one answer's entry in a coding reply (`"12":{},`), plus one code's (`"c3":0.85,`), at 1.5 codes an answer. */
const CODED_ANSWER_TOKENS = 5;
const CODE_SCORE_TOKENS = 6;
const CODES_PER_ANSWER = 1.5;
/** A leaf's line in a coding prompt when only the number of leaves is known: alias, path, keywords. */
const LEAF_TOKENS = 20;
/** Tokens the numbering and line break add to each answer in a prompt. */
const ANSWER_OVERHEAD = 4;

/**
 * What a drafting or coding task would send and receive, one try per request (retries add to
 * it), from the prompts the adapter builds and the heuristic in tokens.ts.
 */
export function estimateLlmTask(input: LlmEstimateInput): LlmEstimate {
  const texts = input.answers?.filter((answer) => answer.trim() !== '');
  const count = texts?.length ?? input.count ?? 0;
  /** Tokens of `n` answers cut at `max` characters, from the texts or from the averages. */
  const answerTokens = (picked: readonly string[] | undefined, n: number, max: number) => {
    if (picked) return picked.reduce((sum, text) => sum + tokensOfChars(countChars(cut(text, max))), 0);
    const total = input.totalChars ?? 0;
    if (count === 0 || total === 0) return 0;
    const per = Math.min(max, total / count);
    const cjkShare = input.cjkChars === undefined ? 1 : Math.min(1, input.cjkChars / total);
    const average: CharCount = { cjk: per * cjkShare, other: per * (1 - cjkShare) };
    return Math.ceil(n * tokensOfChars(average));
  };

  let inputTokens: number;
  let outputTokens: number;
  if (input.taskType === 1) {
    const maxNets = input.maxNets ?? 8;
    const maxLeaves = input.maxLeaves ?? 20;
    const sample = texts ? sampleIndices(texts).map((index) => texts[index]!) : undefined;
    const n = sample?.length ?? Math.min(count, DRAFT_SAMPLE);
    const fixed = tokensOfMessages(draftMessages({ sample: [], total: count, maxNets, maxLeaves }));
    inputTokens = n === 0 ? 0 : fixed + answerTokens(sample, n, DRAFT_ANSWER_CHARS) + n * ANSWER_OVERHEAD;
    outputTokens = n === 0 ? 0 : (maxNets + maxLeaves) * DRAFT_NODE_TOKENS;
  } else {
    const leaves = input.leaves ?? [];
    const codes = (typeof leaves === 'number' ? [] : leaves).map((leaf, n) => ({
      alias: `c${n + 1}`,
      path: leaf.label,
      keywords: leaf.keywords ?? [],
      examples: (leaf.examples ?? []).slice(0, 2),
    }));
    const leafCount = typeof leaves === 'number' ? leaves : leaves.length;
    const requests = leafCount === 0 ? 0 : Math.ceil(count / Math.max(1, input.options.batchSize));
    const fixed =
      tokensOfMessages(codeMessages({ codes, answers: [] })) +
      (typeof leaves === 'number' ? leaves * LEAF_TOKENS : 0);
    inputTokens =
      requests === 0
        ? 0
        : requests * fixed + answerTokens(texts, count, CODE_ANSWER_CHARS) + count * ANSWER_OVERHEAD;
    outputTokens =
      requests === 0 ? 0 : Math.ceil(count * (CODED_ANSWER_TOKENS + CODES_PER_ANSWER * CODE_SCORE_TOKENS));
  }
  const { priceInput, priceOutput, currency } = input.options;
  const cost =
    priceInput === null || priceOutput === null
      ? null
      : Math.round(((inputTokens / 1000) * priceInput + (outputTokens / 1000) * priceOutput) * 1e6) / 1e6;
  return { inputTokens, outputTokens, cost, currency };
}

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max) : flat;
}
