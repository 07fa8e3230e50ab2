import type { RespondResume } from '@cairn/contract/respond/schemas';
import type { Draft } from '../draft/draft-store.ts';

export type ServerResume = Pick<RespondResume, 'responseId' | 'answers' | 'files'>;

/**
 * The draft a page starts from: this device's local draft while it is unfinished, else the
 * partial response the server still holds for this device (storage was cleared), else `fresh`.
 * The server signs file preview links afresh each time, so they replace the page's own, which
 * expire after a day.
 */
export function startingDraft(local: Draft | null, resume: ServerResume | null, fresh: Draft): Draft {
  if (local && local.status !== 'done') {
    return resume?.responseId === local.responseId
      ? { ...local, files: { ...local.files, ...resume.files } }
      : local;
  }
  if (!resume) return fresh;
  return {
    ...fresh,
    responseId: resume.responseId,
    seed: resume.responseId,
    answers: resume.answers,
    files: resume.files,
  };
}
