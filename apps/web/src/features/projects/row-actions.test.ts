import { describe, expect, it } from 'vitest';
import { grantedRights, rowActionsFor } from './row-actions.ts';

const none = { edit: false, report: false, launch: false, manage: false };

describe('row actions by rights', () => {
  it('gives the owner everything', () => {
    expect(rowActionsFor({ edit: true, report: true, launch: true, manage: true })).toEqual([
      'copy',
      'rename',
      'move',
      'share',
      'handover',
      'delete',
    ]);
  });

  it('lets a reader only copy, and an editor also rename', () => {
    expect(rowActionsFor(none)).toEqual(['copy']);
    expect(rowActionsFor({ ...none, edit: true, report: true })).toEqual(['copy', 'rename']);
  });

  it('lists the rights a share grants', () => {
    expect(grantedRights(none)).toEqual([]);
    expect(grantedRights({ ...none, report: true, launch: true })).toEqual(['report', 'launch']);
  });
});
