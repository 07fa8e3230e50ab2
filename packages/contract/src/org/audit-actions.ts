import { z } from 'zod';

/**
 * The sensitive actions the audit log records. Each area that performs one writes it in the same
 * transaction as the change (`recordAudit` on the server); organisation admins read and export it.
 */
export const AUDIT_ACTIONS = [
  'org.upgrade',
  'department.create',
  'department.rename',
  'department.move',
  'department.delete',
  'member.add',
  'member.invite',
  'member.join',
  'member.role',
  'member.permissions',
  'member.department',
  'member.disable',
  'member.enable',
  'member.remove',
  'member.handover',
  'account.restrict',
  'account.unrestrict',
  'login.new-device',
  'login.sso',
  'third.bind',
  'third.unbind',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

/** subType of an audit log export task (ours, after the report exports' 10–15). */
export const DOWNLOAD_SUBTYPE_AUDIT = 16;

/** Labels for the log's action column, zh and en. */
export const auditActionLabels: Record<AuditAction, { zh: string; en: string }> = {
  'org.upgrade': { zh: '升级企业版', en: 'Upgraded to enterprise' },
  'department.create': { zh: '新建部门', en: 'Department created' },
  'department.rename': { zh: '重命名部门', en: 'Department renamed' },
  'department.move': { zh: '移动部门', en: 'Department moved' },
  'department.delete': { zh: '删除部门', en: 'Department deleted' },
  'member.add': { zh: '添加成员', en: 'Member added' },
  'member.invite': { zh: '邀请成员', en: 'Member invited' },
  'member.join': { zh: '成员加入', en: 'Member joined' },
  'member.role': { zh: '修改角色', en: 'Role changed' },
  'member.permissions': { zh: '修改权限', en: 'Permissions changed' },
  'member.department': { zh: '调整部门', en: 'Department changed' },
  'member.disable': { zh: '停用成员', en: 'Member disabled' },
  'member.enable': { zh: '启用成员', en: 'Member enabled' },
  'member.remove': { zh: '移除成员', en: 'Member removed' },
  'member.handover': { zh: '交接资源', en: 'Resources handed over' },
  'account.restrict': { zh: '限制账号', en: 'Account restricted' },
  'account.unrestrict': { zh: '解除限制', en: 'Restriction lifted' },
  'login.new-device': { zh: '新设备登录', en: 'Login from a new device' },
  'login.sso': { zh: '单点登录', en: 'Single sign-on' },
  'third.bind': { zh: '绑定第三方账号', en: 'Third-party account bound' },
  'third.unbind': { zh: '解绑第三方账号', en: 'Third-party account unbound' },
};
