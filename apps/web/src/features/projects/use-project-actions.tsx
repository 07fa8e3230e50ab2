import type { ProjectRecord } from '@cairn/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawOfflineFiles } from '../../api/endpoints/discussion-offline.ts';
import { useOfflineDownload } from '../discussion/use-offline-download.ts';
import { afterKeyEvent } from './after-key-event.ts';
import type { OpenDialog } from './project-dialogs.tsx';
import { useCopyProject, useRecycleProject, useRestoreProject, useStarProject } from './project-mutations.ts';
import type { RowAction } from './row-actions.ts';

/** Long enough to reach the undo link after reading the message. */
const UNDO_SECONDS = 8;

/**
 * What the list's rows do: copy, star and delete happen at once (a deletion only moves the
 * project to the recycle bin, and the success message offers to undo it); the rest open a dialog.
 */
export function useProjectActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const copy = useCopyProject();
  const recycle = useRecycleProject();
  const restore = useRestoreProject();
  const star = useStarProject();
  const downloadOffline = useOfflineDownload();

  const undoDelete = (project: ProjectRecord, key: string) => {
    message.destroy(key);
    restore.mutate(project.code, {
      onSuccess: () => void message.success(t('project.restored', { title: project.title })),
    });
  };

  const remove = (project: ProjectRecord) =>
    recycle.mutate(project.code, {
      onSuccess: () => {
        const key = `recycled-${project.code}`;
        void message.open({
          key,
          type: 'success',
          duration: UNDO_SECONDS,
          content: (
            <span className="undo-message">
              {t('project.recycled', { title: project.title })}
              <Button type="link" size="small" onClick={() => undoDelete(project, key)}>
                {t('project.undo')}
              </Button>
            </span>
          ),
        });
      },
    });

  /** Asked first: every host's and editor's offline file stops syncing what it still holds. */
  const withdrawOffline = (project: ProjectRecord) =>
    modal.confirm({
      title: t('project.withdrawOfflineTitle', { title: project.title }),
      content: t('project.withdrawOfflineBody'),
      okText: t('project.withdrawOfflineOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        withdrawOfflineFiles(project.code).then(
          () => void message.success(t('project.withdrawOfflineDone', { title: project.title })),
          (error: unknown) =>
            void message.error(error instanceof Error ? error.message : t('project.withdrawOfflineFailed')),
        ),
    });

  const onAction = (action: RowAction, project: ProjectRecord) => {
    switch (action) {
      case 'copy':
        copy.mutate(project.code, {
          onSuccess: (created) => void message.success(t('project.copied', { title: created.title })),
        });
        return;
      case 'delete':
        remove(project);
        return;
      case 'offline':
        void downloadOffline(project);
        return;
      case 'withdrawOffline':
        withdrawOffline(project);
        return;
      default:
        afterKeyEvent(() => setDialog({ kind: action, project }));
    }
  };

  const onStar = (project: ProjectRecord) => star.mutate({ code: project.code, star: !project.starred });

  return { dialog, closeDialog: () => setDialog(null), onAction, onStar };
}
