import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyInterviews } from './discussion-api.ts';

/**
 * On the project list: the interview projects the caller hosts or observes, each linking to the
 * host console or the observers' live page. Hidden when there are none (most users), and while
 * it loads or when it fails: the project list is the page's subject, this is a shortcut.
 */
export function MyInterviewsCard() {
  const { t } = useTranslation();
  const mine = useMyInterviews();
  const interviews = mine.data?.interviews ?? [];
  if (interviews.length === 0) return null;
  return (
    <Card
      size="small"
      className="my-interviews"
      title={t('interview.mine.title')}
      style={{ marginBottom: 16 }}
    >
      <ul className="my-interviews__list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {interviews.map((i) => (
          <li
            key={`${i.surveyCode}-${i.role}`}
            style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '6px 0' }}
          >
            <Link to={i.role === 'host' ? `/interview/${i.surveyCode}` : `/interview/${i.surveyCode}/live`}>
              {i.title}
            </Link>
            <Tag>{t(`interview.members.role.${i.role}`)}</Tag>
            {i.role === 'host' ? (
              <Tag color={i.status === 2 ? 'processing' : 'default'}>
                {t(`interview.hostStatus.${String(i.status) as '0' | '1' | '2' | '3'}`)}
              </Tag>
            ) : !i.published ? (
              <Tag>{t('interview.hostStatus.0')}</Tag>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
