import { definitionOf, OptionType } from '@cairn/core';
import { Alert, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignView } from '../design-view-store.ts';
import type { QuestionEditorProps } from '../question-editor-props.ts';
import { OptionList } from './option-list.tsx';
import { optionUsageOf } from './option-usage.ts';
import { SettingsPanel } from './settings-panel.tsx';
import './question-editor.css';

export { OptionList, type OptionListProps } from './option-list.tsx';

export interface QuestionEditorPanelProps extends QuestionEditorProps {
  /**
   * Overrides the option-code display; absent, the design screen's preference (the extra menu's
   * toggle, `useDesignView`) applies, and the panel offers the same switch.
   */
  showOptionCodes?: boolean;
}

/**
 * The right-hand panel of the designer for the selected question: its options and
 * sub-questions (when its type has them) and its settings, generated from the type's schema.
 */
export function QuestionEditor(props: QuestionEditorPanelProps) {
  const { node, lang, readOnly = false } = props;
  const { t } = useTranslation();
  const ownCodes = useDesignView((state) => state.showOptionCodes);
  const setOwnCodes = useDesignView((state) => state.setShowOptionCodes);
  const codesId = useId();
  const definition = definitionOf(node);
  if (!definition) return <Typography.Text type="secondary">{t('editor.panel.none')}</Typography.Text>;
  const usage = optionUsageOf(definition.key);
  const showCodes = props.showOptionCodes ?? ownCodes;

  return (
    <div className="qe-panel" data-node-id={node.id}>
      <header className="qe-panel-header">
        <Typography.Title level={5} className="qe-panel-title">
          {definition.name[lang]}
          {node.code && <span className="qe-panel-code">{node.code}</span>}
        </Typography.Title>
        {readOnly && <Alert type="info" showIcon title={t('editor.panel.readOnly')} />}
      </header>
      {usage.options && (
        <section className="qe-section" aria-labelledby={`${codesId}-options`}>
          <div className="qe-section-head">
            <Typography.Title level={5} id={`${codesId}-options`} className="qe-section-title">
              {t(`editor.optionNoun.${usage.options}`)}
            </Typography.Title>
            {props.showOptionCodes === undefined && (
              <span className="qe-codes-switch">
                <Switch id={`${codesId}-codes`} size="small" checked={ownCodes} onChange={setOwnCodes} />
                <label htmlFor={`${codesId}-codes`}>{t('editor.options.showCodes')}</label>
              </span>
            )}
          </div>
          <OptionList {...props} optionType={OptionType.Option} showCodes={showCodes} />
        </section>
      )}
      {usage.subQuestions && (
        <section className="qe-section" aria-labelledby={`${codesId}-rows`}>
          <Typography.Title level={5} id={`${codesId}-rows`} className="qe-section-title">
            {t(`editor.optionNoun.${usage.subQuestions}`)}
          </Typography.Title>
          <OptionList {...props} optionType={OptionType.SubQuestion} showCodes={showCodes} />
        </section>
      )}
      <section className="qe-section" aria-labelledby={`${codesId}-settings`}>
        <Typography.Title level={5} id={`${codesId}-settings`} className="qe-section-title">
          {t('editor.panel.settings')}
        </Typography.Title>
        <SettingsPanel {...props} definition={definition} />
      </section>
    </div>
  );
}
