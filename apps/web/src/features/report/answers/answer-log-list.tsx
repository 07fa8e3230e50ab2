import { Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from './answer-format.ts';
import { StatusTag } from './status-tag.tsx';
import { useAnswerLog } from './use-answers.ts';

/** One response's change log, newest first. */
export function AnswerLogList({ code, id }: { code: string; id: string }) {
  const { t } = useTranslation();
  const log = useAnswerLog(code, id);
  if (log.isPending) return <Spin />;
  if (log.isError)
    return <Typography.Text type="danger">{t('reportAnswers.detail.loadError')}</Typography.Text>;
  if (log.data.records.length === 0) return <Empty description={t('reportAnswers.log.empty')} />;
  return (
    <List
      size="small"
      dataSource={log.data.records}
      renderItem={(entry) => (
        <List.Item>
          <List.Item.Meta
            title={
              <span>
                {t(`reportAnswers.log.${entry.action}`)} <StatusTag status={entry.fromStatus} />
                {entry.toStatus ? (
                  <>
                    {' → '}
                    <StatusTag status={entry.toStatus} />
                  </>
                ) : null}
              </span>
            }
            description={
              <>
                <div>
                  {t('reportAnswers.log.entry', {
                    user: entry.userName ?? t('reportAnswers.log.unknownUser'),
                    time: formatTime(entry.createdAt),
                  })}
                </div>
                {entry.reason ? <div>{t('reportAnswers.log.reason', { reason: entry.reason })}</div> : null}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
