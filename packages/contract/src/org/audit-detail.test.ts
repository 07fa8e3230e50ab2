import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions.ts';
import { type AuditNames, formatAuditDetail } from './audit-detail.ts';

const names: AuditNames = {
  department: (id) => ({ 1: '研发', 2: 'Sales' })[id],
  user: (id) => ({ 7: 'alice' })[id],
};
const say = (action: AuditAction, detail: Record<string, unknown>) => ({
  zh: formatAuditDetail(action, detail, 'zh', names),
  en: formatAuditDetail(action, detail, 'en', names),
});

// The details as each area writes them (recordAudit calls), one case per action.
const cases: Record<AuditAction, [Record<string, unknown>, string, string]> = {
  'org.upgrade': [
    { enterpriseName: '云杉', fromLevel: 0, toLevel: 1, source: 'page' },
    '企业「云杉」，等级 0 → 1',
    'Enterprise "云杉", level 0 → 1',
  ],
  'department.create': [
    { departmentId: 3, name: 'QA', parentId: 1 },
    '在「研发」下新建「QA」',
    '"QA" created under "研发"',
  ],
  'department.rename': [
    { departmentId: 3, from: 'QA', to: 'Test' },
    '「QA」改名为「Test」',
    '"QA" renamed to "Test"',
  ],
  'department.move': [
    { departmentId: 3, name: 'QA', from: 1, to: null },
    '「QA」从「研发」移到顶层',
    '"QA" moved from "研发" to the top level',
  ],
  'department.delete': [
    { departmentId: 3, name: 'QA', movedTo: 2, movedMembers: 4, movedDepartments: 1, demotedAdmins: [] },
    '删除「QA」，4 名成员和 1 个子部门移到「Sales」',
    '"QA" deleted; 4 members and 1 sub-departments moved to "Sales"',
  ],
  'member.add': [{ departmentId: 2, role: 3 }, '以成员身份加入「Sales」', 'Added as member to "Sales"'],
  'member.invite': [
    { by: 'link', departmentId: 9, days: 7 },
    '生成邀请链接，加入#9，7 天有效',
    'Invite link to #9, valid 7 days',
  ],
  'member.join': [
    { inviteId: 5, invitedBy: 7, departmentId: null },
    '通过 alice 的邀请加入顶层',
    "Joined the top level through alice's invite",
  ],
  'member.role': [
    { from: 3, to: 2, departmentId: 1 },
    '角色从成员改为部门管理员',
    'Role changed from member to department admin',
  ],
  'member.permissions': [
    { from: [], to: ['PROJECT_CREATE', 'DASHBOARD_VIEW'] },
    '权限从「无」改为「创建项目、查看仪表盘」',
    'Permissions changed from (none) to (Create projects, View dashboards)',
  ],
  'member.department': [{ from: 1, to: 2 }, '从「研发」调到「Sales」', 'Moved from "研发" to "Sales"'],
  'member.disable': [{}, '其所有登录已结束', 'Every session of theirs ended'],
  'member.enable': [{}, '可以重新登录', 'May sign in again'],
  'member.remove': [
    { self: false, heirId: 7 },
    '被移出组织，资源交给 alice',
    'Removed from the organisation; resources went to alice',
  ],
  'member.handover': [
    { heirId: 8, surveys: 2, dashboards: 1, questions: 0, images: 3 },
    '2 个项目、1 个仪表盘、0 道题和 3 张图片交给 #8',
    '2 projects, 1 dashboards, 0 questions and 3 images handed to #8',
  ],
  'account.restrict': [{ reason: 'spam' }, '账号被限制：spam', 'Account restricted: spam'],
  'account.unrestrict': [{}, '账号限制已解除', 'Restriction lifted'],
  'login.new-device': [
    {
      way: 'mobile',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Firefox/120.0',
      device: 'Firefox 120 · Linux',
    },
    '通过手机验证码在新设备登录（Firefox 120 · Linux）',
    'Signed in by mobile code on a new device (Firefox 120 · Linux)',
  ],
  'login.sso': [
    { issuer: 'https://idp.example', linked: true },
    '通过 https://idp.example 单点登录，并关联了账号',
    'Signed in through https://idp.example, account linked',
  ],
  'third.bind': [
    { provider: 'wecom', nickname: '小王' },
    '绑定 wecom 账号「小王」',
    'Bound wecom account "小王"',
  ],
  'third.unbind': [{ provider: 'wecom' }, '解绑 wecom 账号', 'Unbound wecom account'],
};

describe('formatAuditDetail', () => {
  for (const action of AUDIT_ACTIONS) {
    it(`says ${action} in zh and en`, () => {
      const [detail, zh, en] = cases[action];
      expect(say(action, detail)).toEqual({ zh, en });
    });
  }

  it('tells a member leaving from one being removed', () => {
    expect(say('member.remove', { self: true, heirId: 7 }).en).toBe(
      'Left the organisation; resources went to alice',
    );
  });

  it('says a department made at the top level', () => {
    expect(say('department.create', { departmentId: 4, name: 'QA', parentId: null })).toEqual({
      zh: '在顶层新建「QA」',
      en: '"QA" created under the top level',
    });
  });

  it('names a new device by its agent when the row has no device name (rows before names)', () => {
    expect(say('login.new-device', { way: 'password', userAgent: 'curl/8.0' }).en).toBe(
      'Signed in by password on a new device (curl/8.0)',
    );
  });

  it('says an e-mailed invitation', () => {
    expect(say('member.invite', { by: 'email', email: 'a@b.cn', inviteId: 1 }).zh).toBe('邮件邀请 a@b.cn');
  });

  it('survives an old row missing fields, and an unknown action shows its JSON', () => {
    expect(formatAuditDetail('department.rename', null, 'en')).toBe('"—" renamed to "—"');
    expect(formatAuditDetail('future.thing', { a: 1 }, 'zh')).toBe('{"a":1}');
  });
});
