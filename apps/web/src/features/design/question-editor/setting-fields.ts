import { type AnyQuestionType, settingSchemaOf } from '@cairn/core';
import type { NumberRules } from './number-input-rules.ts';
import { choicesFor, type SettingChoice } from './setting-choices.ts';
import { numberOverride } from './setting-number-limits.ts';

/**
 * The settings form of a question type, generated from its setting schema in core (the schema is
 * the one source of which keys exist and what values fit): booleans become switches, numbers
 * number inputs, known enumerations selects, strings inputs, string lists tag inputs. What zod
 * cannot say (which numbers are enumerations, sensible bounds) comes from the small tables in
 * setting-choices.ts and setting-number-limits.ts.
 */
export type FieldKind =
  | 'switch'
  | 'number'
  | 'select'
  | 'text'
  | 'textarea'
  | 'color'
  | 'tags'
  /** The loop's source, mode and options: one compound field (its own call, nodes/update/loop). */
  | 'loop'
  /** An image from the image library (file key): picker with preview. */
  | 'image'
  /** Hot-spot regions drawn over the question's image. */
  | 'regions'
  /** A date bound (date type) / a time-of-day bound (time type): pickers writing core's text form. */
  | 'date'
  | 'time'
  /** Edited elsewhere: shown as a note. */
  | 'managed'
  /** Covered by another field of the same form (the loop's option ids). */
  | 'hidden';

export interface SettingField {
  key: string;
  kind: FieldKind;
  /** An empty input stores null: the setting may be unset. */
  nullable: boolean;
  /** Number inputs: the rules for the current setting (some depend on another key, e.g. format). */
  rules?: (setting: Readonly<Record<string, unknown>>) => NumberRules;
  choices?: readonly SettingChoice[];
}

/** The few keys that are not plain inputs, whatever their type. */
const SPECIAL_KINDS: Record<string, FieldKind> = {
  passage: 'textarea',
  expression: 'textarea',
  background_color: 'color',
  image: 'image',
  regions: 'regions',
  mode: 'loop',
  option_ids: 'hidden',
};

interface ZodLike {
  _zod: {
    def: { type: string; innerType?: ZodLike; element?: ZodLike; checks?: { _zod: { def: Check } }[] };
  };
}
interface Check {
  check: string;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

function unwrap(schema: ZodLike): { inner: ZodLike; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  while (['nullable', 'optional', 'default'].includes(inner._zod.def.type) && inner._zod.def.innerType) {
    if (inner._zod.def.type === 'nullable') nullable = true;
    inner = inner._zod.def.innerType;
  }
  return { inner, nullable };
}

/** Bounds and decimals a zod number schema states (exclusive bounds moved one unit inwards). */
export function numberRulesOfSchema(schema: ZodLike): NumberRules {
  const checks = (schema._zod.def.checks ?? []).map((check) => check._zod.def);
  const isInt = checks.some((check) => check.check === 'number_format' && /int/.test(check.format ?? ''));
  const decimals = isInt ? 0 : 2;
  const unit = 10 ** -decimals;
  const rules: NumberRules = { decimals };
  for (const check of checks) {
    if (check.value === undefined || !Number.isFinite(check.value)) continue;
    if (check.check === 'greater_than') rules.min = check.inclusive ? check.value : check.value + unit;
    if (check.check === 'less_than') rules.max = check.inclusive ? check.value : check.value - unit;
  }
  return rules;
}

function fieldOf(typeKey: string, key: string, schema: ZodLike): SettingField {
  const { inner, nullable } = unwrap(schema);
  const type = inner._zod.def.type;
  const special = SPECIAL_KINDS[key];
  if (special) return { key, kind: special, nullable };
  if ((typeKey === 'date' || typeKey === 'time') && (key === 'start_time' || key === 'end_time'))
    return { key, kind: typeKey, nullable };
  // A fixed value (single choice's min/max, the NPS scale): nothing to choose.
  if (type === 'literal') return { key, kind: 'hidden', nullable };
  const choices = choicesFor(typeKey, key);
  if (choices) return { key, kind: 'select', nullable, choices };
  switch (type) {
    case 'boolean':
      return { key, kind: 'switch', nullable };
    case 'number': {
      const base = numberRulesOfSchema(inner);
      const override = numberOverride(typeKey, key);
      return {
        key,
        kind: 'number',
        nullable,
        rules: (setting) => ({ ...base, ...(typeof override === 'function' ? override(setting) : override) }),
      };
    }
    case 'string':
      return { key, kind: 'text', nullable };
    case 'array':
      return { key, kind: inner._zod.def.element?._zod.def.type === 'string' ? 'tags' : 'managed', nullable };
    default:
      return { key, kind: 'managed', nullable };
  }
}

/** Every key of the type's setting schema as a form field, in the schema's order. */
export function settingFieldsOf(definition: AnyQuestionType): SettingField[] {
  const shape = (settingSchemaOf(definition) as unknown as { shape?: Record<string, ZodLike> }).shape ?? {};
  return Object.entries(shape).map(([key, schema]) => fieldOf(definition.key, key, schema));
}
