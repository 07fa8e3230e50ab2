import { describe, expect, it } from 'vitest';
import { errorText, offlineTextsOf } from './offline-texts.ts';

describe('why an offline interview did not sync', () => {
  it('sends the host of a withdrawn or expired file to download a new one (A5530), in both languages', () => {
    const catalogue = {
      kind: 'refused',
      code: 'A5530',
      message: 'The interview ticket is invalid or has expired; open the session again from the host console',
    } as const;
    const en = errorText(offlineTextsOf('en'), catalogue);
    expect(en).toMatch(/^Refused by the server \(A5530\): This offline file is no longer valid/);
    expect(en).toContain('Download a new offline interview file');
    expect(en).not.toContain('open the session again');
    const zh = errorText(offlineTextsOf('zh'), catalogue);
    expect(zh).toMatch(/^服务器拒绝（A5530）：本离线文件已失效/);
    expect(zh).toContain('重新下载离线访谈文件');
  });

  it('gives other refusals in the server’s words, and a network failure as one', () => {
    const t = offlineTextsOf('en');
    expect(errorText(t, { kind: 'refused', code: 'A5531', message: 'This interviewee is done' })).toBe(
      'Refused by the server (A5531): This interviewee is done',
    );
    expect(errorText(t, { kind: 'network' })).toBe(t.network);
  });
});
