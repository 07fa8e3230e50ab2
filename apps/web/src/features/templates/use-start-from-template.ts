import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { toastError } from '../../app/ui-bridge.tsx';
import { designPathOf } from '../projects/project-row-actions.tsx';
import { useCreateFromTemplate } from './template-queries.ts';

export interface StartFromTemplate {
  start(templateId: string): void;
  /** The template being created from, so only its button spins. */
  pendingId: string | null;
  /** A creation is under way or cannot start yet: the other "use" buttons wait. */
  isBusy: boolean;
}

/**
 * "Use this template": creates the survey and opens its design screen. Errors the client did not
 * show already (A0404 is silent in the catalogue: the template or folder went away) are toasted
 * here, so a click never ends in nothing; the free-limit refusal keeps its global toast.
 * `isReady` false holds the buttons back (e.g. until the folder is known to exist).
 */
export function useStartFromTemplate(folderId?: number, isReady = true): StartFromTemplate {
  const navigate = useNavigate();
  const create = useCreateFromTemplate();
  const isBusy = create.isPending || !isReady;
  const start = (templateId: string) => {
    if (isBusy) return;
    create.mutate(
      { templateId, folderId },
      {
        onSuccess: (project) => navigate(designPathOf(project.code)),
        onError: (error) => {
          if (isApiError(error) && !error.handledGlobally) toastError(error.message);
        },
      },
    );
  };
  return { start, pendingId: create.isPending ? (create.variables?.templateId ?? null) : null, isBusy };
}
