// @vitest-environment happy-dom
import { PROJECT_TITLE_MAX_LENGTH } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { changeLang, i18n } from '../../i18n/index.ts';
import { titleLimit } from './title-limit.ts';

describe('the title limit is told, not cut', () => {
  it('shows a count against 200 and refuses a longer title naming the limit, in both languages', async () => {
    await changeLang('en');
    const limit = titleLimit(i18n.t, 'project.titleTooLong');
    expect(limit.count).toEqual({ show: true, max: PROJECT_TITLE_MAX_LENGTH });
    await expect(limit.rule.validator(null, 'x'.repeat(200))).resolves.toBeUndefined();
    await expect(limit.rule.validator(null, 'x'.repeat(201))).rejects.toThrow(
      'A title has at most 200 characters',
    );
    await changeLang('zh');
    await expect(
      titleLimit(i18n.t, 'settings.base.titleTooLong').rule.validator(null, '题'.repeat(250)),
    ).rejects.toThrow('标题最多 200 个字');
  });
});
