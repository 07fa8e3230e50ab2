import { describe, expect, it } from 'vitest';
import { embedCode, publicSurveyUrl } from './launch-url.ts';

describe('launch links', () => {
  it('builds the public link with source, channel and example parameters', () => {
    expect(publicSurveyUrl('https://s.example', 'AbC23')).toBe('https://s.example/r/AbC23');
    expect(
      publicSurveyUrl('https://s.example', 'AbC23', { source: 'wechat', channel: 'march', params: ['uid'] }),
    ).toBe('https://s.example/r/AbC23?source=wechat&channel=march&uid=xxx');
  });

  it('escapes the title of the embed code', () => {
    expect(embedCode('https://s.example/r/x', 'A "quoted" <survey> & co')).toBe(
      '<iframe src="https://s.example/r/x" title="A &quot;quoted&quot; &lt;survey> &amp; co" width="100%" height="720" style="border:0" allow="camera; microphone; geolocation"></iframe>',
    );
  });
});
