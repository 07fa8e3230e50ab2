import { Empty, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodingColumns, useCodingReportActions } from './coding-queries.ts';

interface Props {
  surveyCode: string;
  open: boolean;
  onClose(): void;
  onCreated(reportId: number): void;
}

/** Start a coding report: pick an open column of the published version (with its answer count). */
export function CreateReportDialog({ surveyCode, open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const columns = useCodingColumns(surveyCode, open);
  const { create } = useCodingReportActions(surveyCode);
  const [columnKey, setColumnKey] = useState<string | undefined>();
  const [name, setName] = useState('');
  const submit = () => {
    if (!columnKey) return;
    create.mutate(
      { columnKey, name: name.trim() || undefined },
      {
        onSuccess: (report) => {
          setColumnKey(undefined);
          setName('');
          onCreated(report.id);
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('reportCoding.create.title')}
      okText={t('reportCoding.create.ok')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !columnKey, loading: create.isPending }}
      destroyOnHidden
    >
      {columns.data && columns.data.length === 0 ? (
        <Empty description={t('reportCoding.create.noColumns')} />
      ) : (
        <Form layout="vertical" onFinish={submit}>
          <Form.Item label={t('reportCoding.create.column')} htmlFor="coding-create-column">
            <Select
              id="coding-create-column"
              loading={columns.isPending}
              placeholder={t('reportCoding.create.columnPlaceholder')}
              value={columnKey}
              onChange={setColumnKey}
              showSearch={{ optionFilterProp: 'label' }}
              options={(columns.data ?? []).map((c) => ({
                value: c.key,
                label: `${c.label} (${t('reportCoding.create.answerCount', { count: c.answerCount })})`,
              }))}
            />
          </Form.Item>
          <Form.Item label={t('reportCoding.create.name')} htmlFor="coding-create-name">
            <Input
              id="coding-create-name"
              maxLength={50}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
