import { z } from 'zod';
import { MalformedReply } from './errors.ts';

/**
 * The JSON object in a model's reply. Models asked for JSON still wrap it in ``` fences, put a
 * reasoning model's <think> block before it, or add a sentence around it: take the outermost
 * object.
 */
export function extractJson(content: string): unknown {
  const text = content
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/```(?:json)?/gi, '')
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // falls through to the error below
      }
    }
  }
  throw new MalformedReply('no JSON object in the reply');
}

/** Parses `content` with `schema`, or throws MalformedReply naming the first problem. */
export function parseReply<T>(content: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(extractJson(content));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new MalformedReply(`${issue?.path.join('.') || 'reply'}: ${issue?.message ?? 'invalid'}`);
}

// Lists read item by item: one odd keyword or example number is dropped, not the whole reply.
const words = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((word) =>
      typeof word === 'string' || typeof word === 'number' ? [String(word).trim()] : [],
    ),
  )
  .transform((list) => list.filter((word) => word !== ''));
const sampleNumbers = z
  .array(z.unknown())
  .catch([])
  .transform((list) => list.map((n) => (typeof n === 'string' && n.trim() !== '' ? Number(n) : n)))
  .transform((list) => list.filter((n): n is number => typeof n === 'number' && Number.isInteger(n)));
const draftCode = z.object({
  label: z.string().trim().min(1),
  keywords: words,
  examples: sampleNumbers,
});

/** The drafting reply: nets, each with optional subnets; examples are the sample's numbers. */
export const ZDraftReply = z.object({
  nets: z.array(draftCode.extend({ subnets: z.array(draftCode).catch([]) })).min(1),
});
export type DraftReply = z.infer<typeof ZDraftReply>;

export interface GivenCode {
  id: string;
  confidence: number;
}

/**
 * A coding reply's answers by number. The prompt asks for the compact map
 * `{"answers":{"1":{"c1":0.9},"2":{}}}` (half the output tokens of a list of objects); models
 * that answer with a list `[{"i":1,"codes":[{"id":"c1","confidence":0.9}]}]` are read too. Items
 * that do not parse are left out, so their answers count as missing and are asked again.
 */
export function readCodedAnswers(content: string): Map<number, GivenCode[]> {
  const reply = parseReply(content, ZCodeReply);
  const items = new Map<number, GivenCode[]>();
  const entries: [unknown, unknown][] = Array.isArray(reply.answers)
    ? reply.answers.map((item) => {
        const record = (item ?? {}) as { i?: unknown; codes?: unknown };
        return [record.i, record.codes];
      })
    : Object.entries(reply.answers);
  for (const [key, value] of entries) {
    const number = ZAnswerNumber.safeParse(key);
    const codes = ZGivenCodes.safeParse(value);
    if (number.success && codes.success) items.set(number.data, codes.data);
  }
  // Items there but none readable is a garbled reply; an empty list only leaves answers missing.
  if (items.size === 0 && entries.length > 0)
    throw new MalformedReply('no answer in the reply could be read');
  return items;
}

const ZAnswerNumber = z.coerce.number().int().min(1);
const ZGivenCodes = z.union([
  z
    .record(z.string(), z.coerce.number())
    .transform((map) => Object.entries(map).map(([id, confidence]) => ({ id, confidence }))),
  z.array(z.object({ id: z.coerce.string(), confidence: z.coerce.number() })),
]);
const ZCodeReply = z.object({ answers: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]) });
