import { ZLinkedLogic } from '@cairn/contract';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSession } from '../design/design-session.ts';
import { ruleSummary } from './rule-summary.ts';
import { useLogicActions } from './use-logic.ts';

/**
 * The designer's side of the 00001 rule: when a delete is refused because logic refers to what
 * it removes, list those rules (and the branch paths whose conditions test it) and offer "delete
 * anyway", which sends the same edit again with `force: true` (the server then deletes the rules
 * and clears those condition items) and reads the logic list again. After
 * an edit-version conflict the list is read again as well.
 */
export function useLinkedLogicConfirm(session: DesignSession): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const actions = useLogicActions(session);
  useEffect(
    () =>
      session.queue.onEvent((event) => {
        // After a conflict the designer shows the stored design: read the stored logic too.
        if (event.kind === 'conflict') void actions.refresh();
        if (event.kind !== 'refused' || event.failure.code !== '00001') return;
        const linked = ZLinkedLogic.safeParse(event.failure.data);
        const rules = linked.success ? linked.data.rules : [];
        // Branch path conditions are logic too: a delete or a move can leave one testing a
        // question it may no longer test; going on clears those condition items.
        const branches = linked.success ? linked.data.branches : [];
        const tree = session.get().tree;
        modal.confirm({
          title: t('logic.linked.title'),
          content: (
            <div data-testid="linked-logic">
              {rules.length > 0 && (
                <>
                  <p>{t('logic.linked.body')}</p>
                  <ul>
                    {rules.map((rule) => (
                      <li key={rule.id}>
                        {t(`logic.type.t${rule.type}`)}: {ruleSummary(tree, rule, t)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {branches.length > 0 && (
                <>
                  <p>{t('logic.linked.branchBody')}</p>
                  <ul>
                    {branches.map((branch) => (
                      <li key={`branch-${branch.id}`}>{t('logic.linked.branch', { name: branch.name })}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ),
          okText: rules.length > 0 ? t('logic.linked.force') : t('logic.linked.forceContinue'),
          okButtonProps: { danger: true },
          cancelText: t('logic.linked.cancel'),
          onOk: () => {
            const { edit } = event;
            session.edit({
              ...edit,
              input: { ...edit.input, force: true },
              onAccepted: (answer) => {
                edit.onAccepted?.(answer);
                void actions.refresh();
              },
            });
          },
        });
      }),
    [session, modal, t, actions],
  );
}
