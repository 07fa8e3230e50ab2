import type { Lang, Node } from '@cairn/core';
import type { CSSProperties } from 'react';
import { useImageUrl } from '../context.tsx';
import { useFieldAria } from '../field-aria.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { groupedChoices, plainTitle } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { textsFor } from '../texts.ts';
import type { OptionRecord } from '../types.ts';
import { VoteBar } from './VoteBar.tsx';

export interface ChoiceListProps {
  node: Node;
  kind: 'radio' | 'checkbox';
  /** Unique per rendering (useId): radios of one question share it. */
  name: string;
  selected: readonly number[];
  /** "Other, please specify" texts by option id. */
  texts: Readonly<Record<string, string>>;
  onToggle: (option: OptionRecord, checked: boolean) => void;
  onText: (option: OptionRecord, text: string) => void;
  lang: Lang;
  titleId?: string;
  disabled?: boolean;
  /** Options that cannot be checked now (the most allowed are chosen). */
  isBlocked?: (option: OptionRecord) => boolean;
  columns?: number;
  mobileColumns?: number;
  inline?: boolean;
  variant?: 'text' | 'image';
  results?: Readonly<Record<string, number>>;
}

/**
 * A radio or checkbox list with group headers, option images and the "other" text input. Native
 * inputs keep the keyboard (arrows move between radios, space toggles) and the accessible names.
 */
export function ChoiceList(props: ChoiceListProps) {
  const blocks = groupedChoices(props.node);
  const style = {
    '--cairn-columns': props.columns ?? 1,
    '--cairn-mobile-columns': props.mobileColumns ?? 1,
  } as CSSProperties;
  const total = props.results ? Object.values(props.results).reduce((sum, n) => sum + n, 0) : 0;
  const className = [
    'cairn-choices',
    props.inline ? 'cairn-choices--inline' : '',
    props.variant === 'image' ? 'cairn-choices--image' : '',
  ].join(' ');
  return (
    <fieldset aria-labelledby={props.titleId} className={className} style={style}>
      {blocks.map((block) =>
        block.group ? (
          <fieldset
            key={block.group.id}
            aria-labelledby={`${props.name}-g${block.group.id}`}
            className="cairn-choices__group"
          >
            <RichText
              id={`${props.name}-g${block.group.id}`}
              className="cairn-choices__group-title"
              html={block.group.title}
            />
            <div className="cairn-choices__grid">
              {block.options.map((option) => (
                <Choice key={option.id} option={option} total={total} {...props} />
              ))}
            </div>
          </fieldset>
        ) : (
          <div key={`free-${block.options[0]?.id}`} className="cairn-choices__grid">
            {block.options.map((option) => (
              <Choice key={option.id} option={option} total={total} {...props} />
            ))}
          </div>
        ),
      )}
    </fieldset>
  );
}

function Choice(props: ChoiceListProps & { option: OptionRecord; total: number }) {
  const fieldAria = useFieldAria();
  const { option } = props;
  const imageUrl = useImageUrl();
  const t = textsFor(props.lang);
  const checked = props.selected.includes(option.id);
  const blocked = !checked && (props.isBlocked?.(option) ?? false);
  const inputId = `${props.name}-o${option.id}`;
  const text = props.texts[option.id] ?? '';
  return (
    <div className={`cairn-choice${checked ? ' is-checked' : ''}`}>
      <label className="cairn-choice__label" htmlFor={inputId}>
        <input
          {...fieldAria()}
          id={inputId}
          type={props.kind}
          name={props.name}
          className="cairn-choice__input"
          checked={checked}
          disabled={props.disabled || blocked}
          onChange={(event) => props.onToggle(option, event.currentTarget.checked)}
        />
        {option.image ? <img className="cairn-choice__image" src={imageUrl(option.image)} alt="" /> : null}
        <OptionCode option={option} />
        <RichText className="cairn-choice__title" html={option.title} />
      </label>
      {option.other ? (
        <input
          {...fieldAria()}
          type="text"
          className="cairn-input cairn-choice__other"
          aria-label={`${plainTitle(option)}: ${t.pleaseSpecify}`}
          placeholder={t.pleaseSpecify}
          value={text}
          maxLength={2000}
          disabled={props.disabled || blocked}
          // Typing the text means this option: it is chosen as well.
          onChange={(event) => props.onText(option, event.currentTarget.value)}
        />
      ) : null}
      {props.results ? (
        <VoteBar votes={props.results[option.id] ?? 0} total={props.total} lang={props.lang} />
      ) : null}
    </div>
  );
}
