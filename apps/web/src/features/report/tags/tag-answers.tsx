import type { Tag, TagAnswer } from '@cairn/contract';
import { Alert, Button, Empty, Pagination, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { highlightPieces } from './tag-format.ts';
import { type AnswerChoice, useTagActions, useTagAnswers } from './tag-queries.ts';

interface Props {
  surveyCode: string;
  columnKey: string;
  tags: Tag[];
  choice: AnswerChoice;
  onChoice: (choice: AnswerChoice) => void;
}

/**
 * The column's answers (all, one tag's, or the untagged ones), rule words highlighted. Each
 * answer's tags are toggles: a click tags or untags it by hand; a choice by hand on a rule tag
 * can be handed back to the rule.
 */
export function TagAnswers({ surveyCode, columnKey, tags, choice, onChoice }: Props) {
  const { t } = useTranslation();
  const answers = useTagAnswers(surveyCode, columnKey, choice);
  const { assign } = useTagActions(surveyCode);
  const act = (tagId: number, responseId: string, action: 'tag' | 'untag' | 'reset') =>
    assign.mutate({ surveyCode, tagId, answerKey: columnKey, responseIds: [responseId], action });

  const filterOptions = [
    { value: -1, label: t('reportTags.answers.all') },
    ...tags.map((tag) => ({ value: tag.id, label: t('reportTags.answers.ofTag', { name: tag.name }) })),
    { value: 0, label: t('reportTags.answers.untagged') },
  ];

  let body: React.ReactNode;
  if (answers.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (answers.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportTags.loadError')}
        action={<Button onClick={() => void answers.refetch()}>{t('reportTags.retry')}</Button>}
      />
    );
  else if (answers.data.total === 0) body = <Empty description={t('reportTags.answers.empty')} />;
  else
    body = (
      <ol className="tag-answers__list" aria-busy={answers.isFetching || assign.isPending}>
        {answers.data.records.map((answer) => (
          <AnswerItem key={answer.responseId} answer={answer} tags={tags} onAct={act} />
        ))}
      </ol>
    );

  return (
    <section className="tag-answers" aria-label={t('reportTags.answers.title')}>
      <header className="tag-answers__head">
        <h3 className="tag-panel__title">{t('reportTags.answers.title')}</h3>
        <Select
          size="small"
          className="tag-answers__filter"
          aria-label={t('reportTags.answers.show')}
          value={choice.tagId === null ? -1 : choice.tagId}
          options={filterOptions}
          onChange={(value: number) => onChoice({ ...choice, tagId: value === -1 ? null : value, page: 1 })}
        />
        {answers.data ? (
          <span className="tag-answers__total">
            {t('reportTags.answers.total', { total: answers.data.total })}
          </span>
        ) : null}
      </header>
      {body}
      {answers.data && answers.data.total > choice.pageSize ? (
        <Pagination
          size="small"
          current={choice.page}
          pageSize={choice.pageSize}
          total={answers.data.total}
          showSizeChanger={false}
          onChange={(page) => onChoice({ ...choice, page })}
        />
      ) : null}
    </section>
  );
}

function AnswerItem({
  answer,
  tags,
  onAct,
}: {
  answer: TagAnswer;
  tags: Tag[];
  onAct: (tagId: number, responseId: string, action: 'tag' | 'untag' | 'reset') => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="tag-answers__item">
      <p className="tag-answers__text">
        {highlightPieces(answer.text, answer.ranges).map((piece, i) =>
          piece.hit ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text
            <mark key={i}>{piece.text}</mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text
            <span key={i}>{piece.text}</span>
          ),
        )}
      </p>
      <div className="tag-answers__tags">
        {tags.map((tag) => {
          const on = answer.tagIds.includes(tag.id);
          const manual = answer.manualIds.includes(tag.id) || answer.removedIds.includes(tag.id);
          const state = on ? t('reportTags.answers.tagged') : t('reportTags.answers.notTagged');
          return (
            <span key={tag.id} className="tag-answers__toggle">
              <button
                type="button"
                className={`tag-answers__chip${on ? ' tag-answers__chip--on' : ''}`}
                aria-pressed={on}
                title={t('reportTags.answers.toggle', { name: tag.name, state })}
                onClick={() => onAct(tag.id, answer.responseId, on ? 'untag' : 'tag')}
                style={
                  on ? { background: tag.color ?? '#2f6fed', borderColor: tag.color ?? '#2f6fed' } : undefined
                }
              >
                {tag.name}
                {manual ? (
                  <span className="tag-answers__hand">
                    {' · '}
                    {answer.removedIds.includes(tag.id)
                      ? t('reportTags.answers.removedByHand')
                      : t('reportTags.answers.byHand')}
                  </span>
                ) : null}
              </button>
              {manual && tag.rule ? (
                <Button
                  size="small"
                  type="link"
                  aria-label={t('reportTags.answers.resetLabel', { name: tag.name })}
                  onClick={() => onAct(tag.id, answer.responseId, 'reset')}
                >
                  {t('reportTags.answers.reset')}
                </Button>
              ) : null}
            </span>
          );
        })}
      </div>
    </li>
  );
}
