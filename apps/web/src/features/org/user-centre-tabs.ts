import { Role } from '@cairn/contract';

export interface UserCentreTab {
  key: string;
  /** i18n key of the label. */
  label:
    | 'route.userBase'
    | 'route.userThird'
    | 'route.userRecognize'
    | 'route.userFinance'
    | 'route.userInvite'
    | 'route.userManagement'
    | 'org.tabs.upgrade'
    | 'org.tabs.organization'
    | 'org.tabs.history'
    | 'org.tabs.audit';
}

/**
 * The user centre's sections the caller may use: base info, third-party bindings and the
 * qualification certification for all, finance for whoever may see the wallet (`financeView`:
 * its owner, or a member with ORG_FINANCE_VIEW or _MANAGE — features/finance/finance-rights.ts), the
 * upgrade outside an organisation, the
 * organisation inside one, its order history and audit log for organisation admins only.
 */
export function userCentreTabs(
  organizationId: number | null,
  role: number,
  financeView = false,
): UserCentreTab[] {
  const tabs: UserCentreTab[] = [
    { key: '/user/base', label: 'route.userBase' },
    { key: '/user/third', label: 'route.userThird' },
    { key: '/user/recognize', label: 'route.userRecognize' },
  ];
  if (financeView) tabs.push({ key: '/user/finance', label: 'route.userFinance' });
  if (organizationId === null) tabs.push({ key: '/user/upgrade', label: 'org.tabs.upgrade' });
  else tabs.push({ key: '/user/organization', label: 'org.tabs.organization' });
  if (organizationId !== null) {
    // Admins invite and manage; a member's management tab is where they leave with handover.
    if (role === Role.ORGANIZE_ADMIN || role === Role.DEPARTMENT_ADMIN)
      tabs.push({ key: '/user/invite', label: 'route.userInvite' });
    tabs.push({ key: '/user/management', label: 'route.userManagement' });
  }
  if (organizationId !== null && role === Role.ORGANIZE_ADMIN) {
    tabs.push({ key: '/user/organization/list', label: 'org.tabs.history' });
    tabs.push({ key: '/user/audit', label: 'org.tabs.audit' });
  }
  return tabs;
}

/** The tab a path belongs to: the longest key it starts with; the department pages sit under the organisation. */
export function activeUserCentreTab(tabs: readonly UserCentreTab[], pathname: string): string {
  const path = pathname.startsWith('/user/department') ? '/user/organization' : pathname;
  const hits = tabs.filter((tab) => path === tab.key || path.startsWith(`${tab.key}/`));
  hits.sort((a, b) => b.key.length - a.key.length);
  return hits[0]?.key ?? tabs[0]!.key;
}
