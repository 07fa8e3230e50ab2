import type { z } from 'zod';

/**
 * Rules between the keys of one setting, which a key's own schema cannot state (a rating's
 * `min` below its `max`). Each question-type module adds those its renderer, validator and
 * statistics rely on to its `settingSchema`, so a design edit that breaks one is refused (A0400
 * naming the key) and the publish diagnosis finds a draft that still holds one.
 *
 * zod 4 keeps a refined object an object (`.shape` stays: the designer builds its settings form
 * from it), but an object with refinements cannot be `.extend`ed: add rules in the modules only.
 */
export interface SettingProblem {
  key: string;
  message: string;
}
export type SettingRule<S> = (setting: S) => SettingProblem | null;

export function withSettingRules<T extends z.ZodType<object>>(
  schema: T,
  ...rules: SettingRule<z.output<T>>[]
): T {
  return schema.superRefine((setting, ctx) => {
    for (const rule of rules) {
      const problem = rule(setting);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
    }
  }) as T;
}

type Limits = Record<string, unknown>;
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * `low` at most `high` (`strict`: below it). `zeroIsOpen`: a 0 on either side means "no limit"
 * (choice counts, clicks), so only two limits that are both set are compared. Unset (null) limits
 * are never compared.
 */
export function ordered<S extends Limits>(
  low: keyof S & string,
  high: keyof S & string,
  options: { strict?: boolean; zeroIsOpen?: boolean } = {},
): SettingRule<S> {
  return (setting) => {
    const a = num(setting[low]);
    const b = num(setting[high]);
    if (a === null || b === null) return null;
    if (options.zeroIsOpen && (a === 0 || b === 0)) return null;
    const fits = options.strict ? a < b : a <= b;
    if (fits) return null;
    return { key: high, message: `${high} must be ${options.strict ? 'above' : 'at least'} ${low} (${a})` };
  };
}

/** The keys a setting schema names (an object schema's shape); null when it names none. */
export function settingKeysOf(schema: z.ZodType): ReadonlySet<string> | null {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? new Set(Object.keys(shape)) : null;
}
