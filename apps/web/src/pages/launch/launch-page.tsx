import './launch.css';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { fetchLaunchInfo } from '../../api/endpoints/publishing.ts';
import { CommunityCard } from '../../features/community/community-card.tsx';
import { launchInfoKey } from '../../features/publish/sync-publish-state.ts';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';
import { LaunchNav } from './launch-nav.tsx';
import { LaunchStatusCard } from './launch-status-card.tsx';
import { LinksCard } from './links-card.tsx';
import { ParamsCard } from './params-card.tsx';
import { SampleCard } from './sample-card.tsx';
import { ShareCard } from './share-card.tsx';

/** /project/{code}/launch opens its first section, base. */
export function LaunchIndex() {
  return <Navigate to="base" replace />;
}

/**
 * /project/{code}/launch/base: publish (a first publish lands here), end and reopen; once
 * published the public link with copy, QR code and embed code, links per channel, and the URL
 * parameters responses record.
 */
export function LaunchPage() {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  const info = useQuery({
    queryKey: launchInfoKey(code),
    queryFn: () => fetchLaunchInfo(code),
    enabled: code !== '',
  });
  if (info.isError) {
    return (
      <Result
        status="warning"
        title={t('design.header.loadError')}
        extra={
          <Button type="primary" onClick={() => void info.refetch()}>
            {t('design.header.retry')}
          </Button>
        }
      />
    );
  }
  if (!base.data || !info.data) {
    return (
      <div className="launch-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const published = info.data.publishedVersion !== null;
  return (
    <div className="launch-page">
      {base.data.projectType === 1 ? <LaunchNav code={code} current="base" /> : null}
      <LaunchStatusCard base={base.data} info={info.data} />
      {published ? (
        <ShareCard
          code={code}
          title={base.data.title}
          embedDomains={info.data.embedDomains}
          canEdit={projectAllows(held, base.data.rights, PROJECT_CODES.launch)}
        />
      ) : null}
      {published ? (
        <LinksCard code={code} canEdit={projectAllows(held, base.data.rights, PROJECT_CODES.launch)} />
      ) : null}
      {published && projectAllows(held, base.data.rights, PROJECT_CODES.launch) ? (
        <SampleCard code={code} />
      ) : null}
      <ParamsCard key={code} base={base.data} />
      {base.data.projectType === 1 ? (
        <CommunityCard code={code} canEdit={projectAllows(held, base.data.rights, PROJECT_CODES.launch)} />
      ) : null}
    </div>
  );
}
