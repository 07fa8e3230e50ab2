import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuotaView } from '@cairn/contract';
import { QUOTA_CONDITIONS_MAX, QUOTA_NAME_MAX, QUOTA_TARGET_MAX, type QuotaAction } from '@cairn/core';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { saveQuota } from '../../api/endpoints/settings.ts';
import type { QuotaQuestion } from '../../features/settings/quota-questions.ts';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';

interface QuotaValues {
  name: string;
  conditions: { nodeId?: number; optionIds?: number[] }[];
  target: number;
  action: QuotaAction;
}

/** Create or edit one quota: name, conditions (question + options, all must hold), target, action. */
export function QuotaEditor(props: {
  code: string;
  quota: QuotaView | null;
  questions: QuotaQuestion[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<QuotaValues>();
  const conditions = Form.useWatch('conditions', form) ?? [];
  const initial: QuotaValues = props.quota
    ? {
        name: props.quota.name,
        conditions: props.quota.conditions,
        target: props.quota.target,
        action: props.quota.action,
      }
    : { name: '', conditions: [{}], target: 100, action: 'screen_out' };
  const save = useMutation({
    mutationFn: (v: QuotaValues) =>
      saveQuota({
        surveyCode: props.code,
        ...(props.quota ? { id: props.quota.id } : {}),
        name: v.name.trim(),
        target: v.target,
        action: v.action,
        conditions: v.conditions.map((c) => ({ nodeId: c.nodeId as number, optionIds: c.optionIds ?? [] })),
      }),
    onSuccess: (answer) => {
      useProjectHeaderStore.getState().setSaved(answer.saved);
      props.onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.handledGlobally)
        void message.error(t('settings.quota.invalidCondition'));
    },
  });
  const questionOptions = props.questions.map((q) => ({ value: q.id, label: q.label }));
  const used = new Set(conditions.map((c) => c?.nodeId).filter(Boolean));

  return (
    <Modal
      open
      title={props.quota ? t('settings.quota.editTitle') : t('settings.quota.createTitle')}
      okText={t('settings.quota.ok')}
      cancelText={t('settings.quota.cancel')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v)}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={t('settings.quota.name')}
          rules={[{ required: true, whitespace: true, message: t('settings.quota.nameRequired') }]}
        >
          <Input maxLength={QUOTA_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t('settings.quota.conditions')} extra={t('settings.quota.conditionsHint')} required>
          <Form.List
            name="conditions"
            rules={[
              {
                validator: (_, value: QuotaValues['conditions']) =>
                  value?.length
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('settings.quota.conditionRequired'))),
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <div className="setting-quota__conditions">
                {fields.map((field, index) => {
                  const nodeId = conditions[index]?.nodeId;
                  const question = props.questions.find((q) => q.id === nodeId);
                  return (
                    <div key={field.key} className="setting-quota__condition">
                      <Form.Item
                        name={[field.name, 'nodeId']}
                        rules={[{ required: true, message: t('settings.quota.questionPlaceholder') }]}
                        style={{ flex: 1, marginBottom: 0 }}
                      >
                        <Select
                          aria-label={`${t('settings.quota.question')} ${index + 1}`}
                          placeholder={t('settings.quota.questionPlaceholder')}
                          options={questionOptions.map((o) => ({
                            ...o,
                            disabled: used.has(o.value) && o.value !== nodeId,
                          }))}
                          showSearch
                          optionFilterProp="label"
                          onChange={() => form.setFieldValue(['conditions', field.name, 'optionIds'], [])}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'optionIds']}
                        rules={[
                          {
                            required: true,
                            type: 'array',
                            min: 1,
                            message: t('settings.quota.optionsPlaceholder'),
                          },
                        ]}
                        style={{ flex: 1, marginBottom: 0 }}
                      >
                        <Select
                          mode="multiple"
                          aria-label={`${t('settings.quota.options')} ${index + 1}`}
                          placeholder={t('settings.quota.optionsPlaceholder')}
                          options={(question?.options ?? []).map((o) => ({ value: o.id, label: o.label }))}
                          disabled={!question}
                          optionFilterProp="label"
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('settings.quota.removeCondition')}
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                      />
                    </div>
                  );
                })}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  disabled={fields.length >= Math.min(QUOTA_CONDITIONS_MAX, props.questions.length)}
                >
                  {t('settings.quota.addCondition')}
                </Button>
                <Form.ErrorList errors={errors} />
              </div>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="target" label={t('settings.quota.target')} rules={[{ required: true }]}>
          <InputNumber min={1} max={QUOTA_TARGET_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="action" label={t('settings.quota.action')}>
          <Radio.Group
            options={[
              { value: 'screen_out', label: t('settings.quota.screenOut') },
              { value: 'close_option', label: t('settings.quota.closeOption') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
