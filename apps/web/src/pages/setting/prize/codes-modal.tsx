import { UploadOutlined } from '@ant-design/icons';
import type { CouponCodesAdded } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCouponCodes, uploadCouponCodes } from '../../../api/endpoints/prizes.ts';
import { prizeClaimsKey, prizeOverviewKey } from './prize-keys.ts';
import type { PrizeRef } from './prize-page.tsx';

/**
 * Adds codes to a coupon prize: pasted (one a line) or from an .xlsx/.txt. What the server did —
 * added, duplicates refused, too-long codes — stays on screen; a refusal (A2068 past 10,000
 * codes, A2065 once ended, a file it cannot read) shows with the catalogue's words.
 */
export function CodesModal(props: { surveyCode: string; prize: PrizeRef; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { lottery, index } = props.prize;
  const target = { surveyCode: props.surveyCode, lotteryId: lottery.id, prizeIndex: index };
  const [text, setText] = useState('');
  const [result, setResult] = useState<CouponCodesAdded | null>(null);
  const done = (added: CouponCodesAdded) => {
    setResult(added);
    if (added.invalid.length === 0) setText('');
    void client.invalidateQueries({ queryKey: prizeOverviewKey(props.surveyCode) });
    void client.invalidateQueries({ queryKey: prizeClaimsKey(lottery.id, index) });
  };
  const paste = useMutation({ mutationFn: () => addCouponCodes(target, text), onSuccess: done });
  const upload = useMutation({
    mutationFn: (file: File) => uploadCouponCodes(target, file, file.name),
    onSuccess: done,
  });
  const failure = paste.error ?? upload.error;
  return (
    <Modal
      open
      title={t('prize.codes.title', { name: lottery.prizes[index]?.name ?? '' })}
      okText={t('prize.codes.submit')}
      cancelText={t('prize.codes.close')}
      okButtonProps={{ disabled: text.trim() === '', loading: paste.isPending }}
      onOk={() => {
        upload.reset();
        paste.mutate();
      }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('prize.codes.paste')}
          htmlFor="prize-codes-text"
          extra={t('prize.codes.pasteHint')}
        >
          <Input.TextArea
            id="prize-codes-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 5, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item label={t('prize.codes.file')} extra={t('prize.codes.fileHint')}>
          <Upload
            accept=".xlsx,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              paste.reset();
              upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('prize.codes.chooseFile')}
            </Button>
          </Upload>
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failure.message} /> : null}
      {result && !failure ? (
        <Alert
          type={result.added > 0 ? 'success' : 'warning'}
          showIcon
          role="status"
          title={t('prize.codes.added', result)}
          description={
            result.invalid.length > 0
              ? t('prize.codes.invalid', { codes: result.invalid.join(', ') })
              : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
