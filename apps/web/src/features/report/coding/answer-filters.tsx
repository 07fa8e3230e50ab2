import type { CodeFrame } from '@cairn/contract';
import { Input, Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { frameRows } from './code-tree-model.ts';
import type { AnswerSearch } from './coding-queries.ts';

interface Props {
  frame: CodeFrame;
  search: AnswerSearch;
  onChange(search: AnswerSearch): void;
}

/** The answer search: text or response id (filterType), coding state (answerType), one code (netId). */
export function AnswerFilters({ frame, search, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<AnswerSearch>) => onChange({ ...search, ...patch, page: 1 });
  return (
    <div className="coding-answers__filters">
      <Space.Compact>
        <Select
          aria-label={t('reportCoding.answers.byText')}
          value={search.filterType}
          onChange={(filterType) => set({ filterType })}
          options={[
            { value: 0, label: t('reportCoding.answers.byText') },
            { value: 1, label: t('reportCoding.answers.byId') },
          ]}
          popupMatchSelectWidth={false}
        />
        <Input.Search
          aria-label={t('reportCoding.answers.search')}
          placeholder={t('reportCoding.answers.search')}
          allowClear
          defaultValue={search.filterTitle}
          onSearch={(filterTitle) => set({ filterTitle })}
        />
      </Space.Compact>
      <Segmented<AnswerSearch['answerType']>
        value={search.answerType}
        onChange={(answerType) => set({ answerType })}
        options={[
          { value: 0, label: t('reportCoding.answers.all') },
          { value: 1, label: t('reportCoding.answers.coded') },
          { value: 2, label: t('reportCoding.answers.uncoded') },
          { value: 3, label: t('reportCoding.answers.awaiting') },
        ]}
      />
      <Select
        aria-label={t('reportCoding.answers.net')}
        allowClear
        placeholder={t('reportCoding.answers.anyNet')}
        value={search.netId}
        onChange={(netId) => set({ netId: netId ?? undefined })}
        style={{ minWidth: 160 }}
        options={frameRows(frame).map((r) => ({
          value: r.net.id,
          label: `${'— '.repeat(r.net.level - 1)}${r.net.label}`,
        }))}
      />
    </div>
  );
}
