import type { PrizeLottery, PrizeStock } from '@cairn/contract';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../features/envelope/money.ts';
import { StatusTag } from '../envelope/campaign-summary.tsx';

/** One lottery's prizes with their figures, and what can be done to each. */
export function PrizeTable(props: {
  lottery: PrizeLottery;
  mayLaunch: boolean;
  /** The prize whose claims are open below, if any. */
  open: number | null;
  onClaims: (index: number) => void;
  onCodes: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { lottery } = props;
  const actions = (p: PrizeStock) => {
    if (p.kind === 'cash') return '—';
    const addCodes =
      p.kind === 'coupon' && props.mayLaunch ? (
        <Tooltip title={lottery.acceptsCodes ? undefined : t('prize.noCodesAfterEnd')}>
          <Button size="small" disabled={!lottery.acceptsCodes} onClick={() => props.onCodes(p.index)}>
            {t('prize.addCodes')}
          </Button>
        </Tooltip>
      ) : null;
    return (
      <Space wrap>
        <Button
          size="small"
          type={props.open === p.index ? 'primary' : 'default'}
          aria-expanded={props.open === p.index}
          onClick={() => props.onClaims(p.index)}
        >
          {t('prize.viewClaims')}
        </Button>
        {addCodes}
      </Space>
    );
  };
  return (
    <>
      <h3 className="lottery-row__head lottery-row__name">
        {lottery.name} <StatusTag status={lottery.status} />
        <Tag>{t(`lottery.mode.${lottery.mode}`)}</Tag>
      </h3>
      <Table<PrizeStock>
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={lottery.prizes}
        columns={[
          {
            key: 'prize',
            title: t('prize.column.prize'),
            render: (_, p) => (
              <>
                {p.name}
                {p.amountFen !== null ? (
                  <span className="lottery-meta"> · {formatFen(p.amountFen)}</span>
                ) : null}
              </>
            ),
          },
          { key: 'kind', title: t('prize.column.kind'), render: (_, p) => t(`lottery.kind.${p.kind}`) },
          { key: 'stock', title: t('prize.column.stock'), dataIndex: 'stock', align: 'right' },
          { key: 'drawn', title: t('prize.column.drawn'), dataIndex: 'drawn', align: 'right' },
          { key: 'claimed', title: t('prize.column.claimed'), dataIndex: 'claimed', align: 'right' },
          {
            key: 'shipped',
            title: t('prize.column.shipped'),
            align: 'right',
            render: (_, p) => (p.kind === 'physical' ? p.shipped : '—'),
          },
          {
            key: 'left',
            title: t('prize.column.left'),
            className: 'prize-nowrap',
            align: 'right',
            render: (_, p) => (p.kind === 'coupon' ? t('prize.codesLeft', { count: p.left }) : p.left),
          },
          { key: 'actions', title: t('prize.column.actions'), render: (_, p) => actions(p) },
        ]}
      />
    </>
  );
}
