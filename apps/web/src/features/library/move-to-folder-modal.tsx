import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LibraryFolder, targetFolders } from './folder-tree.ts';
import type { LibraryKind } from './library-access.ts';
import { useFolderLabel } from './library-folder-nav.tsx';
import { useMoveImages, useMoveLibraryQuestions } from './library-queries.ts';

export interface MoveToFolderModalProps {
  kind: LibraryKind;
  /** The items to move (library question ids or image ids). */
  ids: number[];
  /** Where they are now (preselected when it is a real target), 0 when unclassified. */
  currentFolderId: number;
  folders: readonly LibraryFolder[];
  onClose(): void;
}

/** Moves library questions or images to a folder of their library, or to unclassified. */
export function MoveToFolderModal({ kind, ids, currentFolderId, folders, onClose }: MoveToFolderModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const labelOf = useFolderLabel();
  const moveQ = useMoveLibraryQuestions();
  const moveI = useMoveImages();
  const move = kind === 'question' ? moveQ : moveI;
  const targets = targetFolders(folders);
  const [target, setTarget] = useState<number>(currentFolderId);

  const onOk = async () => {
    try {
      await move.mutateAsync({ ids, folderId: target });
      const entry = targets.find((e) => e.id === target);
      void message.success(t('library.common.moved', { name: entry ? labelOf(entry) : '' }));
      onClose();
    } catch {
      // The client showed the failure; the dialog stays for another try.
    }
  };

  return (
    <Modal
      open
      title={t('library.common.moveTitle')}
      okText={t('library.common.move')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: move.isPending, disabled: target === currentFolderId }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" className="lib-modal__field">
        <Form.Item label={t('library.common.moveTarget')} htmlFor="lib-move-target">
          <Select
            id="lib-move-target"
            value={target}
            onChange={setTarget}
            options={targets.map((entry) => ({ value: entry.id, label: labelOf(entry) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
