/**
 * The sensitive-word list a new installation starts with: a short, deliberately conservative set
 * of gambling, fraud, drug and profanity terms in Chinese and English, the kind a platform's
 * content rules forbid in a public survey. Operators extend or trim it with
 * `npm run admin -- words add|remove`; it is seeded once, so removed words stay removed.
 */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  // gambling
  '赌博',
  '博彩',
  '网络赌场',
  '六合彩',
  '百家乐',
  'online casino',
  'sports betting',
  'gambling site',
  // fraud and illegal trade
  '代开发票',
  '办假证',
  '刷单',
  '信用卡套现',
  '洗钱',
  '传销',
  '高利贷',
  'money laundering',
  'ponzi scheme',
  'pyramid scheme',
  'fake diploma',
  'fake invoice',
  // drugs and weapons
  '冰毒',
  '海洛因',
  '出售枪支',
  'buy cocaine',
  'buy heroin',
  // profanity
  '傻逼',
  '操你妈',
  'fuck',
  'motherfucker',
];
