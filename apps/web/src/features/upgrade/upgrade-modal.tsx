import { CrownOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface UpgradeModalProps {
  open: boolean;
  /** What the enterprise feature is, in one sentence. */
  feature: string;
  onClose: () => void;
}

/** The enterprise-edition prompt for level-0 users (spec doc 1 §5): upgrading makes it usable at once. */
export function UpgradeModal({ open, feature, onClose }: UpgradeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={480}
      title={
        <Space>
          <CrownOutlined style={{ color: '#d97706' }} aria-hidden="true" />
          {t('upgrade.title')}
        </Space>
      }
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.gotIt')}
        </Button>
      }
    >
      <Typography.Paragraph>{feature}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('upgrade.body')}
      </Typography.Paragraph>
    </Modal>
  );
}
