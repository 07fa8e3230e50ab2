/**
 * Organisation roles and our permission codes (spec doc 1 §6 gives the mechanism, not the codes).
 * The map is nested as the spec describes: groups → sub-groups → entries with a code. Codes that
 * concern departments contain `DP`; the organisation admin holds every code except those.
 */
export const Role = { DEFAULT: 0, ORGANIZE_ADMIN: 1, DEPARTMENT_ADMIN: 2, MEMBER: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];

export interface PermissionEntry {
  code: string;
  zh: string;
  en: string;
}
export interface PermissionGroup {
  key: string;
  zh: string;
  en: string;
  children: (PermissionGroup | PermissionEntry)[];
}

export const DEFAULT_PERMISSION = 'DEFAULT';

/**
 * The rights over one's own projects (group `project.own`): create (a new project or a copy),
 * share, hand over. A personal account holds them; a member starts with them (add or join), and an
 * organisation admin may take them away. One list, so the server's checks and the designer's
 * buttons cannot disagree.
 */
export const OWN_PROJECT_CODES = ['PROJECT_CREATE', 'PROJECT_SHARE', 'PROJECT_HANDOVER'] as const;
export type OwnProjectCode = (typeof OWN_PROJECT_CODES)[number];

export const permissionMap: PermissionGroup[] = [
  {
    key: 'project',
    zh: '项目',
    en: 'Projects',
    children: [
      {
        key: 'project.own',
        zh: '我的项目',
        en: 'My projects',
        children: [
          { code: 'PROJECT_CREATE', zh: '创建项目', en: 'Create projects' },
          { code: 'PROJECT_SHARE', zh: '分享项目', en: 'Share projects' },
          { code: 'PROJECT_HANDOVER', zh: '转交项目', en: 'Hand over projects' },
        ],
      },
      {
        key: 'project.org',
        zh: '组织项目',
        en: 'Organisation projects',
        children: [
          { code: 'ORG_PROJECT_VIEW', zh: '查看组织项目', en: 'View organisation projects' },
          { code: 'ORG_PROJECT_EDIT', zh: '编辑组织项目', en: 'Edit organisation projects' },
          { code: 'ORG_PROJECT_REPORT', zh: '查看组织报表', en: 'View organisation reports' },
          { code: 'ORG_PROJECT_LAUNCH', zh: '发布组织项目', en: 'Publish organisation projects' },
        ],
      },
      {
        key: 'project.department',
        zh: '部门项目',
        en: 'Department projects',
        children: [
          { code: 'DP_PROJECT_VIEW', zh: '查看部门项目', en: 'View department projects' },
          { code: 'DP_PROJECT_EDIT', zh: '编辑部门项目', en: 'Edit department projects' },
          { code: 'DP_PROJECT_REPORT', zh: '查看部门报表', en: 'View department reports' },
          { code: 'DP_PROJECT_LAUNCH', zh: '发布部门项目', en: 'Publish department projects' },
        ],
      },
    ],
  },
  {
    key: 'library',
    zh: '资源库',
    en: 'Libraries',
    children: [
      { code: 'COMPANY_LIBRARY_VIEW', zh: '查看企业资源库', en: 'View company libraries' },
      { code: 'COMPANY_LIBRARY_EDIT', zh: '编辑企业资源库', en: 'Edit company libraries' },
    ],
  },
  {
    key: 'dashboard',
    zh: '仪表盘',
    en: 'Dashboards',
    children: [
      { code: 'DASHBOARD_VIEW', zh: '查看仪表盘', en: 'View dashboards' },
      { code: 'DASHBOARD_EDIT', zh: '编辑仪表盘', en: 'Edit dashboards' },
    ],
  },
  {
    // Issue 23: the organisation's wallet. VIEW sees balance, statement, orders, recharges,
    // withdrawals and invoices; MANAGE spends (recharge, pay and cancel orders, withdraw, invoice).
    key: 'finance',
    zh: '财务',
    en: 'Finance',
    children: [
      { code: 'ORG_FINANCE_VIEW', zh: '查看组织钱包', en: 'View the organisation wallet' },
      { code: 'ORG_FINANCE_MANAGE', zh: '管理组织钱包', en: 'Manage the organisation wallet' },
    ],
  },
  {
    key: 'organization',
    zh: '组织管理',
    en: 'Organisation',
    children: [
      { code: 'ORG_MEMBER_MANAGE', zh: '成员管理', en: 'Manage members' },
      { code: 'ORG_ROLE_MANAGE', zh: '角色管理', en: 'Manage roles' },
      { code: 'DP_MANAGE', zh: '部门管理', en: 'Manage departments' },
      { code: 'DP_MEMBER_MANAGE', zh: '部门成员管理', en: 'Manage department members' },
    ],
  },
];

function isEntry(node: PermissionGroup | PermissionEntry): node is PermissionEntry {
  return 'code' in node;
}

/** Every code of the nested map, flattened in map order. */
export function allPermissionCodes(map: PermissionGroup[] = permissionMap): string[] {
  const out: string[] = [];
  const walk = (nodes: (PermissionGroup | PermissionEntry)[]) => {
    for (const n of nodes) {
      if (isEntry(n)) out.push(n.code);
      else walk(n.children);
    }
  };
  walk(map);
  return out;
}

/**
 * The codes a role holds. Department admins and members hold the codes on their profile
 * (`profileCodes`); the organisation admin everything but the `DP` codes; a personal account
 * (DEFAULT) DEFAULT and the rights over its own projects.
 */
export function permissionsForRole(role: Role, profileCodes: readonly string[] = []): string[] {
  switch (role) {
    case Role.ORGANIZE_ADMIN:
      return allPermissionCodes().filter((c) => !c.includes('DP'));
    case Role.DEPARTMENT_ADMIN:
    case Role.MEMBER: {
      const known = new Set(allPermissionCodes());
      return profileCodes.filter((c) => known.has(c));
    }
    default:
      return [DEFAULT_PERMISSION, ...OWN_PROJECT_CODES];
  }
}

/** The directive's misuse message (spec doc 1 §6 / doc 2 §8), in Chinese as the spec gives it. */
export const PERMISSION_MISUSE_MESSAGE =
  "权限必须设置为权限码数组或权限码数组的数组，例如 ['PROJECT_CREATE'] 或 [['PROJECT_CREATE'], ['PROJECT_SHARE']]";

/**
 * Whether held codes satisfy a requirement (spec doc 1 §6): every listed code is needed, nested
 * lists included — `['A', 'B']` and `[['A'], ['B']]` both need A and B. Anything but a list of
 * codes or a list of lists of codes is a misuse and throws (the directive removes the element).
 */
export function hasPermission(
  held: readonly string[],
  required: readonly (string | readonly string[])[],
): boolean {
  if (!Array.isArray(required)) throw new TypeError(PERMISSION_MISUSE_MESSAGE);
  const flat = required.every((r) => typeof r === 'string');
  const nested = required.every((r) => Array.isArray(r) && r.every((c) => typeof c === 'string'));
  if (!flat && !nested) throw new TypeError(PERMISSION_MISUSE_MESSAGE);
  const set = new Set(held);
  return (required.flat() as string[]).every((c) => set.has(c));
}
