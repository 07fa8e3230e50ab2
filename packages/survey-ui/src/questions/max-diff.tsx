import { QuestionType } from '@cairn/core/model/enums';
import type { maxDiff } from '@cairn/core/question-types/max-diff';
import { useId, useMemo, useState } from 'react';
import { designTasks } from '../components/max-diff-design.ts';
import { useFieldAria } from '../field-aria.tsx';
import { choicesOf } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof maxDiff>;
type Pick = { best?: number; worst?: number };

const defaults = (): SettingOf<typeof maxDiff> => ({
  required: true,
  per_set: 4,
  sets: 0,
  best_label: '',
  worst_label: '',
});

/**
 * Max-diff: each task is a small table of items with a "best" and a "worst" radio column. Only
 * finished tasks (both picked, different items) are in the answer; a half-finished task waits
 * here. Tasks are matched to the answer by the items they show, so the order of finishing is free.
 */
function MaxDiff(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const base = useId();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const items = choicesOf(props.node);
  const byId = new Map(items.map((item) => [item.id, item]));
  const itemKey = items.map((item) => item.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemKey stands for the item list
  const tasks = useMemo(
    () =>
      designTasks(
        items.map((item) => item.id),
        setting.per_set,
        setting.sets,
        props.node.id,
      ),
    [itemKey, setting.per_set, setting.sets, props.node.id],
  );
  const [partial, setPartial] = useState<Record<number, Pick>>({});
  const done = props.value ?? [];
  const pickOf = (i: number): Pick => {
    const shown = tasks[i]?.join(',');
    const finished = done.find((task) => task.shown.join(',') === shown);
    return finished ? { best: finished.best, worst: finished.worst } : (partial[i] ?? {});
  };
  const choose = (i: number, side: 'best' | 'worst', id: number) => {
    const other = side === 'best' ? 'worst' : 'best';
    const pick: Pick = { ...pickOf(i), [side]: id };
    if (pick[other] === id) delete pick[other];
    setPartial((all) => ({ ...all, [i]: pick }));
    const next = tasks.flatMap((shown, j) => {
      const each = j === i ? pick : pickOf(j);
      return each.best !== undefined && each.worst !== undefined
        ? [{ shown, best: each.best, worst: each.worst }]
        : [];
    });
    props.onChange(next.length > 0 ? next : null);
  };
  const bestLabel = setting.best_label || t.best;
  const worstLabel = setting.worst_label || t.worst;
  return (
    <div className="cairn-maxdiff">
      {tasks.map((shown, i) => {
        const pick = pickOf(i);
        const taskId = `${base}-t${i}`;
        return (
          <table key={shown.join(',')} className="cairn-maxdiff__task" aria-describedby={props.titleId}>
            <caption>{t.task(i + 1, tasks.length)}</caption>
            <thead>
              <tr>
                <th scope="col" id={`${taskId}-best`}>
                  {bestLabel}
                </th>
                <th scope="col">{t.item}</th>
                <th scope="col" id={`${taskId}-worst`}>
                  {worstLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((id) => {
                const pickCell = (side: 'best' | 'worst') => (
                  <td className="cairn-maxdiff__pick">
                    <input
                      {...fieldAria()}
                      type="radio"
                      name={`${taskId}-${side}`}
                      aria-labelledby={`${taskId}-${side} ${taskId}-i${id}`}
                      checked={pick[side] === id}
                      disabled={props.disabled}
                      onChange={() => choose(i, side, id)}
                    />
                  </td>
                );
                return (
                  <tr key={id}>
                    {pickCell('best')}
                    <th scope="row" id={`${taskId}-i${id}`}>
                      <RichText html={byId.get(id)?.title ?? ''} />
                    </th>
                    {pickCell('worst')}
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

export const maxDiffRenderer = defineRenderer({
  key: 'max-diff',
  type: QuestionType.MaxDiff,
  defaults,
  Component: MaxDiff,
});
