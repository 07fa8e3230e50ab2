import { create } from 'zustand';

interface UnsavedChangesState {
  /** Set by the flow editor while it holds edits that are not saved (spec doc 1 §3 "hasChange"). */
  hasChange: boolean;
  setHasChange(hasChange: boolean): void;
}

export const useUnsavedChangesStore = create<UnsavedChangesState>()((set) => ({
  hasChange: false,
  setHasChange: (hasChange) => set({ hasChange }),
}));
