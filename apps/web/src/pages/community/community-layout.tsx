import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import {
  communityLogout,
  fetchCommunityInfo,
  hasCommunitySession,
} from '../../features/community/community-calls.ts';
import { onCommunityLogout } from '../../features/community/community-client.ts';
import { LangSwitch } from '../../layouts/lang-switch.tsx';
import { CommunityLogin } from './community-login.tsx';
import './community.css';

/** The index: the layout sends the client on to the first open section. */
export function CommunityIndex() {
  return null;
}

const SECTION_PATHS = { board: 'report/frequency', cross: 'report/cross', quota: 'quota/control' } as const;

/**
 * /community/{surveyCode}: the client's pages. Without a community login of this project, its
 * login; with one, a read-only frame with the sections the owner opened. The designer's session
 * in the same browser is neither needed nor touched.
 */
export function CommunityLayout() {
  const { t } = useTranslation();
  const code = useParams().surveyCode ?? '';
  const location = useLocation();
  const client = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => hasCommunitySession(code));
  useEffect(() => setSignedIn(hasCommunitySession(code)), [code]);
  useEffect(
    () =>
      onCommunityLogout((ended) => {
        if (ended !== code) return;
        client.removeQueries({ queryKey: ['community', code] });
        setSignedIn(false);
      }),
    [code, client],
  );
  const info = useQuery({
    queryKey: ['community', code, 'info'],
    queryFn: () => fetchCommunityInfo(code),
    enabled: signedIn,
    retry: false,
  });
  if (!signedIn) return <CommunityLogin surveyCode={code} onSignedIn={() => setSignedIn(true)} />;

  const leave = async () => {
    await communityLogout(code);
    client.removeQueries({ queryKey: ['community', code] });
    setSignedIn(false);
  };
  const top = (
    <header className="community-top">
      <strong className="community-top__title">{info.data?.title ?? t('route.community')}</strong>
      <span className="community-top__badge">{t('community.client.readOnly')}</span>
      <span className="community-top__spacer" />
      <LangSwitch />
      <Button onClick={() => void leave()}>{t('community.client.logout')}</Button>
    </header>
  );
  if (info.isError)
    return (
      <div className="community">
        {top}
        <Result
          status="warning"
          title={t('community.client.closed')}
          subTitle={isApiError(info.error) ? info.error.message : undefined}
          extra={<Button onClick={() => void info.refetch()}>{t('community.client.retry')}</Button>}
        />
      </div>
    );
  if (!info.data)
    return (
      <div className="community" aria-busy="true">
        {top}
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  const open = (Object.keys(SECTION_PATHS) as (keyof typeof SECTION_PATHS)[]).filter(
    (s) => info.data.sections[s],
  );
  const base = `/community/${encodeURIComponent(code)}`;
  if (open.length > 0 && (location.pathname.endsWith(code) || location.pathname.endsWith(`${code}/`)))
    return <Navigate to={`${base}/${SECTION_PATHS[open[0]!]}`} replace />;
  return (
    <div className="community">
      {top}
      <nav className="community-nav" aria-label={t('route.community')}>
        {open.map((s) => (
          <NavLink key={s} to={`${base}/${SECTION_PATHS[s]}`} className="community-nav__link">
            {t(`community.client.${s}`)}
          </NavLink>
        ))}
      </nav>
      <main className="community-main">
        {open.length === 0 ? (
          <Alert type="info" showIcon title={t('community.client.nothing')} />
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
