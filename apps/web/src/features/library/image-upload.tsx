import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_MAX_FILES_PER_UPLOAD } from '@cairn/contract';
import { Alert, App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import type { GridImage } from './image-grid.tsx';
import type { DataType } from './library-access.ts';
import { useUploadImages, useUploadSurveyImages } from './library-queries.ts';
import {
  checkUploads,
  IMAGE_ACCEPT,
  IMAGE_LIMIT_MB,
  type UploadProblem,
  uploadErrorKind,
} from './upload-validation.ts';

export interface UploadOutcome {
  /** Lines naming what was refused and why, in the user's language. */
  problems: string[];
}

/**
 * Picks images and uploads them to a library folder. Files are checked first (format by
 * extension, empty, size) so the usual mistakes are named at once; the server checks the bytes
 * too and its refusals (A0106 format, A0107 missing, A0108 empty) are shown the same way.
 */
export function useImageUpload(options: {
  dataType: DataType;
  /** The folder to upload into; undefined: the library's default folder; 0: unclassified. */
  folderId: number | undefined;
  /** Upload for this survey itself instead of into a library (`surveys/image`). */
  surveyCode?: string | undefined;
  onUploaded?(images: GridImage[]): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toLibrary = useUploadImages();
  const toSurvey = useUploadSurveyImages(options.surveyCode ?? '');
  const send = (files: File[]): Promise<GridImage[]> =>
    options.surveyCode
      ? toSurvey.mutateAsync(files)
      : toLibrary.mutateAsync({ dataType: options.dataType, folderId: options.folderId, files });
  const [problems, setProblems] = useState<string[]>([]);

  const describe = (p: UploadProblem) =>
    t('library.image.problemLine', {
      name: p.name,
      reason: t(`library.image.problem.${p.reason}`, { mb: IMAGE_LIMIT_MB }),
    });

  const start = async (files: File[]) => {
    const { batches, problems: found } = checkUploads(files);
    const lines = found.map(describe);
    const saved: GridImage[] = [];
    for (const batch of batches) {
      try {
        saved.push(...(await send(batch)));
      } catch (error) {
        if (isApiError(error) && !error.handledGlobally) {
          const kind = uploadErrorKind(error.code);
          const reason = kind ? t(`library.image.serverProblem.${kind}`) : error.message;
          lines.push(t('library.image.problemLine', { name: batch.map((f) => f.name).join(', '), reason }));
        }
      }
    }
    setProblems(lines);
    if (saved.length > 0) {
      void message.success(t('library.image.uploaded', { count: saved.length }));
      options.onUploaded?.(saved);
    }
  };

  const isUploading = toLibrary.isPending || toSurvey.isPending;
  return { start, problems, clearProblems: () => setProblems([]), isUploading };
}

export interface ImageUploadButtonProps {
  onFiles(files: File[]): void;
  loading: boolean;
  label?: string;
}

/**
 * The upload button: antd's Upload opens the file picker (keyboard reachable) and hands all the
 * picked files over at once; returning false stops antd's own request, ours is multipart.
 */
export function ImageUploadButton({ onFiles, loading, label }: ImageUploadButtonProps) {
  const { t } = useTranslation();
  return (
    <Upload
      accept={IMAGE_ACCEPT}
      multiple
      showUploadList={false}
      beforeUpload={(file, fileList) => {
        // Called once per file with the whole selection: act on the first call only.
        if (file === fileList[0]) onFiles(fileList as File[]);
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={loading}>
        {loading ? t('library.image.uploading') : (label ?? t('library.image.upload'))}
      </Button>
    </Upload>
  );
}

/** The accepted formats and the size limit, said before anyone picks a file. */
export function UploadHint() {
  const { t } = useTranslation();
  return (
    <p className="lib-upload-hint">
      {t('library.image.hint', { mb: IMAGE_LIMIT_MB, max: IMAGE_MAX_FILES_PER_UPLOAD })}
    </p>
  );
}

/** What was not uploaded, and why; closable. */
export function UploadProblems({ problems, onClose }: { problems: string[]; onClose(): void }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      className="lib-notice"
      type="error"
      showIcon
      closable={{ onClose, 'aria-label': t('library.common.close') }}
      title={t('library.image.problemsTitle')}
      description={
        <ul className="lib-problems">
          {problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
      role="alert"
    />
  );
}
