import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signFiles } from '../../api/endpoints/settings.ts';
import { useSurveyCode } from '../../features/design/question-editor/use-survey-code.ts';
import { ImagePicker } from '../../features/library/image-picker.tsx';

/**
 * A form field holding an image's file key (what the survey stores), chosen from the image
 * library; shows it through a fresh signed link (links expire, keys do not).
 */
export function ImageField(props: {
  value?: string | null;
  onChange?: (key: string | null) => void;
  name: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ key: string; url: string } | null>(null);
  const key = props.value ?? null;
  const surveyCode = useSurveyCode();
  const signed = useQuery({
    queryKey: ['file-url', key, surveyCode],
    queryFn: () => signFiles([key as string], surveyCode),
    enabled: key !== null && picked?.key !== key,
    staleTime: 30 * 60_000,
  });
  const url = key === null ? null : picked?.key === key ? picked.url : (signed.data?.[key] ?? null);
  return (
    <div className="setting-image">
      <div className="setting-image__preview">
        {url ? (
          <img src={url} alt={t('settings.facade.previewAlt', { name: props.name })} />
        ) : (
          t('settings.facade.none')
        )}
      </div>
      {props.disabled ? null : (
        <Space>
          <Button onClick={() => setOpen(true)}>
            {key ? t('settings.facade.change') : t('settings.facade.choose')}
          </Button>
          {key ? (
            <Button danger onClick={() => props.onChange?.(null)}>
              {t('settings.facade.remove')}
            </Button>
          ) : null}
        </Space>
      )}
      <ImagePicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(image) => {
          setPicked({ key: image.key, url: image.url });
          props.onChange?.(image.key);
        }}
      />
    </div>
  );
}
