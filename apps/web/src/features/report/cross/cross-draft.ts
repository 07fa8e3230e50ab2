import type {
  BannerRef,
  CrossBand,
  CrossDefinition,
  CrossMode,
  CrossRef,
  CrossVariable,
} from '@cairn/contract';

/** The table being built: a definition whose stub and banner lists may still be empty. */
export type CrossDraft = CrossDefinition;
export type Axis = 'stubs' | 'banner';

export const EMPTY_DRAFT: CrossDraft = {
  stubs: [],
  banner: [],
  test: { level: 95, correction: 'none', meanTest: 'pooled' },
  cells: ['count', 'column'],
  chart: 'table',
};

export const isComplete = (draft: CrossDraft) => draft.stubs.length > 0 && draft.banner.length > 0;

/** Modes a variable may take on an axis: `mean` is a stub-only figure. */
export function modesFor(variable: CrossVariable, axis: Axis): CrossMode[] {
  return variable.modes.filter((mode) => axis === 'stubs' || mode !== 'mean');
}

/** The mode a variable enters with: numeric variables by category when offered, else their first mode. */
export function defaultMode(variable: CrossVariable, axis: Axis): CrossMode {
  const modes = modesFor(variable, axis);
  if (variable.kind !== 'numeric' || modes.includes('categories')) return 'categories';
  return modes[0] ?? 'categories';
}

export const DEFAULT_BANDS: CrossBand[] = [
  { label: '0–5', min: 0, max: 5 },
  { label: '6–10', min: 6, max: 10 },
];

function refOf(variable: CrossVariable, axis: Axis): CrossRef {
  if (variable.kind !== 'numeric') return { id: variable.id };
  const mode = defaultMode(variable, axis);
  return mode === 'bands' ? { id: variable.id, mode, bands: DEFAULT_BANDS } : { id: variable.id, mode };
}

/** Adds a variable at the end of an axis (once per axis). */
export function addVariable(draft: CrossDraft, axis: Axis, variable: CrossVariable): CrossDraft {
  if (draft[axis].some((ref) => ref.id === variable.id)) return draft;
  return { ...draft, [axis]: [...draft[axis], refOf(variable, axis)] };
}

export function removeVariable(draft: CrossDraft, axis: Axis, index: number): CrossDraft {
  return { ...draft, [axis]: draft[axis].filter((_, i) => i !== index) };
}

/** Moves the ref at `from` to `to` (a drag's drop or a keyboard move). */
export function moveVariable(draft: CrossDraft, axis: Axis, from: number, to: number): CrossDraft {
  const list = [...draft[axis]];
  const [moved] = list.splice(from, 1);
  if (!moved || to < 0 || to > list.length) return draft;
  list.splice(to, 0, moved);
  return { ...draft, [axis]: list };
}

/** Replaces one ref (mode, bands, nest); bands are kept only in the bands mode. */
export function updateRef(
  draft: CrossDraft,
  axis: Axis,
  index: number,
  next: CrossRef | BannerRef,
): CrossDraft {
  const clean = next.mode === 'bands' ? { ...next, bands: next.bands ?? DEFAULT_BANDS } : withoutBands(next);
  return { ...draft, [axis]: draft[axis].map((ref, i) => (i === index ? clean : ref)) };
}

function withoutBands<T extends CrossRef>(ref: T): T {
  const { bands: _drop, ...rest } = ref;
  return rest as T;
}

/**
 * Only one banner variable may carry a nested one (the brief's "one nested banner variable"):
 * setting a nest on one clears it on the others.
 */
export function setNest(draft: CrossDraft, index: number, nest: CrossRef | undefined): CrossDraft {
  return {
    ...draft,
    banner: draft.banner.map((ref, i) => {
      const { nest: _old, ...rest } = ref;
      return i === index && nest ? { ...rest, nest } : rest;
    }),
  };
}
