import { FolderOutlined, InboxOutlined } from '@ant-design/icons';
import type { ProjectRecord } from '@cairn/contract';
import { App, Empty, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveProjects } from './project-mutations.ts';
import { useFolders } from './project-queries.ts';

/** Files a project in one of the caller's folders, or takes it out (unclassified = 0). */
export function MoveProjectModal({ project, onClose }: { project: ProjectRecord; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const folders = useFolders();
  const move = useMoveProjects();
  const [target, setTarget] = useState(project.folderId ?? 0);

  const onOk = () =>
    move.mutate(
      { codes: [project.code], folderId: target },
      {
        onSuccess: () => {
          void message.success(t('project.moved'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('project.moveTitle', { title: project.title })}
      okText={t('project.moveOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: move.isPending, disabled: target === (project.folderId ?? 0) }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group
        className="move-modal__options"
        orientation="vertical"
        value={target}
        onChange={(event) => setTarget(event.target.value as number)}
        aria-label={t('project.moveTo')}
        options={[
          {
            value: 0,
            label: (
              <span>
                <InboxOutlined aria-hidden="true" /> {t('project.category.unclassified')}
              </span>
            ),
          },
          ...(folders.data ?? []).map((f) => ({
            value: f.id,
            label: (
              <span>
                <FolderOutlined aria-hidden="true" /> {f.name}
              </span>
            ),
          })),
        ]}
      />
      {folders.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('project.noFolders')} />
      )}
    </Modal>
  );
}
