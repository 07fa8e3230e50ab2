/** A PostgreSQL error's code and constraint, as both drivers raise them (drizzle wraps them in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string; message?: string } {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.cause?.code ? e.cause : (e ?? {});
}

/** A CHECK violation of the named constraint (23514). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return e.code === '23514' && (e.constraint === constraint || String(error).includes(constraint));
}

/** A unique violation of the named index (23505). */
export function isUniqueOn(error: unknown, index: string): boolean {
  const e = pgError(error);
  return e.code === '23505' && (e.constraint === index || String(error).includes(index));
}
