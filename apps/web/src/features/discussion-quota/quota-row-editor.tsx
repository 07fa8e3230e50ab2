import type { DiscussionQuotaNodes } from '@cairn/contract';
import { AutoComplete, Button, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuotaDraft } from './quota-draft.ts';

interface Props {
  draft: QuotaDraft;
  nodes: DiscussionQuotaNodes;
  onChange: (next: QuotaDraft) => void;
  onRemove: () => void;
}

/** One quota of the setup page: name, what it counts (a group, or a field's value), target, when full. */
export function QuotaRowEditor({ draft, nodes, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<QuotaDraft>) => onChange({ ...draft, ...patch });
  const field = nodes.fields.find((f) => f.key === draft.fieldKey);
  const label = (what: string) => `${draft.name || t('community.quota.name')} ${what}`;
  return (
    <div className="dq-row" data-testid="quota-row">
      <Input
        className="dq-row__name"
        aria-label={t('community.quota.name')}
        placeholder={t('community.quota.namePlaceholder')}
        maxLength={60}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <Select
        className="dq-row__kind"
        aria-label={label(t('community.quota.kind'))}
        value={draft.kind}
        onChange={(kind) => set({ kind })}
        options={[
          { value: 'group', label: t('community.quota.kindGroup'), disabled: nodes.groups.length === 0 },
          { value: 'field', label: t('community.quota.kindField'), disabled: nodes.fields.length === 0 },
        ]}
      />
      {draft.kind === 'group' ? (
        <Select
          className="dq-row__target-of"
          aria-label={label(t('community.quota.group'))}
          placeholder={t('community.quota.group')}
          value={draft.groupId ?? undefined}
          onChange={(groupId) => set({ groupId })}
          options={nodes.groups.map((g) => ({
            value: g.id,
            label: t('community.quota.groupCount', { name: g.name, count: g.count }),
          }))}
        />
      ) : (
        <>
          <Select
            className="dq-row__field"
            aria-label={label(t('community.quota.field'))}
            placeholder={t('community.quota.field')}
            value={draft.fieldKey ?? undefined}
            onChange={(fieldKey) => set({ fieldKey, value: '' })}
            options={nodes.fields.map((f) => ({ value: f.key, label: f.label }))}
          />
          <AutoComplete
            className="dq-row__value"
            aria-label={label(t('community.quota.value'))}
            placeholder={t('community.quota.value')}
            value={draft.value}
            onChange={(value) => set({ value })}
            options={(field?.values ?? []).map((v) => ({
              value: v.value,
              label: t('community.quota.valueCount', { value: v.value, count: v.count }),
            }))}
          />
        </>
      )}
      <InputNumber
        className="dq-row__number"
        aria-label={label(t('community.quota.target'))}
        placeholder={t('community.quota.target')}
        min={1}
        max={1_000_000}
        precision={0}
        value={draft.target}
        onChange={(target) => set({ target })}
      />
      <Select
        className="dq-row__action"
        aria-label={label(t('community.quota.action'))}
        value={draft.action}
        onChange={(action) => set({ action })}
        options={[
          { value: 'stop', label: t('community.quota.actionStop') },
          { value: 'allow', label: t('community.quota.actionAllow') },
        ]}
      />
      <Button danger type="text" onClick={onRemove}>
        {t('community.quota.remove')}
      </Button>
    </div>
  );
}
