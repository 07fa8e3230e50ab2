import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedImages, useImageResolver } from '../../images/signed-images.tsx';
import { ImagePicker, type PickedImage } from '../../library/image-picker.tsx';

export interface ImageFieldProps {
  /** The stored file key, or empty / null for none. */
  value: string | null;
  /** Names the control for screen readers ("Choose image: Option 1"). */
  label: string;
  disabled: boolean;
  onChange(key: string | null): void;
  /** 'compact' for option rows: a small thumbnail button; 'wide' for a setting: preview above. */
  variant: 'compact' | 'wide';
  /** The id of the main button, for a Form.Item label. */
  id?: string;
}

/**
 * An image from the image library (chosen there or uploaded into it first): thumbnail preview,
 * choose / change, remove. The design stores the file key; the library's signed link is handed
 * to the shared link cache, so the canvas shows the image at once without another call.
 */
export function ImageField({ value, label, disabled, onChange, variant, id }: ImageFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const resolve = useImageResolver();
  const key = value || null;
  const pick = (image: PickedImage) => {
    signedImages.prime(image.key, image.url);
    if (image.key !== key) onChange(image.key);
  };
  const thumb = key ? (
    <img className="qe-image__thumb" src={resolve(key)} alt={t('editor.image.alt')} />
  ) : null;
  const remove = key ? (
    <Tooltip title={t('editor.image.remove')}>
      <Button
        type="text"
        size="small"
        className="qe-image__remove"
        icon={<CloseOutlined />}
        aria-label={t('editor.image.removeOf', { title: label })}
        disabled={disabled}
        onClick={() => onChange(null)}
      />
    </Tooltip>
  ) : null;

  return (
    <div className={`qe-image qe-image--${variant}${key ? ' has-image' : ''}`}>
      {variant === 'compact' ? (
        <Tooltip title={key ? t('editor.image.change') : t('editor.image.choose')}>
          <button
            id={id}
            type="button"
            className="qe-image__pick"
            aria-label={t('editor.image.chooseFor', { title: label })}
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            {thumb ?? <PictureOutlined />}
          </button>
        </Tooltip>
      ) : (
        <>
          <div className="qe-image__preview">
            {thumb ?? <span className="qe-image__empty">{t('editor.image.none')}</span>}
          </div>
          <Button
            id={id}
            size="small"
            icon={<PictureOutlined />}
            aria-label={t('editor.image.chooseFor', { title: label })}
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            {key ? t('editor.image.change') : t('editor.image.choose')}
          </Button>
        </>
      )}
      {remove}
      {/* Mounted only while open: option lists may hold many image fields. */}
      {open ? <ImagePicker open onClose={() => setOpen(false)} onPick={pick} /> : null}
    </div>
  );
}
