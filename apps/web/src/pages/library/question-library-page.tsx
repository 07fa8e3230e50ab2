import { FOLDER_ALL, FOLDER_SYSTEM, type LibraryQuestion, type LibraryQuestionRef } from '@cairn/contract';
import { toPlainText } from '@cairn/core';
import { Alert, App, Grid, Modal, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../features/folders/keyword-search.tsx';
import { buildFolderTree, isKnownFolder } from '../../features/library/folder-tree.ts';
import { canEditLibrary, type DataType } from '../../features/library/library-access.ts';
import { LibraryFolderNav, useFolderLabel } from '../../features/library/library-folder-nav.tsx';
import { LibraryFrame, LibraryPaging, useIsNarrow } from '../../features/library/library-frame.tsx';
import {
  useQuestionFolders,
  useQuestionList,
  useQuestionTotal,
  useRemoveLibraryQuestions,
  useSystemCategories,
} from '../../features/library/library-queries.ts';
import { ListEmpty, ListSkeleton, LoadError } from '../../features/library/library-states.tsx';
import { MoveToFolderModal } from '../../features/library/move-to-folder-modal.tsx';
import { type QuestionAction, QuestionList } from '../../features/library/question-list.tsx';
import { QuestionPreview } from '../../features/library/question-preview.tsx';
import { useLibraryAccess } from '../../features/library/use-library-access.ts';
import { useLibraryFolders } from '../../features/library/use-library-folders.tsx';
import { useLibraryView, useStepBack } from '../../features/library/use-library-view.ts';

const PAGE_SIZES = [10, 20, 50];

/** The question library of one kind: my library (dataType 0, with the system folder) or the company's. */
function QuestionLibrary({ dataType }: { dataType: DataType }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const labelOf = useFolderLabel();
  const canEdit = canEditLibrary(useLibraryAccess(), dataType);
  // The preview sits beside the list from antd's lg (992 px); narrower screens open it in a dialog.
  const hasSidePreview = Grid.useBreakpoint().lg === true;
  const isNarrow = useIsNarrow();
  const { view, selectFolder, setKeyword, setPage, setPaging } = useLibraryView(PAGE_SIZES[0]!);
  const [activeId, setActiveId] = useState<LibraryQuestionRef | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [moving, setMoving] = useState<LibraryQuestion | null>(null);

  const withSystem = dataType === 0;
  const folders = useQuestionFolders(dataType);
  const total = useQuestionTotal(dataType);
  const isSystem = view.folderId === FOLDER_SYSTEM;
  const categories = useSystemCategories();
  const known = isKnownFolder(view.folderId, folders.data) && (withSystem || !isSystem);
  const list = useQuestionList(
    {
      dataType,
      folderId: view.folderId,
      page: view.page,
      pageSize: view.pageSize,
      keyword: view.keyword || undefined,
      category: isSystem ? view.category : undefined,
    },
    known,
  );
  const remove = useRemoveLibraryQuestions();
  const folderActions = useLibraryFolders({
    kind: 'question',
    dataType,
    folders: folders.data,
    selectedId: view.folderId,
    select: (id) => selectFolder(id),
  });

  // A stale link to a folder that is gone shows everything instead of an error.
  useEffect(() => {
    if (!known) selectFolder(FOLDER_ALL, undefined, true);
  });
  useStepBack(list.data?.total, setPaging);

  const entries = buildFolderTree(folders.data, total.data, { withSystem });
  const current = entries.find((e) => e.id === view.folderId);
  const heading = current ? labelOf(current) : t('library.folder.all');

  const onAction = (action: QuestionAction, q: LibraryQuestion) => {
    if (action === 'preview') {
      setActiveId(q.id);
      setPreviewOpen(true);
    } else if (action === 'move') {
      setMoving(q);
    } else {
      const title = toPlainText(q.title);
      modal.confirm({
        title: t('library.common.removeTitle'),
        content: t('library.question.removeConfirm', { title }),
        okText: t('library.common.remove'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () =>
          remove
            .mutateAsync({ ids: [q.id as number] })
            .then(() => {
              void message.success(t('library.common.removed', { name: title }));
              if (activeId === q.id) setActiveId(null);
            })
            .catch(() => undefined),
      });
    }
  };

  const categoryOptions = [
    { value: '', label: t('library.question.allCategories') },
    ...(categories.data ?? []).map((c) => ({ value: c.key, label: `${c.name} ${c.count}` })),
  ];
  const pickCategory = (value: string | number) => selectFolder(FOLDER_SYSTEM, String(value) || undefined);
  // Five categories fit a segmented control on wide screens; phones get a dropdown instead.
  const categoryFilter =
    isSystem &&
    categories.data &&
    (isNarrow ? (
      <Select
        className="lib-categories"
        aria-label={t('library.question.category')}
        value={view.category ?? ''}
        onChange={pickCategory}
        options={categoryOptions}
      />
    ) : (
      <Segmented
        className="lib-categories"
        value={view.category ?? ''}
        onChange={pickCategory}
        options={categoryOptions}
      />
    ));

  const data = list.data;
  const body = list.isError ? (
    <LoadError onRetry={() => void list.refetch()} />
  ) : !data ? (
    <ListSkeleton />
  ) : data.total === 0 ? (
    view.keyword ? (
      <ListEmpty title={t('library.question.noMatch', { keyword: view.keyword })} />
    ) : (
      <ListEmpty title={t('library.question.empty')} hint={t('library.question.emptyHint')} />
    )
  ) : (
    <>
      <QuestionList
        label={t('library.question.listLabel')}
        records={data.records}
        activeId={activeId}
        hasSidePreview={hasSidePreview}
        onActivate={(q) => {
          setActiveId(q.id);
          if (!hasSidePreview) setPreviewOpen(true);
        }}
        onAction={onAction}
        canEdit={canEdit}
      />
      <LibraryPaging
        page={view.page}
        pageSize={view.pageSize}
        total={data.total}
        pageSizes={PAGE_SIZES}
        onChange={setPage}
      />
    </>
  );

  return (
    <>
      <LibraryFrame
        heading={heading}
        tools={
          <KeywordSearch
            label={t('library.common.search')}
            placeholder={t('library.question.searchPlaceholder')}
            onSearch={setKeyword}
          />
        }
        notice={
          <>
            {!canEdit && (
              <Alert className="lib-notice" type="info" showIcon title={t('library.common.readOnly')} />
            )}
            {categoryFilter}
          </>
        }
        nav={(close) => (
          <LibraryFolderNav
            entries={entries}
            hasFolders={folders.data !== undefined}
            selectedId={view.folderId}
            onSelect={(id) => {
              selectFolder(id);
              close();
            }}
            canEdit={canEdit}
            onCreate={folderActions.openCreate}
            onRename={folderActions.openRename}
            onRemove={folderActions.confirmRemove}
          />
        )}
        side={
          hasSidePreview ? (
            <section className="lib-side-preview" aria-labelledby="lib-side-preview-title">
              <h3 id="lib-side-preview-title" className="lib-side-preview__title">
                {t('library.question.previewTitle')}
              </h3>
              <QuestionPreview id={activeId} />
            </section>
          ) : undefined
        }
      >
        {body}
      </LibraryFrame>
      <Modal
        open={previewOpen && !hasSidePreview}
        title={t('library.question.previewTitle')}
        footer={null}
        onCancel={() => setPreviewOpen(false)}
        destroyOnHidden
      >
        <QuestionPreview id={activeId} />
      </Modal>
      {moving && (
        <MoveToFolderModal
          kind="question"
          ids={[moving.id as number]}
          currentFolderId={moving.folderId}
          folders={folders.data ?? []}
          onClose={() => setMoving(null)}
        />
      )}
      {folderActions.element}
    </>
  );
}

export const QuestionLibraryPage = () => <QuestionLibrary dataType={0} />;
export const CompanyQuestionLibraryPage = () => <QuestionLibrary dataType={1} />;
