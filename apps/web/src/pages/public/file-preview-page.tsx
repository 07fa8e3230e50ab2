import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { signRespondentFile } from '../../api/endpoints/report-answers.ts';
import { formatBytes, previewKind } from './file-preview-kind.ts';

/**
 * /oss?code={surveyCode}&key={fileKey}: the file preview (spec doc 1 "/oss"). A respondent's
 * upload is shown in the app with its name, size and type, drawn inline when a browser can show
 * it safely (images, audio, video) and always offered for download. The signing call checks
 * the caller's report right on the survey, so a preview link shared with someone else shows them
 * nothing.
 */
export function FilePreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const key = params.get('key') ?? '';
  const link = useQuery({
    queryKey: ['file-preview', code, key],
    queryFn: () => signRespondentFile(code, key),
    enabled: code !== '' && key !== '',
    retry: false,
  });
  if (!code || !key) return <Result status="warning" title={t('filePreview.missing')} />;
  if (link.isError) return <Result status="warning" title={t('respondentFile.failed')} />;
  if (!link.data) return <Skeleton active style={{ padding: 32 }} />;
  const file = link.data;
  const kind = previewKind(file.contentType);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <Card
        title={
          <span>
            <PaperClipOutlined aria-hidden="true" />{' '}
            <h1 style={{ display: 'inline', fontSize: 16 }}>{file.name}</h1>
          </span>
        }
        extra={
          <Button type="primary" icon={<DownloadOutlined />} href={file.url} download={file.name}>
            {t('filePreview.download')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          {t('filePreview.meta', { size: formatBytes(file.size), type: file.contentType })}
        </Typography.Paragraph>
        {kind === 'image' ? (
          <img
            src={file.url}
            alt={file.name}
            style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          />
        ) : null}
        {kind === 'audio' ? (
          // biome-ignore lint/a11y/useMediaCaption: a respondent's recording has no captions to offer
          <audio controls src={file.url} style={{ width: '100%' }} />
        ) : null}
        {kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: a respondent's recording has no captions to offer
          <video controls src={file.url} style={{ maxWidth: '100%' }} />
        ) : null}
        {kind === 'none' ? <Result status="info" title={t('filePreview.noPreview')} /> : null}
      </Card>
    </main>
  );
}
