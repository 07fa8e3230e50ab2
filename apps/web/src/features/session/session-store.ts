import type { User } from '@cairn/contract';
import { create } from 'zustand';

export type UserStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SessionState {
  /** The logged-in user's record, fetched once per session by the navigation guard. */
  user: User | null;
  status: UserStatus;
  setUser(user: User): void;
  setStatus(status: UserStatus): void;
  reset(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: 'idle',
  setUser: (user) => set({ user, status: 'ready' }),
  setStatus: (status) => set({ status }),
  reset: () => set({ user: null, status: 'idle' }),
}));
