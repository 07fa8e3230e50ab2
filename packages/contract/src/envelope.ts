import { z } from 'zod';

/** Every JSON answer of the API: `code` is "00000" on success (spec doc 2 §3). */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.nullable() });

export interface Envelope<T> {
  code: string;
  message: string;
  data: T | null;
}

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});

export const ZPaged = <T extends z.ZodType>(record: T) =>
  z.object({ page: z.number(), pageSize: z.number(), total: z.number(), records: z.array(record) });

export interface Paged<T> {
  page: number;
  pageSize: number;
  total: number;
  records: T[];
}

/**
 * A yes/no in a query string: `true`/`false` as sent, or a boolean from a caller that passes one.
 * Not `z.coerce.boolean()`, which reads the string "false" as true.
 */
export const ZQueryFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
