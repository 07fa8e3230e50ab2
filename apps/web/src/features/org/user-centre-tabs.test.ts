import { Role } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { activeUserCentreTab, userCentreTabs } from './user-centre-tabs.ts';

const keys = (organizationId: number | null, role: number, financeView = false) =>
  userCentreTabs(organizationId, role, financeView).map((t) => t.key);

describe('user centre tabs', () => {
  it('offers the upgrade outside an organisation and the organisation inside one', () => {
    expect(keys(null, Role.DEFAULT)).toEqual([
      '/user/base',
      '/user/third',
      '/user/recognize',
      '/user/upgrade',
    ]);
    expect(keys(3, Role.MEMBER)).toEqual([
      '/user/base',
      '/user/third',
      '/user/recognize',
      '/user/organization',
      '/user/management',
    ]);
    expect(keys(3, Role.DEPARTMENT_ADMIN)).toEqual([
      '/user/base',
      '/user/third',
      '/user/recognize',
      '/user/organization',
      '/user/invite',
      '/user/management',
    ]);
  });

  it('adds the order history and audit log for organisation admins only', () => {
    expect(keys(3, Role.ORGANIZE_ADMIN)).toEqual([
      '/user/base',
      '/user/third',
      '/user/recognize',
      '/user/organization',
      '/user/invite',
      '/user/management',
      '/user/organization/list',
      '/user/audit',
    ]);
  });

  it('adds finance after the certification for whoever may see the wallet', () => {
    expect(keys(null, Role.DEFAULT, true)).toEqual([
      '/user/base',
      '/user/third',
      '/user/recognize',
      '/user/finance',
      '/user/upgrade',
    ]);
    expect(keys(3, Role.MEMBER, false)).not.toContain('/user/finance');
    const tabs = userCentreTabs(3, Role.MEMBER, true);
    expect(activeUserCentreTab(tabs, '/user/finance/order/od_12345678')).toBe('/user/finance');
  });

  it('highlights the longest matching tab', () => {
    const tabs = userCentreTabs(3, Role.ORGANIZE_ADMIN);
    expect(activeUserCentreTab(tabs, '/user/organization/list')).toBe('/user/organization/list');
    expect(activeUserCentreTab(tabs, '/user/organization')).toBe('/user/organization');
    expect(activeUserCentreTab(tabs, '/user/department/add')).toBe('/user/organization');
    expect(activeUserCentreTab(tabs, '/user/elsewhere')).toBe('/user/base');
  });
});
