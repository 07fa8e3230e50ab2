import { ZCrossDefinition } from '@cairn/contract';
import { CROSS_CODE_KEY } from '../../session/storage-keys.ts';
import { type CrossDraft, EMPTY_DRAFT } from './cross-draft.ts';

/**
 * The chosen variables live in sessionStorage under `crossCode` (spec doc 1 §3): they survive a
 * reload and a visit to another report screen, and the router guard clears them when it sends the
 * user to log in. One survey at a time: another survey's table is not restored.
 */
export function loadDraft(surveyCode: string): CrossDraft {
  try {
    const raw = sessionStorage.getItem(CROSS_CODE_KEY);
    if (!raw) return EMPTY_DRAFT;
    const stored = JSON.parse(raw) as { surveyCode?: string; definition?: unknown };
    if (stored.surveyCode !== surveyCode) return EMPTY_DRAFT;
    // Lists may be empty while the table is being built, so only the settings are checked strictly.
    const definition = stored.definition as Partial<CrossDraft>;
    const parsed = ZCrossDefinition.safeParse({
      ...definition,
      stubs: definition.stubs?.length ? definition.stubs : [{ id: 'x' }],
      banner: definition.banner?.length ? definition.banner : [{ id: 'x' }],
    });
    if (!parsed.success) return EMPTY_DRAFT;
    return { ...parsed.data, stubs: definition.stubs ?? [], banner: definition.banner ?? [] };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(surveyCode: string, definition: CrossDraft): void {
  try {
    sessionStorage.setItem(CROSS_CODE_KEY, JSON.stringify({ surveyCode, definition }));
  } catch {
    // Blocked storage: the table is simply not remembered.
  }
}
