import type { Lang } from '../model/lang.ts';

/** The diagnosis modal's reasons, in both languages; `{x}` is filled from `params`. */
const MESSAGES = {
  noQuestions: { zh: '问卷中还没有题目', en: 'The survey has no questions yet' },
  noOptions: { zh: '还没有选项', en: 'has no options' },
  noRows: { zh: '还没有子问题（行）', en: 'has no rows (sub-questions)' },
  noImages: { zh: '还没有图片选项', en: 'has no image options' },
  sensitiveWords: { zh: '包含敏感词：{words}', en: 'contains sensitive words: {words}' },
  phoneNotBound: {
    zh: '问卷使用了付费功能（{features}），请先在个人中心绑定手机号',
    en: 'The survey uses a paid feature ({features}); bind a mobile number in your account first',
  },
  missingImage: { zh: '缺少图片', en: 'is missing an image' },
  missingOptionImage: { zh: '选项“{option}”缺少图片', en: 'option “{option}” is missing its image' },
  sensitiveImage: { zh: '图片未通过检查：{reason}', en: 'has an image that failed the check: {reason}' },
  emptyBranch: { zh: '分支路径“{name}”中没有内容', en: 'branch path “{name}” has nothing in it' },
  emptySplit: {
    zh: '分支（{names}）的所有路径中都没有内容',
    en: 'no path of the branching ({names}) has anything in it',
  },
  otherwiseNotLast: {
    zh: '分支路径“{name}”没有条件却不是最后一条，之后的路径永远不会被走到',
    en: 'branch path “{name}” has no condition but is not the last path, so the paths after it are never taken',
  },
  branchConditionStale: {
    zh: '分支路径“{name}”的条件引用了已删除或不在分支之前的题目、选项',
    en: 'the condition of branch path “{name}” tests a question or option that is deleted or no longer before the branch',
  },
  emptyLoop: { zh: '循环中没有题目', en: 'the loop has nothing in it' },
  settingInvalid: {
    zh: '题目设置无法生效（{keys}），请在设置中修改',
    en: 'has settings that cannot work ({keys}); change them in the question settings',
  },
  strayRows: {
    zh: '包含该题型不使用的子问题，请删除',
    en: 'has sub-questions its type does not use; remove them',
  },
  noDuration: { zh: '未设置答题时长', en: 'has no answer duration' },
  logicToDeleted: {
    zh: '逻辑设置引用了已删除的题目或选项',
    en: 'has logic that refers to a deleted question or option',
  },
  logicNotBefore: {
    zh: '逻辑条件引用的题目不在本题之前',
    en: 'has logic whose condition is on a question that no longer comes before it',
  },
  logicJumpBack: {
    zh: '跳转逻辑的目标不在本题之后',
    en: 'has a jump to a question that no longer comes after it',
  },
  logicCycle: {
    zh: '逻辑设置互相依赖，形成循环',
    en: 'has logic rules that depend on each other in a circle',
  },
  logicTooMany: { zh: '逻辑设置数量超过上限', en: 'The survey has more logic rules than allowed' },
  logicInvalid: {
    zh: '逻辑设置与题目当前的内容不符',
    en: 'has logic that no longer fits the question (operator, option or value)',
  },
  linkToDeleted: { zh: '关联的题目已删除', en: 'is linked to a deleted question' },
  loopToDeleted: { zh: '循环的来源题目已删除', en: 'loops over a deleted question' },
  surveyLevel: { zh: '问卷设置', en: 'Survey settings' },
} as const satisfies Record<string, Record<Lang, string>>;

export type DiagnosisMessageKey = keyof typeof MESSAGES;

export function diagnosisMessage(
  lang: Lang,
  key: DiagnosisMessageKey,
  params: Record<string, string> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
