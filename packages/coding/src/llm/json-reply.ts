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

/** One coded answer as the model gives it; checked item by item so one bad item loses only itself. */
export const ZCodedItem = z.object({
  i: z.coerce.number().int(),
  codes: z.array(z.object({ id: z.coerce.string(), confidence: z.coerce.number() })),
});
export type CodedItem = z.infer<typeof ZCodedItem>;

/** The coding reply: an `answers` list (items checked one by one with ZCodedItem). */
export const ZCodeReply = z.object({ answers: z.array(z.unknown()) });
