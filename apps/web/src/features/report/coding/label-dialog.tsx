import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LabelRequest {
  title: string;
  label?: string;
  /** Present: the keywords field is shown with these. */
  keywords?: string[];
  onOk(label: string, keywords: string[] | undefined): Promise<unknown>;
}

/** Asks for a code's label (and keywords): add below, rename, name a new net. */
export function LabelDialog({ request, onClose }: { request: LabelRequest | null; onClose(): void }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [keywords, setKeywords] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setLabel(request?.label ?? '');
    setKeywords(request?.keywords?.join(', ') ?? '');
  }, [request]);
  const submit = () => {
    if (!request || !label.trim()) return;
    const words = request.keywords
      ? keywords
          .split(/[,，]/)
          .map((w) => w.trim())
          .filter(Boolean)
      : undefined;
    setBusy(true);
    request
      .onOk(label.trim(), words)
      .then(onClose, () => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open={request !== null}
      title={request?.title}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !label.trim(), loading: busy }}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('reportCoding.tree.addPlaceholder')} htmlFor="coding-label">
          <Input
            id="coding-label"
            autoFocus
            maxLength={100}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Form.Item>
        {request?.keywords ? (
          <Form.Item label={t('reportCoding.tree.keywords')} htmlFor="coding-keywords">
            <Input id="coding-keywords" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
