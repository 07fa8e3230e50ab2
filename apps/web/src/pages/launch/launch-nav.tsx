import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The launch area's sections of an interview project: the launch itself and its hosts and
 * observers (spec doc 1 launch member-setting). Survey projects have only the first: not shown.
 */
export function LaunchNav(props: { code: string; current: 'base' | 'member-setting' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Segmented
      value={props.current}
      onChange={(value) => navigate(`/project/${props.code}/launch/${value}`)}
      options={[
        { value: 'base', label: t('interview.members.nav.launch') },
        { value: 'member-setting', label: t('interview.members.nav.members') },
      ]}
    />
  );
}
