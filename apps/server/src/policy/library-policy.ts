import { hasPermission, LibraryDataType, Role } from '@cairn/contract';
import type { Subject } from './policy.ts';

/**
 * Who may read or change a library (the image library now, the question library later).
 * Pure, like policy.ts, so every rule has a unit test.
 *
 * - My library (dataType 0): only its owner.
 * - The company library (dataType 1): members of the same organisation with
 *   COMPANY_LIBRARY_VIEW to read, COMPANY_LIBRARY_EDIT to read and change, or the organisation
 *   admin; never a retail-partner account (thirdType 1), whatever its codes.
 */
export type LibraryAction = 'read' | 'edit';

export interface LibrarySubject extends Subject {
  /** 1 = retail-partner channel account. */
  thirdType: number | null;
}

export interface LibraryFacts {
  dataType: number;
  /** Who owns a personal item (for company items: who created it; not used to decide). */
  ownerId: number;
  /** The organisation a company item belongs to. */
  organizationId: number | null;
}

export type LibraryDecision = { allowed: true } | { allowed: false; code: 'A0403' };

export const PARTNER_THIRD_TYPE = 1;

function isAllowed(subject: LibrarySubject, facts: LibraryFacts, action: LibraryAction): boolean {
  if (facts.dataType === LibraryDataType.MY) return facts.ownerId === subject.userId;
  if (facts.dataType !== LibraryDataType.COMPANY) return false;
  if (subject.thirdType === PARTNER_THIRD_TYPE) return false;
  const sameOrg = subject.organizationId !== null && subject.organizationId === facts.organizationId;
  if (!sameOrg) return false;
  if (subject.role === Role.ORGANIZE_ADMIN) return true;
  // Editing implies reading. (A requirement of nested lists needs every code, spec doc 1 §6, so the
  // "either code" of reading is two checks.)
  const edit = hasPermission(subject.permissions, ['COMPANY_LIBRARY_EDIT']);
  return action === 'read' ? edit || hasPermission(subject.permissions, ['COMPANY_LIBRARY_VIEW']) : edit;
}

export function decideLibrary(
  subject: LibrarySubject,
  facts: LibraryFacts,
  action: LibraryAction,
): LibraryDecision {
  return isAllowed(subject, facts, action) ? { allowed: true } : { allowed: false, code: 'A0403' };
}
