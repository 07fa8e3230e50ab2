import './interviewee.css';
import { ProjectType } from '@cairn/contract';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';
import { SectionLayout } from '../../layouts/section-layout.tsx';

/**
 * /project/{code}/user/*: the interviewee area of an interview project — the roll (index), groups,
 * and the quota screens (their own routes, ProjectUserQuotaConfig and ProjectUserQuotaControl).
 * A survey project has none of it: it says so instead of showing empty screens.
 */
export function IntervieweeLayout() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  if (base.isPending) return <Spin className="roll-loading" />;
  if (base.data && base.data.projectType !== ProjectType.DISCUSSION)
    return <Result status="info" title={t('roll.onlyInterview')} />;
  return (
    <SectionLayout
      navLabel={t('roll.nav.label')}
      links={[
        { to: '.', label: t('roll.nav.roll'), end: true },
        { to: 'group', label: t('roll.nav.group') },
        { to: 'quota/config', label: t('roll.nav.quotaConfig') },
        { to: 'quota/control', label: t('roll.nav.quotaControl') },
      ]}
      mainClassName="roll-main"
    />
  );
}
