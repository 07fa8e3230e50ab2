import { type Expr, type ExpressionIssue, referencesOf } from './ast.ts';
import { evaluateExpression, type ResolveReference } from './evaluate.ts';
import { parseExpression } from './parse.ts';

/**
 * Checks a script question's expression when the author saves it: it parses, and refers only to
 * codes in `knownCodes` (the questions before it, so values exist when it runs).
 */
export function checkExpression(source: string, knownCodes: ReadonlySet<string>): ExpressionIssue[] {
  const parsed = parseExpression(source);
  if (!parsed.ok) return [parsed.issue];
  return referencesOf(parsed.expr)
    .filter((code) => !knownCodes.has(code))
    .map((code) => ({
      position: Math.max(0, source.indexOf(code)),
      kind: 'unknown_question' as const,
      detail: code,
      message: `no question ${code} before this one`,
    }));
}

/**
 * A script question's value: the expression over earlier answers, rounded to `precision`
 * decimals; `null` when it cannot be computed (bad expression, missing answers, division by 0).
 */
export function computeScriptValue(source: string, resolve: ResolveReference, precision = 2): number | null {
  const parsed = parseExpression(source);
  if (!parsed.ok) return null;
  return roundTo(evaluateExpression(parsed.expr, resolve), precision);
}

export function roundTo(value: number | null, precision: number): number | null {
  if (value === null) return null;
  const factor = 10 ** Math.max(0, Math.min(10, Math.trunc(precision)));
  return Math.round(value * factor) / factor;
}

export type { Expr };
