import { RichText, rendererFor } from '@cairn/survey-ui';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { type MouseEvent, memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { TitleEditor } from '../../features/design/rich-text/title-editor.tsx';
import type { CanvasRowProps } from './canvas-row.tsx';
import { nodeLabel } from './node-label.ts';
import { QuestionBody } from './question-body.tsx';
import { QuestionPlaceholder } from './question-placeholder.tsx';
import { DragHandle, RowTools } from './row-tools.tsx';
import { useSeen } from './use-seen.ts';

/** Clicking one of these starts editing the title in place. */
const TITLE_TARGETS =
  '.cairn-question__text, .cairn-text, .cairn-page-break__title, .design-group__title-text';

type RowContentProps = CanvasRowProps & {
  setHandleRef: (element: HTMLElement | null) => void;
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
};

/** A group header, or a question / page break / loop card: bar (handle, select, tools), title editor, question. */
export const RowContent = memo(function RowContent(props: RowContentProps) {
  const { t } = useTranslation();
  const { row, node, actions, readOnly } = props;
  const card = useRef<HTMLDivElement>(null);
  const seen = useSeen(card, props.eager || props.selected || props.editing);
  // Tools exist on the row being worked on: selected, under the pointer, or holding focus.
  const [active, setActive] = useState(false);
  const name = nodeLabel(node, t('design.untitled'));
  const select = () => useDesignView.getState().select(row.id);
  const edit = () => useDesignView.getState().startEditing(row.id);
  const onClick = (event: MouseEvent) => {
    if (!readOnly && (event.target as Element).closest(TITLE_TARGETS)) edit();
    else select();
  };
  const frame = row.kind === 'group' ? 'group' : (rendererFor(node)?.frame ?? 'question');
  // Questions take the editor in their title's place (survey-ui's title slot); groups above.
  const titleEditor = props.editing ? (
    <TitleEditor
      html={node.title}
      label={t('design.titleEditor.label', { name })}
      onSave={(html) => actions.saveTitle(row.id, html)}
      onDone={() => useDesignView.getState().stopEditing()}
    />
  ) : null;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the select and edit buttons inside are the keyboard's way.
    // biome-ignore lint/a11y/noStaticElementInteractions: same.
    <div
      ref={card}
      className={`design-card${props.editing ? ' is-editing' : ''}`}
      onClick={onClick}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
      }}
    >
      <div className="design-card__bar">
        {readOnly ? null : (
          <DragHandle
            label={t('design.canvas.drag', { name })}
            setRef={props.setHandleRef}
            attributes={props.handleAttributes}
            listeners={props.handleListeners}
          />
        )}
        <button
          type="button"
          className="design-card__select"
          aria-pressed={props.selected}
          aria-label={t('design.canvas.select', { name })}
          onClick={(event) => {
            event.stopPropagation();
            select();
          }}
        >
          {row.kind === 'group' ? (
            <RichText className="design-group__title-text" html={node.title || t('design.untitled')} />
          ) : (
            props.typeName
          )}
        </button>
        {readOnly || !(active || props.selected || props.editing) ? null : (
          <RowTools
            onEditTitle={edit}
            onCopy={row.kind === 'page' ? undefined : () => actions.copy(row.id)}
            onDelete={() => actions.remove(row.id)}
            onSettings={
              props.onSettings && row.kind !== 'group' ? () => props.onSettings?.(row.id) : undefined
            }
          />
        )}
      </div>
      {props.editing && row.kind === 'group' ? titleEditor : null}
      {row.kind === 'group' ? (
        props.empty ? (
          <p className="design-group__empty">{t('design.canvas.emptyGroup')}</p>
        ) : null
      ) : seen ? (
        <QuestionBody
          node={node}
          number={row.number}
          lang={props.lang}
          showOptionCodes={props.showOptionCodes && row.kind === 'question'}
          titleSlot={props.editing ? titleEditor : undefined}
        />
      ) : (
        <QuestionPlaceholder node={node} number={row.number} frame={frame} />
      )}
    </div>
  );
});
