import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { communityHome } from '../../features/community/community-paths.ts';

/**
 * /backurl/community: where an outside page sends a client back to the community (spec doc 1
 * "community backurl"). With `?code=` it opens that project's community; without, it says where
 * to go. Public, and it never touches the designer's session.
 */
export function CommunityBackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = (params.get('code') ?? '').trim();
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(code);
  return (
    <Result
      status="info"
      title={t('community.client.backTitle')}
      subTitle={valid ? null : t('community.client.backHint')}
      extra={
        valid ? (
          <Button type="primary" onClick={() => navigate(communityHome(code), { replace: true })}>
            {t('community.client.backGo')}
          </Button>
        ) : null
      }
    />
  );
}
