import type { SurveySaved } from '@cairn/contract';
import { create } from 'zustand';
import type { SaveState } from './save-state.ts';

interface ProjectHeaderState {
  /** Set by the tab that saves (the design tab); the header shows it. */
  save: SaveState;
  /** The publishing state the last save answered (newer than the base info the header loaded). */
  saved: SurveySaved | null;
  setSave: (save: SaveState) => void;
  setSaved: (saved: SurveySaved | null) => void;
  reset: () => void;
}

/** What a project tab tells the shared header while it is open. */
export const useProjectHeaderStore = create<ProjectHeaderState>((set) => ({
  save: { kind: 'idle' },
  saved: null,
  setSave: (save) => set({ save }),
  setSaved: (saved) => set({ saved }),
  reset: () => set({ save: { kind: 'idle' }, saved: null }),
}));
