import { OWN_PROJECT_CODES, permissionsForRole, Role } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { type Action, decide, type ResourceFacts, type Subject } from './policy.ts';

const ACTIONS: Action[] = ['read', 'edit', 'report', 'launch', 'manage'];
const resource = (over: Partial<ResourceFacts> = {}): ResourceFacts => ({
  ownerId: 1,
  organizationId: 10,
  departmentId: 100,
  shares: [],
  ...over,
});
const subject = (over: Partial<Subject> = {}): Subject => ({
  userId: 2,
  organizationId: null,
  departmentId: null,
  role: Role.DEFAULT,
  permissions: permissionsForRole(Role.DEFAULT),
  ...over,
});
const allowed = (s: Subject, r: ResourceFacts) => ACTIONS.filter((a) => decide(s, r, a).allowed);

describe('policy', () => {
  it('lets the owner do everything', () => {
    expect(allowed(subject({ userId: 1 }), resource())).toEqual(ACTIONS);
  });

  it('refuses a stranger everything, each action with its catalogue code', () => {
    const s = subject();
    expect(allowed(s, resource())).toEqual([]);
    expect(decide(s, resource(), 'read')).toEqual({ allowed: false, code: 'A0403' });
    expect(decide(s, resource(), 'edit')).toEqual({ allowed: false, code: 'A5211' });
    expect(decide(s, resource(), 'report')).toEqual({ allowed: false, code: 'A4000' });
    expect(decide(s, resource(), 'launch')).toEqual({ allowed: false, code: 'A5202' });
    expect(decide(s, resource(), 'manage')).toEqual({ allowed: false, code: 'A5202' });
  });

  it('gives a share exactly its rights, and never manage', () => {
    const r = (edit: boolean, report: boolean, launch: boolean) =>
      resource({ shares: [{ userId: 2, edit, report, launch }] });
    expect(allowed(subject(), r(false, false, false))).toEqual(['read']);
    expect(allowed(subject(), r(true, false, false))).toEqual(['read', 'edit']);
    expect(allowed(subject(), r(false, true, false))).toEqual(['read', 'report']);
    expect(allowed(subject(), r(false, false, true))).toEqual(['read', 'launch']);
    expect(allowed(subject(), r(true, true, true))).toEqual(['read', 'edit', 'report', 'launch']);
  });

  it('lets the organisation admin do everything inside the organisation only', () => {
    const admin = subject({
      organizationId: 10,
      role: Role.ORGANIZE_ADMIN,
      permissions: permissionsForRole(Role.ORGANIZE_ADMIN),
    });
    expect(allowed(admin, resource())).toEqual(ACTIONS);
    expect(allowed(admin, resource({ organizationId: 11 }))).toEqual([]);
    expect(allowed(admin, resource({ organizationId: null }))).toEqual([]);
  });

  it('gives department admins and members what their profile codes say, within their department', () => {
    const codes = ['DP_PROJECT_VIEW', 'DP_PROJECT_REPORT'];
    const dpAdmin = subject({
      organizationId: 10,
      departmentId: 100,
      role: Role.DEPARTMENT_ADMIN,
      permissions: permissionsForRole(Role.DEPARTMENT_ADMIN, codes),
    });
    expect(allowed(dpAdmin, resource())).toEqual(['read', 'report']);
    expect(allowed(dpAdmin, resource({ departmentId: 101 }))).toEqual([]);
    expect(allowed(dpAdmin, resource({ organizationId: 11 }))).toEqual([]);
  });

  it('gives members with organisation codes organisation-wide reach, but not manage', () => {
    const member = subject({
      organizationId: 10,
      departmentId: 200,
      role: Role.MEMBER,
      permissions: permissionsForRole(Role.MEMBER, ['ORG_PROJECT_VIEW', 'ORG_PROJECT_EDIT']),
    });
    expect(allowed(member, resource())).toEqual(['read', 'edit']);
  });

  it('never lets a department code cross into another organisation that reuses the department id', () => {
    const member = subject({
      organizationId: 99,
      departmentId: 100,
      role: Role.MEMBER,
      permissions: ['DP_PROJECT_VIEW'],
    });
    expect(allowed(member, resource())).toEqual([]);
  });
});

describe('role permissions', () => {
  it('gives the organisation admin every code but those containing DP', () => {
    const codes = permissionsForRole(Role.ORGANIZE_ADMIN);
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.some((c) => c.includes('DP'))).toBe(false);
  });

  it('gives DEFAULT only DEFAULT, and members only known profile codes', () => {
    expect(permissionsForRole(Role.DEFAULT)).toEqual(['DEFAULT', ...OWN_PROJECT_CODES]);
    expect(permissionsForRole(Role.MEMBER, ['DP_PROJECT_VIEW', 'MADE_UP'])).toEqual(['DP_PROJECT_VIEW']);
  });
});
