import { Typography } from 'antd';
import { Link } from 'react-router';

/** "No account yet? Create one" under an account form. */
export function AuthFooterLink({ prompt, label, to }: { prompt: string; label: string; to: string }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 32, textAlign: 'center' }}>
      {prompt} <Link to={to}>{label}</Link>
    </Typography.Paragraph>
  );
}
