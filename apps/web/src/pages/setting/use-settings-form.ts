import { App, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { changedValues } from '../../features/settings/dirty.ts';

/**
 * An antd form over some loaded values: whether it differs from them (dirty), the changed values
 * on save, and refusals shown where they belong — A0301 on the end time, other handled codes as
 * a message. Mount the form with `key={version}` so a save (new version) starts it afresh.
 */
export function useSettingsForm<V extends Record<string, unknown>>(initial: V) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [dirty, setDirty] = useState(false);
  const onValuesChange = () => {
    setDirty(Object.keys(changedValues(initial, form.getFieldsValue(true) as V)).length > 0);
  };
  const reset = () => {
    form.resetFields();
    setDirty(false);
  };
  /** Validates, then answers the changed values (null when invalid or nothing changed). */
  const changes = async (): Promise<{ changed: Partial<V>; all: V } | null> => {
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    const all = form.getFieldsValue(true) as V;
    const changed = changedValues(initial, all);
    return Object.keys(changed).length ? { changed, all } : null;
  };
  const showFailure = (error: unknown, endField?: string) => {
    if (!(error instanceof ApiError) || error.handledGlobally) return;
    if (error.code === 'A0301' && endField) {
      form.setFields([{ name: endField as never, errors: [t('settings.base.startBeforeEnd')] }]);
      return;
    }
    void message.error(error.message);
  };
  return { form: form as FormInstance<V>, dirty, setDirty, onValuesChange, reset, changes, showFailure };
}
