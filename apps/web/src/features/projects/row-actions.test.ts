import { OWN_PROJECT_CODES } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { grantedRights, rowActionsFor } from './row-actions.ts';

const none = { edit: false, report: false, launch: false, manage: false };
const all = { edit: true, report: true, launch: true, manage: true };
const personal = ['DEFAULT', ...OWN_PROJECT_CODES];

describe('row actions by rights', () => {
  it('gives the owner everything', () => {
    expect(rowActionsFor(all, personal)).toEqual(['copy', 'rename', 'move', 'share', 'handover', 'delete']);
  });

  it('lets a reader only copy, and an editor also rename', () => {
    expect(rowActionsFor(none, personal)).toEqual(['copy']);
    expect(rowActionsFor({ ...none, edit: true, report: true }, personal)).toEqual(['copy', 'rename']);
  });

  it('leaves out copy, share and handover for a member without the own-project right', () => {
    expect(rowActionsFor(all, [])).toEqual(['rename', 'move', 'delete']);
    expect(rowActionsFor(all, ['PROJECT_SHARE'])).toEqual(['rename', 'move', 'share', 'delete']);
    expect(rowActionsFor(none, ['PROJECT_CREATE'])).toEqual(['copy']);
  });

  it('offers a published interview project’s editors its offline file, and any interview project’s the withdrawal', () => {
    const interview = { projectType: 1, status: 1 };
    expect(rowActionsFor({ ...none, edit: true }, personal, interview)).toEqual([
      'copy',
      'rename',
      'offline',
      'withdrawOffline',
    ]);
    expect(rowActionsFor(none, personal, interview)).toEqual(['copy']);
    expect(rowActionsFor(all, [], { projectType: 1, status: 2 })).toEqual([
      'rename',
      'withdrawOffline',
      'move',
      'delete',
    ]);
    expect(rowActionsFor(all, [], { projectType: 0, status: 1 })).toEqual(['rename', 'move', 'delete']);
  });

  it('lists the rights a share grants', () => {
    expect(grantedRights(none)).toEqual([]);
    expect(grantedRights({ ...none, report: true, launch: true })).toEqual(['report', 'launch']);
  });
});
