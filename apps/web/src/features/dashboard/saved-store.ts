import type { DashboardSaved } from '@cairn/contract';
import { create } from 'zustand';

/**
 * Each open dashboard's last saved state: the version every edit sends as x-node-v, the time the
 * header shows and the launch status. Taken from the dashboard's GET and from each edit's
 * `saved`; a newer version never goes back to an older one (answers may arrive out of order).
 */
interface SavedState {
  byCode: Record<string, DashboardSaved>;
  adopt(code: string, saved: DashboardSaved): void;
  /** After A0120 or a reload: the server's state, whatever the version held. */
  replace(code: string, saved: DashboardSaved): void;
}

export const useSavedStore = create<SavedState>()((set) => ({
  byCode: {},
  adopt: (code, saved) =>
    set((state) => {
      const held = state.byCode[code];
      if (held && held.version > saved.version) return state;
      return { byCode: { ...state.byCode, [code]: saved } };
    }),
  replace: (code, saved) => set((state) => ({ byCode: { ...state.byCode, [code]: saved } })),
}));

export function savedOf(code: string): DashboardSaved | undefined {
  return useSavedStore.getState().byCode[code];
}
