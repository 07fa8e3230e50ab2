// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/client.ts';
import { communityClient } from './community-client.ts';

beforeEach(() => localStorage.clear());

describe('the community client', () => {
  it('keeps its own token pair per project, apart from the designer’s', () => {
    tokenStore.set({ token: 'designer', refreshToken: 'd-r', expired: 1 });
    const a = communityClient('aaa');
    a.api.startSession({ token: 'community-a', refreshToken: 'c-r', expired: 2 });
    expect(communityClient('bbb').api.hasSession()).toBe(false);
    expect(tokenStore.get()?.token).toBe('designer');
    a.api.endSession();
    expect(a.api.hasSession()).toBe(false);
    expect(tokenStore.get()?.token).toBe('designer');
    tokenStore.clear();
    communityClient('aaa').api.startSession({ token: 'again', refreshToken: 'c-r2', expired: 3 });
    expect(communityClient('aaa').tokens.get()?.token).toBe('again');
  });
});
