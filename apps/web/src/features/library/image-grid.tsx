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

export interface ImageGridProps {
  images: readonly LibraryImage[];
  label: string;
  /** Card menu; absent (picker, view-only library): no menu. */
  onAction?(action: ImageAction, image: LibraryImage): void;
  /** Picking (the image picker): the chosen image and what a click on a card does. */
  selectedId?: number | null;
  onSelect?(image: LibraryImage): void;
  /** Double click / Enter twice in the picker: choose at once. */
  onConfirm?(image: LibraryImage): void;
}

/** Images as cards: thumbnail, name, size and dimensions; each card's menu renames, moves, removes. */
export function ImageGrid({ images, label, onAction, selectedId, onSelect, onConfirm }: ImageGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="lib-grid" aria-label={label}>
      {images.map((image) => {
        const isSelected = selectedId === image.id;
        const size = [
          formatBytes(image.size),
          image.width && image.height ? `${image.width} × ${image.height}` : null,
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
          <li key={image.id} className={`lib-card${isSelected ? ' lib-card--selected' : ''}`}>
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
