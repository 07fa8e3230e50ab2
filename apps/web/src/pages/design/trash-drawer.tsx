import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { findQuestionType } from '@cairn/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Grid, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNodeInfo, fetchTrash } from '../../api/endpoints/design.ts';
import { purgeEdit, restoreEdit } from '../../features/design/design-edits.ts';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import type { DesignEdit } from '../../features/design/edit-queue.ts';
import { nodeLabel } from './node-label.ts';

/** Deleted questions: restore to where they stood, or delete for good, one by one or all. */
export function TrashDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { session, readOnly } = useDesignSession();
  const code = session.surveyCode;
  const phone = !Grid.useBreakpoint().sm;
  const trash = useQuery({
    queryKey: ['design-trash', code],
    queryFn: () => fetchTrash(code),
    enabled: open,
  });
  const [busy, setBusy] = useState<ReadonlySet<number | 'all'>>(new Set());
  const { refetch } = trash;
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);
  const untitled = t('design.untitled');
  const list = useRef<HTMLDivElement>(null);

  // Trash edits are answered before the list is read again; a refusal shows as the queue's message.
  const run = async (key: number | 'all', change: DesignEdit) => {
    setBusy((set) => new Set(set).add(key));
    session.edit(change);
    await session.queue.settled();
    await refetch();
    setBusy((set) => {
      const next = new Set(set);
      next.delete(key);
      return next;
    });
    // The row whose button had focus is gone: keep focus in the drawer, on its list.
    if (!list.current?.contains(document.activeElement)) list.current?.focus();
  };
  const restore = (id: number, name: string) =>
    run(
      id,
      restoreEdit([id], () => {
        // The answer holds the question, not its options (unchanged while trashed): fetch them.
        void fetchNodeInfo(code, session.queue.realIdOf(id)).then((node) =>
          session.queue.adopt({ options: node.options }),
        );
        void message.success(t('design.trash.restored', { name }));
      }),
    );
  const confirmRemove = (content: string, then: () => void) =>
    modal.confirm({
      title: t('design.trash.removeTitle'),
      content,
      okText: t('design.trash.remove'),
      cancelText: t('design.trash.cancel'),
      okButtonProps: { danger: true },
      onOk: then,
    });
  const removed = () => void message.success(t('design.trash.removed'));
  const items = trash.data ?? [];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('design.trash.title')}
      size={phone ? 'default' : 'large'}
      placement={phone ? 'bottom' : 'right'}
      extra={
        readOnly || items.length === 0 ? null : (
          <Button
            danger
            loading={busy.has('all')}
            onClick={() =>
              confirmRemove(t('design.trash.removeAllConfirm', { count: items.length }), () =>
                run('all', purgeEdit(undefined, removed)),
              )
            }
          >
            {t('design.trash.removeAll')}
          </Button>
        )
      }
    >
      <div ref={list} tabIndex={-1} className="trash-drawer__body" aria-busy={busy.size > 0}>
        {trash.isError ? (
          <Result status="warning" title={t('design.trash.loadError')} />
        ) : trash.isPending ? (
          <Skeleton active />
        ) : items.length === 0 ? (
          <Empty description={t('design.trash.empty')} />
        ) : (
          <ul className="trash-list">
            {items.map((item) => {
              const name = nodeLabel(item, untitled);
              return (
                <li key={item.id} className="trash-list__item">
                  <div className="trash-list__text">
                    <span className="trash-list__name">{name}</span>
                    <span className="trash-list__meta">
                      {findQuestionType(item.type)?.name[session.lang]} ·{' '}
                      {t('design.trash.options', { count: item.optionCount })} ·{' '}
                      {t('design.trash.deletedAt', {
                        time: new Date(item.deletedAt ?? '').toLocaleString(session.lang),
                      })}
                    </span>
                  </div>
                  {readOnly ? null : (
                    <span className="trash-list__actions">
                      <Button
                        size="small"
                        icon={<UndoOutlined />}
                        loading={busy.has(item.id)}
                        onClick={() => void restore(item.id, name)}
                        aria-label={`${t('design.trash.restore')} ${name}`}
                      >
                        {t('design.trash.restore')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('design.trash.remove')} ${name}`}
                        onClick={() =>
                          confirmRemove(
                            t('design.trash.removeConfirm', { name }),
                            () => void run(item.id, purgeEdit(item.id, removed)),
                          )
                        }
                      >
                        {t('design.trash.remove')}
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
