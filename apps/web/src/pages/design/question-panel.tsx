import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignSession, useDesignState } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { nodeViewOf } from '../../features/design/node-view.ts';
import { QuestionPanelContent } from './question-panel-content.tsx';
import { useDesignActions } from './use-design-actions.ts';

/**
 * The selected question's panel. The question itself comes from the tree as shown now, so an
 * edit made in the panel shows at once; the whole tree (what the editor and the logic section
 * only look things up in) is deferred. A drop re-renders the canvas inside the pointer-up event
 * (the design state is an external store, always rendered synchronously); with the tree deferred
 * the panel, antd forms and all, catches up in a background render instead of adding to that frame.
 * The selection is deferred the same way: a click highlights its row at once.
 */
export function QuestionPanel() {
  const { t } = useTranslation();
  const { session, readOnly } = useDesignSession();
  const live = useDesignState().tree;
  const tree = useDeferredValue(live);
  // Selecting answers on the canvas in the click's own frame; the panel follows in the background.
  const selectedId = useDeferredValue(useDesignView((s) => s.selectedId));
  // A survey setting (the extra menu's toggle): the panel follows it instead of its own switch.
  const showOptionCodes = useDesignView((s) => s.showOptionCodes);
  const actions = useDesignActions();
  const node = selectedId === null ? undefined : nodeViewOf(live, selectedId);
  if (!node) return <p className="design-panel__none">{t('design.panel.none')}</p>;
  return (
    <QuestionPanelContent
      node={node}
      tree={tree}
      lang={session.lang}
      readOnly={readOnly}
      showOptionCodes={showOptionCodes}
      actions={actions}
    />
  );
}
