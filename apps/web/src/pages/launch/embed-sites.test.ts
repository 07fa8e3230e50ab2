// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { surveyCodeOfPath } from '../../api/endpoints/files.ts';
import { invalidEmbedSite } from './embed-sites.tsx';

describe('invalidEmbedSite', () => {
  it('accepts host names as the server does, and names the first that is not one', () => {
    expect(invalidEmbedSite([])).toBeNull();
    expect(invalidEmbedSite(['example.com', '*.example.com', 'intranet:8080', 'a-b.c.cn'])).toBeNull();
    expect(invalidEmbedSite(['example.com', 'https://x.com', 'a b'])).toBe('https://x.com');
    expect(invalidEmbedSite(["a.com; script-src 'unsafe-inline'"])).not.toBeNull();
  });
});

describe('surveyCodeOfPath', () => {
  it('finds the survey open in the designer, nothing elsewhere', () => {
    expect(surveyCodeOfPath('/designer/project/Ab3x_9Kq/design')).toBe('Ab3x_9Kq');
    expect(surveyCodeOfPath('/designer/project/Ab3x/setting/facade')).toBe('Ab3x');
    expect(surveyCodeOfPath('/designer/project')).toBeUndefined();
    expect(surveyCodeOfPath('/designer/library/image')).toBeUndefined();
  });
});
