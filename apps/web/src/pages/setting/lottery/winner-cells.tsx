import type { Winner, WinnerStatus } from '@cairn/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOUR: Record<WinnerStatus, string> = {
  won: 'gold',
  claimed: 'blue',
  paying: 'processing',
  paid: 'green',
  shipped: 'green',
  failed: 'red',
};

/** A winner's status as a coloured tag (the winners' log and the prize centre). */
export function WinnerStatusTag({ status }: { status: WinnerStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`lottery.winnerStatus.${status}`)}</Tag>;
}

/** The claim form's answers as "name: value" lines (custom questions by their label). */
export function ClaimInfo({ claim }: { claim: Winner['claim'] }) {
  const { t } = useTranslation();
  if (!claim || Object.keys(claim).length === 0) return <>—</>;
  const label = (key: string) =>
    key === 'name' || key === 'phone' || key === 'address' ? t(`lottery.claimField.${key}`) : key;
  return (
    <dl className="lottery-claim">
      {Object.entries(claim).map(([key, value]) => (
        <div key={key}>
          <dt>{label(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
