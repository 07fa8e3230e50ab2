import { ANSWER_STATUSES, type AnswerStatus } from '@cairn/contract';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ToolbarProps {
  status: AnswerStatus | 'all';
  onStatus(status: AnswerStatus | 'all'): void;
  onSearch(text: string): void;
  total: number | null;
  /** The selected report filter the server applied to the list (null: none). */
  filterName: string | null;
  selected: number;
  onMark(invalid: boolean): void;
  onRemove(): void;
}

/** Status filter, search, and the bulk actions on the selected rows. */
export function AnswersToolbar({
  status,
  onStatus,
  onSearch,
  total,
  filterName,
  selected,
  onMark,
  onRemove,
}: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="answers-toolbar">
      <Select<AnswerStatus | 'all'>
        aria-label={t('reportAnswers.status.label')}
        value={status}
        onChange={onStatus}
        style={{ width: 140 }}
        options={[
          { value: 'all', label: t('reportAnswers.status.all') },
          ...ANSWER_STATUSES.map((s) => ({ value: s, label: t(`reportAnswers.status.${s}`) })),
        ]}
      />
      <Input.Search
        allowClear
        aria-label={t('reportAnswers.search')}
        placeholder={t('reportAnswers.search')}
        maxLength={100}
        onSearch={(value) => onSearch(value.trim())}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Button disabled={selected === 0} onClick={() => onMark(true)}>
        {t('reportAnswers.action.markInvalid')}
      </Button>
      <Button disabled={selected === 0} onClick={() => onMark(false)}>
        {t('reportAnswers.action.markValid')}
      </Button>
      <Button danger disabled={selected === 0} onClick={onRemove}>
        {t('reportAnswers.action.remove')}
      </Button>
      <span className="answers-toolbar__count" aria-live="polite">
        {selected > 0 ? `${t('reportAnswers.selected', { count: selected })} · ` : ''}
        {total === null ? '' : t('reportAnswers.total', { count: total })}
        {total !== null && filterName !== null ? t('reportAnswers.filtered', { name: filterName }) : ''}
      </span>
    </div>
  );
}
