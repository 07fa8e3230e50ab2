import { CrownOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface UpgradeModalProps {
  open: boolean;
  /** What the enterprise feature is, in one sentence. */
  feature: string;
  onClose: () => void;
}

/**
 * The enterprise-edition prompt for level-0 users (spec doc 1 §5): upgrading makes it usable at
 * once; "upgrade now" opens /user/upgrade.
 */
export function UpgradeModal({ open, feature, onClose }: UpgradeModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <Space>
          <Button onClick={onClose}>{t('common.gotIt')}</Button>
          {/* The spec's userUpgrade route, opened when the prompt is confirmed. */}
          <Button
            type="primary"
            onClick={() => {
              onClose();
              navigate('/user/upgrade');
            }}
          >
            {t('upgrade.upgradeNow')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{feature}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('upgrade.body')}
      </Typography.Paragraph>
    </Modal>
  );
}
