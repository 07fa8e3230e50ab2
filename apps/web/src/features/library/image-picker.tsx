import './library-page.css';
import './library-items.css';
import { FOLDER_ALL } from '@cairn/contract';
import { Button, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { KeywordSearch } from '../folders/keyword-search.tsx';
import { buildFolderTree } from './folder-tree.ts';
import { type GridImage, ImageGrid } from './image-grid.tsx';
import { ImageUploadButton, UploadHint, UploadProblems, useImageUpload } from './image-upload.tsx';
import { canEditLibrary, type DataType } from './library-access.ts';
import { useFolderLabel } from './library-folder-nav.tsx';
import { LibraryPaging } from './library-frame.tsx';
import { useImageFolders, useImageList, useSurveyImageList } from './library-queries.ts';
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
 * image, a heatmap or rich text. Inside a survey's screens (/project/:code/…) it also offers the
 * survey's own images (`surveys/image`: uploaded for the survey, kept with it, not in a library).
 * Mount it from the designer:
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
  /** The survey whose own images it offers; by default the route's (/project/:code/…). */
  surveyCode?: string | undefined;
}

const PAGE_SIZES = [12, 24, 48];

const picked = (image: GridImage): PickedImage => ({
  key: image.key,
  url: image.url,
  name: image.originalName,
  width: image.width,
  height: image.height,
});

export function ImagePicker({ open, onClose, onPick, surveyCode }: ImagePickerProps) {
  const { t } = useTranslation();
  const access = useLibraryAccess();
  const routeCode = useParams().code;
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
          surveyCode={surveyCode ?? routeCode}
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

/** Where the picker looks: my library (0), the company library (1), or the survey's own images. */
type Source = DataType | 'survey';

function PickerBody({
  onPick,
  onCancel,
  surveyCode,
}: {
  onPick(image: PickedImage): void;
  onCancel(): void;
  surveyCode: string | undefined;
}) {
  const { t } = useTranslation();
  const labelOf = useFolderLabel();
  const access = useLibraryAccess();
  const [source, setSource] = useState<Source>(0);
  const [folderId, setFolderId] = useState(FOLDER_ALL);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0]! });
  const [selected, setSelected] = useState<GridImage | null>(null);
  const ofSurvey = source === 'survey' && surveyCode !== undefined;
  const dataType: DataType = source === 'survey' ? 0 : source;
  const folders = useImageFolders(dataType);
  const library = useImageList({ dataType, folderId, keyword: keyword || undefined, ...paging });
  const own = useSurveyImageList({ surveyCode: surveyCode ?? '', ...paging }, ofSurvey);
  const upload = useImageUpload({
    dataType,
    folderId: folderId === FOLDER_ALL ? undefined : folderId,
    surveyCode: ofSurvey ? surveyCode : undefined,
    // A single new image is most likely the one wanted: select it, ready to confirm.
    onUploaded: (images) => images.length === 1 && setSelected(images[0]!),
  });
  const canEdit = ofSurvey || canEditLibrary(access, dataType);
  const word = access.imageWord;
  const list = ofSurvey ? own : library;
  const data = list.data;
  const option = (value: Source, label: string) => ({ value, label });
  // A choice only when there is one: the company library, or the survey's own images.
  const sources = [
    option(0, t(`library.tabs.${word}`)),
    ...(access.company !== 'none' ? [option(1, t(`library.tabs.${word}Company`))] : []),
    ...(surveyCode !== undefined ? [option('survey', t('library.picker.thisSurvey'))] : []),
  ];

  return (
    <div className="lib-picker">
      <div className="lib-insert__filters">
        {sources.length > 1 && (
          <Segmented<Source>
            value={source}
            options={sources}
            onChange={(value) => {
              setSource(value);
              setFolderId(FOLDER_ALL);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        )}
        {!ofSurvey && (
          <>
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
            <KeywordSearch
              label={t('library.common.search')}
              placeholder={t('library.image.searchPlaceholder')}
              onSearch={(value) => {
                setKeyword(value);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            />
          </>
        )}
        {canEdit && (
          <ImageUploadButton
            onFiles={(files) => void upload.start(files)}
            loading={upload.isUploading}
            label={t('library.picker.upload')}
          />
        )}
      </div>
      {canEdit && <UploadHint />}
      {ofSurvey && <p className="lib-upload-hint">{t('library.picker.surveyHint')}</p>}
      <UploadProblems problems={upload.problems} onClose={upload.clearProblems} />
      <div className="lib-picker__grid">
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !data ? (
          <ListSkeleton rows={3} />
        ) : data.total === 0 ? (
          <ListEmpty
            title={
              ofSurvey
                ? t('library.picker.surveyEmpty')
                : keyword
                  ? t('library.image.noMatch', { keyword })
                  : t(`library.image.empty.${word}`)
            }
            hint={canEdit && (ofSurvey || !keyword) ? t('library.picker.emptyHint') : undefined}
          />
        ) : (
          <>
            <ImageGrid<GridImage & { used?: boolean }>
              images={data.records}
              label={ofSurvey ? t('library.picker.thisSurvey') : t(`library.image.gridLabel.${word}`)}
              selectedKey={selected?.key ?? null}
              onSelect={setSelected}
              onConfirm={(image) => onPick(picked(image))}
              note={(image) => (image.used ? t('library.picker.inUse') : null)}
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
