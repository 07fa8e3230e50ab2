import { describe, expect, it } from 'vitest';
import { addNodeEdit } from './design-edits.ts';
import { messageOfLocalIssues, messageOfQueueEvent } from './queue-messages.ts';

const t = (key: string) => `[${key}]`;
const edit = addNodeEdit({ what: 3 });

describe('queue events as messages', () => {
  it('shows a refusal with the server’s own message (already in the author’s language)', () => {
    const shown = messageOfQueueEvent(
      { kind: 'refused', edit, failure: { code: 'A0211', message: '题目数量已超出上限' } },
      t,
    );
    expect(shown).toEqual({ level: 'error', text: '题目数量已超出上限', key: 'design-refused' });
  });

  it('stays quiet about a refusal the API client already showed (one failure, one toast)', () => {
    expect(
      messageOfQueueEvent(
        { kind: 'refused', edit, failure: { code: 'A0108', message: 'The file is empty', shown: true } },
        t,
      ),
    ).toBeNull();
  });

  it('warns about a dropped edit and about a conflict with our own texts', () => {
    expect(messageOfQueueEvent({ kind: 'dropped', edit, issues: [] }, t)).toMatchObject({
      level: 'warning',
      text: '[design.queue.dropped]',
    });
    expect(
      messageOfQueueEvent({ kind: 'conflict', failure: { code: 'A0120', message: 'stale' } }, t),
    ).toMatchObject({ level: 'warning', text: '[design.queue.conflict]', key: 'design-conflict' });
  });

  it('names a locally refused edit by the catalogue message of its first issue', () => {
    expect(messageOfLocalIssues([{ code: 'A0211' }], 'en').text).toBe(
      'The survey has reached the maximum number of questions',
    );
    expect(messageOfLocalIssues([{ code: 'nonsense' }], 'zh').text).toBe('参数错误');
  });
});
