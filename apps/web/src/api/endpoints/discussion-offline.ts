import { discussionOfflineApi, fillPath } from '@cairn/contract';
import { downloadFile } from '../download-file.ts';

export { saveBlob } from '../download-file.ts';

/**
 * GET /response/v1/discussion/{code}/offline answers the offline interview file (one HTML file);
 * an envelope answer (A1100, A0403, A0400) is thrown as the client throws any.
 */
export const downloadOfflineFile = (code: string) =>
  downloadFile(fillPath(discussionOfflineApi.download, { id: code }), `offline-${code}.html`);
