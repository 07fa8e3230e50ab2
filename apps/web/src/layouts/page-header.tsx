import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Title, one line of context and optional actions at the top of a shell screen. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <Typography.Title level={3} className="page-header__title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {actions}
    </div>
  );
}
