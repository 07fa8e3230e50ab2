import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { samplePaths } from '../../features/sample/sample-paths.ts';

/** The launch tab's way into the sample service (spec doc 1: launch has … sample service …). */
export function SampleCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('sample.title')} size="small">
      <Typography.Paragraph type="secondary">{t('sample.launchCard')}</Typography.Paragraph>
      <Button onClick={() => navigate(samplePaths.list(code))}>{t('sample.open')}</Button>
    </Card>
  );
}
