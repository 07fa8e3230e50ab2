import type { WeightingDefinition } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activateScheme,
  fetchScheme,
  fetchSchemes,
  removeScheme,
  runScheme,
  saveScheme,
} from '../../../api/endpoints/report-weighting.ts';
import { invalidateReports, reportKey } from '../board/board-queries.ts';

const schemesKey = (surveyCode: string) => [...reportKey(surveyCode), 'weights'] as const;

export function useSchemes(surveyCode: string) {
  return useQuery({
    queryKey: schemesKey(surveyCode),
    queryFn: () => fetchSchemes(surveyCode),
    enabled: surveyCode !== '',
  });
}

/** The survey's active scheme (null: none, undefined: not known yet) — what "weighted" means. */
export function useActiveScheme(surveyCode: string) {
  const schemes = useSchemes(surveyCode);
  const active = schemes.data ? (schemes.data.find((s) => s.active) ?? null) : undefined;
  return { active, isPending: schemes.isPending };
}

export function useScheme(surveyCode: string, id: number | null) {
  return useQuery({
    queryKey: [...schemesKey(surveyCode), 'one', id],
    queryFn: () => fetchScheme(surveyCode, id as number),
    enabled: surveyCode !== '' && id !== null,
  });
}

/**
 * Writes that change what "weighted" means (activation, an active scheme edited or removed)
 * invalidate the whole report prefix, so the board and the cross table recompute.
 */
export function useSchemeActions(surveyCode: string) {
  const client = useQueryClient();
  const refreshAll = () => invalidateReports(client, surveyCode);
  const activate = useMutation({
    mutationFn: (id: number | null) => activateScheme(surveyCode, id),
    onSuccess: refreshAll,
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeScheme(surveyCode, id),
    onSuccess: refreshAll,
  });
  const save = useMutation({
    mutationFn: ({
      id,
      name,
      definition,
    }: {
      id: number | null;
      name: string;
      definition: WeightingDefinition;
    }) => saveScheme(surveyCode, id, name, definition),
    onSuccess: refreshAll,
  });
  const run = useMutation({
    mutationFn: (definition: WeightingDefinition) => runScheme(surveyCode, definition),
  });
  return { activate, remove, save, run };
}
