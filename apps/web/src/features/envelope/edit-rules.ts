import type { Campaign, EnvelopeConfig, RewardIssue } from '@cairn/contract';
import { checkEdit, type EditState, type EnvelopePatch, isEditable } from '@cairn/rewards';
import type { FormField } from './form-values.ts';

const DAY_MS = 86_400_000;

/** The campaign as the edit rules see it. The largest envelope granted is not in the answer: 0 here, the server checks it. */
export function editStateOf(campaign: Campaign): EditState {
  const rest = campaign;
  const config: EnvelopeConfig = {
    name: rest.name,
    surveyCode: rest.surveyCode,
    budgetFen: rest.budgetFen,
    amount: rest.amount,
    probability: rest.probability,
    perRespondentLimit: rest.perRespondentLimit,
    perDeviceLimit: rest.perDeviceLimit,
    startAt: rest.startAt,
    endAt: rest.endAt,
    review: rest.review,
  };
  return { status: campaign.status, config, grantedMaxFen: 0 };
}

/**
 * One harmless change per form field, each acceptable to the config rules, so that asking
 * `checkEdit` about it answers only "may this field change now?" — the web does not restate the
 * edit rules, it asks them.
 */
const PROBES: Record<Exclude<FormField, 'min' | 'max'>, (c: EnvelopeConfig, now: number) => EnvelopePatch> = {
  name: (c) => ({ name: `${c.name.slice(0, 48)}·` }),
  budget: (c) => ({ budgetFen: c.budgetFen + 100 }),
  mode: (c) => ({
    amount:
      c.amount.mode === 'fixed'
        ? { mode: 'random', minFen: 30, maxFen: 20_000 }
        : { mode: 'fixed', amountFen: 20_000 },
  }),
  amount: (c) => ({ amount: c.amount }),
  probability: (c) => ({ probability: c.probability === 100 ? 99 : c.probability + 1 }),
  perRespondentLimit: (c) => ({ perRespondentLimit: c.perRespondentLimit + 1 }),
  perDeviceLimit: (c) => ({ perDeviceLimit: c.perDeviceLimit + 1 }),
  startAt: (c, now) => ({ startAt: Math.max(now, c.startAt ?? now) + DAY_MS }),
  endAt: (c, now) => ({ endAt: Math.max(now, c.endAt ?? now, c.startAt ?? now) + 2 * DAY_MS }),
  review: (c) => ({ review: c.review === 'auto' ? 'manual' : 'auto' }),
};

/** The fields a campaign's settings form must not let change now ('all': not editable at all). */
export function lockedFields(campaign: Campaign, now: number): Set<FormField> | 'all' {
  if (!isEditable(campaign.status)) return 'all';
  const state = editStateOf(campaign);
  const locked = new Set<FormField>();
  for (const [field, probe] of Object.entries(PROBES) as [keyof typeof PROBES, (typeof PROBES)['name']][]) {
    const decision = checkEdit(state, probe(state.config, now), now);
    if (!decision.ok && decision.issues.some((issue) => issue.code === 'A2066' || issue.code === 'A2065'))
      locked.add(field);
  }
  // The random bounds follow the amount's own lock (they are the amount of a random envelope).
  if (locked.has('amount')) {
    locked.add('min');
    locked.add('max');
  }
  return locked;
}

/** Only what changed, as the update call takes it. */
export function patchOf(before: EnvelopeConfig, after: EnvelopeConfig): EnvelopePatch {
  const patch: EnvelopePatch = {};
  if (after.name !== before.name) patch.name = after.name;
  if (after.budgetFen !== before.budgetFen) patch.budgetFen = after.budgetFen;
  if (JSON.stringify(after.amount) !== JSON.stringify(before.amount)) patch.amount = after.amount;
  for (const key of ['probability', 'perRespondentLimit', 'perDeviceLimit', 'startAt', 'endAt'] as const)
    if (after[key] !== before[key]) Object.assign(patch, { [key]: after[key] });
  if (after.review !== before.review) patch.review = after.review;
  return patch;
}

/** The edit rules' verdict on a change: its issues (the config rules' and the started campaign's), or none. */
export function editIssues(campaign: Campaign, patch: EnvelopePatch, now: number): RewardIssue[] {
  const decision = checkEdit(editStateOf(campaign), patch, now);
  return decision.ok ? [] : decision.issues;
}
