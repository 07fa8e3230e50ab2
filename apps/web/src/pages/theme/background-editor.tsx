import { PictureOutlined } from '@ant-design/icons';
import type { Theme } from '@cairn/core';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../features/library/image-picker.tsx';
import type { ThemeEditor } from '../../features/theme/use-theme-editor.ts';

/** The page's background image from the image library (its key is stored) and how it fits. */
export function BackgroundEditor({ editor }: { editor: ThemeEditor }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const bg = editor.theme.background;
  return (
    <section className="theme-section" aria-labelledby="theme-bg-title">
      <h2 id="theme-bg-title" className="theme-section__title">
        {t('theme.sections.background')}
      </h2>
      <div className="theme-bg">
        {bg.image && editor.backgroundUrl ? (
          <img className="theme-bg__thumb" src={editor.backgroundUrl} alt={t('theme.image')} />
        ) : (
          <div className="theme-bg__thumb">
            <PictureOutlined aria-hidden="true" />
            <span className="cairn-visually-hidden">{t('theme.noImage')}</span>
          </div>
        )}
        <div className="theme-bg__actions">
          <Button size="small" onClick={() => setPicking(true)}>
            {bg.image ? t('theme.changeImage') : t('theme.pickImage')}
          </Button>
          {bg.image ? (
            <Button
              size="small"
              type="text"
              onClick={() => editor.change('background', { ...bg, image: null }, null)}
            >
              {t('theme.removeImage')}
            </Button>
          ) : null}
        </div>
      </div>
      {bg.image ? (
        <fieldset className="theme-row">
          <legend className="theme-row__label">{t('theme.fit.label')}</legend>
          <Segmented<Theme['background']['fit']>
            value={bg.fit}
            options={(['cover', 'contain', 'repeat'] as const).map((value) => ({
              value,
              label: t(`theme.fit.${value}`),
            }))}
            onChange={(fit) => editor.change('background', { ...bg, fit })}
          />
        </fieldset>
      ) : null}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => editor.change('background', { ...bg, image: image.key }, image.url)}
      />
    </section>
  );
}
