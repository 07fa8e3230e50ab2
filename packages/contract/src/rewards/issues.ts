import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.ts';

/**
 * A refused reward setting, as data: the catalogue code, the field and an English detail (the
 * server answers the first issue's code with the detail appended, all of them in `data.issues`,
 * like core's tree issues).
 */
export interface RewardIssue {
  code: ErrorCode;
  path: (string | number)[];
  message: string;
}

export function rewardIssue(code: ErrorCode, path: RewardIssue['path'], message: string): RewardIssue {
  return { code, path, message };
}

/**
 * A zod refinement from a rules function: the schema and the rules cannot disagree, because the
 * schema asks the rules. The code travels in the issue's params and leads its message.
 */
export function refineWith<T>(rules: (value: T) => RewardIssue[]) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    for (const found of rules(value))
      ctx.addIssue({
        code: 'custom',
        path: found.path,
        message: `${found.code} ${found.message}`,
        params: { code: found.code },
      });
  };
}
