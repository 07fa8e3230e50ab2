import type { AnswerDetail } from '@cairn/contract';
import { Button, Drawer, Result, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnswerDetailView } from './answer-detail-view.tsx';
import { AnswerLogList } from './answer-log-list.tsx';
import { useAnswerDetail } from './use-answers.ts';

export interface AnswerDrawerProps {
  code: string;
  id: string | null;
  onClose(): void;
  onMark(ids: string[], invalid: boolean): void;
  onRemove(ids: string[]): void;
}

/** One response's full view and its change log, with its own mark and delete actions. */
export function AnswerDrawer({ code, id, onClose, onMark, onRemove }: AnswerDrawerProps) {
  const { t } = useTranslation();
  const detail = useAnswerDetail(code, id);
  const data: AnswerDetail | undefined = detail.data;
  const actions = data ? (
    <Space wrap>
      {data.status === 'complete' ? (
        <Button onClick={() => onMark([data.id], true)}>{t('reportAnswers.action.markInvalid')}</Button>
      ) : null}
      {data.status === 'invalid' ? (
        <Button onClick={() => onMark([data.id], false)}>{t('reportAnswers.action.markValid')}</Button>
      ) : null}
      <Button danger onClick={() => onRemove([data.id])}>
        {t('reportAnswers.action.remove')}
      </Button>
    </Space>
  ) : null;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('reportAnswers.detail.title')}
      extra={actions}
      size={Math.min(640, window.innerWidth)}
    >
      {detail.isPending && id !== null ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {detail.isError ? (
        <Result
          status="warning"
          title={t('reportAnswers.detail.loadError')}
          extra={<Button onClick={() => void detail.refetch()}>{t('reportAnswers.grid.retry')}</Button>}
        />
      ) : null}
      {data && id ? (
        <Tabs
          items={[
            {
              key: 'answers',
              label: t('reportAnswers.detail.answers'),
              children: <AnswerDetailView code={code} detail={data} />,
            },
            {
              key: 'log',
              label: t('reportAnswers.detail.log'),
              children: <AnswerLogList code={code} id={id} />,
            },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
