import type { Lang } from '@cairn/core/model/lang';

/** The end page's lottery words in both languages (the survey's language decides, as texts.ts). */
const zh = {
  heading: '抽奖结果',
  pending: '您已参与抽奖，问卷结束后统一开奖，请留意通知。',
  lost: '很遗憾，这次没有中奖。感谢您的参与！',
  won: (prize: string) => `恭喜！您抽中了「${prize}」`,
  cash: (amount: string) => `现金 ${amount} 将通过微信发放给您。`,
  claimIntro: '请填写领奖信息，我们会按此寄送奖品：',
  field: { name: '姓名', phone: '手机号', address: '收货地址' } as Record<string, string>,
  required: '请填写此项',
  submitClaim: '提交领奖信息',
  claiming: '正在提交…',
  claimed: '领奖信息已提交，我们会尽快寄出奖品。',
  showCode: '领取优惠券',
  code: '您的券码：',
  failed: '提交失败，请稍后重试',
  resultLinkIntro: '开奖后可在这里查看结果（请保存此链接）：',
  resultLink: '我的抽奖结果',
  followLinkIntro: '奖品寄出后可在这里查看运单号（请保存此链接）：',
  shipped: (at: string) => `奖品已于 ${at} 寄出。`,
  trackingNo: '运单号：',
  notDrawn: (at: string) => `还没有开奖，将于 ${at} 开奖，请届时再来查看。`,
  notDrawnSoon: '抽奖已截止，正在开奖，请稍后刷新查看。',
  notDrawnByAuthor: '还没有开奖，问卷发布者结束抽奖后开奖，请稍后再来查看。',
  loading: '正在查询抽奖结果…',
  notFound: '没有找到这个抽奖结果，请确认链接完整。',
  loadFailed: '暂时无法查询抽奖结果，请稍后重试',
  retry: '重试',
};

const en: typeof zh = {
  heading: 'Your lottery result',
  pending: 'You are in the draw. The draw happens after the survey closes; watch for the notice.',
  lost: 'Not a winner this time. Thank you for taking part!',
  won: (prize) => `Congratulations! You won “${prize}”`,
  cash: (amount) => `The cash prize of ${amount} is paid to you through the messaging app.`,
  claimIntro: 'Please fill in where to send your prize:',
  field: { name: 'Name', phone: 'Phone', address: 'Address' },
  required: 'Please fill this in',
  submitClaim: 'Send my details',
  claiming: 'Sending…',
  claimed: 'Your details are received; your prize will be sent soon.',
  showCode: 'Claim my coupon',
  code: 'Your code: ',
  failed: 'That did not go through. Please try again',
  resultLinkIntro: 'Once drawn, your result is here (keep this link):',
  resultLink: 'My lottery result',
  followLinkIntro: 'Once your prize is shipped, its tracking number shows here (keep this link):',
  shipped: (at) => `Your prize was shipped on ${at}.`,
  trackingNo: 'Tracking number: ',
  notDrawn: (at) => `Not drawn yet: the draw comes at ${at}. Please check back then.`,
  notDrawnSoon: 'The lottery has closed and is being drawn; refresh in a moment.',
  notDrawnByAuthor:
    'Not drawn yet: the draw comes when the survey’s author ends the lottery. Please check back later.',
  loading: 'Looking up your lottery result…',
  notFound: 'This lottery result was not found; check that the link is complete.',
  loadFailed: 'Your lottery result cannot be looked up right now; try again later',
  retry: 'Try again',
};

export type LotteryTexts = typeof zh;
export const lotteryTextsOf = (lang: Lang | undefined): LotteryTexts => (lang === 'en' ? en : zh);

/** 1234 fen → "¥12.34" (the page has no money library; integer work only). */
export function yuan(fen: number): string {
  return `¥${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
