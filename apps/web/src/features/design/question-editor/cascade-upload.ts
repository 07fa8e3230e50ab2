import { CASCADE_UPLOAD_MAX_BYTES, optionsApi } from '@cairn/contract';
import type { DesignEdit, EditAnswer } from '../edit-queue.ts';

export const CASCADE_MAX_MB = CASCADE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Checks before sending (spec doc 1 §5: xlsx per the template, at most 5 MB): `xls` gets the
 * server's own advice (A0112, save as .xlsx), anything else not .xlsx the format message.
 */
export function cascadeFileProblem(file: { name: string; size: number }): 'xls' | 'format' | 'size' | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return 'xls';
  if (!name.endsWith('.xlsx')) return 'format';
  if (file.size > CASCADE_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

export type CascadeUploader = (
  surveyCode: string,
  nodeId: number,
  file: Blob,
  fileName: string,
  version: number,
) => Promise<EditAnswer>;

/**
 * The upload as a design edit that sends itself: it waits for the edits before it, goes out
 * with the current version, and the options the server made replace the question's like any
 * answer. `done` settles with the answer (or the refusal) for the dialog.
 */
export function cascadeUploadEdit(
  surveyCode: string,
  nodeId: number,
  file: File,
  upload: CascadeUploader,
): { edit: DesignEdit; done: Promise<EditAnswer> } {
  let settle: { resolve(answer: EditAnswer): void; reject(error: unknown): void } | null = null;
  const done = new Promise<EditAnswer>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const edit: DesignEdit = {
    endpoint: optionsApi.cascadeUpload,
    input: { nodeId },
    send: async (_input, version) => {
      try {
        const answer = await upload(surveyCode, nodeId, file, file.name, version);
        settle?.resolve(answer);
        return answer;
      } catch (error) {
        settle?.reject(error);
        throw error;
      }
    },
  };
  return { edit, done };
}

/** How many options of the question an answer made (for "imported n options"). */
export function importedCount(answer: EditAnswer, nodeId: number): number {
  return answer.change.options.inserted.filter((option) => option.nodeId === nodeId).length;
}
