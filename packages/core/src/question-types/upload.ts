import { QuestionType } from '../model/enums.ts';
import type { UploadSetting } from '../model/settings.ts';
import type { FileRef } from './answer-schemas.ts';
import type { AnswerIssue } from './define.ts';
import { defineQuestionType } from './define.ts';
import { BYTES_PER_MB, suffixOf } from './files.ts';
import { answerIssue, checkCount, column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Upload: between `min` and `max` files, each at most `file_size_limit` MB, of the allowed suffixes. */
export const upload = defineQuestionType<UploadSetting, FileRef[]>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Upload,
  key: 'upload',
  name: { zh: '上传题', en: 'File upload' },
  defaultSetting: () => ({
    required: true,
    min: 1,
    max: 10,
    file_size_limit: 50,
    file_suffix: [] as string[],
  }),
  defaultOptionCount: 3,
  answer: {
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
