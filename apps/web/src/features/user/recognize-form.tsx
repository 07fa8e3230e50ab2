import { type Recognition, VERIFICATION_CODE } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certify, sendRecognizeCode } from '../../api/endpoints/account.ts';
import { CodeField } from '../auth/code-field.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { formRules } from '../auth/form-rules.ts';
import { sendCodeToField } from '../auth/send-code-to-field.ts';
import { applyServerError } from '../auth/server-error.ts';
import { recognizeKeys, userKeys } from './user-queries.ts';

interface Values {
  organization: string;
  email: string;
  code: string;
}

const RESEND_SECONDS = VERIFICATION_CODE.resendMs / 1000;
/** A public mailbox (A2009) and the address's own errors show on the address; the code's on the code. */
const FIELDS = { A2009: 'email', A2003: 'email', A2004: 'code', A2005: 'code', A2018: 'code' };

/** Organisation, work e-mail and the code mailed to it: certifies the account. */
export function RecognizeForm({ onDone }: { onDone: (recognition: Recognition) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = formRules(t);
  const showError = (error: unknown) => setFormError(applyServerError(form, error, FIELDS));

  const send = useMutation({ mutationFn: sendRecognizeCode, onError: showError });
  const submit = useMutation({
    mutationFn: (v: Values) =>
      certify({ organization: v.organization.trim(), email: v.email.trim(), code: v.code.trim() }),
    onSuccess: (recognition) => {
      queryClient.setQueryData(recognizeKeys.current, recognition);
      // recognizeId changed: screens that read it (publishing) need the fresh account.
      void queryClient.invalidateQueries({ queryKey: userKeys.info });
      void message.success(t('recognize.done'));
      onDone(recognition);
    },
    onError: showError,
  });

  const onSend = () => {
    setFormError(null);
    return sendCodeToField(form, 'email', send.mutateAsync);
  };

  return (
    <Form<Values>
      form={form}
      method="post"
      noValidate
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 480 }}
      onValuesChange={() => setFormError(null)}
      onFinish={(values) => submit.mutate(values)}
    >
      <FormAlert message={formError} />
      <Form.Item
        name="organization"
        label={t('recognize.organization')}
        rules={[
          {
            required: true,
            whitespace: true,
            min: 2,
            max: 100,
            message: t('recognize.organizationRequired'),
          },
        ]}
      >
        <Input
          placeholder={t('recognize.organizationPlaceholder')}
          maxLength={100}
          autoComplete="organization"
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('recognize.email')}
        rules={rules.email}
        extra={t('recognize.emailHint')}
      >
        <Input type="email" placeholder={t('recognize.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <CodeField
        label={t('account.code')}
        placeholder={t('account.codePlaceholder')}
        extra={t('recognize.codeHint')}
        resendSeconds={RESEND_SECONDS}
        onSend={onSend}
      />
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('recognize.submit')}
      </Button>
    </Form>
  );
}
