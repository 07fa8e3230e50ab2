import { DeleteOutlined, EditOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import type { FilterView } from '@cairn/contract';
import { App, Button, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterDialog } from './filter-dialog.tsx';
import { toSaveBody } from './filter-draft.ts';
import { useFilterActions, useFilters, useReportNodes } from './filter-queries.ts';
import './filters.css';

/** No filter, in the picker (filter ids are positive). */
const NONE = 0;

/**
 * Above every report screen: the caller's saved filters for this survey, the selected one applied
 * to every report call (the server remembers the choice), and create / edit / delete.
 */
export function FilterBar({ surveyCode }: { surveyCode: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const filters = useFilters(surveyCode);
  const { select, save, remove } = useFilterActions(surveyCode);
  const [editing, setEditing] = useState<FilterView | null | 'new'>(null);
  const nodes = useReportNodes(surveyCode, editing !== null);
  const list = filters.data ?? [];
  const selected = list.find((f) => f.selected) ?? null;

  const choose = (id: number) =>
    select.mutate(id === NONE ? null : id, {
      onSuccess: () =>
        void message.success(t(id === NONE ? 'reportBoard.filter.cleared' : 'reportBoard.filter.applied')),
    });

  return (
    <div className="filter-bar" data-testid="filter-bar">
      <FilterOutlined aria-hidden className="filter-bar__icon" />
      <Select
        className="filter-bar__select"
        aria-label={t('reportBoard.filter.label')}
        loading={filters.isPending || select.isPending}
        status={filters.isError ? 'error' : undefined}
        placeholder={
          filters.isError ? t('reportBoard.filter.loadError') : t('reportBoard.filter.placeholder')
        }
        value={filters.isSuccess ? (selected?.id ?? NONE) : undefined}
        onChange={choose}
        options={[
          { value: NONE, label: t('reportBoard.filter.none') },
          ...list.map((f) => ({ value: f.id, label: f.name })),
        ]}
        popupMatchSelectWidth={false}
      />
      <Space size={4} wrap>
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('reportBoard.filter.create')}
        </Button>
        {selected ? (
          <>
            <Button icon={<EditOutlined />} onClick={() => setEditing(selected)}>
              {t('reportBoard.filter.edit')}
            </Button>
            <Popconfirm
              title={t('reportBoard.filter.removeConfirm', { name: selected.name })}
              onConfirm={() =>
                remove
                  .mutateAsync(selected.id)
                  .then(() => void message.success(t('reportBoard.filter.removed')))
              }
            >
              <Button icon={<DeleteOutlined />} danger>
                {t('reportBoard.filter.remove')}
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </Space>
      {selected ? (
        <span className="filter-bar__active" role="status">
          {t('reportBoard.filter.active', { name: selected.name })}
        </span>
      ) : null}
      {editing !== null ? (
        <FilterDialog
          filter={editing === 'new' ? null : editing}
          nodes={nodes.data}
          isLoadingNodes={nodes.isPending}
          isSaving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(form) =>
            save.mutate(toSaveBody(surveyCode, form, editing === 'new' ? undefined : editing.id), {
              onSuccess: () => {
                setEditing(null);
                void message.success(t('reportBoard.filter.saved'));
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
