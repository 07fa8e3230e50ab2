import './library-page.css';
import './library-items.css';
import { FOLDER_ALL, FOLDER_SYSTEM, type LibraryQuestion, type LibraryQuestionRef } from '@cairn/contract';
import type { QuestionSnapshot } from '@cairn/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLibraryQuestion } from '../../api/endpoints/question-library.ts';
import { KeywordSearch } from '../folders/keyword-search.tsx';
import { buildFolderTree } from './folder-tree.ts';
import type { DataType } from './library-access.ts';
import { useFolderLabel } from './library-folder-nav.tsx';
import { LibraryPaging, useIsNarrow } from './library-frame.tsx';
import { libraryKeys, useQuestionFolders, useQuestionList } from './library-queries.ts';
import { ListEmpty, ListSkeleton, LoadError } from './library-states.tsx';
import { QuestionList } from './question-list.tsx';
import { QuestionPreview } from './question-preview.tsx';
import { useLibraryAccess } from './use-library-access.ts';

/**
 * Browses my, the company's and the system questions with a preview, picks several and hands
 * them to the designer, which inserts them after the current question by sending `nodes/library`
 * `{ ids, afterId }` through its edit queue (so the insert takes its turn with other edits):
 *
 * ```tsx
 * <InsertFromLibraryDrawer open={open} onClose={close}
 *   onInsert={(ids, snapshots) => queue.push({ path: '/nodes/library', body: { ids, afterId },
 *     run: (tree, body, ctx) => insertSnapshots(tree, { snapshots, afterId }, ctx) })} />
 * ```
 */
export interface InsertFromLibraryDrawerProps {
  open: boolean;
  onClose(): void;
  /**
   * The picked questions in picking order: saved questions by id, system ones by key, and their
   * snapshots in the same order (for the canvas to show them at once). The drawer closes after.
   */
  onInsert(ids: LibraryQuestionRef[], snapshots: QuestionSnapshot[]): void;
  /** Where they will go, e.g. "after Q3", shown in the footer. */
  placeHint?: string;
}

type Source = 'system' | 'mine' | 'company';
const PAGE_SIZES = [10, 20, 50];

export function InsertFromLibraryDrawer({
  open,
  onClose,
  onInsert,
  placeHint,
}: InsertFromLibraryDrawerProps) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('library.insert.title')}
      size={isNarrow ? '100%' : 720}
      destroyOnHidden
    >
      {open && <InsertBrowser onInsert={onInsert} onClose={onClose} placeHint={placeHint} />}
    </Drawer>
  );
}

function InsertBrowser({ onInsert, onClose, placeHint }: Omit<InsertFromLibraryDrawerProps, 'open'>) {
  const { t } = useTranslation();
  const labelOf = useFolderLabel();
  const client = useQueryClient();
  const access = useLibraryAccess();
  const [source, setSource] = useState<Source>('system');
  const [folderId, setFolderId] = useState(FOLDER_ALL);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0]! });
  const [activeId, setActiveId] = useState<LibraryQuestionRef | null>(null);
  const [picked, setPicked] = useState<LibraryQuestion[]>([]);
  const [isInserting, setInserting] = useState(false);

  const dataType: DataType = source === 'company' ? 1 : 0;
  const folders = useQuestionFolders(dataType, source !== 'system');
  const list = useQuestionList({
    dataType,
    folderId: source === 'system' ? FOLDER_SYSTEM : folderId,
    keyword: keyword || undefined,
    ...paging,
  });
  const restart = () => setPaging((p) => ({ ...p, page: 1 }));
  const folderOptions = buildFolderTree(folders.data, undefined, { withSystem: false });

  const toggle = (q: LibraryQuestion) =>
    setPicked((list) => (list.some((p) => p.id === q.id) ? list.filter((p) => p.id !== q.id) : [...list, q]));

  const insert = async () => {
    setInserting(true);
    try {
      const ids = picked.map((q) => q.id);
      // Details come from the query cache when previewed; the rest load now, in parallel.
      const details = await Promise.all(
        ids.map((id) =>
          client.fetchQuery({ queryKey: libraryKeys.question(id), queryFn: () => fetchLibraryQuestion(id) }),
        ),
      );
      onInsert(
        ids,
        details.map((d) => d.question),
      );
      onClose();
    } catch {
      // The client showed the reason; the picks stay for another try.
    } finally {
      setInserting(false);
    }
  };

  const sources = [
    { value: 'system', label: t('library.insert.system') },
    { value: 'mine', label: t('library.insert.mine') },
    ...(access.company !== 'none' ? [{ value: 'company', label: t('library.insert.company') }] : []),
  ];
  const data = list.data;

  return (
    <div className="lib-insert">
      <div className="lib-insert__filters">
        <Segmented
          value={source}
          options={sources}
          onChange={(value) => {
            setSource(value as Source);
            setFolderId(FOLDER_ALL);
            restart();
          }}
        />
        {source !== 'system' && (
          <Select
            className="lib-insert__folder"
            aria-label={t('library.folder.nav')}
            value={folderId}
            onChange={(id) => {
              setFolderId(id);
              restart();
            }}
            options={folderOptions.map((entry) => ({ value: entry.id, label: labelOf(entry) }))}
          />
        )}
        <KeywordSearch
          label={t('library.common.search')}
          placeholder={t('library.question.searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value);
            restart();
          }}
        />
      </div>
      <div className="lib-insert__body">
        <div className="lib-insert__list">
          {list.isError ? (
            <LoadError onRetry={() => void list.refetch()} />
          ) : !data ? (
            <ListSkeleton />
          ) : data.total === 0 ? (
            <ListEmpty
              title={keyword ? t('library.question.noMatch', { keyword }) : t('library.question.empty')}
            />
          ) : (
            <>
              <QuestionList
                label={t('library.question.listLabel')}
                records={data.records}
                activeId={activeId}
                hasSidePreview
                onActivate={(q) => setActiveId(q.id)}
                picked={picked.map((q) => q.id)}
                onTogglePick={toggle}
              />
              <LibraryPaging
                {...paging}
                total={data.total}
                pageSizes={PAGE_SIZES}
                onChange={(page, pageSize) => setPaging({ page, pageSize })}
              />
            </>
          )}
        </div>
        <section className="lib-insert__preview" aria-label={t('library.question.previewTitle')}>
          <QuestionPreview id={activeId} />
        </section>
      </div>
      <div className="lib-insert__footer">
        <span aria-live="polite">
          {t('library.insert.picked', { count: picked.length })}
          {placeHint ? ` · ${placeHint}` : ''}
        </span>
        {picked.length > 0 && (
          <Button type="link" onClick={() => setPicked([])}>
            {t('library.insert.clear')}
          </Button>
        )}
        <Button
          type="primary"
          disabled={picked.length === 0}
          loading={isInserting}
          onClick={() => void insert()}
        >
          {t('library.insert.insert', { count: picked.length })}
        </Button>
      </div>
    </div>
  );
}
