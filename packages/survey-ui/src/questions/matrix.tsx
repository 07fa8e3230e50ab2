import { MatrixSubType, QuestionType } from '@cairn/core/model/enums';
import type { matrix } from '@cairn/core/question-types/matrix';
import { Fragment, useId } from 'react';
import { useFieldAria } from '../field-aria.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf, hasIssueAt, plainTitle, rowsOf } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { readSetting } from '../setting.ts';
import {
  type AnswerOf,
  defineRenderer,
  type OptionRecord,
  type QuestionProps,
  type SettingOf,
} from '../types.ts';

type Answer = AnswerOf<typeof matrix>;
type RowValue = Answer[string];

const defaults = (): SettingOf<typeof matrix> => ({
  required: true,
  is_flip: false,
  is_fixed_header: false,
  is_split: false,
  right_title: false,
  same: false,
  same_error_times: 0,
  repeat_header: 0,
  is_scale_width: false,
  is_only: false,
});

/**
 * Matrix: a table, rows = sub-questions, columns = options; each cell is named by its row and
 * column headers. Per row the answer is a column id (single, score), a list of ids (multiple) or
 * texts by column id (open). Under 600 px of width the stylesheet stacks each row as a card and
 * shows the column label beside each input (a container query, so the designer's phone preview
 * gets it too); the DOM stays one table.
 */
function Matrix(props: QuestionProps<Answer>) {
  const base = useId();
  const setting = readSetting(defaults(), props.node.setting);
  const subType = props.node.subType;
  const rows = rowsOf(props.node);
  const columns = choicesOf(props.node);
  const value = props.value ?? {};
  const rightTitles = setting.right_title && rows.some((row) => row.rightTitle);

  const setRow = (rowId: number, next: RowValue | undefined) => {
    const answer: Answer = { ...value };
    if (next === undefined) delete answer[rowId];
    else answer[rowId] = next;
    // `is_only`: a column chosen in one row leaves the others (core refuses it twice).
    if (setting.is_only && typeof next === 'number') {
      for (const [key, other] of Object.entries(answer))
        if (Number(key) !== rowId && other === next) delete answer[key];
    }
    props.onChange(Object.keys(answer).length > 0 ? answer : null);
  };

  const header = (repeat: boolean) => (
    <tr className={repeat ? 'cairn-matrix__repeat' : undefined} aria-hidden={repeat || undefined}>
      <td />
      {columns.map((column) => (
        <th key={column.id} id={repeat ? undefined : `${base}-c${column.id}`} scope="col">
          <OptionCode option={column} />
          <RichText html={column.title} />
        </th>
      ))}
      {rightTitles ? <td /> : null}
    </tr>
  );

  return (
    <div className={`cairn-matrix-wrap${setting.is_fixed_header ? ' cairn-matrix-wrap--sticky' : ''}`}>
      <table className={`cairn-matrix cairn-matrix--${subTypeName(subType)}`} aria-labelledby={props.titleId}>
        <thead>{header(false)}</thead>
        <tbody>
          {rows.map((row, r) => (
            <Fragment key={row.id}>
              {setting.repeat_header > 0 && r > 0 && r % setting.repeat_header === 0 ? header(true) : null}
              <tr className={hasIssueAt(props.issues, row.id) ? 'is-invalid' : undefined}>
                <th scope="row" id={`${base}-r${row.id}`} className="cairn-matrix__row-title">
                  <OptionCode option={row} />
                  <RichText html={row.title} />
                </th>
                {columns.map((column) => (
                  <td key={column.id} className="cairn-matrix__cell">
                    <Cell
                      subType={subType}
                      name={`${base}-r${row.id}`}
                      labelledBy={`${base}-r${row.id} ${base}-c${column.id}`}
                      column={column}
                      value={value[row.id]}
                      disabled={props.disabled}
                      onChange={(next) => setRow(row.id, next)}
                    />
                  </td>
                ))}
                {rightTitles ? (
                  <td className="cairn-matrix__right-title">
                    <RichText html={row.rightTitle ?? ''} />
                  </td>
                ) : null}
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps {
  subType: number;
  name: string;
  labelledBy: string;
  column: OptionRecord;
  value: RowValue | undefined;
  disabled?: boolean;
  onChange: (next: RowValue | undefined) => void;
}

function Cell({ subType, name, labelledBy, column, value, disabled, onChange }: CellProps) {
  const fieldAria = useFieldAria();
  // The column's label, visible only in the stacked (card) layout; the input is named by headers.
  const cardLabel = (
    <span className="cairn-matrix__card-label" aria-hidden="true">
      {plainTitle(column)}
    </span>
  );
  if (subType === MatrixSubType.Open) {
    const texts: Record<string, string> =
      value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    return (
      <label className="cairn-matrix__field">
        {cardLabel}
        <input
          {...fieldAria()}
          type="text"
          className="cairn-input"
          aria-labelledby={labelledBy}
          maxLength={2000}
          value={texts[column.id] ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const next: Record<string, string> = { ...texts, [column.id]: event.currentTarget.value };
            if (next[column.id] === '') delete next[column.id];
            onChange(Object.keys(next).length > 0 ? next : undefined);
          }}
        />
      </label>
    );
  }
  if (subType === MatrixSubType.Multiple) {
    const ids = Array.isArray(value) ? value : [];
    const checked = ids.includes(column.id);
    return (
      <label className="cairn-matrix__choice">
        <input
          {...fieldAria()}
          type="checkbox"
          aria-labelledby={labelledBy}
          checked={checked}
          disabled={disabled}
          onChange={() => {
            const next = checked ? ids.filter((id) => id !== column.id) : [...ids, column.id];
            onChange(next.length > 0 ? next : undefined);
          }}
        />
        {cardLabel}
      </label>
    );
  }
  return (
    <label className="cairn-matrix__choice">
      <input
        {...fieldAria()}
        type="radio"
        name={name}
        aria-labelledby={labelledBy}
        checked={value === column.id}
        disabled={disabled}
        onChange={() => onChange(column.id)}
      />
      {cardLabel}
    </label>
  );
}

function subTypeName(subType: number): string {
  const names: Record<number, string> = {
    [MatrixSubType.Single]: 'single',
    [MatrixSubType.Multiple]: 'multiple',
    [MatrixSubType.Open]: 'open',
    [MatrixSubType.Score]: 'score',
  };
  return names[subType] ?? 'single';
}

export const matrixRenderer = defineRenderer({
  key: 'matrix',
  type: QuestionType.Matrix,
  defaults,
  Component: Matrix,
});
