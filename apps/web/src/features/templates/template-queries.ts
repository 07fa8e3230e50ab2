import type { Lang } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { initProject } from '../../api/endpoints/projects.ts';
import { fetchTemplate, fetchTemplates } from '../../api/endpoints/templates.ts';
import { toLang } from '../../i18n/language.ts';
import { refreshProjects } from '../projects/project-mutations.ts';

/**
 * Templates come back in the caller's language, so the language is part of every key: switching
 * it fetches the other texts instead of showing the cached ones. They are fixed data, so kept long.
 */
export const templateKeys = {
  list: (lang: Lang) => ['templates', 'list', lang] as const,
  one: (id: string, lang: Lang) => ['templates', 'one', id, lang] as const,
};

const TEN_MINUTES = 10 * 60_000;

function useLang(): Lang {
  return toLang(useTranslation().i18n.language);
}

export function useTemplates() {
  const lang = useLang();
  return useQuery({ queryKey: templateKeys.list(lang), queryFn: fetchTemplates, staleTime: TEN_MINUTES });
}

/** One template with its questions, for the preview; `null` fetches nothing. */
export function useTemplate(id: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: templateKeys.one(id ?? '', lang),
    queryFn: () => fetchTemplate(id ?? ''),
    enabled: id !== null,
    staleTime: TEN_MINUTES,
  });
}

export interface UseTemplateVariables {
  templateId: string;
  /** The folder the user came from (/prepare?folder=), else unclassified. */
  folderId?: number;
}

/**
 * Creates a survey from a template (`project/init` with `templateId`; the server names it after
 * the template). The project list is refreshed, so it shows the new survey when the user returns.
 */
export function useCreateFromTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, folderId }: UseTemplateVariables) => initProject({ templateId, folderId }),
    onSuccess: () => refreshProjects(client),
  });
}
