import type { CampaignStatus } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { availableActions, isEditable, moveStatus, type StatusEvent } from './status.ts';

const to = (from: CampaignStatus, event: StatusEvent) => {
  const move = moveStatus(from, event);
  return move.ok ? move.status : move.code;
};

describe('campaign status machine', () => {
  it('goes draft → paying → running ↔ paused → ended', () => {
    expect(to('draft', 'order')).toBe('paying');
    expect(to('paying', 'paid')).toBe('running');
    expect(to('running', 'pause')).toBe('paused');
    expect(to('paused', 'resume')).toBe('running');
    expect(to('running', 'end')).toBe('ended');
    expect(to('paused', 'end')).toBe('ended');
  });

  it('returns a paying campaign to draft when its order is cancelled', () => {
    expect(to('paying', 'cancel-order')).toBe('draft');
    expect(to('running', 'cancel-order')).toBe('A2065');
  });

  it('refuses every other move with A2065; ending twice is a no-op (the refund call is idempotent)', () => {
    expect(to('draft', 'paid')).toBe('A2065');
    expect(to('draft', 'pause')).toBe('A2065');
    expect(to('paying', 'pause')).toBe('A2065');
    expect(to('paused', 'pause')).toBe('A2065');
    expect(to('running', 'resume')).toBe('A2065');
    expect(to('ended', 'resume')).toBe('A2065');
    expect(to('draft', 'end')).toBe('A2065');
    expect(to('paying', 'end')).toBe('A2065');
    expect(to('ended', 'end')).toBe('ended');
    expect(to('ended', 'paid')).toBe('A2065');
  });

  it('deletes only a draft or an ended campaign, else A2056', () => {
    expect(to('draft', 'delete')).toBe('deleted');
    expect(to('ended', 'delete')).toBe('deleted');
    for (const from of ['paying', 'running', 'paused'] as const) expect(to(from, 'delete')).toBe('A2056');
  });

  it('offers the actions that move, and edits where they are possible', () => {
    expect(availableActions('running')).toEqual(['pause', 'end']);
    expect(availableActions('paused')).toEqual(['resume', 'end']);
    expect(availableActions('ended')).toEqual(['delete']);
    expect(availableActions('paying')).toEqual([]);
    expect(availableActions('draft')).toEqual(['delete']);
    expect(
      ['draft', 'paying', 'running', 'paused', 'ended'].filter((s) => isEditable(s as CampaignStatus)),
    ).toEqual(['draft', 'running', 'paused']);
  });
});
