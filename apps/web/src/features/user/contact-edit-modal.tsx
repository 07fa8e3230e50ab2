import { VERIFICATION_CODE } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeEmail,
  changeMobile,
  confirmCurrentMobile,
  sendNewMobileCode,
  sendSelfMobileCode,
} from '../../api/endpoints/account.ts';
import { FormModal } from '../../layouts/form-modal.tsx';
import { CodeField } from '../auth/code-field.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { formRules } from '../auth/form-rules.ts';
import { sendCodeToField } from '../auth/send-code-to-field.ts';
import { applyServerError } from '../auth/server-error.ts';
import { useRememberUser } from './user-queries.ts';

export type ContactField = 'email' | 'mobile';

interface ContactEditModalProps {
  field: ContactField | null;
  /** The account's current value of the field. */
  current: string | null;
  onClose: () => void;
}

interface Values {
  value?: string;
  code?: string;
}

const RESEND_SECONDS = VERIFICATION_CODE.resendMs / 1000;
/** Codes shown on the address field; the code's own errors go on the code field. */
const FIELDS = {
  A2012: 'value',
  A2013: 'value',
  A2016: 'value',
  A2022: 'value',
  A2004: 'code',
  A2005: 'code',
  A2018: 'code',
};

/**
 * Changes the e-mail or mobile with a code sent to the new address. A mobile that exists is
 * confirmed first with a code texted to it (step 1), as the server demands (A2017).
 */
export function ContactEditModal({ field, current, onClose }: ContactEditModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<'current' | 'new'>(field === 'mobile' && current ? 'current' : 'new');
  const remember = useRememberUser();
  const rules = formRules(t);
  const isEmail = field === 'email';
  const showError = (error: unknown) => setFormError(applyServerError(form, error, FIELDS));

  const send = useMutation({
    mutationFn: async (value: string) => {
      if (step === 'current') return sendSelfMobileCode();
      if (isEmail) return changeEmail({ email: value }).then(() => null);
      return sendNewMobileCode(value);
    },
    onError: showError,
  });
  const submit = useMutation({
    mutationFn: async ({ value, code }: { value: string; code: string }) => {
      if (step === 'current') return confirmCurrentMobile(code);
      return isEmail ? changeEmail({ email: value, code }) : changeMobile({ mobile: value, code });
    },
    onSuccess: (user) => {
      if (!user) {
        setStep('new');
        form.resetFields();
        return;
      }
      remember(user);
      void message.success(isEmail ? t('account.emailChanged') : t('account.mobileChanged'));
      onClose();
    },
    onError: showError,
  });

  // The current mobile's code goes to the number on file: nothing to check first.
  const onSend = () => {
    setFormError(null);
    if (step === 'new') return sendCodeToField(form, 'value', send.mutateAsync);
    return send.mutateAsync('').then(
      () => true,
      () => false,
    );
  };
  const onFinish = ({ value, code }: Values) =>
    submit.mutate({ value: (value ?? '').trim(), code: (code ?? '').trim() });

  const valueLabel = isEmail ? t('account.newEmail') : t('account.newMobile');
  const valueRules = isEmail
    ? rules.email
    : [
        { required: true, whitespace: true, message: t('account.mobilePlaceholder') },
        ...rules.optionalMobile,
      ];

  return (
    <FormModal
      open={field !== null}
      title={isEmail ? t('user.editEmail') : t('user.editMobile')}
      okText={step === 'current' ? t('account.confirmCurrent') : t('common.save')}
      onCancel={onClose}
      form={form}
      pending={submit.isPending}
      formProps={{ noValidate: true, onFinish, onValuesChange: () => setFormError(null) }}
    >
      {field === 'mobile' && current && (
        <Steps
          size="small"
          current={step === 'current' ? 0 : 1}
          items={[{ title: t('account.stepCurrent') }, { title: t('account.stepNew') }]}
          style={{ margin: '16px 0' }}
        />
      )}
      <FormAlert message={formError} />
      {step === 'current' ? (
        <Form.Item label={t('account.currentMobile')} style={{ marginTop: 16 }}>
          <Typography.Text strong>{current}</Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item name="value" label={valueLabel} rules={valueRules} style={{ marginTop: 16 }}>
          <Input
            type={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            placeholder={isEmail ? t('auth.emailPlaceholder') : t('account.mobilePlaceholder')}
            autoFocus
          />
        </Form.Item>
      )}
      <CodeField
        // The new number gets its own code and countdown once the current one is confirmed.
        key={step}
        label={t('account.code')}
        placeholder={t('account.codePlaceholder')}
        extra={isEmail ? t('account.emailCodeHint') : t('account.mobileCodeHint')}
        resendSeconds={RESEND_SECONDS}
        onSend={onSend}
      />
    </FormModal>
  );
}
