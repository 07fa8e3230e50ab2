import { describe, expect, it } from 'vitest';
import { formatBytes, previewKind } from './file-preview-kind.ts';

describe('file preview kinds', () => {
  it('draws what a browser shows safely and offers the rest for download', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('IMAGE/JPEG; charset=binary')).toBe('image');
    expect(previewKind('image/svg+xml')).toBe('none');
    expect(previewKind('application/pdf')).toBe('none');
    expect(previewKind('audio/mpeg')).toBe('audio');
    expect(previewKind('video/mp4')).toBe('video');
    expect(previewKind('text/html')).toBe('none');
    expect(previewKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('none');
  });

  it('says sizes in bytes, kilobytes and megabytes', () => {
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(12_600)).toBe('12.3 KB');
    expect(formatBytes(4_718_592)).toBe('4.5 MB');
  });
});
