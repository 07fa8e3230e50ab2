import { useTranslation } from 'react-i18next';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import { lotteriesKey, lotteryKey } from '../../../features/lottery/lottery-queries.ts';
import { PayOrder } from '../envelope/pay-page.tsx';
import { WithLotteryAccess } from './lottery-frame.tsx';

/** /project/{code}/setting/lottery/pay?order=…&campaign=…: pay the cash prizes' order (the envelope pay card). */
export function LotteryPayPage() {
  const { t } = useTranslation();
  return (
    <WithLotteryAccess>
      {(code) => (
        <PayOrder
          title={t('lottery.pay.title')}
          listPath={lotteryPaths.list(code)}
          detailPath={(id) => lotteryPaths.details(code, id)}
          listKey={lotteriesKey(code)}
          itemKey={lotteryKey}
        />
      )}
    </WithLotteryAccess>
  );
}
