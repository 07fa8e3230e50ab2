import type { CodeFrame } from '@cairn/contract';
import { Alert, App, Button, Checkbox, Empty, Pagination, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findNet, frameLeaves } from './code-tree-model.ts';
import { type AnswerSearch, useCodingAnswers } from './coding-queries.ts';
import { HitChip } from './hit-chip.tsx';
import type { HitActions } from './use-hit-actions.ts';

interface Props {
  surveyCode: string;
  reportId: number;
  frame: CodeFrame;
  readOnly: boolean;
  search: AnswerSearch;
  onSearch(search: AnswerSearch): void;
  hits: HitActions;
}

const keyOf = (a: { responseId: string; answerKey: string }) => `${a.responseId}|${a.answerKey}`;

/** A page of answers with their codes; choose answers and a leaf to code them by hand. */
export function AnswerList({ surveyCode, reportId, frame, readOnly, search, onSearch, hits }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const answers = useCodingAnswers(surveyCode, reportId, search);
  const [chosen, setChosen] = useState<Map<string, { responseId: string; answerKey: string }>>(new Map());
  const leaves = frameLeaves(frame).map((l) => ({ id: l.net.id, path: l.path }));
  const labelOf = (netId: number) => findNet(frame, netId)?.label ?? `#${netId}`;

  if (answers.isPending)
    return <Skeleton active paragraph={{ rows: 6 }} aria-label={t('reportCoding.answers.loading')} />;
  if (answers.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('reportCoding.list.error')}
        action={<Button onClick={() => void answers.refetch()}>{t('reportCoding.list.retry')}</Button>}
      />
    );
  const page = answers.data;
  const toggle = (a: { responseId: string; answerKey: string }, on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (on) next.set(keyOf(a), { responseId: a.responseId, answerKey: a.answerKey });
      else next.delete(keyOf(a));
      return next;
    });
  const allOnPage = page.records.length > 0 && page.records.every((a) => chosen.has(keyOf(a)));

  return (
    <div className="coding-answers__body" aria-busy={answers.isFetching}>
      {readOnly ? null : (
        <div className="coding-answers__bar">
          <Checkbox
            checked={allOnPage}
            disabled={page.records.length === 0}
            onChange={(e) => {
              for (const a of page.records) toggle(a, e.target.checked);
            }}
          >
            {t('reportCoding.answers.selectPage')}
          </Checkbox>
          <span>{t('reportCoding.answers.selected', { count: chosen.size })}</span>
          <Select
            aria-label={t('reportCoding.answers.codeTo')}
            placeholder={t('reportCoding.answers.codeTo')}
            disabled={chosen.size === 0 || leaves.length === 0}
            value={null}
            style={{ minWidth: 200 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={leaves.map((l) => ({ value: l.id, label: l.path }))}
            onChange={(netId: number) =>
              void hits.code(netId, [...chosen.values()]).then((r) => {
                setChosen(new Map());
                void message.success(t('reportCoding.answers.coded_', { count: r.changed }));
              })
            }
          />
        </div>
      )}
      {page.records.length === 0 ? (
        <Empty description={t('reportCoding.answers.empty')} />
      ) : (
        <ul className="coding-answers__list" aria-label={t('reportCoding.answers.title')}>
          {page.records.map((a) => (
            <li key={keyOf(a)} className="coding-answer">
              {readOnly ? null : (
                <Checkbox
                  checked={chosen.has(keyOf(a))}
                  onChange={(e) => toggle(a, e.target.checked)}
                  aria-label={t('reportCoding.answers.selectAnswer', { id: a.responseId })}
                />
              )}
              <div className="coding-answer__main">
                <p className="coding-answer__text">{a.text}</p>
                <div className="coding-answer__hits">
                  {a.hits.map((hit) => (
                    <HitChip
                      key={hit.id}
                      hit={hit}
                      label={labelOf(hit.netId)}
                      readOnly={readOnly}
                      leaves={leaves.filter((l) => l.id !== hit.netId)}
                      onApprove={() => void hits.approve([hit.id])}
                      onReject={() => void hits.reject([hit.id])}
                      onRecode={(netId) => void hits.recode([hit.id], netId)}
                    />
                  ))}
                </div>
              </div>
              <span className="coding-answer__id">{a.responseId}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        size="small"
        current={search.page}
        pageSize={search.pageSize}
        total={page.total}
        hideOnSinglePage
        onChange={(p, pageSize) => onSearch({ ...search, page: p, pageSize })}
      />
    </div>
  );
}
