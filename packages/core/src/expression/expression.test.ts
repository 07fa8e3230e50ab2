import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_DEPTH } from '../model/limits.ts';
import { referencesOf } from './ast.ts';
import { checkExpression, computeScriptValue } from './compute-script.ts';
import { evaluateExpression } from './evaluate.ts';
import { parseExpression } from './parse.ts';

const answers: Record<string, number[]> = { Q1: [3], Q2: [1, 2, 4], Q3: [], 'Q4.a': [10] };
const resolve = (code: string) => answers[code];
const run = (source: string) => {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(parsed.issue.message);
  return evaluateExpression(parsed.expr, resolve);
};

describe('script expressions', () => {
  it('do arithmetic with precedence, parentheses and signs', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 / 4 - -1')).toBe(3.5);
    expect(run('-(2 + 3) * +2')).toBe(-10);
    expect(run('.5 + 1.25')).toBe(1.75);
  });

  it('read answers by question code', () => {
    expect(run('Q1 * 2')).toBe(6);
    expect(run('Q2')).toBe(7);
    expect(run('Q4.a + Q1')).toBe(13);
  });

  it('have sum, count, min, max and avg over every number of their arguments', () => {
    expect(run('sum(Q1, Q2)')).toBe(10);
    expect(run('count(Q2)')).toBe(3);
    expect(run('COUNT(Q3)')).toBe(0);
    expect(run('min(Q2, 0.5)')).toBe(0.5);
    expect(run('max(Q2)')).toBe(4);
    expect(run('avg(Q2, Q1)')).toBe(2.5);
    expect(run('sum()')).toBe(0);
  });

  it('give null for unanswered references, unknown codes, division by zero and empty min/max/avg', () => {
    expect(run('Q3 + 1')).toBeNull();
    expect(run('Q9')).toBeNull();
    expect(run('1 / 0')).toBeNull();
    expect(run('1 / (Q1 - 3)')).toBeNull();
    expect(run('avg(Q3)')).toBeNull();
  });

  it('refuse what is not in the grammar, without running anything', () => {
    for (const source of [
      '',
      '1 +',
      '(1',
      '1 2',
      'alert(1)',
      'Q1; 2',
      'constructor.constructor("x")()',
      "Q1['a']",
      '2 ** 3',
      '`x`',
    ])
      expect(parseExpression(source).ok, source).toBe(false);
    expect(parseExpression('process').ok).toBe(true); // just a question code nobody has
    expect(run('process + constructor')).toBeNull();
  });

  it('bound nesting depth instead of overflowing the stack', () => {
    const deep = `${'('.repeat(MAX_EXPRESSION_DEPTH + 5)}1${')'.repeat(MAX_EXPRESSION_DEPTH + 5)}`;
    expect(parseExpression(deep)).toMatchObject({
      ok: false,
      issue: { message: 'the expression is nested too deeply' },
    });
    expect(parseExpression('-'.repeat(10_000)).ok).toBe(false);
  });

  it('list references, check them against known codes, and round the computed value', () => {
    const parsed = parseExpression('sum(Q1, Q2) / count(Q2) + Q1');
    expect(parsed.ok && referencesOf(parsed.expr)).toEqual(['Q1', 'Q2']);
    expect(checkExpression('Q1 + Q7', new Set(['Q1']))).toEqual([
      { position: 5, kind: 'unknown_question', detail: 'Q7', message: 'no question Q7 before this one' },
    ]);
    expect(checkExpression('Q1 +', new Set(['Q1']))).toHaveLength(1);
    expect(computeScriptValue('10 / 3', resolve, 2)).toBe(3.33);
    expect(computeScriptValue('10 / 3', resolve, 0)).toBe(3);
    expect(computeScriptValue('nope(', resolve)).toBeNull();
  });
});

describe('expression issue kinds (for messages in the author’s language)', () => {
  it('names each problem by kind and detail', () => {
    const kindOf = (source: string, codes: string[] = ['Q1']) => {
      const [issue] = checkExpression(source, new Set(codes));
      return issue ? [issue.kind, issue.detail] : null;
    };
    expect(kindOf('Q1 +')).toEqual(['unexpected_end', undefined]);
    expect(kindOf('(Q1')).toEqual(['expected', ')']);
    expect(kindOf('Q1 # 2')).toEqual(['unexpected_char', '#']);
    expect(kindOf('median(Q1)')).toEqual(['unknown_function', 'median']);
    expect(kindOf('Q1 + Q9')).toEqual(['unknown_question', 'Q9']);
    expect(kindOf('Q1 * )')).toEqual(['unexpected_symbol', ')']);
    expect(kindOf('Q1 + 2')).toBeNull();
  });
});
