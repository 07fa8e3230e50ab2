import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSession } from '../../features/design/design-session.ts';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { messageOfQueueEvent } from '../../features/design/queue-messages.ts';
import { isTempId } from '../../features/design/temp-ids.ts';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { saveStateOf } from '../../layouts/project/save-state.ts';
import { useUnsentWarning } from './use-unsent-warning.ts';

/**
 * What the author learns about their edits: the queue's refusals, drops and conflicts as
 * messages, the header's saving state and publishing badge, a selection that follows a new
 * question to its real id (and lets go of a deleted one), and a warning before closing the page
 * with edits unsent (use-unsent-warning.ts).
 */
export function useDesignFeedback(session: DesignSession): void {
  const { t } = useTranslation();
  const { message } = App.useApp();

  useEffect(() => {
    let conflictSince: number | null = null;
    const header = useProjectHeaderStore.getState();
    const report = () => {
      const { snapshot, heldSorts, tree } = session.get();
      header.setSave(
        saveStateOf({ pending: snapshot.pending, heldSorts, lastSaved: snapshot.lastSaved, conflictSince }),
      );
      if (snapshot.lastSaved) header.setSaved(snapshot.lastSaved);
      const view = useDesignView.getState();
      for (const [id, clear] of [
        [view.selectedId, (next: number | null) => view.select(next)],
        [
          view.editingId,
          (next: number | null) => (next === null ? view.stopEditing() : view.startEditing(next)),
        ],
      ] as const) {
        if (id === null || tree.nodes.get(id)?.deletedAt === null) continue;
        const real = isTempId(id) ? session.queue.realIdOf(id) : id;
        clear(real !== id && tree.nodes.get(real)?.deletedAt === null ? real : null);
      }
    };
    const stopEvents = session.queue.onEvent((event) => {
      if (event.kind === 'conflict') conflictSince = Date.now();
      // 00001 (logic refers to what a delete removes) is a question to the author: features/logic asks it.
      if (event.kind === 'refused' && event.failure.code === '00001') return report();
      const shown = messageOfQueueEvent(event, t);
      if (shown) void message.open({ type: shown.level, content: shown.text, key: shown.key, duration: 5 });
      report();
    });
    const stopState = session.subscribe(report);
    report();
    return () => {
      stopEvents();
      stopState();
    };
  }, [session, message, t]);

  useUnsentWarning(session);
}
