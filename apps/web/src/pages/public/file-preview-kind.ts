/** How the file preview shows a file, by its stored content type. */
export type PreviewKind = 'image' | 'audio' | 'video' | 'none';

export function previewKind(contentType: string): PreviewKind {
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  // SVG can carry script: offered for download, never drawn inside the app. Documents (PDF
  // included) are served as attachments under a sandboxing policy, so they are downloaded too.
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'none';
}

/** A byte count for people: 980 B, 12.3 KB, 4.5 MB. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
