/** `{survey title}_{yyyyMMddHHmm}.{ext}` in UTC; characters file systems refuse become `_`. */
export function exportFileName(title: string, extension: string, at: number): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|]/g, '_')
      .replace(/\p{Cc}/gu, '_')
      .trim()
      .slice(0, 80) || 'survey';
  const stamp = new Date(at).toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return `${safe}_${stamp}.${extension}`;
}
