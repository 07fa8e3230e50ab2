import { create } from 'zustand';

const OPTION_CODES_KEY = 'design.showOptionCodes';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, value ? '1' : '0');
  } catch {
    // Private mode: the preference lasts for this page only.
  }
}

interface DesignViewState {
  selectedId: number | null;
  /** The question whose title is being edited inline. */
  editingId: number | null;
  /** A view preference of this browser, not a survey setting. */
  showOptionCodes: boolean;
  /** Read out politely by the canvas's live region (a new question is shown, not toasted). */
  announcement: string;
  announce: (text: string) => void;
  select: (id: number | null) => void;
  startEditing: (id: number) => void;
  stopEditing: () => void;
  setShowOptionCodes: (on: boolean) => void;
  reset: () => void;
}

/** Selection and view preferences of the design screen (not survey data, so not in the queue). */
export const useDesignView = create<DesignViewState>((set) => ({
  selectedId: null,
  editingId: null,
  showOptionCodes: typeof localStorage === 'undefined' ? false : readFlag(OPTION_CODES_KEY),
  announcement: '',
  announce: (text) => set({ announcement: text }),
  select: (id) => set((state) => (state.selectedId === id ? state : { selectedId: id, editingId: null })),
  startEditing: (id) => set({ selectedId: id, editingId: id }),
  stopEditing: () => set({ editingId: null }),
  setShowOptionCodes: (on) => {
    writeFlag(OPTION_CODES_KEY, on);
    set({ showOptionCodes: on });
  },
  reset: () => set({ selectedId: null, editingId: null }),
}));
