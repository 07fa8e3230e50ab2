import type { DiscussionQuotaAction, DiscussionQuotaInput, DiscussionQuotaView } from '@cairn/contract';

/** A quota row being edited on the setup page; fields stay empty until chosen. */
export interface QuotaDraft {
  /** A local key for the row (new rows have no id yet). */
  key: string;
  id?: number;
  name: string;
  kind: 'group' | 'field';
  groupId: number | null;
  fieldKey: string | null;
  value: string;
  target: number | null;
  action: DiscussionQuotaAction;
}

let next = 0;
export const newDraft = (): QuotaDraft => ({
  key: `new-${++next}`,
  name: '',
  kind: 'group',
  groupId: null,
  fieldKey: null,
  value: '',
  target: null,
  action: 'stop',
});

export function draftOf(view: DiscussionQuotaView): QuotaDraft {
  return {
    key: `q-${view.id}`,
    id: view.id,
    name: view.name,
    kind: view.rule.kind,
    groupId: view.rule.kind === 'group' ? view.rule.groupId : null,
    fieldKey: view.rule.kind === 'field' ? view.rule.key : null,
    value: view.rule.kind === 'field' ? view.rule.value : '',
    target: view.target,
    action: view.action,
  };
}

/** The save call's entry for a draft, or null while it lacks a name, a rule or a target. */
export function inputOf(draft: QuotaDraft): DiscussionQuotaInput | null {
  const name = draft.name.trim();
  if (!name || !draft.target || draft.target < 1) return null;
  const base = { ...(draft.id ? { id: draft.id } : {}), name, target: draft.target, action: draft.action };
  if (draft.kind === 'group')
    return draft.groupId ? { ...base, rule: { kind: 'group', groupId: draft.groupId } } : null;
  const value = draft.value.trim();
  return draft.fieldKey && value ? { ...base, rule: { kind: 'field', key: draft.fieldKey, value } } : null;
}
