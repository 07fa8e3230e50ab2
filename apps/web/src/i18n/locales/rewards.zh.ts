/** 红包与抽奖共用的中文文案：重新发放被拒的款项。 */
export const rewardsZh = {
  rewards: {
    retry: {
      all: '重新发放失败的款项',
      one: '重新发放',
      confirmTitle: '重新发放所有失败的款项？',
      confirmBody: '每笔失败的款项会以新的发放单号再发一次；已被判为无效的答卷不会发放。',
      ok: '重新发放',
      cancel: '取消',
      sent_one: '已重新发放 {{count}} 笔',
      sent_other: '已重新发放 {{count}} 笔',
      none: '没有失败的款项需要重新发放',
    },
  },
};
export type RewardsMessages = typeof rewardsZh;
