import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, type User } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { uploadAvatar } from '../../api/endpoints/users.ts';
import { useRememberUser } from './user-queries.ts';

const MB = AVATAR_MAX_BYTES / (1024 * 1024);
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The account's picture and the button that replaces it; the server checks the bytes, this only the size. */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remember = useRememberUser();
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (next) => {
      remember(next);
      void message.success(t('profileEdit.avatarChanged'));
    },
    onError: (error) => {
      if (isApiError(error) && !error.handledGlobally) void message.error(error.message);
    },
  });

  const beforeUpload = (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) void message.error(t('profileEdit.avatarTooLarge', { mb: MB }));
    else upload.mutate(file);
    return Upload.LIST_IGNORE; // the call above sends it; antd's own request never runs
  };

  return (
    <Flex align="center" gap={16}>
      <Avatar
        size={64}
        src={user.avatar ?? undefined}
        alt={t('profileEdit.avatar')}
        icon={<UserOutlined />}
        style={{ background: '#0f766e', flex: 'none' }}
      >
        {user.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Flex vertical gap={4} align="flex-start">
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('profileEdit.changeAvatar')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('profileEdit.avatarHint', { mb: MB })}</Typography.Text>
      </Flex>
    </Flex>
  );
}
