import { permissionsForRole, Role } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { decideLibrary, type LibraryFacts, type LibrarySubject } from './library-policy.ts';

const subject = (over: Partial<LibrarySubject> = {}): LibrarySubject => ({
  userId: 2,
  organizationId: null,
  departmentId: null,
  role: Role.DEFAULT,
  permissions: permissionsForRole(Role.DEFAULT),
  thirdType: null,
  ...over,
});
const member = (codes: string[], over: Partial<LibrarySubject> = {}) =>
  subject({
    organizationId: 10,
    role: Role.MEMBER,
    permissions: permissionsForRole(Role.MEMBER, codes),
    ...over,
  });
const admin = (over: Partial<LibrarySubject> = {}) =>
  subject({
    organizationId: 10,
    role: Role.ORGANIZE_ADMIN,
    permissions: permissionsForRole(Role.ORGANIZE_ADMIN),
    ...over,
  });
const mine = (ownerId = 2): LibraryFacts => ({ dataType: 0, ownerId, organizationId: null });
const company = (organizationId: number | null = 10): LibraryFacts => ({
  dataType: 1,
  ownerId: 1,
  organizationId,
});
const rights = (s: LibrarySubject, f: LibraryFacts) =>
  (['read', 'edit'] as const).filter((a) => decideLibrary(s, f, a).allowed);

describe('library policy', () => {
  it('gives my library to its owner only, whatever their organisation role', () => {
    expect(rights(subject(), mine())).toEqual(['read', 'edit']);
    expect(rights(subject(), mine(1))).toEqual([]);
    expect(rights(admin(), mine(1))).toEqual([]);
    expect(decideLibrary(subject(), mine(1), 'read')).toEqual({ allowed: false, code: 'A0403' });
  });

  it('lets company members read with VIEW, read and change with EDIT, nothing without a code', () => {
    expect(rights(member(['COMPANY_LIBRARY_VIEW']), company())).toEqual(['read']);
    expect(rights(member(['COMPANY_LIBRARY_EDIT']), company())).toEqual(['read', 'edit']);
    expect(rights(member(['COMPANY_LIBRARY_VIEW', 'COMPANY_LIBRARY_EDIT']), company())).toEqual([
      'read',
      'edit',
    ]);
    expect(rights(member(['ORG_PROJECT_VIEW']), company())).toEqual([]);
    expect(rights(member([], { role: Role.DEPARTMENT_ADMIN }), company())).toEqual([]);
  });

  it('lets the organisation admin read and change the company library', () => {
    expect(rights(admin(), company())).toEqual(['read', 'edit']);
    // The role decides, even with a codes list that (wrongly) lacks the library codes.
    expect(rights(admin({ permissions: [] }), company())).toEqual(['read', 'edit']);
  });

  it('never crosses organisations, and refuses users without one', () => {
    expect(rights(admin(), company(11))).toEqual([]);
    expect(rights(member(['COMPANY_LIBRARY_EDIT']), company(11))).toEqual([]);
    expect(rights(admin(), company(null))).toEqual([]);
    expect(rights(subject({ permissions: ['COMPANY_LIBRARY_EDIT'] }), company(null))).toEqual([]);
  });

  it('refuses retail-partner accounts the company library, even as admin, but not their own library', () => {
    expect(rights(admin({ thirdType: 1 }), company())).toEqual([]);
    expect(rights(member(['COMPANY_LIBRARY_EDIT'], { thirdType: 1 }), company())).toEqual([]);
    expect(rights(subject({ thirdType: 1 }), mine())).toEqual(['read', 'edit']);
    expect(rights(admin({ thirdType: 0 }), company())).toEqual(['read', 'edit']);
  });

  it('refuses an unknown data type', () => {
    expect(rights(admin(), { dataType: 2, ownerId: 2, organizationId: 10 })).toEqual([]);
  });
});
