import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = ['default', 'processing', 'success', 'warning'] as const;

/** An interviewee's session state (0 waiting, 1 interviewing, 2 done, 3 absent). */
export function StateTag(props: { state: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[props.state] ?? 'default'}>{t(`interview.state.${String(props.state) as '0'}`)}</Tag>
  );
}
