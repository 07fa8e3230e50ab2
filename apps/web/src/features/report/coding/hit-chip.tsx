import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { CodeHit } from '@cairn/contract';
import { Button, Dropdown, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  hit: CodeHit;
  label: string;
  readOnly: boolean;
  leaves: { id: number; path: string }[];
  onApprove(): void;
  onReject(): void;
  onRecode(netId: number): void;
}

/**
 * One code of an answer. An AI hit shows its confidence and, until a person approves it, is drawn
 * dashed with approve and reject; any hit can be recoded to another leaf or removed.
 */
export function HitChip({ hit, label, readOnly, leaves, onApprove, onReject, onRecode }: Props) {
  const { t } = useTranslation();
  const ai = hit.source === 'ai';
  const pending = !hit.checked;
  const source = ai
    ? t('reportCoding.answers.ai', { percent: Math.round((hit.confidence ?? 0) * 100) })
    : hit.source === 'keyword'
      ? t('reportCoding.answers.hitKeyword')
      : t('reportCoding.answers.hitManual');
  return (
    <Tag
      className={`coding-hit${pending ? ' coding-hit--pending' : ''}${ai ? ' coding-hit--ai' : ''}`}
      color={pending ? 'gold' : ai ? 'purple' : 'blue'}
      data-testid={`hit-${hit.id}`}
    >
      <span className="coding-hit__label">{label}</span>
      <span className="coding-hit__source">{source}</span>
      {readOnly ? null : (
        <>
          {pending ? (
            <Button
              size="small"
              type="text"
              icon={<CheckOutlined />}
              aria-label={`${t('reportCoding.answers.approve')} ${label}`}
              onClick={onApprove}
            />
          ) : null}
          <Dropdown
            trigger={['click']}
            menu={{
              items: leaves.map((leaf) => ({ key: String(leaf.id), label: leaf.path })),
              onClick: ({ key }) => onRecode(Number(key)),
            }}
          >
            <Button size="small" type="text" aria-label={`${t('reportCoding.answers.recode')} ${label}`}>
              {t('reportCoding.answers.recode')}
            </Button>
          </Dropdown>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={`${pending ? t('reportCoding.answers.reject') : t('reportCoding.answers.removeHit')} ${label}`}
            onClick={onReject}
          />
        </>
      )}
    </Tag>
  );
}
