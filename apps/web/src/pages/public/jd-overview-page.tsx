import { Typography } from 'antd';
import { useParams } from 'react-router';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';
import { OverviewContent } from '../report/overview-page.tsx';

/**
 * /project/{code}/jd/overview: the retail-partner variant's overview (spec doc 1). The same
 * figures as the report overview, through the partner paths (/v1/jd/overview, /v1/jd/quota), on a
 * page of its own without the project's tabs: partners are sent here by /backurlJD.
 */
export function JdOverviewPage() {
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      {base.data ? (
        <Typography.Title level={1} style={{ fontSize: 22, marginBottom: 16 }}>
          {base.data.title}
        </Typography.Title>
      ) : null}
      <OverviewContent code={code} via="jd" />
    </main>
  );
}
