import {
  CheckCircleFilled,
  DeleteOutlined,
  EditOutlined,
  FolderOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import type { LibraryImage } from '@cairn/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './upload-validation.ts';

export type ImageAction = 'rename' | 'move' | 'remove';

/** What a card shows: a library image, or one of a survey's own (keys are unique across both). */
export type GridImage = Pick<
  LibraryImage,
  'id' | 'key' | 'url' | 'originalName' | 'size' | 'width' | 'height'
>;

export interface ImageGridProps<T extends GridImage> {
  images: readonly T[];
  label: string;
  /** Card menu; absent (picker, view-only library): no menu. */
  onAction?(action: ImageAction, image: T): void;
  /** Picking (the image picker): the chosen image's key and what a click on a card does. */
  selectedKey?: string | null;
  onSelect?(image: T): void;
  /** Double click / Enter twice in the picker: choose at once. */
  onConfirm?(image: T): void;
  /** A word after the size (the picker's survey images: in use). */
  note?(image: T): string | null;
}

/** Images as cards: thumbnail, name, size and dimensions; each card's menu renames, moves, removes. */
export function ImageGrid<T extends GridImage>({
  images,
  label,
  onAction,
  selectedKey,
  onSelect,
  onConfirm,
  note,
}: ImageGridProps<T>) {
  const { t } = useTranslation();
  return (
    <ul className="lib-grid" aria-label={label}>
      {images.map((image) => {
        const isSelected = selectedKey === image.key;
        const size = [
          formatBytes(image.size),
          image.width && image.height ? `${image.width} × ${image.height}` : null,
          note?.(image) ?? null,
        ]
          .filter(Boolean)
          .join(' · ');
        const thumb = (
          <span className="lib-card__thumb">
            <img src={image.url} alt={image.originalName} loading="lazy" decoding="async" />
            {isSelected && <CheckCircleFilled className="lib-card__check" aria-hidden="true" />}
          </span>
        );
        return (
          <li key={image.key} className={`lib-card${isSelected ? ' lib-card--selected' : ''}`}>
            {onSelect ? (
              <button
                type="button"
                className="lib-card__pick"
                aria-pressed={isSelected}
                aria-label={image.originalName}
                onClick={() => (isSelected && onConfirm ? onConfirm(image) : onSelect(image))}
                onDoubleClick={() => onConfirm?.(image)}
              >
                {thumb}
              </button>
            ) : (
              thumb
            )}
            <div className="lib-card__body">
              <div className="lib-card__text">
                <span className="lib-card__name" title={image.originalName}>
                  {image.originalName}
                </span>
                <span className="lib-card__meta">{size}</span>
              </div>
              {onAction && (
                <Dropdown
                  trigger={['click']}
                  autoFocus
                  menu={{
                    items: [
                      { key: 'rename', icon: <EditOutlined />, label: t('library.common.rename') },
                      { key: 'move', icon: <FolderOutlined />, label: t('library.common.move') },
                      {
                        key: 'remove',
                        icon: <DeleteOutlined />,
                        label: t('library.common.remove'),
                        danger: true,
                      },
                    ],
                    onClick: ({ key }) => onAction(key as ImageAction, image),
                  }}
                >
                  <Button
                    type="text"
                    size="small"
                    icon={<MoreOutlined />}
                    aria-label={t('library.common.moreFor', { name: image.originalName })}
                  />
                </Dropdown>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
