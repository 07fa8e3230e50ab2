import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadOfflineFile, saveBlob } from '../../api/endpoints/discussion-offline.ts';

/**
 * Downloads a project's offline interview file and says so: the project list's row menu (editors)
 * and the host console (hosts) offer it, and an offline file that was withdrawn or expired sends
 * its host to either for a new one.
 */
export function useOfflineDownload(): (project: { code: string; title: string }) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (project) =>
    downloadOfflineFile(project.code).then(
      ({ blob, fileName }) => {
        saveBlob(blob, fileName);
        void message.success(t('project.offlineSaved', { title: project.title }));
      },
      (error: unknown) =>
        void message.error(error instanceof Error ? error.message : t('project.offlineFailed')),
    );
}
