import { CrownOutlined, DownloadOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import type { Tag } from '@cairn/contract';
import { Alert, App, Button, Checkbox, Empty, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { TagAnswers } from '../../features/report/tags/tag-answers.tsx';
import { TagChart } from '../../features/report/tags/tag-chart.tsx';
import { type TagDraft, TagEditor } from '../../features/report/tags/tag-editor.tsx';
import { formatCount } from '../../features/report/tags/tag-format.ts';
import {
  type AnswerChoice,
  useTagActions,
  useTagColumns,
  useTagExport,
  useTagStats,
  useTags,
} from '../../features/report/tags/tag-queries.ts';
import { TagTable } from '../../features/report/tags/tag-table.tsx';
import { useTagRemoval } from '../../features/report/tags/use-tag-removal.tsx';
import { useActiveScheme } from '../../features/report/weighting/weighting-queries.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { UpgradeModal } from '../../features/upgrade/upgrade-modal.tsx';
import '../../features/report/tags/tags.css';

/**
 * /project/{code}/report/wordcloud/tag: tag analysis of one open question (an enterprise
 * feature; a free account sees the upgrade prompt). Tags by rule or by hand, their counts and
 * shares under the selected filter and, optionally, the active weighting scheme; the answers to
 * tag by hand; the export. The tags are also a variable of the cross tables.
 */
export function ReportTagPage() {
  const code = useParams().code ?? '';
  const user = useSessionStore((s) => s.user);
  if (user && user.level <= 0) return <UpgradePrompt />;
  return <TagScreen code={code} key={code} />;
}

function UpgradePrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <section className="tags">
      <h2 className="tags__title">{t('reportTags.title')}</h2>
      <div className="tag-upgrade">
        <CrownOutlined style={{ color: '#d97706', fontSize: 32 }} aria-hidden="true" />
        <p>{t('reportTags.upgradeFeature')}</p>
        <Button type="primary" onClick={() => setOpen(true)}>
          {t('reportTags.upgradeLearn')}
        </Button>
      </div>
      <UpgradeModal open={open} feature={t('reportTags.upgradeFeature')} onClose={() => setOpen(false)} />
    </section>
  );
}

function TagScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const columns = useTagColumns(code);
  const [columnKey, setColumnKey] = useState<string | null>(null);
  const [weighted, setWeighted] = useState(false);
  const { active } = useActiveScheme(code);
  const useWeights = weighted && !!active;
  const [choice, setChoice] = useState<AnswerChoice>({ tagId: null, page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ tag: Tag | null } | null>(null);
  const tags = useTags(code, columnKey);
  const stats = useTagStats(code, columnKey, useWeights);
  const actions = useTagActions(code);
  const exporting = useTagExport();
  const remove = useTagRemoval(code, (tag) => {
    if (choice.tagId === tag.id) setChoice({ ...choice, tagId: null, page: 1 });
  });

  const list = columns.data?.columns;
  useEffect(() => {
    if (list && list.length > 0 && (columnKey === null || !list.some((c) => c.key === columnKey)))
      setColumnKey(list[0]!.key);
  }, [list, columnKey]);

  if (columns.isError && isApiError(columns.error) && columns.error.code === 'A0403')
    return <UpgradePrompt />;

  const save = (draft: TagDraft) => {
    const rule = draft.words.length > 0 ? { words: draft.words, match: draft.match } : null;
    const tag = editing?.tag;
    return tag
      ? actions.update.mutateAsync({
          surveyCode: code,
          id: tag.id,
          name: draft.name,
          color: draft.color,
          rule,
        })
      : actions.create.mutateAsync({
          surveyCode: code,
          columnKey: columnKey!,
          name: draft.name,
          color: draft.color,
          rule,
        });
  };

  const apply = () =>
    columnKey &&
    actions.apply.mutate(columnKey, {
      onSuccess: (result) =>
        void message.success(
          t('reportTags.tags.applied', { count: result.tags.reduce((sum, tag) => sum + tag.cleared, 0) }),
        ),
    });

  let content: React.ReactNode;
  if (columns.isPending)
    content = <Skeleton active paragraph={{ rows: 6 }} aria-label={t('common.loading')} />;
  else if (columns.isError)
    content = (
      <Alert
        type="error"
        showIcon
        title={t('reportTags.loadError')}
        action={<Button onClick={() => void columns.refetch()}>{t('reportTags.retry')}</Button>}
      />
    );
  else if (!list || list.length === 0) content = <Empty description={t('reportTags.noColumns')} />;
  else if (columnKey === null || tags.isPending) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    content = (
      <>
        <div className="tags__grid">
          <section className="tag-panel" aria-label={t('reportTags.tags.title')}>
            <header className="tag-panel__head">
              <h3 className="tag-panel__title">{t('reportTags.tags.title')}</h3>
              {stats.data ? (
                <span className="tag-panel__base">
                  {t('reportTags.stats.base', { n: formatCount(stats.data.base) })}
                </span>
              ) : null}
              <Button
                size="small"
                icon={<SyncOutlined />}
                loading={actions.apply.isPending}
                disabled={!tags.data?.some((tag) => tag.rule)}
                onClick={apply}
              >
                {t('reportTags.tags.apply')}
              </Button>
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ tag: null })}
              >
                {t('reportTags.tags.add')}
              </Button>
            </header>
            {tags.data && tags.data.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reportTags.tags.empty')} />
            ) : null}
            <div aria-busy={stats.isFetching}>
              <TagTable
                tags={tags.data ?? []}
                stats={stats.data}
                current={choice.tagId}
                onPick={(tagId) => setChoice({ ...choice, tagId, page: 1 })}
                onEdit={(tag) => setEditing({ tag })}
                onRemove={remove}
              />
            </div>
          </section>
          <section className="tag-panel" aria-label={t('reportTags.stats.title')}>
            <header className="tag-panel__head">
              <h3 className="tag-panel__title">{t('reportTags.stats.title')}</h3>
            </header>
            {stats.isPending ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : stats.isError ? (
              <Alert type="error" showIcon title={t('reportTags.loadError')} />
            ) : stats.data.unweightedBase === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reportTags.stats.empty')} />
            ) : (
              <TagChart stats={stats.data} />
            )}
          </section>
        </div>
        <TagAnswers
          surveyCode={code}
          columnKey={columnKey}
          tags={tags.data ?? []}
          choice={choice}
          onChoice={setChoice}
        />
      </>
    );

  return (
    <section className="tags">
      <h2 className="tags__title">{t('reportTags.title')}</h2>
      {list && list.length > 0 ? (
        <div className="tags__bar">
          <Select
            className="tags__column"
            aria-label={t('reportTags.columnPick')}
            value={columnKey ?? undefined}
            placeholder={t('reportTags.columnPick')}
            onChange={(key: string) => {
              setColumnKey(key);
              setChoice({ tagId: null, page: 1, pageSize: choice.pageSize });
            }}
            options={list.map((c) => ({
              value: c.key,
              label: `${c.label} (${t('reportTags.columnAnswers', { count: c.answerCount })})`,
            }))}
          />
          <Checkbox checked={useWeights} disabled={!active} onChange={(e) => setWeighted(e.target.checked)}>
            {active ? t('reportTags.weighted', { name: active.name }) : t('reportTags.weightedNone')}
          </Checkbox>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            disabled={columnKey === null}
            onClick={() =>
              columnKey && exporting.mutate({ surveyCode: code, columnKey, weighted: useWeights })
            }
          >
            {t('reportTags.export.button')}
          </Button>
          {exporting.isSuccess ? (
            <Alert
              type="success"
              showIcon
              title={t('reportTags.export.created')}
              action={<Link to="/download">{t('reportTags.export.toDownloads')}</Link>}
            />
          ) : null}
        </div>
      ) : null}
      {content}
      <TagEditor
        open={editing !== null}
        tag={editing?.tag ?? null}
        saving={actions.create.isPending || actions.update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
