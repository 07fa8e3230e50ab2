import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  fetchCommunityCross,
  fetchCommunityCrossVariables,
} from '../../features/community/community-calls.ts';
import { CrossControls } from '../../features/report/cross/cross-controls.tsx';
import { type CrossDraft, EMPTY_DRAFT } from '../../features/report/cross/cross-draft.ts';
import { CrossWorkbench, useComputedCross } from '../../features/report/cross/cross-workbench.tsx';

/**
 * /community/{code}/report/cross: the author's cross-table engine and views, read-only — the
 * client picks variables and figures; nothing is saved, exported or weighted.
 */
export function CommunityCrossPage() {
  const code = useParams().surveyCode ?? '';
  const [draft, setDraft] = useState<CrossDraft>(EMPTY_DRAFT);
  const variables = useQuery({
    queryKey: ['community', code, 'cross-variables'],
    queryFn: () => fetchCommunityCrossVariables(code),
  });
  const computed = useComputedCross(draft);
  const table = useQuery({
    queryKey: ['community', code, 'cross', computed],
    queryFn: () => fetchCommunityCross(code, computed!),
    enabled: computed !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <CrossWorkbench
      draft={draft}
      onDraft={setDraft}
      variables={variables}
      table={table}
      computed={computed !== null}
      controls={
        <CrossControls
          draft={draft}
          onChange={setDraft}
          weighted={false}
          onWeighted={() => {}}
          schemeName={null}
          weighting={false}
        />
      }
    />
  );
}
