/** Placeholder until the download centre lands. */
export function DownloadPage() {
  return null;
}
