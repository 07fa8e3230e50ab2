import { InputFormat, QuestionType } from '@cairn/core/model/enums';
import type { table } from '@cairn/core/question-types/table';
import { useId } from 'react';
import { lengthLimit, TypedInput } from '../components/TypedInput.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { numberIn, readSetting, stringsIn } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof table>;

const defaults = (): SettingOf<typeof table> => ({ required: true, min: 1, max: 10, value: 2 });

/**
 * Table: columns are the options (each with its input format; 90 is a dropdown of
 * `setting.choices`), rows are added by the respondent between `min` and `max`. Untouched, it
 * shows `value` empty rows; the first edit turns them into the answer.
 */
function Table(props: QuestionProps<Answer>) {
  const base = useId();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const columns = choicesOf(props.node);
  const shown = Math.min(setting.max, Math.max(setting.min, setting.value, 1));
  const rows: Answer = props.value ?? Array.from({ length: shown }, () => ({}));
  const issueAt = (r: number, id: number) =>
    (props.issues ?? []).some((found) => found.path[0] === r && String(found.path[1]) === String(id));

  const setCell = (r: number, id: number, text: string) => {
    const next = rows.map((row, i) => (i === r ? { ...row, [id]: text } : row));
    const row = next[r];
    if (row && text === '') delete row[id];
    props.onChange(next);
  };

  // The add button sits outside the sideways-scrolling wrapper: on a phone a wide table scrolls,
  // and a button inside it would scroll out of sight with the first columns.
  return (
    <div>
      <div className="cairn-table-wrap">
        <table className="cairn-table" aria-labelledby={props.titleId}>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.id} id={`${base}-c${column.id}`} scope="col">
                  <OptionCode option={column} />
                  <RichText html={column.title} />
                  {column.required ? (
                    <span className="cairn-required" aria-hidden="true">
                      *
                    </span>
                  ) : null}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              // Rows have no identity but their place: removing one renumbers the rest.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              <tr key={r}>
                <th scope="row" id={`${base}-r${r}`}>
                  {r + 1}
                </th>
                {columns.map((column) => {
                  const format = numberIn(column.setting, 'format', 0) ?? 0;
                  return (
                    <td key={column.id}>
                      <TypedInput
                        format={format}
                        choices={stringsIn(column.setting, 'choices')}
                        // "Please choose" belongs to a dropdown cell only; typed cells stay blank.
                        placeholder={format === InputFormat.Dropdown ? t.pleaseChoose : undefined}
                        maxLength={lengthLimit(format, numberIn(column.setting, 'max'))}
                        labelledBy={`${base}-c${column.id} ${base}-r${r}`}
                        value={row[column.id] ?? ''}
                        invalid={issueAt(r, column.id)}
                        required={column.required}
                        disabled={props.disabled}
                        onChange={(text) => setCell(r, column.id, text)}
                      />
                    </td>
                  );
                })}
                <td>
                  {rows.length > setting.min ? (
                    <button
                      type="button"
                      className="cairn-icon-button"
                      aria-label={t.removeRow(r + 1)}
                      disabled={props.disabled}
                      onClick={() => props.onChange(rows.filter((_, i) => i !== r))}
                    >
                      ×
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length < setting.max ? (
        <button
          type="button"
          className="cairn-button"
          disabled={props.disabled}
          onClick={() => props.onChange([...rows, {}])}
        >
          {t.addRow}
        </button>
      ) : null}
    </div>
  );
}

export const tableRenderer = defineRenderer({
  key: 'table',
  type: QuestionType.Table,
  defaults,
  Component: Table,
});
