import type { OrgPermission, User } from '@cairn/contract';
import { create } from 'zustand';
import { readCachedPermissions } from './permission-cache.ts';

export type UserStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SessionState {
  /** The logged-in user's record, fetched once per session by the navigation guard. */
  user: User | null;
  status: UserStatus;
  /** The caller's permission codes from GET org/permission (cached under `permission`). */
  permissions: string[];
  /** The role and organisation of the same answer (null until it came). */
  orgRole: Pick<OrgPermission, 'role' | 'organizationId' | 'departmentId'> | null;
  setUser(user: User): void;
  setStatus(status: UserStatus): void;
  setPermission(answer: OrgPermission): void;
  reset(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: 'idle',
  permissions: readCachedPermissions(),
  orgRole: null,
  setUser: (user) => set({ user, status: 'ready' }),
  setStatus: (status) => set({ status }),
  setPermission: ({ codes, role, organizationId, departmentId }) =>
    set({ permissions: codes, orgRole: { role, organizationId, departmentId } }),
  reset: () => set({ user: null, status: 'idle', permissions: [], orgRole: null }),
}));
