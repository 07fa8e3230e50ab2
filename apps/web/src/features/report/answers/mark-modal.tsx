import { Input, Modal, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MarkRequest {
  ids: string[];
  invalid: boolean;
}

/** Asks for the reason of marking responses invalid or valid again (logged with the change). */
export function MarkModal({
  request,
  isSaving,
  onOk,
  onCancel,
}: {
  request: MarkRequest | null;
  isSaving: boolean;
  onOk(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  useEffect(() => {
    if (request) setReason('');
  }, [request]);
  const count = request?.ids.length ?? 0;
  return (
    <Modal
      open={request !== null}
      title={t(
        request?.invalid === false ? 'reportAnswers.mark.validTitle' : 'reportAnswers.mark.invalidTitle',
        { count },
      )}
      okText={t('reportAnswers.mark.ok')}
      confirmLoading={isSaving}
      onOk={() => onOk(reason.trim())}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('reportAnswers.mark.hint')}</Typography.Paragraph>
      <label htmlFor={reasonId}>{t('reportAnswers.mark.reason')}</label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        maxLength={200}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder={t('reportAnswers.mark.reasonPlaceholder')}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
    </Modal>
  );
}
