import type { Lang } from '../lang.ts';
import { type PermissionEntry, type PermissionGroup, permissionMap, Role } from '../permissions.ts';
import type { AuditAction } from './audit-actions.ts';

/**
 * The audit log's detail column as a sentence, zh and en. One module so the page and the exported
 * sheet say the same thing. Details are stored JSON written by each area (`recordAudit`); a field
 * missing from an old row is shown as "—" rather than failing the whole log.
 */

/** Names the log may not carry itself: departments and users are stored by id in the detail. */
export interface AuditNames {
  department?: (id: number) => string | undefined;
  user?: (id: number) => string | undefined;
}

type Detail = Record<string, unknown>;
type Say = (d: Detail, lang: Lang, names: AuditNames) => string;

const zh = (lang: Lang) => lang === 'zh';
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : '—');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

const roleLabels: Record<number, { zh: string; en: string }> = {
  [Role.DEFAULT]: { zh: '普通用户', en: 'personal user' },
  [Role.ORGANIZE_ADMIN]: { zh: '组织管理员', en: 'organisation admin' },
  [Role.DEPARTMENT_ADMIN]: { zh: '部门管理员', en: 'department admin' },
  [Role.MEMBER]: { zh: '成员', en: 'member' },
};
const role = (v: unknown, lang: Lang) =>
  typeof v === 'number' && roleLabels[v] ? roleLabels[v][lang] : str(v);

/** A department by id: its name when known, else `#id`; null is the top level. */
function department(v: unknown, lang: Lang, names: AuditNames): string {
  if (v === null || v === undefined) return zh(lang) ? '顶层' : 'the top level';
  if (typeof v !== 'number') return '—';
  const name = names.department?.(v);
  return name ? (zh(lang) ? `「${name}」` : `"${name}"`) : `#${v}`;
}
const user = (v: unknown, names: AuditNames) => (typeof v === 'number' ? (names.user?.(v) ?? `#${v}`) : '—');

function permissionLabels(lang: Lang): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (nodes: (PermissionGroup | PermissionEntry)[]) => {
    for (const node of nodes) {
      if ('code' in node) labels.set(node.code, node[lang]);
      else walk(node.children);
    }
  };
  walk(permissionMap);
  return labels;
}

function codes(v: unknown, lang: Lang): string {
  if (!Array.isArray(v) || v.length === 0) return zh(lang) ? '无' : 'none';
  const labels = permissionLabels(lang);
  return v.map((c) => labels.get(String(c)) ?? String(c)).join(zh(lang) ? '、' : ', ');
}

const wayLabels: Record<string, { zh: string; en: string }> = {
  password: { zh: '密码', en: 'password' },
  sso: { zh: '单点登录', en: 'single sign-on' },
  qr: { zh: '扫码', en: 'QR code' },
  mobile: { zh: '手机验证码', en: 'mobile code' },
};

const sayings: Record<AuditAction, Say> = {
  'org.upgrade': (d, lang) =>
    zh(lang)
      ? `企业「${str(d.enterpriseName)}」，等级 ${num(d.fromLevel)} → ${num(d.toLevel)}`
      : `Enterprise "${str(d.enterpriseName)}", level ${num(d.fromLevel)} → ${num(d.toLevel)}`,
  'department.create': (d, lang, n) =>
    zh(lang)
      ? d.parentId === null || d.parentId === undefined
        ? `在顶层新建「${str(d.name)}」`
        : `在${department(d.parentId, lang, n)}下新建「${str(d.name)}」`
      : `"${str(d.name)}" created under ${department(d.parentId, lang, n)}`,
  'department.rename': (d, lang) =>
    zh(lang) ? `「${str(d.from)}」改名为「${str(d.to)}」` : `"${str(d.from)}" renamed to "${str(d.to)}"`,
  'department.move': (d, lang, n) =>
    zh(lang)
      ? `「${str(d.name)}」从${department(d.from, lang, n)}移到${department(d.to, lang, n)}`
      : `"${str(d.name)}" moved from ${department(d.from, lang, n)} to ${department(d.to, lang, n)}`,
  'department.delete': (d, lang, n) =>
    zh(lang)
      ? `删除「${str(d.name)}」，${num(d.movedMembers)} 名成员和 ${num(d.movedDepartments)} 个子部门移到${department(d.movedTo, lang, n)}`
      : `"${str(d.name)}" deleted; ${num(d.movedMembers)} members and ${num(d.movedDepartments)} sub-departments moved to ${department(d.movedTo, lang, n)}`,
  'member.add': (d, lang, n) =>
    zh(lang)
      ? `以${role(d.role, lang)}身份加入${department(d.departmentId, lang, n)}`
      : `Added as ${role(d.role, lang)} to ${department(d.departmentId, lang, n)}`,
  'member.invite': (d, lang, n) => {
    if (d.by === 'email')
      return zh(lang) ? `邮件邀请 ${str(d.email)}` : `Invitation e-mailed to ${str(d.email)}`;
    return zh(lang)
      ? `生成邀请链接，加入${department(d.departmentId, lang, n)}，${num(d.days)} 天有效`
      : `Invite link to ${department(d.departmentId, lang, n)}, valid ${num(d.days)} days`;
  },
  'member.join': (d, lang, n) =>
    zh(lang)
      ? `通过 ${user(d.invitedBy, n)} 的邀请加入${department(d.departmentId, lang, n)}`
      : `Joined ${department(d.departmentId, lang, n)} through ${user(d.invitedBy, n)}'s invite`,
  'member.role': (d, lang) =>
    zh(lang)
      ? `角色从${role(d.from, lang)}改为${role(d.to, lang)}`
      : `Role changed from ${role(d.from, lang)} to ${role(d.to, lang)}`,
  'member.permissions': (d, lang) =>
    zh(lang)
      ? `权限从「${codes(d.from, lang)}」改为「${codes(d.to, lang)}」`
      : `Permissions changed from (${codes(d.from, lang)}) to (${codes(d.to, lang)})`,
  'member.department': (d, lang, n) =>
    zh(lang)
      ? `从${department(d.from, lang, n)}调到${department(d.to, lang, n)}`
      : `Moved from ${department(d.from, lang, n)} to ${department(d.to, lang, n)}`,
  'member.disable': (_d, lang) => (zh(lang) ? '其所有登录已结束' : 'Every session of theirs ended'),
  'member.enable': (_d, lang) => (zh(lang) ? '可以重新登录' : 'May sign in again'),
  'member.remove': (d, lang, n) =>
    d.self === true
      ? zh(lang)
        ? `主动退出，资源交给 ${user(d.heirId, n)}`
        : `Left the organisation; resources went to ${user(d.heirId, n)}`
      : zh(lang)
        ? `被移出组织，资源交给 ${user(d.heirId, n)}`
        : `Removed from the organisation; resources went to ${user(d.heirId, n)}`,
  'member.handover': (d, lang, n) =>
    zh(lang)
      ? `${num(d.surveys)} 个项目、${num(d.dashboards)} 个仪表盘、${num(d.questions)} 道题和 ${num(d.images)} 张图片交给 ${user(d.heirId, n)}`
      : `${num(d.surveys)} projects, ${num(d.dashboards)} dashboards, ${num(d.questions)} questions and ${num(d.images)} images handed to ${user(d.heirId, n)}`,
  'account.restrict': (d, lang) =>
    zh(lang)
      ? `账号被限制${d.reason ? `：${str(d.reason)}` : ''}`
      : `Account restricted${d.reason ? `: ${str(d.reason)}` : ''}`,
  'account.unrestrict': (_d, lang) => (zh(lang) ? '账号限制已解除' : 'Restriction lifted'),
  'login.new-device': (d, lang) => {
    const way = typeof d.way === 'string' ? (wayLabels[d.way]?.[lang] ?? d.way) : '—';
    // The device's name when the server could tell one (rows before it did hold the agent only).
    const device = str(typeof d.device === 'string' ? d.device : d.userAgent);
    return zh(lang)
      ? `通过${way}在新设备登录（${device}）`
      : `Signed in by ${way} on a new device (${device})`;
  },
  'login.sso': (d, lang) =>
    zh(lang)
      ? `通过 ${str(d.issuer)} 单点登录${d.linked ? '，并关联了账号' : ''}`
      : `Signed in through ${str(d.issuer)}${d.linked ? ', account linked' : ''}`,
  'third.bind': (d, lang) =>
    zh(lang)
      ? `绑定 ${str(d.provider)} 账号「${str(d.nickname)}」`
      : `Bound ${str(d.provider)} account "${str(d.nickname)}"`,
  'third.unbind': (d, lang) =>
    zh(lang) ? `解绑 ${str(d.provider)} 账号` : `Unbound ${str(d.provider)} account`,
};

/** The detail of one event as a sentence in `lang`; an unknown action falls back to its JSON. */
export function formatAuditDetail(
  action: string,
  detail: Detail | null | undefined,
  lang: Lang,
  names: AuditNames = {},
): string {
  const say = (sayings as Record<string, Say | undefined>)[action];
  if (!say) return JSON.stringify(detail ?? {});
  return say(detail ?? {}, lang, names);
}
