import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { communityLogin } from '../../features/community/community-calls.ts';
import { LangSwitch } from '../../layouts/lang-switch.tsx';

/** The community's own login: the project's code (from the address) and the community password. */
export function CommunityLogin({ surveyCode, onSignedIn }: { surveyCode: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await communityLogin(surveyCode, password);
      onSignedIn();
    } catch (cause) {
      if (isApiError(cause) && !cause.handledGlobally)
        setError(cause.code === 'A2007' ? t('community.client.wrongPassword') : cause.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="community-login">
      <Card className="community-login__card" title={t('community.client.loginTitle')} extra={<LangSwitch />}>
        <p className="community-login__hint">{t('community.client.loginHint')}</p>
        <Form layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item label={t('community.client.project')}>
            <Input value={surveyCode} readOnly />
          </Form.Item>
          <Form.Item
            label={t('community.client.password')}
            name="password"
            rules={[{ required: true, message: t('community.client.loginHint') }]}
          >
            <Input.Password autoFocus autoComplete="current-password" />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} className="community-login__error" /> : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('community.client.login')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
