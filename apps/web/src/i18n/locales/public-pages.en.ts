import type { PublicPagesMessages } from './public-pages.zh.ts';

/** English strings of the return pages, the friendly notice and the file preview. */
export const publicPagesEn: PublicPagesMessages = {
  returnPage: {
    title: 'Taking you back',
    subtitle: 'Finishing your login and returning to where you were',
    redirecting: 'Redirecting…',
    refused: 'The login did not finish: it was cancelled or refused. Please log in again.',
    toLogin: 'Back to login',
  },
  notice: {
    title: 'Notice',
    unknown: 'This link cannot be opened right now. Go back to the start and try again.',
    code: 'Notice code: {{code}}',
    home: 'Back to projects',
  },
  filePreview: {
    missing: 'The link is incomplete: the survey or the file is missing',
    download: 'Download',
    meta: 'Size {{size}} · Type {{type}}',
    noPreview: 'This kind of file cannot be previewed on the page; download it to open it',
  },
};
