import { type DesignTree, type LogicRule, logicTypesFor, type NodeRecord } from '@cairn/core';
import { App, Button, Popconfirm, Space, Spin, Tag, Tooltip } from 'antd';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../design/design-session-context.tsx';
import { RuleModal } from './rule-modal.tsx';
import { ruleSummary } from './rule-summary.ts';
import { useLogicActions, useLogicRules, useLogicUndo } from './use-logic.ts';
import './logic.css';

/**
 * The selected question's logic in the design panel: its rules as one line each, add / edit in
 * the rule dialog, delete with a confirmation, and undo of the last logic changes (button or
 * Ctrl+Z while the section has focus). `tree` is the shown tree, given by the panel (which may
 * defer it): memoised, so a change elsewhere in the survey does not re-render the section.
 */
export const LogicSection = memo(function LogicSection({
  node,
  tree,
}: {
  node: NodeRecord;
  tree: DesignTree;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { session, readOnly } = useDesignSession();
  const rules = useLogicRules(session.surveyCode);
  const actions = useLogicActions(session);
  const canUndo = useLogicUndo((s) => (s.stacks[session.surveyCode]?.length ?? 0) > 0);
  const [editing, setEditing] = useState<LogicRule | 'new' | null>(null);
  const mine = (rules.data ?? []).filter((rule) => rule.nodeId === node.id);
  const takesLogic = logicTypesFor(node).length > 0;

  const undo = async () => {
    try {
      if (await actions.undo()) void message.success({ content: t('logic.undone'), key: 'logic-undo' });
    } catch {
      // Refused (the queue shows why); the change stays on the stack to try again.
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !readOnly && canUndo) {
      // Inside a text field Ctrl+Z undoes typing, not logic.
      if ((event.target as HTMLElement).closest('input, textarea, [contenteditable="true"]')) return;
      event.preventDefault();
      void undo();
    }
  };

  return (
    // Ctrl+Z from any control of the section (its buttons) undoes the last logic change.
    <section className="logic-section" aria-labelledby="logic-section-title" onKeyDown={onKeyDown}>
      <div className="logic-section__head">
        <h3 id="logic-section-title">
          {t('logic.section')} {mine.length ? <Tag>{mine.length}</Tag> : null}
        </h3>
        {readOnly ? null : (
          <Space size={4}>
            <Tooltip title={t('logic.undoHint')}>
              <Button size="small" disabled={!canUndo} onClick={() => void undo()}>
                {t('logic.undo')}
              </Button>
            </Tooltip>
            <Button size="small" type="primary" disabled={!takesLogic} onClick={() => setEditing('new')}>
              {t('logic.add')}
            </Button>
          </Space>
        )}
      </div>
      {rules.isPending ? (
        <Spin size="small" description={t('logic.loading')} />
      ) : rules.isError ? (
        <p className="logic-section__empty" role="alert">
          {t('logic.loadError')}{' '}
          <Button size="small" type="link" onClick={() => void rules.refetch()}>
            {t('design.header.retry')}
          </Button>
        </p>
      ) : mine.length === 0 ? (
        <p className="logic-section__empty">{takesLogic ? t('logic.empty') : t('logic.notForType')}</p>
      ) : (
        <ul className="logic-section__list">
          {mine.map((rule) => (
            <li key={rule.id} className="logic-section__rule" data-testid={`logic-rule-${rule.id}`}>
              <Tag color="blue">{t(`logic.type.t${rule.type}`)}</Tag>
              <span className="logic-section__text">{ruleSummary(tree, rule, t)}</span>
              {readOnly ? null : (
                <Space size={0}>
                  <Button size="small" type="link" onClick={() => setEditing(rule)}>
                    {t('logic.edit')}
                  </Button>
                  <Popconfirm
                    title={t('logic.removeConfirm')}
                    okText={t('logic.remove')}
                    cancelText={t('logic.modal.cancel')}
                    onConfirm={() =>
                      actions.remove(rule).then(
                        () => void message.success({ content: t('logic.removed'), key: 'logic-removed' }),
                        () => undefined,
                      )
                    }
                  >
                    <Button size="small" type="link" danger>
                      {t('logic.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RuleModal
          tree={tree}
          owner={node}
          rule={editing === 'new' ? null : editing}
          onSave={async (draft) => {
            await actions.save(editing === 'new' ? null : editing, draft);
            void message.success({ content: t('logic.saved'), key: 'logic-saved' });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
});
