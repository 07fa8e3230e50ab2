import { InvitePanel } from '../../features/org-members/invite-panel.tsx';

export function UserInvitePage() {
  return <InvitePanel />;
}
