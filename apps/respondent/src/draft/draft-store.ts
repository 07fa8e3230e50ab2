/**
 * The respondent's local draft: everything needed to resume on this device after a refresh or a
 * lost connection (answers, the page reached, the response id and the seed that fixes random
 * orders). Kept per survey code and published version, so a new version starts fresh instead of
 * replaying answers against questions that changed.
 */
export interface Draft {
  responseId: string;
  seed: string;
  version: number;
  answers: Record<string, unknown>;
  /** The page the respondent was on (engine page key); null before the first page. */
  pageKey: string | null;
  startedAt: string;
  updatedAt: string;
  /** 'answering' until submitted; 'pending' while the complete response waits for a receipt. */
  status: 'answering' | 'pending' | 'done';
  /** Question keys already given their preselected options (never filled in twice). */
  preset?: string[];
  /** Preview links of the files this response uploaded, by file key (the answers hold the keys). */
  files?: Record<string, string>;
  /** Milliseconds each question was on screen, by answer key (survey/timing-tracker.ts). */
  timings?: Record<string, number>;
}

/** The slice of Storage the store needs (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const draftKey = (code: string) => `cairn:draft:${code}`;

export function loadDraft(store: KeyValueStore | null, code: string, version: number): Draft | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(draftKey(code));
  } catch {
    return null; // storage blocked (private mode, quota): answer without a draft
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (!isDraft(draft) || draft.version !== version) return null;
    return draft;
  } catch {
    return null;
  }
}

/** Writes the draft; answers false when storage refused it (full or blocked), so the page can say so. */
export function saveDraft(store: KeyValueStore | null, code: string, draft: Draft): boolean {
  if (!store) return false;
  try {
    store.setItem(draftKey(code), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: KeyValueStore | null, code: string): void {
  try {
    store?.removeItem(draftKey(code));
  } catch {
    // nothing to clear when storage is blocked
  }
}

/** A fresh draft with a new response id (random, made in the browser), which is also the seed. */
export function newDraft(version: number, now: Date, makeId: () => string): Draft {
  const at = now.toISOString();
  const responseId = makeId();
  // The server replays random orders with the response id as the seed (contract respond/constants).
  return {
    responseId,
    seed: responseId,
    version,
    answers: {},
    pageKey: null,
    startedAt: at,
    updatedAt: at,
    status: 'answering',
  };
}

function isDraft(value: Partial<Draft>): value is Draft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.responseId === 'string' &&
    typeof value.seed === 'string' &&
    typeof value.version === 'number' &&
    typeof value.answers === 'object' &&
    value.answers !== null &&
    (value.status === 'answering' || value.status === 'pending' || value.status === 'done')
  );
}

/** The browser's storage, or null where it is unavailable (sandboxed frames, some private modes). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** A random id (UUID v4 where the browser has it; insecure origins lack randomUUID). */
export function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
