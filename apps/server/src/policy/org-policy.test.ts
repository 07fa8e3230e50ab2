import { Role } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { mayManageDepartment, mayManageMember, subtreeOf } from './org-policy.ts';
import type { Subject } from './policy.ts';

// Org 1: 10 (top) → 11 → 12; 10 → 13 (sibling of 11). Org 2: 20.
const tree = [
  { id: 10, parentId: null },
  { id: 11, parentId: 10 },
  { id: 12, parentId: 11 },
  { id: 13, parentId: 10 },
];
const subject = (role: Role, departmentId: number | null, organizationId: number | null = 1): Subject => ({
  userId: 1,
  organizationId,
  departmentId,
  role,
  permissions: [],
});

describe('subtreeOf', () => {
  it('holds the department and everything below it', () => {
    expect([...subtreeOf(tree, 11)].sort()).toEqual([11, 12]);
    expect([...subtreeOf(tree, 10)].sort()).toEqual([10, 11, 12, 13]);
  });
  it('is empty for an unknown department and survives a cycle', () => {
    expect(subtreeOf(tree, 99).size).toBe(0);
    const cycle = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect([...subtreeOf(cycle, 1)].sort()).toEqual([1, 2]);
  });
});

describe('mayManageDepartment', () => {
  it('lets the organisation admin manage any department and the top level of their own organisation', () => {
    expect(mayManageDepartment(subject(Role.ORGANIZE_ADMIN, null), 1, 13, tree)).toBe(true);
    expect(mayManageDepartment(subject(Role.ORGANIZE_ADMIN, null), 1, null, tree)).toBe(true);
  });
  it('never crosses organisations', () => {
    expect(mayManageDepartment(subject(Role.ORGANIZE_ADMIN, null, 2), 1, 13, tree)).toBe(false);
    expect(mayManageDepartment(subject(Role.ORGANIZE_ADMIN, null, null), 1, 13, tree)).toBe(false);
  });
  it('keeps a department admin to their subtree', () => {
    const admin = subject(Role.DEPARTMENT_ADMIN, 11);
    expect(mayManageDepartment(admin, 1, 11, tree)).toBe(true);
    expect(mayManageDepartment(admin, 1, 12, tree)).toBe(true);
    expect(mayManageDepartment(admin, 1, 13, tree)).toBe(false);
    expect(mayManageDepartment(admin, 1, 10, tree)).toBe(false);
    expect(mayManageDepartment(admin, 1, null, tree)).toBe(false);
  });
  it('refuses members and default accounts', () => {
    expect(mayManageDepartment(subject(Role.MEMBER, 11), 1, 11, tree)).toBe(false);
    expect(mayManageDepartment(subject(Role.DEFAULT, null), 1, 11, tree)).toBe(false);
  });
});

describe('mayManageMember', () => {
  const member = (
    userId: number,
    departmentId: number | null,
    role: Role = Role.MEMBER,
    organizationId = 1,
  ) => ({
    userId,
    organizationId,
    departmentId,
    role,
  });
  it('lets the organisation admin manage anyone else in the organisation', () => {
    const admin = subject(Role.ORGANIZE_ADMIN, null);
    expect(mayManageMember(admin, member(2, 13), tree)).toBe(true);
    expect(mayManageMember(admin, member(2, 13, Role.ORGANIZE_ADMIN), tree)).toBe(true);
    expect(mayManageMember(admin, member(1, null, Role.ORGANIZE_ADMIN), tree)).toBe(false);
    expect(mayManageMember(admin, member(2, 20, Role.MEMBER, 2), tree)).toBe(false);
  });
  it('keeps a department admin to members of their subtree', () => {
    const admin = subject(Role.DEPARTMENT_ADMIN, 11);
    expect(mayManageMember(admin, member(2, 12), tree)).toBe(true);
    expect(mayManageMember(admin, member(2, 11), tree)).toBe(true);
    expect(mayManageMember(admin, member(2, 13), tree)).toBe(false);
    expect(mayManageMember(admin, member(2, null), tree)).toBe(false);
    expect(mayManageMember(admin, member(2, 12, Role.ORGANIZE_ADMIN), tree)).toBe(false);
    expect(mayManageMember(admin, member(2, 11, Role.DEPARTMENT_ADMIN), tree)).toBe(false);
    expect(mayManageMember(admin, member(2, 12, Role.DEPARTMENT_ADMIN), tree)).toBe(true);
  });
  it('refuses a member managing anyone', () => {
    expect(mayManageMember(subject(Role.MEMBER, 11), member(2, 12), tree)).toBe(false);
  });
});
