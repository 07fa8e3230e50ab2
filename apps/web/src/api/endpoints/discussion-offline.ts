import { discussionOfflineApi, fillPath, type OfflineWithdrawn } from '@cairn/contract';
import { api } from '../client.ts';
import { downloadFile } from '../download-file.ts';

export { saveBlob } from '../download-file.ts';

/**
 * GET /response/v1/discussion/{code}/offline answers the offline interview file (one HTML file);
 * an envelope answer (A1100, A0403, A0400) is thrown as the client throws any.
 */
export const downloadOfflineFile = (code: string) =>
  downloadFile(fillPath(discussionOfflineApi.download, { id: code }), `offline-${code}.html`);

/** Every offline file issued for the project so far stops syncing (editors only). */
export const withdrawOfflineFiles = (surveyCode: string): Promise<OfflineWithdrawn> =>
  api.call(discussionOfflineApi.withdraw, { surveyCode });
