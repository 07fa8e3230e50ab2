import type { User } from '@cairn/contract';
import { PARTNER_THIRD_TYPE } from '../../router/partner-restrictions.ts';
import { permissionAllows } from '../session/permission-check.ts';

/** What the caller may do with the company (organisation) libraries. */
export type CompanyAccess = 'none' | 'view' | 'edit';

export interface LibraryAccess {
  company: CompanyAccess;
  /** Organisation members see "media" (媒体库) where others see "image" (spec doc 1 §2 top bar). */
  imageWord: 'image' | 'media';
}

export type LibraryUser = Pick<User, 'level' | 'organizationId' | 'thirdType' | 'permissions'>;

/**
 * The company tabs follow the spec (admins above the default level, never retail partners) with
 * the server's rule (policy/library-policy.ts): reading needs COMPANY_LIBRARY_VIEW or _EDIT,
 * writing _EDIT. The default role holds neither code, the organisation admin both, so the codes
 * say "above default" without the role, which the user record does not carry. Level 0 is the
 * non-enterprise level: no company library there even with codes.
 */
export function libraryAccessOf(user: LibraryUser | null): LibraryAccess {
  const imageWord = user?.organizationId != null ? 'media' : 'image';
  if (!user || user.thirdType === PARTNER_THIRD_TYPE || user.organizationId == null || user.level <= 0) {
    return { company: 'none', imageWord };
  }
  const codes = user.permissions.map((p) => p.code);
  if (permissionAllows(codes, ['COMPANY_LIBRARY_EDIT'])) return { company: 'edit', imageWord };
  if (permissionAllows(codes, ['COMPANY_LIBRARY_VIEW'])) return { company: 'view', imageWord };
  return { company: 'none', imageWord };
}

export type LibraryKind = 'image' | 'question';
export type DataType = 0 | 1;

/** One tab of the library screens, named like its route (partner restrictions use the names). */
export interface LibraryTab {
  name: 'LibraryImage' | 'LibraryImageCompany' | 'LibraryQuestion' | 'LibraryQuestionCompany';
  path: string;
  kind: LibraryKind;
  dataType: DataType;
}

export const LIBRARY_TABS: readonly LibraryTab[] = [
  { name: 'LibraryImage', path: '/library/image', kind: 'image', dataType: 0 },
  { name: 'LibraryImageCompany', path: '/library/image/company', kind: 'image', dataType: 1 },
  { name: 'LibraryQuestion', path: '/library/question', kind: 'question', dataType: 0 },
  { name: 'LibraryQuestionCompany', path: '/library/question/company', kind: 'question', dataType: 1 },
];

/** The tabs the caller sees, in order: my images, company images, my questions, company questions. */
export function visibleLibraryTabs(access: LibraryAccess): LibraryTab[] {
  return LIBRARY_TABS.filter((tab) => tab.dataType === 0 || access.company !== 'none');
}

/** Whether the caller may change a library (create folders, upload, rename, move, remove). */
export function canEditLibrary(access: LibraryAccess, dataType: DataType): boolean {
  return dataType === 0 || access.company === 'edit';
}
