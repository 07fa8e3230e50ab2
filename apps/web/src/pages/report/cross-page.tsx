import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { CrossControls } from '../../features/report/cross/cross-controls.tsx';
import { type CrossDraft, isComplete } from '../../features/report/cross/cross-draft.ts';
import { CrossExport } from '../../features/report/cross/cross-export.tsx';
import {
  useCrossTable,
  useCrossVariables,
  useSavedTables,
} from '../../features/report/cross/cross-queries.ts';
import { loadDraft, saveDraft } from '../../features/report/cross/cross-storage.ts';
import { CrossWorkbench, useComputedCross } from '../../features/report/cross/cross-workbench.tsx';
import { SavedTables } from '../../features/report/cross/saved-tables.tsx';
import { useActiveScheme } from '../../features/report/weighting/weighting-queries.ts';

/**
 * /project/{code}/report/cross: pick stub and banner variables, see the table with significance
 * letters (or as bars), save, load and export tables. The choice is kept in sessionStorage.
 */
export function ReportCrossPage() {
  const code = useParams().code ?? '';
  const [draft, setDraft] = useState<CrossDraft>(() => loadDraft(code));
  const [weighted, setWeighted] = useState(false);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const variables = useCrossVariables(code);
  const saved = useSavedTables(code);
  const { active } = useActiveScheme(code);
  const useWeights = weighted && !!active;

  useEffect(() => saveDraft(code, draft), [code, draft]);
  const computed = useComputedCross(draft);
  const table = useCrossTable(code, computed, useWeights);
  const onScreen = isComplete(draft) ? draft : null;

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
          weighted={useWeights}
          onWeighted={setWeighted}
          schemeName={active?.name ?? null}
        />
      }
    >
      <div className="cross__panels">
        <SavedTables
          surveyCode={code}
          definition={onScreen}
          currentId={currentId}
          onCurrent={setCurrentId}
          onLoad={(savedTable) => {
            setDraft(savedTable.definition);
            setCurrentId(savedTable.id);
          }}
        />
        <CrossExport
          surveyCode={code}
          definition={onScreen}
          savedIds={(saved.data ?? []).map((s) => s.id)}
          weighted={useWeights}
        />
      </div>
    </CrossWorkbench>
  );
}
