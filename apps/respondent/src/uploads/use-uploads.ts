import type { SurveyUiServices } from '@cairn/survey-ui';
import { useMemo, useRef } from 'react';
import type { Draft } from '../draft/draft-store.ts';
import { sendUpload, type UploadRequest } from './upload-request.ts';

interface UploadContext {
  code: string;
  responseId: string;
  credentials: UploadRequest['credentials'];
  lang: 'zh' | 'en';
  networkMessage: string;
  /** Previews of stored files by key (draft.files), so a resumed page shows its signature and recording. */
  previews: Record<string, string> | undefined;
  update: (change: (current: Draft) => Draft) => void;
}

/**
 * survey-ui's services for answering: `uploadFile` stores through the respondent upload call
 * under this response id and keeps the file's preview link in the draft; `resolveImage` shows a
 * stored file by that link (other references, such as option images, pass through).
 * Preview answering stores nothing, so it lends no uploader.
 */
export function useUploadServices(context: UploadContext | null): SurveyUiServices {
  const latest = useRef(context);
  latest.current = context;
  const enabled = context !== null;
  const previews = context?.previews;
  return useMemo<SurveyUiServices>(() => {
    const resolveImage = (ref: string) => previews?.[ref] ?? ref;
    if (!enabled) return { resolveImage };
    return {
      resolveImage,
      uploadFile: async (file, target) => {
        const now = latest.current;
        if (!now) throw new Error('');
        const uploaded = await sendUpload(
          {
            surveyCode: now.code,
            responseId: now.responseId,
            nodeId: target.nodeId,
            credentials: now.credentials,
            lang: now.lang,
            file,
            ...(target.onProgress ? { onProgress: target.onProgress } : {}),
          },
          now.networkMessage,
        );
        now.update((current) => ({
          ...current,
          files: { ...current.files, [uploaded.file.url]: uploaded.preview },
        }));
        return uploaded.file;
      },
    };
  }, [enabled, previews]);
}
