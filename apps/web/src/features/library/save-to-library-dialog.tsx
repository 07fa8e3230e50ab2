import './library-page.css';
import './library-items.css';
import { PlusOutlined } from '@ant-design/icons';
import type { LibraryQuestion } from '@cairn/contract';
import { toPlainText } from '@cairn/core';
import { App, Button, Form, Modal, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { targetFolders } from './folder-tree.ts';
import { canEditLibrary, type DataType } from './library-access.ts';
import { LibraryFolderModal } from './library-folder-modal.tsx';
import { useFolderLabel } from './library-folder-nav.tsx';
import { useQuestionFolders, useSaveManyToLibrary, useSaveToLibrary } from './library-queries.ts';
import { useLibraryAccess } from './use-library-access.ts';

/**
 * Saves one or several questions of a survey into the question library. Mount it from the design
 * canvas (a question's menu, or a multi-selection) with the survey's code and the node ids:
 *
 * ```tsx
 * <SaveToLibraryDialog open={open} surveyCode={code} nodeIds={[node.id]} questionTitle={node.title}
 *   onClose={() => setOpen(false)} />
 * ```
 */
export interface SaveToLibraryDialogProps {
  open: boolean;
  surveyCode: string;
  /** The questions to save, in order: one goes through `library`, several through `library/batch`. */
  nodeIds: readonly number[];
  /** The question's title (rich text is fine) for the dialog's text when one question is saved. */
  questionTitle?: string;
  onClose(): void;
  /** After a save, with what the library now holds (the dialog has closed itself). */
  onSaved?(saved: LibraryQuestion[]): void;
}

export function SaveToLibraryDialog(props: SaveToLibraryDialogProps) {
  return props.open ? <SaveForm {...props} /> : null;
}

/** The dialog's content, mounted only while open, so each opening starts from the default folder. */
function SaveForm({ surveyCode, nodeIds, questionTitle, onClose, onSaved }: SaveToLibraryDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const labelOf = useFolderLabel();
  const access = useLibraryAccess();
  const [dataType, setDataType] = useState<DataType>(0);
  // null: the library's default folder, which the server also picks when folderId is absent.
  const [folderId, setFolderId] = useState<number | null>(null);
  const [isNaming, setNaming] = useState(false);
  const folders = useQuestionFolders(dataType);
  const saveOne = useSaveToLibrary();
  const saveMany = useSaveManyToLibrary();
  const isPending = saveOne.isPending || saveMany.isPending;
  // Saving writes: the company library is offered only with its edit right.
  const canCompany = canEditLibrary(access, 1);

  const targets = targetFolders(folders.data);
  const defaultId = targets.find((e) => e.kind === 'folder' && e.isDefault)?.id ?? null;
  const chosen = folderId ?? defaultId;

  const onOk = async () => {
    const folder = chosen === null ? {} : { folderId: chosen };
    try {
      const saved =
        nodeIds.length === 1
          ? [await saveOne.mutateAsync({ surveyCode, nodeId: nodeIds[0]!, dataType, ...folder })]
          : await saveMany.mutateAsync({ surveyCode, nodeIds: [...nodeIds], dataType, ...folder });
      void message.success(t('library.save.saved', { count: saved.length }));
      onClose();
      onSaved?.(saved);
    } catch {
      // The client showed the reason (A0218 library full …); the dialog stays for another try.
    }
  };

  const title =
    nodeIds.length === 1 && questionTitle
      ? t('library.save.titleOne', { title: toPlainText(questionTitle) })
      : t('library.save.title', { count: nodeIds.length });

  return (
    <>
      <Modal
        open
        title={t('library.save.heading')}
        okText={t('library.save.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: isPending, disabled: nodeIds.length === 0 || !folders.data }}
        onOk={onOk}
        onCancel={onClose}
        destroyOnHidden
      >
        <p className="lib-save__what">{title}</p>
        <Form layout="vertical" className="lib-modal__field">
          {canCompany && (
            <Form.Item label={t('library.save.library')}>
              <Radio.Group
                value={dataType}
                onChange={(e) => {
                  setDataType(e.target.value as DataType);
                  setFolderId(null);
                }}
                options={[
                  { value: 0, label: t('library.tabs.question') },
                  { value: 1, label: t('library.tabs.questionCompany') },
                ]}
              />
            </Form.Item>
          )}
          <Form.Item label={t('library.save.folder')} htmlFor="lib-save-folder">
            {folders.data ? (
              <div className="lib-save__folder">
                <Select
                  id="lib-save-folder"
                  value={chosen ?? undefined}
                  onChange={setFolderId}
                  options={targets.map((entry) => ({ value: entry.id, label: labelOf(entry) }))}
                />
                <Button icon={<PlusOutlined />} onClick={() => setNaming(true)}>
                  {t('library.folder.create')}
                </Button>
              </div>
            ) : (
              <Skeleton.Input active block />
            )}
          </Form.Item>
        </Form>
      </Modal>
      {isNaming && (
        <LibraryFolderModal
          kind="question"
          dataType={dataType}
          folders={folders.data ?? []}
          onClose={() => setNaming(false)}
          onCreated={setFolderId}
        />
      )}
    </>
  );
}
