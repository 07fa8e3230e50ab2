import { QuestionType } from '@cairn/core/model/enums';
import type { cascade } from '@cairn/core/question-types/cascade';
import { useFieldAria } from '../field-aria.tsx';
import { choicesOf, plainTitle } from '../options.ts';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof cascade>;

const defaults = (): SettingOf<typeof cascade> => ({ required: true, level: 1, placeholders: [] });

/**
 * Cascade: one select per level, the choices of a level being the children (`parentId`) of the
 * option chosen above. The answer is the chosen path from the top; changing a level drops the
 * levels below it. A level appears once its parent is chosen and has children.
 */
function Cascade(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const choices = choicesOf(props.node);
  const path = props.value?.optionIds ?? [];
  const levels: { parentId: number | null; depth: number }[] = [];
  for (let depth = 0; depth < setting.level; depth++) {
    const parentId = depth === 0 ? null : (path[depth - 1] ?? undefined);
    if (parentId === undefined) break;
    if (!choices.some((choice) => choice.parentId === parentId)) break;
    levels.push({ parentId, depth });
  }
  const choose = (depth: number, id: string) => {
    const next = id === '' ? path.slice(0, depth) : [...path.slice(0, depth), Number(id)];
    props.onChange(next.length > 0 ? { optionIds: next } : null);
  };
  return (
    <fieldset className="cairn-cascade" aria-labelledby={props.titleId}>
      {levels.map(({ parentId, depth }) => {
        const placeholder = setting.placeholders[depth] || t.pleaseChoose;
        return (
          <select
            {...fieldAria()}
            key={depth}
            className="cairn-select"
            aria-label={placeholder}
            value={path[depth] ?? ''}
            disabled={props.disabled}
            onChange={(event) => choose(depth, event.currentTarget.value)}
          >
            <option value="">{placeholder}</option>
            {choices
              .filter((choice) => choice.parentId === parentId)
              .map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {plainTitle(choice)}
                </option>
              ))}
          </select>
        );
      })}
    </fieldset>
  );
}

export const cascadeRenderer = defineRenderer({
  key: 'cascade',
  type: QuestionType.Cascade,
  defaults,
  Component: Cascade,
});
