import {
  type DesignTree,
  definitionOf,
  findQuestionType,
  type Lang,
  type Node,
  NodeModel,
} from '@cairn/core';
import { RichText } from '@cairn/survey-ui';
import { Button, Descriptions, Switch } from 'antd';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { LogicSection } from '../../features/logic/logic-section.tsx';
import { hasQuestionEditor, QuestionEditorSlot } from './question-editor-slot.tsx';
import { revealNode } from './reveal-node.ts';
import type { DesignActions } from './use-design-actions.ts';

export interface QuestionPanelContentProps {
  node: Node;
  /** The shown tree, possibly a frame behind `node` (see `QuestionPanel`). */
  tree: DesignTree;
  lang: Lang;
  readOnly: boolean;
  showOptionCodes: boolean;
  actions: DesignActions;
}

/**
 * The selected question's settings: what this screen owns (type, code, title, required) and then
 * the question editor (options, per-type settings) through `QuestionEditorProps`. Memoised: a
 * sort elsewhere in the survey leaves `node` the same object and does not re-render it.
 */
export const QuestionPanelContent = memo(function QuestionPanelContent(props: QuestionPanelContentProps) {
  const { t } = useTranslation();
  const { node, tree, readOnly, showOptionCodes, actions } = props;
  const requiredId = useId();
  const definition = definitionOf(node);
  const typeName =
    node.model === NodeModel.Group
      ? t('design.palette.group')
      : (findQuestionType(node.type)?.name[props.lang] ?? '');
  const takesAnswer = definition?.answer != null;
  // The question editor shows type, code and required itself; only the title link stays here.
  const basics = !hasQuestionEditor || node.model === NodeModel.Group;
  return (
    <div className="design-panel__content">
      <Descriptions
        column={1}
        size="small"
        items={[
          ...(basics ? [{ key: 'type', label: t('design.panel.type'), children: typeName }] : []),
          ...(basics && node.code
            ? [{ key: 'code', label: t('design.panel.code'), children: <code>{node.code}</code> }]
            : []),
          {
            key: 'title',
            label: t('design.panel.title'),
            children: (
              <span className="design-panel__title">
                <RichText html={node.title || t('design.untitled')} />
                {readOnly ? null : (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      useDesignView.getState().startEditing(node.id);
                      revealNode(node.id);
                    }}
                  >
                    {t('design.canvas.editTitle')}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      {basics && takesAnswer ? (
        <div className="design-panel__row">
          <label htmlFor={requiredId}>
            {t('design.panel.required')}
            <span className="design-panel__hint">{t('design.panel.requiredHint')}</span>
          </label>
          <Switch
            id={requiredId}
            checked={node.setting.required === true}
            disabled={readOnly}
            onChange={(on) => actions.setRequired(node.id, on)}
          />
        </div>
      ) : null}
      {node.model === NodeModel.Group ? null : (
        <QuestionEditorSlot
          node={node}
          tree={tree}
          edit={actions.edit}
          lang={props.lang}
          readOnly={readOnly}
          showOptionCodes={showOptionCodes}
        />
      )}
      {node.model === NodeModel.Group ? null : <LogicSection node={node} tree={tree} />}
    </div>
  );
});
