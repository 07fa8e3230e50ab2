import { z } from 'zod';
import { QuestionType } from '../model/enums.ts';
import { ZUploadSetting } from '../model/settings.ts';
import type { AnswerIssue } from './define.ts';
import { defineQuestionType } from './define.ts';
import { BYTES_PER_MB, suffixOf, ZFileRef } from './files.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { answerIssue, checkCount, column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Upload: between `min` and `max` files, each at most `file_size_limit` MB, of the allowed suffixes. */
export const upload = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Upload,
  key: 'upload',
  name: { zh: '上传题', en: 'File upload' },
  settingSchema: withSettingRules(ZUploadSetting, ordered('min', 'max')),
  defaultSetting: () => ({
    required: true,
    min: 1,
    max: 10,
    file_size_limit: 50,
    file_suffix: [] as string[],
  }),
  defaultOptionCount: 3,
  answer: {
    schema: z.array(ZFileRef).max(100),
    isEmpty: (files) => files.length === 0,
    validate: (files, ctx) => {
      const issues: AnswerIssue[] = checkCount(files.length, ctx.setting.min, ctx.setting.max, []);
      const allowed = ctx.setting.file_suffix.map((suffix) => suffix.replace(/^\./, '').toLowerCase());
      files.forEach((file, i) => {
        if (file.size > ctx.setting.file_size_limit * BYTES_PER_MB)
          issues.push(answerIssue('too_many', [i, 'size'], `files up to ${ctx.setting.file_size_limit} MB`));
        if (allowed.length > 0 && !allowed.includes(suffixOf(file.name)))
          issues.push(answerIssue('format', [i, 'name'], `allowed: ${allowed.join(', ')}`));
      });
      return issues;
    },
    columns: (ctx) => [column(ctx.node, 'file', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (files, ctx) => ({ [`n${ctx.node.id}`]: files.map((file) => file.url).join('\n') }),
  },
});
