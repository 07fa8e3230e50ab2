import type { RewardsMessages } from './rewards.zh.ts';

/** English strings shared by envelopes and lotteries: sending refused payouts again. */
export const rewardsEn: RewardsMessages = {
  rewards: {
    retry: {
      all: 'Retry failed payouts',
      one: 'Retry',
      confirmTitle: 'Send every failed payout again?',
      confirmBody:
        'Each failed payout is sent again under a new payout id; responses marked invalid since are not paid.',
      ok: 'Send again',
      cancel: 'Cancel',
      sent_one: '{{count}} payout sent again',
      sent_other: '{{count}} payouts sent again',
      none: 'No failed payouts to send again',
    },
  },
};
