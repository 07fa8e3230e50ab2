import { fullPath } from '@cairn/contract/api/facts';
import { RESPOND_ROUTES } from '@cairn/contract/respond/routes';
import type { RespondUploaded } from '@cairn/contract/respond/schemas';

export interface UploadRequest {
  surveyCode: string;
  responseId: string;
  nodeId: number;
  /** The access credentials, or a host's interview (its ticket stands in for them). */
  credentials: {
    password?: string;
    inviteCode?: string;
    interview?: { intervieweeCode: string; ticket: string };
  };
  /** The survey's language: the server words its refusals in it (Accept-Language). */
  lang: 'zh' | 'en';
  file: File;
  onProgress?: (fraction: number) => void;
}

/**
 * A refusal or a failed connection, with the words to show the respondent. `retryable`: whether
 * sending the same file again may succeed (survey-ui offers "retry" only then).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Refusals that are about the moment, not the file: a server failure, too many uploads now. */
const PASSING = new Set(['B0001', 'B0002', 'A2032']);

/**
 * The upload call (contract `RESPOND_ROUTES.upload`, respond/routes.ts): the fields first, then the file,
 * so the server decides everything before it reads a byte. XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function sendUpload(request: UploadRequest, networkMessage: string): Promise<RespondUploaded> {
  const form = new FormData();
  form.append('surveyCode', request.surveyCode);
  form.append('responseId', request.responseId);
  form.append('nodeId', String(request.nodeId));
  if (request.credentials.password) form.append('password', request.credentials.password);
  if (request.credentials.inviteCode) form.append('inviteCode', request.credentials.inviteCode);
  const interview = request.credentials.interview;
  if (interview) {
    form.append('intervieweeCode', interview.intervieweeCode);
    form.append('ticket', interview.ticket);
  }
  form.append('file', request.file, request.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(RESPOND_ROUTES.upload.method, fullPath(RESPOND_ROUTES.upload));
    xhr.setRequestHeader('accept-language', request.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadError(networkMessage, true));
    xhr.onload = () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as { code: string; message: string; data: unknown };
        if (envelope.code === '00000' && isUploaded(envelope.data)) resolve(envelope.data);
        else reject(new UploadError(envelope.message || networkMessage, PASSING.has(envelope.code)));
      } catch {
        reject(new UploadError(networkMessage, true)); // not our answer (a proxy's page)
      }
    };
    xhr.send(form);
  });
}

function isUploaded(data: unknown): data is RespondUploaded {
  const value = data as RespondUploaded | null;
  return typeof value?.file?.url === 'string' && typeof value.preview === 'string';
}
