import { describe, expect, it } from 'vitest';
import { publishClick, publishLabel } from './publish-decision.ts';

const facts = { status: 1, relaunch: false, launchTime: 1, templateId: null, recognizeId: 1 };

describe('publish button', () => {
  it('says published only for status 1 without relaunch', () => {
    expect(publishLabel({ status: 1, relaunch: false })).toBe('published');
    expect(publishLabel({ status: 1, relaunch: true })).toBe('publish');
    expect(publishLabel({ status: 0, relaunch: false })).toBe('publish');
    expect(publishLabel({ status: 2, relaunch: false })).toBe('publish');
  });

  it('sends a never-published survey, or an uncertified user with a template, to the launch tab', () => {
    expect(publishClick({ ...facts, status: 0, launchTime: null })).toBe('launchTab');
    expect(publishClick({ ...facts, relaunch: true, recognizeId: 0, templateId: 't1' })).toBe('launchTab');
    expect(publishClick({ ...facts, relaunch: true, recognizeId: 0, templateId: null })).toBe('publish');
  });

  it('publishes when not published or changed, and does nothing when published as it is', () => {
    expect(publishClick({ ...facts, relaunch: true })).toBe('publish');
    expect(publishClick({ ...facts, status: 2 })).toBe('publish');
    expect(publishClick(facts)).toBe('none');
  });
});
