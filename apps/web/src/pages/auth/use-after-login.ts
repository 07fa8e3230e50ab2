import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../router/safe-redirect.ts';

/** After login or registration: the `redirect` target when it is a path of this app, else /project. */
export function useAfterLogin(): { go: () => void; redirectQuery: string } {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return {
    go: () => navigate(safeRedirectTarget(redirect), { replace: true }),
    redirectQuery: redirect ? `?redirect=${encodeURIComponent(redirect)}` : '',
  };
}
