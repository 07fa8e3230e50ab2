import { Typography } from 'antd';

/** Title and one calm line of explanation above an account form. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header style={{ marginBottom: 32 }}>
      <Typography.Title level={2} style={{ marginBottom: 8, fontWeight: 650 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 15 }}>
        {subtitle}
      </Typography.Text>
    </header>
  );
}
