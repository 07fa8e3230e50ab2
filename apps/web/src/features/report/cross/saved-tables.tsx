import type { CrossDefinition, SavedCrossTable } from '@cairn/contract';
import { App, Button, Input, List, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedTableActions, useSavedTables } from './cross-queries.ts';

interface Props {
  surveyCode: string;
  /** The table on screen; null while it lacks a row or a column variable. */
  definition: CrossDefinition | null;
  /** The saved table last opened or saved (its Update replaces it). */
  currentId: number | null;
  onLoad(table: SavedCrossTable): void;
  onCurrent(id: number | null): void;
}

/** The survey's saved tables: open, save the table on screen as a new one, update, delete (confirmed). */
export function SavedTables({ surveyCode, definition, currentId, onLoad, onCurrent }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saved = useSavedTables(surveyCode);
  const { create, update, remove } = useSavedTableActions(surveyCode);
  const [name, setName] = useState('');
  const current = saved.data?.find((table) => table.id === currentId) ?? null;

  const saveAs = () => {
    if (!definition || name.trim() === '') return;
    create.mutate(
      { name: name.trim(), definition },
      {
        onSuccess: (table) => {
          onCurrent(table.id);
          setName('');
          void message.success(t('reportCross.saved.saved'));
        },
      },
    );
  };

  return (
    <section className="cross-saved" aria-label={t('reportCross.saved.title')}>
      <h3 className="cross-panel__title">{t('reportCross.saved.title')}</h3>
      <div className="cross-saved__save">
        <Input
          size="small"
          aria-label={t('reportCross.saved.name')}
          placeholder={t('reportCross.saved.name')}
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={saveAs}
        />
        <Button
          size="small"
          disabled={!definition || name.trim() === ''}
          loading={create.isPending}
          onClick={saveAs}
        >
          {t('reportCross.saved.saveAs')}
        </Button>
        {current && definition ? (
          <Button
            size="small"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: current.id, name: current.name, definition },
                { onSuccess: () => void message.success(t('reportCross.saved.saved')) },
              )
            }
          >
            {t('reportCross.saved.update')} “{current.name}”
          </Button>
        ) : null}
      </div>
      <List
        size="small"
        loading={saved.isPending}
        dataSource={saved.data ?? []}
        locale={{ emptyText: t('reportCross.saved.empty') }}
        renderItem={(table) => (
          <List.Item
            className={table.id === currentId ? 'cross-saved__item--current' : undefined}
            actions={[
              <Button key="load" size="small" type="link" onClick={() => onLoad(table)}>
                {t('reportCross.saved.load')}
              </Button>,
              <Popconfirm
                key="remove"
                title={`${t('reportCross.saved.remove')} “${table.name}”?`}
                onConfirm={() =>
                  remove.mutate(table.id, {
                    onSuccess: () => {
                      if (table.id === currentId) onCurrent(null);
                      void message.info(t('reportCross.saved.removed', { name: table.name }));
                    },
                  })
                }
              >
                <Button size="small" type="link" danger>
                  {t('reportCross.saved.remove')}
                </Button>
              </Popconfirm>,
            ]}
          >
            {table.name}
          </List.Item>
        )}
      />
    </section>
  );
}
