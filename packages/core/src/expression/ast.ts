/** The parsed form of a script expression: numbers, question references, + - * /, and functions. */
export const FUNCTIONS = ['sum', 'count', 'min', 'max', 'avg'] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; code: string }
  | { kind: 'negate'; operand: Expr }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr }
  | { kind: 'call'; fn: FunctionName; args: Expr[] };

/** What is wrong, for messages in the author's language (the web's editor texts by kind). */
export type ExpressionIssueKind =
  | 'too_long'
  | 'too_deep'
  | 'expected'
  | 'unexpected_end'
  | 'unexpected_symbol'
  | 'unexpected_text'
  | 'unexpected_char'
  | 'unknown_function'
  | 'unknown_question';

export interface ExpressionIssue {
  /** Character offset in the source where the problem starts. */
  position: number;
  kind: ExpressionIssueKind;
  /** The text the message names: the expected symbol, the function, the question code. */
  detail?: string;
  /** An English description, for logs and tests. */
  message: string;
}

/** Question codes an expression refers to, each once, in order of appearance. */
export function referencesOf(expr: Expr): string[] {
  const found = new Set<string>();
  const visit = (node: Expr): void => {
    if (node.kind === 'ref') found.add(node.code);
    else if (node.kind === 'negate') visit(node.operand);
    else if (node.kind === 'binary') {
      visit(node.left);
      visit(node.right);
    } else if (node.kind === 'call') node.args.forEach(visit);
  };
  visit(expr);
  return [...found];
}
