import './create-pages.css';
import { FileTextOutlined, RightOutlined, TeamOutlined } from '@ant-design/icons';
import { ProjectType } from '@cairn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../layouts/page-header.tsx';

const TYPES: { type: ProjectType; key: 'survey' | 'discussion'; icon: ReactNode }[] = [
  { type: ProjectType.SURVEY, key: 'survey', icon: <FileTextOutlined /> },
  { type: ProjectType.DISCUSSION, key: 'discussion', icon: <TeamOutlined /> },
];

/** Choose what to create: a questionnaire or an interview discussion (spec doc 1 §2 /create). */
export function CreateTypePage() {
  const { t } = useTranslation();
  // The folder the list was showing travels on, so the new project lands where the user was.
  const [params] = useSearchParams();
  const folder = params.get('folder');
  const suffix = folder ? `?folder=${encodeURIComponent(folder)}` : '';

  return (
    <>
      <PageHeader title={t('create.title')} subtitle={t('create.subtitle')} />
      <ul className="create-types">
        {TYPES.map(({ type, key, icon }) => (
          <li key={key}>
            {/* A survey may start from a template, so it goes through /prepare (blank or template) first. */}
            <Link
              to={type === ProjectType.SURVEY ? `/prepare${suffix}` : `/create/${type}${suffix}`}
              className={`create-type create-type--${key}`}
            >
              <span className="create-type__icon" aria-hidden="true">
                {icon}
              </span>
              <span className="create-type__text">
                <span className="create-type__name">{t(`create.type.${key}.name`)}</span>
                <span className="create-type__description">{t(`create.type.${key}.description`)}</span>
              </span>
              <RightOutlined className="create-type__arrow" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
