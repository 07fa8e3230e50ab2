import type { ProjectBase, SurveySaved, SurveySettings } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { projectBaseKey } from '../../layouts/project/use-project-base.ts';

/**
 * Saving one settings form: while it runs the header says "saving…"; its answer (the publishing
 * state after the edit) goes to the header, and the project's base info is updated in place with
 * what was saved, so every tab reads the new settings without a refetch.
 */
export function useSettingsSave<V>(
  code: string,
  send: (values: V) => Promise<SurveySaved>,
  applied: (values: V) => { title?: string; settings?: SurveySettings },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V) => {
      useProjectHeaderStore.getState().setSave({ kind: 'saving' });
      try {
        return await send(values);
      } catch (error) {
        useProjectHeaderStore.getState().setSave({ kind: 'idle' });
        throw error;
      }
    },
    onSuccess: (saved, values) => {
      const header = useProjectHeaderStore.getState();
      header.setSaved(saved);
      header.setSave({ kind: 'saved', at: saved.saveTime });
      const change = applied(values);
      queryClient.setQueryData<ProjectBase>(projectBaseKey(code), (base) =>
        base
          ? {
              ...base,
              ...saved,
              ...(change.title !== undefined ? { title: change.title } : {}),
              settings: { ...base.settings, ...(change.settings ?? {}) },
            }
          : base,
      );
    },
  });
}
