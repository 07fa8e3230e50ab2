import './library-page.css';
import './library-items.css';
import { FOLDER_ALL, type LibraryImage } from '@cairn/contract';
import { Button, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFolderTree } from './folder-tree.ts';
import { ImageGrid } from './image-grid.tsx';
import { ImageUploadButton, UploadHint, UploadProblems, useImageUpload } from './image-upload.tsx';
import { canEditLibrary, type DataType } from './library-access.ts';
import { useFolderLabel } from './library-folder-nav.tsx';
import { LibraryPaging } from './library-frame.tsx';
import { useImageFolders, useImageList } from './library-queries.ts';
import { LibrarySearch } from './library-search.tsx';
import { ListEmpty, ListSkeleton, LoadError } from './library-states.tsx';
import { useLibraryAccess } from './use-library-access.ts';

/** What the picker hands back: store `key` in the design, show `url` (a signed link, ≥ 1 hour). */
export interface PickedImage {
  key: string;
  url: string;
  name: string;
  width: number | null;
  height: number | null;
}

/**
 * Picks an image from my or the company library, or uploads a new one first, for an option
 * image, a heatmap or rich text. Mount it from the designer:
 *
 * ```tsx
 * <ImagePicker open={open} onClose={() => setOpen(false)}
 *   onPick={(image) => edit({ path: '/options/update', body: { id, image: image.key } })} />
 * ```
 */
export interface ImagePickerProps {
  open: boolean;
  onClose(): void;
  /** Called once with the chosen image; the picker closes itself after. */
  onPick(image: PickedImage): void;
}

const PAGE_SIZES = [12, 24, 48];

const picked = (image: LibraryImage): PickedImage => ({
  key: image.key,
  url: image.url,
  name: image.originalName,
  width: image.width,
  height: image.height,
});

export function ImagePicker({ open, onClose, onPick }: ImagePickerProps) {
  const { t } = useTranslation();
  const access = useLibraryAccess();
  return (
    <Modal
      open={open}
      title={t(`library.picker.title.${access.imageWord}`)}
      footer={null}
      width={880}
      onCancel={onClose}
      destroyOnHidden
    >
      {open && (
        <PickerBody
          onCancel={onClose}
          onPick={(image) => {
            onPick(image);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function PickerBody({ onPick, onCancel }: { onPick(image: PickedImage): void; onCancel(): void }) {
  const { t } = useTranslation();
  const labelOf = useFolderLabel();
  const access = useLibraryAccess();
  const [dataType, setDataType] = useState<DataType>(0);
  const [folderId, setFolderId] = useState(FOLDER_ALL);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0]! });
  const [selected, setSelected] = useState<LibraryImage | null>(null);
  const folders = useImageFolders(dataType);
  const list = useImageList({ dataType, folderId, keyword: keyword || undefined, ...paging });
  const upload = useImageUpload({
    dataType,
    folderId: folderId === FOLDER_ALL ? undefined : folderId,
    // A single new image is most likely the one wanted: select it, ready to confirm.
    onUploaded: (images) => images.length === 1 && setSelected(images[0]!),
  });
  const canEdit = canEditLibrary(access, dataType);
  const word = access.imageWord;
  const data = list.data;

  return (
    <div className="lib-picker">
      <div className="lib-insert__filters">
        {access.company !== 'none' && (
          <Segmented
            value={dataType}
            options={[
              { value: 0, label: t(`library.tabs.${word}`) },
              { value: 1, label: t(`library.tabs.${word}Company`) },
            ]}
            onChange={(value) => {
              setDataType(value as DataType);
              setFolderId(FOLDER_ALL);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        )}
        <Select
          className="lib-insert__folder"
          aria-label={t('library.folder.nav')}
          value={folderId}
          onChange={(id) => {
            setFolderId(id);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={buildFolderTree(folders.data, undefined, { withSystem: false }).map((e) => ({
            value: e.id,
            label: labelOf(e),
          }))}
        />
        <LibrarySearch
          label={t('library.common.search')}
          placeholder={t('library.image.searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        {canEdit && (
          <ImageUploadButton
            onFiles={(files) => void upload.start(files)}
            loading={upload.isUploading}
            label={t('library.picker.upload')}
          />
        )}
      </div>
      {canEdit && <UploadHint />}
      <UploadProblems problems={upload.problems} onClose={upload.clearProblems} />
      <div className="lib-picker__grid">
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !data ? (
          <ListSkeleton rows={3} />
        ) : data.total === 0 ? (
          <ListEmpty
            title={keyword ? t('library.image.noMatch', { keyword }) : t(`library.image.empty.${word}`)}
            hint={canEdit && !keyword ? t('library.picker.emptyHint') : undefined}
          />
        ) : (
          <>
            <ImageGrid
              images={data.records}
              label={t(`library.image.gridLabel.${word}`)}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
              onConfirm={(image) => onPick(picked(image))}
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
      <div className="lib-insert__footer">
        <span className="lib-picker__chosen" aria-live="polite">
          {selected
            ? t('library.picker.selected', { name: selected.originalName })
            : t('library.picker.none')}
        </span>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={!selected} onClick={() => selected && onPick(picked(selected))}>
          {t('library.picker.choose')}
        </Button>
      </div>
    </div>
  );
}
