import {
  type ClaimField,
  type Lottery,
  type LotteryConfig,
  type LotteryMode,
  PROBABILITY_BP_TOTAL,
  type Prize,
  type RewardIssue,
} from '@cairn/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { fenToYuanText, yuanTextToFen } from '../envelope/money.ts';

export type PrizeKind = Prize['kind'];
export type BuiltInClaimKey = Exclude<ClaimField['key'], 'custom'>;

/** One prize as the form holds it: amounts, chances and lists as the text typed. */
export interface PrizeFormValues {
  name: string;
  kind: PrizeKind;
  /** cash: yuan per winner. */
  amount: string;
  /** cash and physical. */
  stock: number | null;
  /** coupon: one code a line. */
  codes: string;
  /** physical: the built-in claim fields asked. */
  claimFields: BuiltInClaimKey[];
  /** physical: the custom questions, one a line. */
  customFields: string;
  /** instant: percent, up to two decimals. */
  probability: string;
  /** order: winning positions, separated by commas or blanks. */
  positions: string;
  /** after-close: how many winners. */
  winners: number | null;
}

export interface LotteryFormValues {
  name: string;
  mode: LotteryMode;
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  prizes: PrizeFormValues[];
}

/** A form field: a top-level name, or a prize's field by its index. */
export type FieldPath =
  | ['name' | 'mode' | 'startAt' | 'endAt' | 'prizes']
  | ['prizes', number, keyof PrizeFormValues];

export const NEW_PRIZE: PrizeFormValues = {
  name: '',
  kind: 'physical',
  amount: '',
  stock: 1,
  codes: '',
  claimFields: ['name', 'phone', 'address'],
  customFields: '',
  probability: '',
  positions: '',
  winners: 1,
};

export const NEW_LOTTERY: LotteryFormValues = {
  name: '',
  mode: 'instant',
  startAt: null,
  endAt: null,
  prizes: [NEW_PRIZE],
};

/** 1250 basis points → "12.5". */
const percentText = (bp: number | undefined) => (bp === undefined ? '' : String(bp / 100));

function prizeValues(prize: Prize): PrizeFormValues {
  return {
    ...NEW_PRIZE,
    name: prize.name,
    kind: prize.kind,
    amount: prize.kind === 'cash' ? fenToYuanText(prize.amountFen) : '',
    stock: prize.kind === 'coupon' ? null : prize.stock,
    codes: prize.kind === 'coupon' ? prize.codes.join('\n') : '',
    claimFields:
      prize.kind === 'physical'
        ? prize.claimFields.flatMap((f) => (f.key === 'custom' ? [] : [f.key]))
        : NEW_PRIZE.claimFields,
    customFields:
      prize.kind === 'physical'
        ? prize.claimFields.flatMap((f) => (f.key === 'custom' ? [f.label ?? ''] : [])).join('\n')
        : '',
    probability: percentText(prize.probabilityBp),
    positions: (prize.positions ?? []).join(', '),
    winners: prize.winners ?? null,
  };
}

export function valuesOf(lottery: Lottery): LotteryFormValues {
  return {
    name: lottery.name,
    mode: lottery.mode,
    startAt: lottery.startAt === null ? null : dayjs(lottery.startAt),
    endAt: lottery.endAt === null ? null : dayjs(lottery.endAt),
    prizes: lottery.prizes.map(prizeValues),
  };
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250 basis points without float arithmetic; null when not a percent. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim().replace(/%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1, 5 10" → [1, 5, 10]; null when any piece is not a whole number. */
export function readPositions(text: string): number[] | null {
  const pieces = text.split(/[\s,，、]+/).filter((p) => p !== '');
  if (pieces.some((p) => !/^\d{1,9}$/.test(p))) return null;
  return pieces.map(Number);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** Code of a form-only issue: the value typed cannot be read at all (the rules never see it). */
export const UNREADABLE = 'unreadable';
export type FormIssue = { field: FieldPath | null; code: RewardIssue['code'] | typeof UNREADABLE };

/**
 * The config the values stand for, or the fields that could not be read (a yuan amount, a
 * percent or a position that is not a number). Only the mode's own draw field is read: the rules
 * judge the rest.
 */
export function configOf(
  values: LotteryFormValues,
  surveyCode: string,
): { config: LotteryConfig; unreadable: FieldPath[] } {
  const unreadable: FieldPath[] = [];
  const prizes = (values.prizes ?? []).map((p, i): Prize => {
    const draw: Pick<Prize, 'name' | 'probabilityBp' | 'positions' | 'winners'> = {
      name: (p.name ?? '').trim(),
    };
    if (draw.name === '') unreadable.push(['prizes', i, 'name']);
    if (values.mode === 'instant') {
      const bp = percentToBp(p.probability ?? '');
      if (bp === null) unreadable.push(['prizes', i, 'probability']);
      draw.probabilityBp = bp ?? 0;
    } else if (values.mode === 'order') {
      const positions = readPositions(p.positions ?? '');
      if (positions === null) unreadable.push(['prizes', i, 'positions']);
      draw.positions = positions ?? [];
    } else {
      if (p.winners === null || p.winners === undefined) unreadable.push(['prizes', i, 'winners']);
      draw.winners = p.winners ?? 0;
    }
    const stock = () => {
      if (p.stock === null || p.stock === undefined) unreadable.push(['prizes', i, 'stock']);
      return p.stock ?? 0;
    };
    if (p.kind === 'cash') {
      const fen = yuanTextToFen(p.amount ?? '');
      if (fen === null) unreadable.push(['prizes', i, 'amount']);
      return { ...draw, kind: 'cash', amountFen: fen ?? 0, stock: stock() };
    }
    if (p.kind === 'coupon') return { ...draw, kind: 'coupon', codes: lines(p.codes ?? '') };
    const claimFields: ClaimField[] = [
      ...(['name', 'phone', 'address'] as const)
        .filter((k) => p.claimFields?.includes(k))
        .map((key) => ({ key })),
      ...lines(p.customFields ?? '').map((label) => ({ key: 'custom' as const, label })),
    ];
    return { ...draw, kind: 'physical', stock: stock(), claimFields };
  });
  const config: LotteryConfig = {
    name: (values.name ?? '').trim(),
    surveyCode,
    mode: values.mode,
    prizes,
    startAt: values.startAt ? values.startAt.valueOf() : null,
    endAt: values.endAt ? values.endAt.valueOf() : null,
  };
  if (config.name === '') unreadable.push(['name']);
  return { config, unreadable };
}

const PRIZE_FIELD: Record<string, keyof PrizeFormValues> = {
  name: 'name',
  amountFen: 'amount',
  stock: 'stock',
  codes: 'codes',
  claimFields: 'claimFields',
  probabilityBp: 'probability',
  positions: 'positions',
  winners: 'winners',
};

/** The form field a rule's issue names (`['prizes', 0, 'amountFen']` → the prize's amount). */
export function fieldOfIssue(issue: Pick<RewardIssue, 'path'>): FieldPath | null {
  const [head, index, sub, , leaf] = issue.path;
  if (head === 'prizes' && typeof index === 'number' && typeof sub === 'string') {
    // A custom claim field's label is a line of the custom questions.
    if (sub === 'claimFields' && leaf === 'label') return ['prizes', index, 'customFields'];
    const field = PRIZE_FIELD[sub];
    return field ? ['prizes', index, field] : null;
  }
  if (head === 'name' || head === 'mode' || head === 'startAt' || head === 'endAt' || head === 'prizes')
    return [head];
  return null;
}

export const formIssues = (issues: readonly RewardIssue[]): FormIssue[] =>
  issues.map((issue) => ({ field: fieldOfIssue(issue), code: issue.code }));

export const samePath = (a: FieldPath | null, b: FieldPath | null) =>
  a !== null && b !== null && a.join('.') === b.join('.');

/** The chances of an instant lottery added up, in percent (the form shows the running total). */
export function totalPercent(prizes: readonly Pick<PrizeFormValues, 'probability'>[]): number | null {
  let bp = 0;
  for (const p of prizes) {
    const read = percentToBp(p?.probability ?? '');
    if (read === null) return null;
    bp += read;
  }
  return (bp / PROBABILITY_BP_TOTAL) * 100;
}
