import type { CommunityView } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Input, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchCommunitySettings,
  saveCommunitySettings,
  setCommunityPassword,
} from '../../api/endpoints/discussion-quota.ts';
import { BASENAME } from '../../app/basename.ts';
import { communityHome } from './community-paths.ts';
import '../discussion-quota/discussion-quota.css';

const SECTIONS = ['board', 'cross', 'quota'] as const;

/**
 * The interview project's client community (launch area): on or off, which sections it shows,
 * and the client's password, set by the owner or generated, shown once. Changing the password
 * ends every community login.
 */
export function CommunityCard({ code, canEdit }: { code: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = ['community-settings', code];
  const view = useQuery({ queryKey: key, queryFn: () => fetchCommunitySettings(code) });
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (settings: CommunityView['settings']) => saveCommunitySettings(code, settings),
    onSuccess: (next) => {
      client.setQueryData(key, next);
      void message.success(t('community.card.saved'));
    },
  });
  const rotate = useMutation({
    mutationFn: (chosen?: string) => setCommunityPassword(code, chosen),
    onSuccess: (answer, chosen) => {
      client.setQueryData(key, answer.view);
      setShown(chosen ? null : answer.password);
      setPassword('');
      void message.success(t('community.card.rotated'));
    },
  });
  const address = `${window.location.origin}${BASENAME}${communityHome(code)}`;
  let body: React.ReactNode;
  if (view.isError) body = <Alert type="error" showIcon title={t('community.card.loadError')} />;
  else if (!view.data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else {
    const { settings, hasPassword, rotatedAt } = view.data;
    body = (
      <>
        <div className="community-card__row">
          <Switch
            id="community-enabled"
            checked={settings.enabled}
            disabled={!canEdit || save.isPending}
            onChange={(enabled) => save.mutate({ ...settings, enabled })}
          />
          <label htmlFor="community-enabled">{t('community.card.enabled')}</label>
        </div>
        <div className="community-card__row">
          <span className="community-card__label">{t('community.card.sections')}</span>
          {SECTIONS.map((section) => (
            <Checkbox
              key={section}
              checked={settings[section]}
              disabled={!canEdit || save.isPending}
              onChange={(e) => save.mutate({ ...settings, [section]: e.target.checked })}
            >
              {t(`community.card.${section}`)}
            </Checkbox>
          ))}
        </div>
        <div className="community-card__row">
          <span className="community-card__label">{t('community.card.link')}</span>
          <Typography.Text copyable data-testid="community-address">
            {address}
          </Typography.Text>
        </div>
        <div className="community-card__row">
          <span className="community-card__label">{t('community.card.password')}</span>
          <span data-testid="community-password-state">
            {hasPassword && rotatedAt
              ? t('community.card.passwordSet', { time: new Date(rotatedAt).toLocaleString(i18n.language) })
              : t('community.card.passwordNone')}
          </span>
        </div>
        {canEdit ? (
          <div className="community-card__row">
            <Input.Password
              aria-label={t('community.card.password')}
              placeholder={t('community.card.passwordPlaceholder')}
              style={{ width: 220 }}
              maxLength={64}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button
              disabled={password.length < 6}
              loading={rotate.isPending}
              onClick={() => rotate.mutate(password)}
            >
              {t('community.card.setPassword')}
            </Button>
            <Button loading={rotate.isPending} onClick={() => rotate.mutate(undefined)}>
              {t('community.card.generate')}
            </Button>
          </div>
        ) : null}
        {shown ? (
          <Alert
            type="success"
            showIcon
            title={
              <span>
                {t('community.card.newPassword')}{' '}
                <Typography.Text
                  copyable
                  className="community-card__secret"
                  data-testid="community-new-password"
                >
                  {shown}
                </Typography.Text>
              </span>
            }
          />
        ) : null}
      </>
    );
  }
  return (
    <Card
      className="community-card launch-card"
      title={t('community.card.title')}
      data-testid="community-card"
    >
      <p className="dq-page__hint">{t('community.card.hint')}</p>
      {body}
    </Card>
  );
}
