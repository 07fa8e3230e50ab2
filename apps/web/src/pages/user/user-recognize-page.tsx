import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecognizeForm } from '../../features/user/recognize-form.tsx';
import { useRecognition } from '../../features/user/user-queries.ts';

/** /user/recognize: the account's qualification certification, and the form that makes or renews it. */
export function UserRecognizePage() {
  const { t, i18n } = useTranslation();
  const { data: recognition, isPending, isError, refetch } = useRecognition();
  const [renewing, setRenewing] = useState(false);

  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('recognize.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('user.retry')}</Button>}
        />
      </Card>
    );
  }
  const title = (
    <Flex align="center" gap={8}>
      <SafetyCertificateOutlined aria-hidden="true" />
      {t('recognize.title')}
      <Tag color={recognition ? 'green' : 'default'} variant="filled">
        {recognition ? t('recognize.certified') : t('recognize.notCertified')}
      </Tag>
    </Flex>
  );
  return (
    <Card title={title}>
      <Typography.Paragraph type="secondary">{t('recognize.intro')}</Typography.Paragraph>
      {recognition ? (
        <Descriptions
          column={1}
          colon={false}
          style={{ marginBottom: 16 }}
          styles={{ label: { width: 140 } }}
          items={[
            { key: 'organization', label: t('recognize.organization'), children: recognition.organization },
            { key: 'email', label: t('recognize.email'), children: recognition.email },
            {
              key: 'createdAt',
              label: t('recognize.certifiedAt'),
              children: new Date(recognition.createdAt).toLocaleString(i18n.language),
            },
          ]}
        />
      ) : (
        <Alert type="info" showIcon title={t('recognize.notCertifiedHint')} style={{ marginBottom: 24 }} />
      )}
      {recognition && !renewing ? (
        <Button onClick={() => setRenewing(true)}>{t('recognize.again')}</Button>
      ) : (
        <RecognizeForm onDone={() => setRenewing(false)} />
      )}
    </Card>
  );
}
