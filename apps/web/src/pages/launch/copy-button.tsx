import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text.ts';

/** A copy button that says whether it worked. */
export function CopyButton({
  text,
  label,
  size,
}: {
  text: string;
  label: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Button
      icon={<CopyOutlined aria-hidden="true" />}
      size={size}
      onClick={async () => {
        if (await copyText(text)) void message.success(t('publish.launch.copied'));
        else void message.warning(t('publish.launch.copyFailed'));
      }}
    >
      {label}
    </Button>
  );
}
