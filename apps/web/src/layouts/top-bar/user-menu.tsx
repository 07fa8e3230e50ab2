import { CheckOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { Lang } from '@cairn/contract';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../features/session/session-store.ts';
import { signOut } from '../../features/session/sign-out.ts';
import { changeLang } from '../../i18n/index.ts';
import { toLang } from '../../i18n/language.ts';

const LANGS: Lang[] = ['zh', 'en'];

/** Avatar and name; personal centre, language (中文 / English) and logout. */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const lang = toLang(i18n.language);

  const items: MenuProps['items'] = [
    { key: 'user', icon: <UserOutlined />, label: t('nav.personalCentre') },
    { type: 'divider' },
    {
      key: 'lang',
      type: 'group',
      label: t('lang.label'),
      children: LANGS.map((l) => ({
        key: `lang:${l}`,
        label: t(`lang.${l}`),
        extra: l === lang ? <CheckOutlined aria-hidden="true" /> : undefined,
      })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'user') navigate('/user');
    else if (key === 'logout') void signOut();
    else if (key.startsWith('lang:')) void changeLang(toLang(key.slice(5)));
  };

  const name = user?.username ?? '';
  return (
    <Dropdown menu={{ items, onClick, selectable: false }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu__trigger" aria-label={t('nav.userMenu')}>
        <Avatar
          size={32}
          src={user?.avatar ?? undefined}
          style={{ background: '#0f766e' }}
          icon={name ? undefined : <UserOutlined />}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="user-menu__name">{name}</span>
        <DownOutlined aria-hidden="true" style={{ fontSize: 10, color: 'rgba(0,0,0,0.45)' }} />
      </button>
    </Dropdown>
  );
}
