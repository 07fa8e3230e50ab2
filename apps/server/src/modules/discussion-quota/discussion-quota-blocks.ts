import type { DiscussionQuotaAction, DiscussionQuotaRule } from '@cairn/contract';

/** A roll quota with its progress, as the block check needs it. */
export interface QuotaStanding {
  id: number;
  name: string;
  rule: DiscussionQuotaRule;
  target: number;
  action: DiscussionQuotaAction;
  /** Matching interviewees done (state 2). */
  done: number;
  /** Matching interviewees being interviewed (state 1). */
  inProgress: number;
}

/** The facts of an interviewee a quota rule reads. */
export interface QuotaSubject {
  groupId: number | null;
  fields: Record<string, string>;
  state: number;
}

/** Whether an interviewee counts towards a quota (its group, or its value of a head field). */
export function matchesQuotaRule(rule: DiscussionQuotaRule, who: Pick<QuotaSubject, 'groupId' | 'fields'>) {
  if (rule.kind === 'group') return who.groupId === rule.groupId;
  return (who.fields[rule.key] ?? '').trim() === rule.value;
}

/**
 * The first 'stop' quota a new session for this interviewee would take past its target, or null
 * when the session may open. Sessions in progress count as taken places: two hosts opening the
 * last place at once would otherwise both interview for it. An interviewee already interviewing
 * or done (state 1 or 2) holds their place already, so reopening their session is never blocked.
 * 'allow' quotas never block (the owner let them run over).
 */
export function discussionQuotaBlocks(
  quotas: readonly QuotaStanding[],
  interviewee: QuotaSubject,
): QuotaStanding | null {
  if (interviewee.state === 1 || interviewee.state === 2) return null;
  for (const quota of quotas) {
    if (quota.action !== 'stop') continue;
    if (!matchesQuotaRule(quota.rule, interviewee)) continue;
    if (quota.done + quota.inProgress >= quota.target) return quota;
  }
  return null;
}
