import { type ProjectBase, type SurveySettings, settingsApi } from '@cairn/contract';
import { resolveSurveySettings } from '@cairn/core';
import { useQueryClient } from '@tanstack/react-query';
import { saveSurveySetting } from '../../api/endpoints/settings.ts';
import { projectBaseKey, useProjectBase } from '../../layouts/project/use-project-base.ts';
import { useDesignSession } from '../design/design-session-context.tsx';
import { useDesignView } from '../design/design-view-store.ts';
import type { EditAnswer } from '../design/edit-queue.ts';

import type { DesignToggle } from './design-toggle-keys.ts';

export { type DesignToggle, designToggleKeys } from './design-toggle-keys.ts';

const NO_CHANGE = {
  nodes: { inserted: [], updated: [], deleted: [] },
  options: { inserted: [], updated: [], deleted: [] },
};

/**
 * The toggles' state and their switch. They are survey settings (the same keys as the settings
 * screens: one source of truth), saved with POST /v1/surveys/setting. The save goes through the
 * design session's queue, in turn with the tree edits: it raises the edit version, and the queue
 * adopts the version it answers, so the next tree edit carries the right x-node-v. The menu shows
 * the new state at once; a refusal puts the old one back.
 */
export function useDesignToggles(code: string) {
  const queryClient = useQueryClient();
  const { session } = useDesignSession();
  const base = useProjectBase(code);
  const settings = resolveSurveySettings(base.data?.settings);
  const setLocal = (key: DesignToggle, value: boolean) => {
    queryClient.setQueryData<ProjectBase>(projectBaseKey(code), (b) =>
      b ? { ...b, settings: { ...b.settings, [key]: value } } : b,
    );
    if (key === 'showOptionCodes') useDesignView.getState().setShowOptionCodes(value);
  };
  const toggle = (key: DesignToggle) => {
    const value = !settings[key];
    setLocal(key, value);
    const edit: SurveySettings = { [key]: value };
    void session.edit({
      endpoint: settingsApi.save,
      input: {},
      send: async (): Promise<EditAnswer> => {
        try {
          const saved = await saveSurveySetting({ code, settings: edit });
          return { change: NO_CHANGE, saved };
        } catch (error) {
          setLocal(key, !value);
          throw error;
        }
      },
    });
  };
  return { projectType: base.data?.projectType ?? 0, settings, toggle };
}
