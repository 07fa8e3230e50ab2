import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  pending: 'processing',
  unpaid: 'gold',
  requested: 'processing',
  paid: 'success',
  issued: 'success',
  failed: 'error',
  cancelled: 'default',
  rejected: 'error',
  available: 'success',
  used: 'default',
  expired: 'default',
};

/** A record's status as a coloured tag (the colour says the state; the text says it too). */
export const StatusTag = ({ status, label }: { status: string; label: string }) => (
  <Tag color={COLOURS[status] ?? 'default'}>{label}</Tag>
);
