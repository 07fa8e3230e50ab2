import type { Lang } from '@cairn/core/model/lang';

/**
 * The end page's red-envelope words in both languages (the survey's language decides, as in
 * texts.ts). Kept apart from texts.ts: only a survey with a campaign shows them.
 */
const zh = {
  won: '恭喜你获得一个红包',
  claim: '领取红包',
  claimHint: '请用微信扫描二维码领取，红包将发放到扫码的微信账号',
  qrAlt: '领取红包的二维码',
  openSimulator: '在本机打开扫码模拟器',
  loading: '正在生成二维码…',
  refresh: '刷新二维码',
  expired: '二维码已失效，请刷新',
  failed: '暂时无法领取，请稍后重试',
  notBound: '问卷发布者尚未绑定公众号，暂时无法领取',
  elsewhere: '这个红包已被其他微信账号领取',
  limit: '这个微信账号在本活动的领取次数已达上限，无法再领取这个红包',
  paid: '红包已发放到你的微信账号',
  paying: '红包发放中…',
  held: '已领取，审核通过后发放',
  rejected: '红包未通过审核',
  failedPayout: '红包发放失败，请联系问卷发布者',
  lost: {
    'lost-draw': '很遗憾，这次没有抽中红包，感谢参与！',
    'budget-exhausted': '红包已经发完了，感谢参与！',
    'respondent-limit': '本问卷的红包已发给过这个网络（如同一办公室或热点）的答题者，感谢参与！',
    'device-limit': '这台设备已领过本问卷的红包，感谢参与！',
    'window-ended': '红包活动已经结束，感谢参与！',
    'not-started': '红包活动还没有开始，感谢参与！',
    paused: '红包活动暂停中，感谢参与！',
    other: '这次没有红包，感谢参与！',
  } as Record<string, string>,
};

const en: typeof zh = {
  won: 'You won a red envelope',
  claim: 'Claim it',
  claimHint: 'Scan the code with WeChat: the envelope goes to the account that scans it',
  qrAlt: 'QR code to claim the red envelope',
  openSimulator: 'Open the scan simulator on this device',
  loading: 'Making the QR code…',
  refresh: 'New QR code',
  expired: 'The QR code has expired; get a new one',
  failed: 'The envelope cannot be claimed right now; try again later',
  notBound: 'The survey’s author has not bound an official account yet, so it cannot be claimed',
  elsewhere: 'This envelope was claimed by another WeChat account',
  limit:
    'This WeChat account has already claimed as many envelopes from this campaign as allowed, so it cannot claim this one',
  paid: 'Paid to your WeChat account',
  paying: 'Paying…',
  held: 'Claimed: it is paid once the answers are reviewed',
  rejected: 'The envelope did not pass the review',
  failedPayout: 'The payment failed; please contact the survey’s author',
  lost: {
    'lost-draw': 'No envelope this time. Thank you for taking part!',
    'budget-exhausted': 'All envelopes have been given out. Thank you for taking part!',
    'respondent-limit':
      'This survey’s envelopes have already gone to someone on this network (an office or a hotspot). Thank you for taking part!',
    'device-limit': 'This device has already had this survey’s envelope. Thank you!',
    'window-ended': 'The envelope campaign has ended. Thank you for taking part!',
    'not-started': 'The envelope campaign has not started yet. Thank you for taking part!',
    paused: 'The envelope campaign is paused. Thank you for taking part!',
    other: 'No envelope this time. Thank you for taking part!',
  },
};

export type EnvelopeTexts = typeof zh;

/** The claim's words for a lottery cash prize: the envelope's, with the prize named as such. */
const lotteryZh: EnvelopeTexts = {
  ...zh,
  claim: '领取奖金',
  claimHint: '请用微信扫描二维码领取，奖金将发放到扫码的微信账号',
  qrAlt: '领取奖金的二维码',
  elsewhere: '这份奖金已被其他微信账号领取',
  limit: '这个微信账号已领取过本次抽奖的奖品，每个微信账号只能领取一份',
  paid: '奖金已发放到你的微信账号',
  paying: '奖金发放中…',
  held: '已领取，稍后发放',
  rejected: '奖金未能发放',
  failed: '暂时无法领取，请稍后重试',
  failedPayout: '奖金发放失败，请联系问卷发布者',
};
const lotteryEn: EnvelopeTexts = {
  ...en,
  claim: 'Claim the prize',
  claimHint: 'Scan the code with WeChat: the prize goes to the account that scans it',
  qrAlt: 'QR code to claim the prize',
  elsewhere: 'This prize was claimed by another WeChat account',
  limit: 'This WeChat account has already claimed a prize of this lottery: one prize per account',
  paid: 'Paid to your WeChat account',
  paying: 'Paying…',
  held: 'Claimed: it is paid shortly',
  rejected: 'The prize could not be paid',
  failed: 'The prize cannot be claimed right now; try again later',
  failedPayout: 'The payment failed; please contact the survey’s author',
};
export const lotteryClaimTextsOf = (lang: Lang): EnvelopeTexts => (lang === 'en' ? lotteryEn : lotteryZh);
export const envelopeTextsOf = (lang: Lang): EnvelopeTexts => (lang === 'en' ? en : zh);
