/** The parsed form of a script expression: numbers, question references, + - * /, and functions. */
export const FUNCTIONS = ['sum', 'count', 'min', 'max', 'avg'] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; code: string }
  | { kind: 'negate'; operand: Expr }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr }
  | { kind: 'call'; fn: FunctionName; args: Expr[] };

export interface ExpressionIssue {
  /** Character offset in the source where the problem starts. */
  position: number;
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
