import { UploadOutlined } from '@ant-design/icons';
import type { InviteAdded } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importInviteCodes, uploadInviteCodes } from '../../api/endpoints/settings.ts';

/** Import codes: pasted text, or an .xlsx whose first column holds them. */
export function InviteImportModal(props: {
  code: string;
  open: boolean;
  onClose(): void;
  onImported(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const done = (added: InviteAdded) => {
    void message.success(t('settings.invite.imported', { added: added.added, duplicates: added.duplicates }));
    setInvalid(added.invalid);
    props.onImported();
    if (added.invalid.length === 0) {
      setText('');
      props.onClose();
    }
  };
  const paste = useMutation({
    mutationFn: () => importInviteCodes({ surveyCode: props.code, text }),
    onSuccess: done,
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadInviteCodes(props.code, file, file.name),
    onSuccess: done,
  });
  return (
    <Modal
      open={props.open}
      title={t('settings.invite.importTitle')}
      onCancel={props.onClose}
      okText={t('settings.invite.importDo')}
      okButtonProps={{ disabled: text.trim() === '', loading: paste.isPending }}
      onOk={() => paste.mutate()}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('settings.invite.importText')} extra={t('settings.invite.importTextHint')}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 6, maxRows: 12 }}
            aria-label={t('settings.invite.importText')}
          />
        </Form.Item>
        <Form.Item label={t('settings.invite.importFile')}>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('settings.invite.chooseFile')}
            </Button>
          </Upload>
        </Form.Item>
      </Form>
      {invalid.length ? (
        <Alert type="warning" showIcon title={t('settings.invite.invalid', { codes: invalid.join(', ') })} />
      ) : null}
    </Modal>
  );
}
