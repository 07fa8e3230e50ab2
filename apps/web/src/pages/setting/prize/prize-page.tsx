import '../lottery/lottery.css';
import './prize.css';
import type { PrizeLottery } from '@cairn/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchPrizeOverview } from '../../../api/endpoints/prizes.ts';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import { useHeldPermissions } from '../../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../../features/session/project-permission.ts';
import { useProjectBase } from '../../../layouts/project/use-project-base.ts';
import { LoadFailed, LoadingCard } from '../envelope/envelope-frame.tsx';
import { ClaimsPanel } from './claims-panel.tsx';
import { CodesModal } from './codes-modal.tsx';
import { prizeOverviewKey } from './prize-keys.ts';
import { PrizeTable } from './prize-table.tsx';

/** A prize picked in the overview: its lottery and index. */
export interface PrizeRef {
  lottery: PrizeLottery;
  index: number;
}

/**
 * /project/{code}/setting/prize: the prize centre (spec doc 1 "Prize is also a settings area").
 * Anyone who may read the survey sees the figures; the server masks claims and codes for those
 * without the launch right, and only they get the add-codes, ship and export controls.
 */
export function PrizeCentrePage() {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  if (base.isError) return <LoadFailed title={t('prize.loadError')} onRetry={() => void base.refetch()} />;
  if (!base.data) return <LoadingCard />;
  return (
    <PrizeCentre surveyCode={code} mayLaunch={projectAllows(held, base.data.rights, PROJECT_CODES.launch)} />
  );
}

function PrizeCentre({ surveyCode, mayLaunch }: { surveyCode: string; mayLaunch: boolean }) {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: prizeOverviewKey(surveyCode),
    queryFn: () => fetchPrizeOverview(surveyCode),
  });
  const [claimsOf, setClaimsOf] = useState<PrizeRef | null>(null);
  const [codesOf, setCodesOf] = useState<PrizeRef | null>(null);
  const lotteries = overview.data?.lotteries ?? [];
  let body: React.ReactNode;
  if (overview.isError)
    body = <LoadFailed title={t('prize.loadError')} onRetry={() => void overview.refetch()} />;
  else if (overview.isPending) body = <LoadingCard />;
  else if (lotteries.length === 0)
    body = (
      <Empty description={t('prize.empty')}>
        {mayLaunch ? <Link to={lotteryPaths.create(surveyCode)}>{t('prize.toLotteries')}</Link> : null}
      </Empty>
    );
  else
    body = lotteries.map((lottery) => (
      <section key={lottery.id} className="prize-lottery" aria-label={lottery.name}>
        <PrizeTable
          lottery={lottery}
          mayLaunch={mayLaunch}
          open={claimsOf?.lottery.id === lottery.id ? claimsOf.index : null}
          onClaims={(index) =>
            setClaimsOf(
              claimsOf?.lottery.id === lottery.id && claimsOf.index === index ? null : { lottery, index },
            )
          }
          onCodes={(index) => setCodesOf({ lottery, index })}
        />
        {claimsOf?.lottery.id === lottery.id ? (
          <ClaimsPanel
            surveyCode={surveyCode}
            prize={{ lottery, index: claimsOf.index }}
            mayLaunch={mayLaunch}
            onClose={() => setClaimsOf(null)}
          />
        ) : null}
      </section>
    ));
  return (
    <Card className="setting-card" title={t('prize.title')}>
      <Typography.Paragraph type="secondary">{t('prize.intro')}</Typography.Paragraph>
      {mayLaunch ? null : <Alert type="info" showIcon className="prize-note" title={t('prize.readOnly')} />}
      {body}
      {codesOf ? (
        <CodesModal surveyCode={surveyCode} prize={codesOf} onClose={() => setCodesOf(null)} />
      ) : null}
    </Card>
  );
}
