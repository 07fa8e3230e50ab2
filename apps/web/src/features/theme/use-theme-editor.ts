import type { StyleUpdateBody, SurveyStyle } from '@cairn/contract';
import type { Theme, ThemeField } from '@cairn/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchThemeOverview, updateSurveyStyle } from '../../api/endpoints/theme.ts';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { debounce } from '../design/debounced.ts';
import { coloursForMode } from './mode-colours.ts';
import { themeKey } from './theme-queries.ts';
import { createThemeSender } from './theme-sender.ts';

/** Fields edited by dragging (colour picker, size slider): one save per pause, not per step. */
const DRAGGED: readonly ThemeField[] = ['colors', 'font'];
const PAUSE_MS = 400;

export interface ThemeEditor {
  theme: Theme;
  backgroundUrl: string | null;
  change<K extends ThemeField>(field: K, value: Theme[K], backgroundUrl?: string | null): void;
  /** Applies a preset or saved theme (its values show at once; the server copies them). */
  apply(theme: Theme): void;
  switchMode(mode: Theme['mode']): void;
  /** Sends what waits for a pause and resolves once the server has every edit (before "save as"). */
  settle(): Promise<void>;
}

/**
 * The theme tab's working copy: every change shows in the preview at once and is sent in order
 * (theme-sender.ts); the header shows saving / saved and the publishing badge. A refused edit
 * reloads the server's theme.
 */
export function useThemeEditor(code: string, initial: SurveyStyle): ThemeEditor {
  const [theme, setTheme] = useState(initial.theme);
  const [backgroundUrl, setBackgroundUrl] = useState(initial.backgroundUrl);
  const client = useQueryClient();
  // After a refusal the server's theme replaces the working copy.
  const reload = useRef<() => void>(() => {});
  reload.current = () =>
    void client
      .fetchQuery({ queryKey: themeKey(code), queryFn: () => fetchThemeOverview(code), staleTime: 0 })
      .then((data) => {
        setTheme(data.current.theme);
        setBackgroundUrl(data.current.backgroundUrl);
      });

  const sender = useMemo(() => {
    const header = useProjectHeaderStore.getState();
    return createThemeSender(updateSurveyStyle, {
      saved(answer, pending) {
        header.setSaved(answer.saved);
        header.setSave(pending > 0 ? { kind: 'saving' } : { kind: 'saved', at: answer.saved.saveTime });
        if (pending === 0) setBackgroundUrl(answer.backgroundUrl);
      },
      failed() {
        header.setSave({ kind: 'idle' });
        reload.current();
      },
    });
  }, []);

  const send = useMemo(() => {
    const now = (edit: StyleUpdateBody) => {
      useProjectHeaderStore.getState().setSave({ kind: 'saving' });
      sender.push(edit);
    };
    const paused = Object.fromEntries(DRAGGED.map((field) => [field, debounce(now, PAUSE_MS)]));
    return { now, paused };
  }, [sender]);
  useEffect(
    () => () => {
      for (const pending of Object.values(send.paused)) pending.flush();
    },
    [send],
  );

  const edit = <K extends ThemeField>(field: K, value: Theme[K]) => {
    const body = { surveyCode: code, type: field, value } as StyleUpdateBody;
    (send.paused[field] ?? send.now)(body);
  };

  return {
    theme,
    backgroundUrl,
    change(field, value, url) {
      setTheme((t) => ({ ...t, [field]: value }));
      if (url !== undefined) setBackgroundUrl(url);
      edit(field, value);
    },
    apply(next) {
      for (const d of Object.values(send.paused)) d.cancel();
      setTheme(next);
      setBackgroundUrl(null);
      send.now({ surveyCode: code, type: 'theme', themeId: next.id! });
    },
    settle() {
      for (const pending of Object.values(send.paused)) pending.flush();
      return sender.idle();
    },
    switchMode(mode) {
      const colors = coloursForMode(theme.colors, mode);
      setTheme((t) => ({ ...t, mode, colors }));
      send.now({ surveyCode: code, type: 'mode', value: mode });
      if (colors !== theme.colors) {
        send.paused.colors!.cancel();
        send.now({ surveyCode: code, type: 'colors', value: colors });
      }
    },
  };
}
