/** TanStack Query keys of the download centre (list and the top bar's badge). */
export const DOWNLOADS_KEY = ['downloads'] as const;
export const DOWNLOADS_RED_KEY = ['downloads', 'red'] as const;
