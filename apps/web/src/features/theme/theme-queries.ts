import type { ThemeOverview } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchThemeOverview, removeTheme, renameTheme, saveThemeAs } from '../../api/endpoints/theme.ts';

export const themeKey = (code: string) => ['theme', code] as const;

export function useThemeOverview(code: string) {
  return useQuery({
    queryKey: themeKey(code),
    queryFn: () => fetchThemeOverview(code),
    enabled: code !== '',
  });
}

/** Save as, rename and remove of my themes; each refreshes the list ("mine") of the tab. */
export function useMyThemeActions(code: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: themeKey(code) });
  return {
    saveAs: useMutation({ mutationFn: (name: string) => saveThemeAs(code, name), onSuccess: refresh }),
    rename: useMutation({
      mutationFn: (input: { id: number; name: string }) => renameTheme(input.id, input.name),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => removeTheme(id), onSuccess: refresh }),
  };
}

export type { ThemeOverview };
