import { cleanCodePrefix, isValidCodePrefix } from '@cairn/core';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoCodeEdit } from '../../features/design/design-edits.ts';
import { useDesignActions } from './use-design-actions.ts';

type Mode = 'sequential' | 'group';

/**
 * Automatic title coding (spec doc 1 §5): a prefix of at most 5 characters starting with a
 * letter (anything else is stripped as typed; the error shows on blur or submit), numbered in
 * order (Q1, Q2) or by group (Q1.1, Q2.1).
 */
export function AutoCodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actions = useDesignActions();
  const [prefix, setPrefix] = useState('Q');
  const [mode, setMode] = useState<Mode>('sequential');
  const [showError, setShowError] = useState(false);
  const errorId = useId();
  const valid = isValidCodePrefix(prefix);
  const example = (m: Mode) =>
    m === 'sequential' ? `${prefix || 'Q'}1, ${prefix || 'Q'}2` : `${prefix || 'Q'}1.1, ${prefix || 'Q'}2.1`;

  const submit = () => {
    if (!valid) return setShowError(true);
    actions.edit(autoCodeEdit({ prefix, mode }));
    void message.success(t('design.autoCode.done'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('design.autoCode.title')}
      okText={t('design.autoCode.ok')}
      cancelText={t('design.autoCode.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit} component="div">
        <Form.Item
          label={t('design.autoCode.prefix')}
          htmlFor="auto-code-prefix"
          validateStatus={showError && !valid ? 'error' : undefined}
          help={
            showError && !valid ? (
              <span id={errorId}>{t('design.autoCode.prefixError')}</span>
            ) : (
              t('design.autoCode.prefixHelp')
            )
          }
        >
          <Input
            id="auto-code-prefix"
            value={prefix}
            maxLength={5}
            autoFocus
            aria-invalid={showError && !valid}
            aria-describedby={showError && !valid ? errorId : undefined}
            onChange={(event) => setPrefix(cleanCodePrefix(event.target.value))}
            onBlur={() => setShowError(true)}
            onPressEnter={submit}
          />
        </Form.Item>
        <Form.Item label={t('design.autoCode.mode')}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
            <Radio value="sequential">
              {t('design.autoCode.sequential', { example: example('sequential') })}
            </Radio>
            <Radio value="group">{t('design.autoCode.group', { example: example('group') })}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
