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
};

export type LotteryTexts = typeof zh;
export const lotteryTextsOf = (lang: Lang | undefined): LotteryTexts => (lang === 'en' ? en : zh);

/** 1234 fen → "¥12.34" (the page has no money library; integer work only). */
export function yuan(fen: number): string {
  return `¥${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
