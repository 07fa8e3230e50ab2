import type { Expr } from './ast.ts';

/**
 * What a reference stands for: the numbers of that question's answer (chosen option codes,
 * scores, a typed number ...), empty when unanswered, undefined when no such question.
 */
export type ResolveReference = (code: string) => readonly number[] | undefined;

/**
 * Evaluates a parsed expression. A reference used as a number is the sum of its numbers, and
 * `null` when unanswered; arithmetic with `null` gives `null`, as does division by zero.
 * Functions take every number of every argument: sum and count of nothing are 0, min, max and
 * avg of nothing are `null`. The result is a finite number or `null`, never an exception.
 */
export function evaluateExpression(expr: Expr, resolve: ResolveReference): number | null {
  const value = scalar(expr, resolve);
  return value === null || !Number.isFinite(value) ? null : value;
}

/** What a reference resolves to, trusted only as far as it is a list of finite numbers. */
function lookUp(resolve: ResolveReference, code: string): number[] {
  const found: unknown = resolve(code);
  return Array.isArray(found)
    ? found.filter((n): n is number => typeof n === 'number' && Number.isFinite(n))
    : [];
}

function numbersOf(expr: Expr, resolve: ResolveReference): number[] {
  if (expr.kind === 'ref') return lookUp(resolve, expr.code);
  const value = scalar(expr, resolve);
  return value === null ? [] : [value];
}

function scalar(expr: Expr, resolve: ResolveReference): number | null {
  switch (expr.kind) {
    case 'number':
      return expr.value;
    case 'ref': {
      const numbers = lookUp(resolve, expr.code);
      return numbers.length === 0 ? null : numbers.reduce((sum, n) => sum + n, 0);
    }
    case 'negate': {
      const value = scalar(expr.operand, resolve);
      return value === null ? null : -value;
    }
    case 'binary':
      return arithmetic(expr.op, scalar(expr.left, resolve), scalar(expr.right, resolve));
    case 'call':
      return callFunction(
        expr.fn,
        expr.args.flatMap((arg) => numbersOf(arg, resolve)),
      );
  }
}

function arithmetic(op: '+' | '-' | '*' | '/', left: number | null, right: number | null): number | null {
  if (left === null || right === null) return null;
  if (op === '+') return left + right;
  if (op === '-') return left - right;
  if (op === '*') return left * right;
  return right === 0 ? null : left / right;
}

function callFunction(fn: string, numbers: number[]): number | null {
  const total = numbers.reduce((sum, n) => sum + n, 0);
  if (fn === 'sum') return total;
  if (fn === 'count') return numbers.length;
  if (numbers.length === 0) return null;
  if (fn === 'min') return Math.min(...numbers);
  if (fn === 'max') return Math.max(...numbers);
  return total / numbers.length;
}
