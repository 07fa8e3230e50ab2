import { RESPOND_MESSAGES } from '@cairn/contract/respond/constants';
import type { Lang } from '@cairn/core/model/lang';

/**
 * The page's own words in both languages. The survey's language decides (the open answer's
 * `lang`, from settings.lang), never the browser's: a Chinese survey reads Chinese everywhere.
 * Access states (not started, ended, ...) show the server's message instead.
 */
const zh = {
  start: '开始答题',
  next: '下一页',
  back: '上一页',
  submit: '提交',
  progress: (done: number, total: number) => `已答 ${done} / ${total}`,
  pending: '网络不通，答案已保存在本机，恢复连接后会自动提交…',
  sending: '正在提交…',
  retryNow: '立即重试',
  done: '提交成功，感谢您的参与！',
  screenOut: '感谢您的参与！本次问卷已结束。',
  redirecting: '正在跳转…',
  password: RESPOND_MESSAGES.passwordRequired.zh as string,
  passwordError: RESPOND_MESSAGES.passwordError.zh as string,
  inviteCode: RESPOND_MESSAGES.inviteRequired.zh as string,
  inviteCodeError: RESPOND_MESSAGES.inviteError.zh as string,
  confirm: '确定',
  resumeNote: '已恢复您上次未完成的答案',
  storageBlocked: '本机无法保存草稿，请勿关闭页面',
  interviewing: (code: string) => `访谈中：受访者 ${code}`,
  fixIssues: (count: number) => `还有 ${count} 处需要修改`,
  refusedTitle: '提交未被接受',
  backToAnswers: '返回修改',
  previewDone: '预览提交：服务器校验通过（未保存）',
  previewRefused: (count: number) => `服务器校验未通过：${count} 处答案会被拒绝`,
  preview: '预览',
  previewNote: '预览模式：答案不会被保存',
  reset: '重新开始',
  desktop: '电脑',
  phone: '手机',
  loadFailed: '加载失败，请刷新重试',
  uploadNetwork: '网络异常，文件未上传',
  titleMore: '展开全文',
  titleLess: '收起',
};

const en: typeof zh = {
  start: 'Start',
  next: 'Next',
  back: 'Back',
  submit: 'Submit',
  progress: (done, total) => `${done} of ${total} answered`,
  pending:
    'No connection. Your answers are saved on this device and will be sent when the connection returns…',
  sending: 'Sending…',
  retryNow: 'Retry now',
  done: 'Thank you! Your answers have been received.',
  screenOut: 'Thank you for your time. This survey has ended for you.',
  redirecting: 'Redirecting…',
  password: RESPOND_MESSAGES.passwordRequired.en,
  passwordError: RESPOND_MESSAGES.passwordError.en,
  inviteCode: RESPOND_MESSAGES.inviteRequired.en,
  inviteCodeError: RESPOND_MESSAGES.inviteError.en,
  confirm: 'OK',
  resumeNote: 'Your unfinished answers have been restored',
  storageBlocked: 'This device cannot keep a draft: please keep this page open',
  interviewing: (code) => `Interviewing: interviewee ${code}`,
  fixIssues: (count) => `${count} answer${count === 1 ? '' : 's'} need${count === 1 ? 's' : ''} attention`,
  refusedTitle: 'Your answers were not accepted',
  backToAnswers: 'Back to my answers',
  previewDone: 'Preview submit: the server check passed (nothing saved)',
  previewRefused: (count) => `The server check would refuse ${count} answer${count === 1 ? '' : 's'}`,
  preview: 'Preview',
  previewNote: 'Preview: answers are not saved',
  reset: 'Start over',
  desktop: 'Desktop',
  phone: 'Phone',
  loadFailed: 'Could not load the survey. Please refresh.',
  uploadNetwork: 'The connection failed; the file was not uploaded',
  titleMore: 'Show the whole title',
  titleLess: 'Show less',
};

export type Texts = typeof zh;
export const textsOf = (lang: Lang): Texts => (lang === 'en' ? en : zh);
