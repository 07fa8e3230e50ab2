import { describe, expect, it } from 'vitest';
import { discussionQuotaBlocks, type QuotaStanding } from './discussion-quota-blocks.ts';

const quota = (over: Partial<QuotaStanding>): QuotaStanding => ({
  id: 1,
  name: 'Women',
  rule: { kind: 'field', key: 'gender', value: 'female' },
  target: 2,
  action: 'stop',
  done: 0,
  inProgress: 0,
  ...over,
});
const woman = { groupId: 7, fields: { gender: 'female' }, state: 0 };

describe('discussionQuotaBlocks', () => {
  it('lets a session open while places remain', () => {
    expect(discussionQuotaBlocks([quota({ done: 1 })], woman)).toBeNull();
  });

  it('blocks when done and in-progress sessions fill the target', () => {
    expect(discussionQuotaBlocks([quota({ done: 1, inProgress: 1 })], woman)?.id).toBe(1);
    expect(discussionQuotaBlocks([quota({ done: 3 })], woman)?.id).toBe(1);
  });

  it('never blocks for a quota the interviewee does not match', () => {
    expect(discussionQuotaBlocks([quota({ done: 5 })], { ...woman, fields: { gender: 'male' } })).toBeNull();
    const group = quota({ rule: { kind: 'group', groupId: 8 }, done: 5 });
    expect(discussionQuotaBlocks([group], woman)).toBeNull();
    expect(discussionQuotaBlocks([{ ...group, rule: { kind: 'group', groupId: 7 } }], woman)?.id).toBe(1);
  });

  it('lets a full quota run over when the owner allowed it', () => {
    expect(discussionQuotaBlocks([quota({ done: 5, action: 'allow' })], woman)).toBeNull();
  });

  it('never blocks an interviewee who already holds a place (interviewing or done)', () => {
    const full = [quota({ done: 1, inProgress: 1 })];
    expect(discussionQuotaBlocks(full, { ...woman, state: 1 })).toBeNull();
    expect(discussionQuotaBlocks(full, { ...woman, state: 2 })).toBeNull();
    expect(discussionQuotaBlocks(full, { ...woman, state: 3 })?.id).toBe(1);
  });

  it('answers the first full quota of several', () => {
    const quotas = [
      quota({ id: 1, done: 0 }),
      quota({ id: 2, rule: { kind: 'group', groupId: 7 }, target: 1, done: 1 }),
    ];
    expect(discussionQuotaBlocks(quotas, woman)?.id).toBe(2);
  });
});
