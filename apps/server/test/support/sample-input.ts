import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * The smallest input a schema accepts, made from its JSON Schema (zod's own conversion): required
 * fields only, the first branch of a union, minimum lengths and bounds, ids of 1. For tests that
 * call every endpoint of the description with something valid (the stranger test), so that they
 * meet the access check and not the validator. Refinements JSON Schema cannot state may still
 * refuse it: the caller checks with the schema and falls back to a hand-written sample.
 */
export function sampleOf(schema: z.ZodType): unknown {
  return sampleFromJson(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json);
}

function sampleFromJson(s: Json): unknown {
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branches = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (branches) return sampleFromJson(branches.find((b) => b.type !== 'null') ?? (branches[0] as Json));
  if (Array.isArray(s.allOf)) return Object.assign({}, ...(s.allOf as Json[]).map((b) => sampleFromJson(b)));
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string);
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Json>;
      const out: Json = {};
      for (const name of (s.required ?? []) as string[]) out[name] = sampleFromJson(properties[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, () => sampleFromJson((s.items ?? {}) as Json));
    case 'string':
      return stringSample(s);
    case 'integer':
    case 'number':
      return numberSample(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 1;
  }
}

function stringSample(s: Json): string {
  if (s.format === 'date-time') return new Date(0).toISOString();
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
  const length = Math.max(1, Number(s.minLength ?? 1));
  for (const seed of ['a', '1', 'A', 'a1']) {
    const value = seed.repeat(length).slice(0, length);
    if (typeof s.pattern !== 'string' || new RegExp(s.pattern).test(value)) return value;
  }
  return 'a'.repeat(length);
}

function numberSample(s: Json): number {
  const min =
    s.minimum !== undefined
      ? Number(s.minimum)
      : s.exclusiveMinimum !== undefined
        ? Number(s.exclusiveMinimum) + 1
        : 1;
  const max = s.maximum !== undefined ? Number(s.maximum) : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(min, 1), max);
}
