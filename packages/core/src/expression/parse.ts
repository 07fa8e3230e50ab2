import { MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH } from '../model/limits.ts';
import { type Expr, type ExpressionIssue, FUNCTIONS, type FunctionName } from './ast.ts';
import { type Token, tokenize } from './tokenize.ts';

export type ParseResult = { ok: true; expr: Expr } | { ok: false; issue: ExpressionIssue };

class ParseError extends Error {
  constructor(readonly issue: ExpressionIssue) {
    super(issue.message);
  }
}

/**
 * Recursive descent over the tokens, one function per precedence level:
 *   expr := term (('+'|'-') term)*      term := unary (('*'|'/') unary)*
 *   unary := ('-'|'+') unary | primary  primary := number | name | name '(' args ')' | '(' expr ')'
 * Nothing is ever evaluated as code; depth and length are bounded so input cannot exhaust the stack.
 */
export function parseExpression(source: string): ParseResult {
  if (source.length > MAX_EXPRESSION_LENGTH)
    return {
      ok: false,
      issue: { position: MAX_EXPRESSION_LENGTH, kind: 'too_long', message: 'the expression is too long' },
    };
  const lexed = tokenize(source);
  if ('issue' in lexed) return { ok: false, issue: lexed.issue };
  const tokens = lexed.tokens;
  let index = 0;
  let depth = 0;
  const peek = (): Token => tokens[index] as Token;
  const next = (): Token => tokens[index++] as Token;
  const isSymbol = (text: string) => {
    const token = peek();
    return token.kind === 'symbol' && token.text === text;
  };
  const expect = (text: string) => {
    if (!isSymbol(text))
      throw new ParseError({
        position: peek().position,
        kind: 'expected',
        detail: text,
        message: `expected "${text}"`,
      });
    next();
  };

  const expr = (): Expr => {
    if (++depth > MAX_EXPRESSION_DEPTH)
      throw new ParseError({
        position: peek().position,
        kind: 'too_deep',
        message: 'the expression is nested too deeply',
      });
    let left = term();
    while (isSymbol('+') || isSymbol('-')) {
      const op = (next() as { text: '+' | '-' }).text;
      left = { kind: 'binary', op, left, right: term() };
    }
    depth--;
    return left;
  };
  const term = (): Expr => {
    let left = unary();
    while (isSymbol('*') || isSymbol('/')) {
      const op = (next() as { text: '*' | '/' }).text;
      left = { kind: 'binary', op, left, right: unary() };
    }
    return left;
  };
  const unary = (): Expr => {
    if (isSymbol('-') || isSymbol('+')) {
      const sign = next() as { text: string };
      if (++depth > MAX_EXPRESSION_DEPTH)
        throw new ParseError({
          position: peek().position,
          kind: 'too_deep',
          message: 'the expression is nested too deeply',
        });
      const operand = unary();
      depth--;
      return sign.text === '-' ? { kind: 'negate', operand } : operand;
    }
    return primary();
  };
  const primary = (): Expr => {
    const token = next();
    if (token.kind === 'number') return { kind: 'number', value: token.value };
    if (token.kind === 'name') return isSymbol('(') ? call(token) : { kind: 'ref', code: token.text };
    if (token.kind === 'symbol' && token.text === '(') {
      const inner = expr();
      expect(')');
      return inner;
    }
    throw new ParseError(
      token.kind === 'end'
        ? { position: token.position, kind: 'unexpected_end', message: 'unexpected end' }
        : {
            position: token.position,
            kind: 'unexpected_symbol',
            detail: token.kind === 'symbol' ? token.text : undefined,
            message: 'unexpected symbol',
          },
    );
  };
  const call = (token: { text: string; position: number }): Expr => {
    const fn = token.text.toLowerCase() as FunctionName;
    if (!FUNCTIONS.includes(fn))
      throw new ParseError({
        position: token.position,
        kind: 'unknown_function',
        detail: token.text,
        message: `unknown function ${token.text}`,
      });
    expect('(');
    const args: Expr[] = [];
    if (!isSymbol(')')) {
      args.push(expr());
      while (isSymbol(',')) {
        next();
        args.push(expr());
      }
    }
    expect(')');
    return { kind: 'call', fn, args };
  };

  try {
    const result = expr();
    if (peek().kind !== 'end')
      throw new ParseError({
        position: peek().position,
        kind: 'unexpected_text',
        message: 'unexpected text',
      });
    return { ok: true, expr: result };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, issue: error.issue };
    throw error;
  }
}
