/**
 * What the client needs from a response schema: a `parse` that returns the typed data or throws.
 * Every zod schema of `@cairn/contract` fits, so callers pass the contract's schemas directly.
 */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** The type a schema produces, read from its `parse` (so no direct zod import is needed). */
export type ParsedBy<S extends Parser<unknown>> = ReturnType<S['parse']>;

/** For calls whose `data` is null on success. */
export const nullData: Parser<null> = { parse: () => null };
