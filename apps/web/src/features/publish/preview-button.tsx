import { EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createPreviewOpener } from './preview-opener.ts';

/** The header's preview button: the respondent page with the author's current draft. */
export function PreviewButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const opener = useMemo(() => createPreviewOpener((url) => window.open(url, '_blank', 'noopener')), []);
  useEffect(() => () => opener.dispose(), [opener]);
  return (
    <Tooltip title={t('publish.button.previewHint')}>
      <Button
        icon={<EyeOutlined aria-hidden="true" />}
        onClick={() => opener.open(code)}
        className="preview-button"
        aria-label={t('publish.button.preview')}
      >
        <span className="preview-button__label">{t('publish.button.preview')}</span>
      </Button>
    </Tooltip>
  );
}
