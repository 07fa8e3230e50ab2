import type { DesignTreeView } from '@cairn/contract';
import type { LogicRule } from '@cairn/core';
import { App, Button, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDesignTree, sendDesignEdit } from '../../api/endpoints/design.ts';
import type { DesignEdit } from '../../features/design/edit-queue.ts';
import { treeOfView } from '../../features/design/tree-view.ts';
import { useUnsavedChangesStore } from '../../features/editor/unsaved-changes-store.ts';
import { useUnsavedChangesGuard } from '../../features/editor/use-unsaved-changes-guard.ts';
import { FlowDraft } from '../../features/flow/flow-draft.ts';
import { toLang } from '../../i18n/language.ts';
import { FlowCanvas } from './flow-canvas.tsx';
import { FlowContext, type FlowScreen } from './flow-context.tsx';
import { FlowInspector } from './flow-inspector.tsx';

/**
 * The open flow screen: the draft of unsaved edits, the diagram, the panel and the Save button.
 * `rules`: the survey's logic rules; its jump rules are drawn as dashed edges.
 */
export function FlowWorkspace(props: { code: string; view: DesignTreeView; rules: readonly LogicRule[] }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [draft] = useState(() => {
    const initial = treeOfView(props.view);
    return new FlowDraft(
      {
        surveyId: initial.tree.surveyId,
        lang: toLang(i18n.language),
        send: (endpoint, input, version) => sendDesignEdit(props.code, endpoint, input, version),
        reload: async () => treeOfView(await fetchDesignTree(props.code)),
      },
      initial,
    );
  });
  const state = useSyncExternalStore(
    (listener) => draft.subscribe(listener),
    () => draft.get(),
  );
  const [selected, select] = useState<string | null>(null);
  useUnsavedChangesGuard();
  useEffect(() => {
    useUnsavedChangesStore.getState().setHasChange(state.unsaved > 0 || state.saving);
  }, [state.unsaved, state.saving]);

  const edit = useCallback(
    (change: DesignEdit) => {
      const result = draft.edit(change);
      if (!result.ok) void message.error(t('flow.refused', { message: result.issues[0]?.message ?? '' }));
      return result.ok && result.result?.ok ? result.result.change : null;
    },
    [draft, message, t],
  );

  const save = async () => {
    const outcome = await draft.save();
    // Keep the selection on what the server made: temp ids in the key become real ones.
    select((key) => key?.replace(/-\d+/g, (temp) => String(draft.queue.realIdOf(Number(temp)))) ?? null);
    if (outcome.conflict) void message.warning(t('flow.conflict'));
    else if (outcome.failures.length > 0)
      void message.error(
        t('flow.saveFailed', { count: outcome.failures.length, message: outcome.failures[0]?.message ?? '' }),
      );
    else void message.success(t('flow.saved'));
  };

  const screen: FlowScreen = useMemo(
    () => ({ tree: state.snapshot.tree, selected, select, edit }),
    [state.snapshot.tree, selected, edit],
  );

  return (
    <FlowContext.Provider value={screen}>
      <div className="flow-workspace">
        <div className="flow-toolbar" role="toolbar" aria-label={t('flow.title')}>
          <h1 className="flow-toolbar__title">{t('flow.title')}</h1>
          <span className="flow-toolbar__state" aria-live="polite">
            {state.unsaved > 0 ? (
              <Tag color="orange" className="flow-unsaved">
                {t('flow.unsaved', { count: state.unsaved })}
              </Tag>
            ) : (
              <Tag color="green">{t('flow.allSaved')}</Tag>
            )}
          </span>
          <Button
            type="primary"
            className="flow-save"
            disabled={state.unsaved === 0}
            loading={state.saving}
            onClick={() => void save()}
          >
            {state.saving ? t('flow.saving') : t('flow.save')}
          </Button>
        </div>
        <div className="flow-workspace__main">
          <section className="flow-workspace__canvas" aria-label={t('flow.canvasLabel')}>
            <FlowCanvas rules={props.rules} />
          </section>
          <aside className="flow-workspace__panel">
            <FlowInspector />
          </aside>
        </div>
      </div>
    </FlowContext.Provider>
  );
}
