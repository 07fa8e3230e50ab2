import { findQuestionType, isContainerNode, NodeModel, sanitizeRichText } from '@cairn/core';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addNodeEdit,
  copyNodeEdit,
  deleteNodeEdit,
  updateNodeEdit,
} from '../../features/design/design-edits.ts';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import type { DesignEdit } from '../../features/design/edit-queue.ts';
import { insertPlaceFor } from '../../features/design/insert-place.ts';
import type { PaletteWhat } from '../../features/design/palette.ts';
import { messageOfLocalIssues } from '../../features/design/queue-messages.ts';
import { nodeLabel } from './node-label.ts';
import { revealNode } from './reveal-node.ts';

/** The canvas's actions, each one design edit through the session (nothing when read-only). */
export function useDesignActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { session, readOnly } = useDesignSession();

  return useMemo(() => {
    const edit = (change: DesignEdit) => {
      if (readOnly) return undefined;
      const outcome = session.edit(change);
      if (!outcome.ok) {
        const shown = messageOfLocalIssues(outcome.issues, session.lang);
        void message.open({ type: shown.level, content: shown.text, key: shown.key });
        return undefined;
      }
      return outcome.result;
    };
    const made = (result: ReturnType<typeof edit>) =>
      result?.ok ? result.change.nodes.inserted[0]?.id : undefined;
    const untitled = t('design.untitled');

    return {
      edit: (change: DesignEdit) => void edit(change),
      add(what: PaletteWhat) {
        const { tree, items } = session.get();
        const place = insertPlaceFor(tree, items, useDesignView.getState().selectedId, what);
        const id = made(edit(addNodeEdit({ what, ...place })));
        if (id === undefined) return;
        useDesignView.getState().select(id);
        revealNode(id);
        const name =
          what === 'group' ? t('design.palette.group') : (findQuestionType(what)?.name[session.lang] ?? '');
        useDesignView.getState().announce(t('design.canvas.added', { name }));
      },
      copy(id: number) {
        const copied = made(edit(copyNodeEdit(id)));
        if (copied === undefined) return;
        useDesignView.getState().select(copied);
        revealNode(copied);
      },
      remove(id: number) {
        const node = session.get().tree.nodes.get(id);
        if (!node) return;
        // What happens differs: questions go to the trash, containers hand over their children.
        const kind = isContainerNode(node)
          ? 'group'
          : node.model === NodeModel.Question
            ? 'question'
            : 'other';
        modal.confirm({
          title: t('design.deleteConfirm.title'),
          content: t(`design.deleteConfirm.${kind}`, { name: nodeLabel(node, untitled) }),
          okText: t('design.deleteConfirm.ok'),
          cancelText: t('design.deleteConfirm.cancel'),
          okButtonProps: { danger: true },
          onOk: () => {
            if (useDesignView.getState().selectedId === id) useDesignView.getState().select(null);
            edit(deleteNodeEdit(id));
          },
        });
      },
      saveTitle(id: number, html: string) {
        const node = session.get().tree.nodes.get(id);
        const title = sanitizeRichText(html);
        if (!node || node.title === title) return;
        edit(updateNodeEdit(id, { title }));
      },
      setRequired(id: number, required: boolean) {
        edit(updateNodeEdit(id, { setting: { required } }));
      },
    };
  }, [session, readOnly, message, modal, t]);
}

export type DesignActions = ReturnType<typeof useDesignActions>;
