import {
  type Campaign,
  type EnvelopeAmount,
  type EnvelopeConfig,
  type ReviewMode,
  type RewardIssue,
  rewardIssue,
} from '@cairn/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { fenToYuanText, yuanTextToFen } from './money.ts';

/** What the create/edit form holds: amounts as the yuan text typed, times as pickers' values. */
export interface EnvelopeFormValues {
  name: string;
  budget: string;
  mode: EnvelopeAmount['mode'];
  amount: string;
  min: string;
  max: string;
  probability: number | null;
  perRespondentLimit: number | null;
  perDeviceLimit: number | null;
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  review: ReviewMode;
}

export type FormField = keyof EnvelopeFormValues;

export const NEW_CAMPAIGN: EnvelopeFormValues = {
  name: '',
  budget: '',
  mode: 'fixed',
  amount: '',
  min: '',
  max: '',
  probability: 100,
  perRespondentLimit: 1,
  perDeviceLimit: 1,
  startAt: null,
  endAt: null,
  review: 'auto',
};

export function valuesOf(campaign: Campaign): EnvelopeFormValues {
  const { amount } = campaign;
  return {
    name: campaign.name,
    budget: fenToYuanText(campaign.budgetFen),
    mode: amount.mode,
    amount: amount.mode === 'fixed' ? fenToYuanText(amount.amountFen) : '',
    min: amount.mode === 'random' ? fenToYuanText(amount.minFen) : '',
    max: amount.mode === 'random' ? fenToYuanText(amount.maxFen) : '',
    probability: campaign.probability,
    perRespondentLimit: campaign.perRespondentLimit,
    perDeviceLimit: campaign.perDeviceLimit,
    startAt: campaign.startAt === null ? null : dayjs(campaign.startAt),
    endAt: campaign.endAt === null ? null : dayjs(campaign.endAt),
    review: campaign.review,
  };
}

/** Code of a form-only issue: the value typed is not a number at all (the rules never see it). */
export const UNREADABLE = 'unreadable';

export type FormIssue = { field: FormField | null; code: RewardIssue['code'] | typeof UNREADABLE };

/**
 * The config the values stand for, or the fields that could not be read (an amount that is not
 * yuan with two decimals, an empty count). Unreadable fields are reported here; everything else
 * is left to the contract's rules.
 */
export function configOf(
  values: EnvelopeFormValues,
  surveyCode: string,
): { config: EnvelopeConfig; unreadable: FormField[] } {
  const unreadable: FormField[] = [];
  const fen = (field: 'budget' | 'amount' | 'min' | 'max') => {
    const read = yuanTextToFen(values[field] ?? '');
    if (read === null) unreadable.push(field);
    return read ?? 0;
  };
  const count = (field: 'probability' | 'perRespondentLimit' | 'perDeviceLimit') => {
    const read = values[field];
    if (read === null || read === undefined || !Number.isInteger(read)) unreadable.push(field);
    return read ?? 0;
  };
  const amount: EnvelopeAmount =
    values.mode === 'fixed'
      ? { mode: 'fixed', amountFen: fen('amount') }
      : { mode: 'random', minFen: fen('min'), maxFen: fen('max') };
  const config: EnvelopeConfig = {
    name: values.name.trim(),
    surveyCode,
    budgetFen: fen('budget'),
    amount,
    probability: count('probability'),
    perRespondentLimit: count('perRespondentLimit'),
    perDeviceLimit: count('perDeviceLimit'),
    startAt: values.startAt ? values.startAt.valueOf() : null,
    endAt: values.endAt ? values.endAt.valueOf() : null,
    review: values.review,
  };
  if (config.name === '') unreadable.push('name');
  return { config, unreadable };
}

/** The form field a rule's issue names (`['amount', 'minFen']` → `min`); null: the form as a whole. */
export function fieldOfIssue(issue: Pick<RewardIssue, 'path'>): FormField | null {
  const [head, sub] = issue.path;
  if (head === 'amount') {
    if (sub === 'minFen') return 'min';
    if (sub === 'maxFen') return 'max';
    if (sub === 'mode') return 'mode';
    return 'amount';
  }
  if (head === 'budgetFen') return 'budget';
  const direct: FormField[] = [
    'name',
    'probability',
    'perRespondentLimit',
    'perDeviceLimit',
    'startAt',
    'endAt',
    'review',
  ];
  return direct.find((f) => f === head) ?? null;
}

export const formIssues = (issues: readonly RewardIssue[]): FormIssue[] =>
  issues.map((issue) => ({ field: fieldOfIssue(issue), code: issue.code }));

/** The config's issues as the server sends them (`data.issues`), when an answer carries them. */
export function issuesOfAnswer(data: unknown): RewardIssue[] {
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const { code, path, message } = raw as Partial<RewardIssue>;
    return typeof code === 'string' && Array.isArray(path)
      ? [rewardIssue(code as RewardIssue['code'], path, String(message ?? ''))]
      : [];
  });
}
