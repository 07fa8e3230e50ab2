import { FOLDER_ALL, type LibraryImage } from '@cairn/contract';
import { Alert, App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../features/folders/keyword-search.tsx';
import { buildFolderTree, isKnownFolder } from '../../features/library/folder-tree.ts';
import { type ImageAction, ImageGrid } from '../../features/library/image-grid.tsx';
import {
  ImageUploadButton,
  UploadHint,
  UploadProblems,
  useImageUpload,
} from '../../features/library/image-upload.tsx';
import { canEditLibrary, type DataType } from '../../features/library/library-access.ts';
import { LibraryFolderNav, useFolderLabel } from '../../features/library/library-folder-nav.tsx';
import { LibraryFrame, LibraryPaging } from '../../features/library/library-frame.tsx';
import {
  useImageAmount,
  useImageFolders,
  useImageList,
  useRemoveImages,
} from '../../features/library/library-queries.ts';
import { ListEmpty, ListSkeleton, LoadError } from '../../features/library/library-states.tsx';
import { MoveToFolderModal } from '../../features/library/move-to-folder-modal.tsx';
import { RenameImageModal } from '../../features/library/rename-image-modal.tsx';
import { useLibraryAccess } from '../../features/library/use-library-access.ts';
import { useLibraryFolders } from '../../features/library/use-library-folders.tsx';
import { useLibraryView, useStepBack } from '../../features/library/use-library-view.ts';

const PAGE_SIZES = [24, 48, 96];

type Dialog = { kind: 'rename' | 'move'; image: LibraryImage } | null;

/** The image (media) library of one kind: my images (dataType 0) or the company's (1). */
function ImageLibrary({ dataType }: { dataType: DataType }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const access = useLibraryAccess();
  const canEdit = canEditLibrary(access, dataType);
  const word = access.imageWord;
  const labelOf = useFolderLabel();
  const { view, selectFolder, setKeyword, setPage, setPaging } = useLibraryView(PAGE_SIZES[0]!);
  const [dialog, setDialog] = useState<Dialog>(null);

  const folders = useImageFolders(dataType);
  const amount = useImageAmount(dataType);
  const known = isKnownFolder(view.folderId, folders.data) && view.folderId !== -3;
  const list = useImageList({
    dataType,
    folderId: known ? view.folderId : FOLDER_ALL,
    page: view.page,
    pageSize: view.pageSize,
    keyword: view.keyword || undefined,
  });
  const remove = useRemoveImages();
  // "All" uploads into the default folder (the server's choice for an absent folderId).
  const upload = useImageUpload({
    dataType,
    folderId: view.folderId === FOLDER_ALL ? undefined : view.folderId,
  });
  const folderActions = useLibraryFolders({
    kind: 'image',
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

  const entries = buildFolderTree(folders.data, amount.data, { withSystem: false });
  const current = entries.find((e) => e.id === view.folderId);
  const heading = current ? labelOf(current) : t('library.folder.all');

  const onAction = (action: ImageAction, image: LibraryImage) => {
    if (action !== 'remove') return setDialog({ kind: action, image });
    modal.confirm({
      title: t('library.common.removeTitle'),
      content: t(`library.image.removeConfirm.${word}`, { name: image.originalName }),
      okText: t('library.common.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ ids: [image.id] })
          .then(() => void message.success(t('library.common.removed', { name: image.originalName })))
          .catch(() => undefined),
    });
  };

  const uploadButton = canEdit && (
    <ImageUploadButton onFiles={(files) => void upload.start(files)} loading={upload.isUploading} />
  );
  const data = list.data;
  const body = list.isError ? (
    <LoadError onRetry={() => void list.refetch()} />
  ) : !data ? (
    <ListSkeleton />
  ) : data.total === 0 ? (
    view.keyword ? (
      <ListEmpty title={t('library.image.noMatch', { keyword: view.keyword })} />
    ) : (
      <ListEmpty
        title={t(`library.image.empty.${word}`)}
        hint={canEdit ? t('library.image.emptyHint') : undefined}
        action={uploadButton}
      />
    )
  ) : (
    <>
      <p className="lib-count" aria-live="polite">
        {t(`library.image.count.${word}`, { count: data.total })}
      </p>
      <ImageGrid
        images={data.records}
        label={t(`library.image.gridLabel.${word}`)}
        onAction={canEdit ? onAction : undefined}
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
          <div className="lib-toolbar__tools">
            <KeywordSearch
              label={t('library.common.search')}
              placeholder={t('library.image.searchPlaceholder')}
              onSearch={setKeyword}
            />
            {uploadButton}
          </div>
        }
        notice={
          <>
            {canEdit ? (
              <UploadHint />
            ) : (
              <Alert className="lib-notice" type="info" showIcon title={t('library.common.readOnly')} />
            )}
            <UploadProblems problems={upload.problems} onClose={upload.clearProblems} />
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
      >
        {body}
      </LibraryFrame>
      {dialog?.kind === 'rename' && <RenameImageModal image={dialog.image} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'move' && (
        <MoveToFolderModal
          kind="image"
          ids={[dialog.image.id]}
          currentFolderId={dialog.image.folderId}
          folders={folders.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {folderActions.element}
    </>
  );
}

export const ImageLibraryPage = () => <ImageLibrary dataType={0} />;
export const CompanyImageLibraryPage = () => <ImageLibrary dataType={1} />;
