import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { errorCatalogue, type Lang } from '@cairn/contract';
import { Alert, Modal, Typography, Upload } from 'antd';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASCADE_TEMPLATE_PATH, uploadCascadeOptions } from '../../../api/endpoints/cascade-upload.ts';
import type { DesignEdit } from '../edit-queue.ts';
import { CASCADE_MAX_MB, cascadeFileProblem, cascadeUploadEdit, importedCount } from './cascade-upload.ts';

interface CascadeUploadDialogProps {
  surveyCode: string | undefined;
  nodeId: number;
  lang: Lang;
  edit(edit: DesignEdit): void;
  onClose(): void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; count: number }
  | { kind: 'error'; text: string };

/**
 * The cascade upload (spec doc 1 §5): template download, one .xlsx of at most 5 MB checked before
 * sending, then sent in turn with the other edits; the server's options replace the question's.
 */
export function CascadeUploadDialog({ surveyCode, nodeId, lang, edit, onClose }: CascadeUploadDialogProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const check = (file: File): string | null => {
    const problem = cascadeFileProblem(file);
    if (problem === 'xls') return errorCatalogue.A0112[lang];
    if (problem === 'format') return t('editor.cascade.onlyXlsx');
    if (problem === 'size') return t('editor.cascade.tooLarge', { size: CASCADE_MAX_MB });
    return null;
  };

  const send = (file: File) => {
    if (!surveyCode) return setStatus({ kind: 'error', text: t('editor.cascade.noCode') });
    setStatus({ kind: 'busy' });
    const { edit: upload, done } = cascadeUploadEdit(surveyCode, nodeId, file, uploadCascadeOptions);
    edit(upload);
    done.then(
      (answer) => setStatus({ kind: 'done', count: importedCount(answer, nodeId) }),
      (error: unknown) => {
        const message = (error as { message?: unknown })?.message;
        setStatus({
          kind: 'error',
          text: typeof message === 'string' ? message : t('editor.cascade.failed'),
        });
      },
    );
  };

  // The template comes in the language of the request: ask in the designer's, not the browser's.
  const downloadTemplate = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      const response = await fetch(CASCADE_TEMPLATE_PATH, { headers: { 'Accept-Language': lang } });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ? decodeURIComponent(name) : 'cascade-template.xlsx';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      window.location.assign(CASCADE_TEMPLATE_PATH);
    }
  };

  return (
    <Modal
      open
      title={t('editor.cascade.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: status.kind !== 'busy' }}
    >
      <Typography.Paragraph type="secondary">{t('editor.cascade.hint')}</Typography.Paragraph>
      <Typography.Paragraph>
        <a href={CASCADE_TEMPLATE_PATH} download onClick={downloadTemplate}>
          <DownloadOutlined /> {t('editor.cascade.template')}
        </a>
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={status.kind === 'busy'}
        beforeUpload={(file) => {
          const problem = check(file);
          if (problem) {
            setStatus({ kind: 'error', text: problem });
            return Upload.LIST_IGNORE;
          }
          send(file);
          // Sent through the edit queue above, not by antd's own request.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {status.kind === 'busy'
            ? t('editor.cascade.uploading')
            : t('editor.cascade.pick', { size: CASCADE_MAX_MB })}
        </p>
      </Upload.Dragger>
      <div aria-live="polite" className="qe-upload-status">
        {status.kind === 'done' && (
          <Alert type="success" showIcon title={t('editor.cascade.done', { count: status.count })} />
        )}
        {status.kind === 'error' && <Alert type="error" showIcon title={status.text} />}
      </div>
    </Modal>
  );
}
