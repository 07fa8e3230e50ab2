import { describe, expect, it } from 'vitest';
import { canEditLibrary, type LibraryUser, libraryAccessOf, visibleLibraryTabs } from './library-access.ts';

const codes = (...list: string[]) => list.map((code) => ({ code }));
const orgAdmin: LibraryUser = {
  level: 1,
  organizationId: 7,
  thirdType: null,
  permissions: codes('COMPANY_LIBRARY_VIEW', 'COMPANY_LIBRARY_EDIT', 'ORG_VIEW'),
};
const tabNames = (user: LibraryUser | null) => visibleLibraryTabs(libraryAccessOf(user)).map((t) => t.name);

describe('library tabs', () => {
  it('shows the company tabs to organisation admins above the default level', () => {
    expect(tabNames(orgAdmin)).toEqual([
      'LibraryImage',
      'LibraryImageCompany',
      'LibraryQuestion',
      'LibraryQuestionCompany',
    ]);
    expect(libraryAccessOf(orgAdmin).company).toBe('edit');
  });

  it('never shows them to retail-partner accounts, whatever their codes', () => {
    expect(tabNames({ ...orgAdmin, thirdType: 1 })).toEqual(['LibraryImage', 'LibraryQuestion']);
  });

  it('hides them at the default (non-enterprise) level and outside an organisation', () => {
    expect(tabNames({ ...orgAdmin, level: 0 })).toEqual(['LibraryImage', 'LibraryQuestion']);
    expect(tabNames({ ...orgAdmin, organizationId: null })).toEqual(['LibraryImage', 'LibraryQuestion']);
    expect(tabNames(null)).toEqual(['LibraryImage', 'LibraryQuestion']);
  });

  it('follows the permission codes for members: none, view only, edit', () => {
    const member = { ...orgAdmin, permissions: codes('DEFAULT') };
    expect(libraryAccessOf(member).company).toBe('none');
    const viewer = { ...orgAdmin, permissions: codes('COMPANY_LIBRARY_VIEW') };
    expect(libraryAccessOf(viewer).company).toBe('view');
    expect(tabNames(viewer)).toContain('LibraryQuestionCompany');
    expect(canEditLibrary(libraryAccessOf(viewer), 1)).toBe(false);
    expect(canEditLibrary(libraryAccessOf(viewer), 0)).toBe(true);
    const editor = { ...orgAdmin, permissions: codes('COMPANY_LIBRARY_EDIT') };
    expect(canEditLibrary(libraryAccessOf(editor), 1)).toBe(true);
  });

  it('says media instead of image to organisation members, partners included', () => {
    expect(libraryAccessOf(orgAdmin).imageWord).toBe('media');
    expect(libraryAccessOf({ ...orgAdmin, thirdType: 1 }).imageWord).toBe('media');
    expect(libraryAccessOf({ ...orgAdmin, organizationId: null }).imageWord).toBe('image');
  });
});
