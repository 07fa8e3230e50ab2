import type { AnswerStatus } from '@cairn/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<AnswerStatus, string> = {
  complete: 'green',
  invalid: 'red',
  partial: 'gold',
  screened_out: 'purple',
};

export function StatusTag({ status }: { status: AnswerStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`reportAnswers.status.${status}`)}
    </Tag>
  );
}
