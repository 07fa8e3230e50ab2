import { useTranslation } from 'react-i18next';
import { samplePaths } from '../../../features/sample/sample-paths.ts';
import { sampleKey, samplesKey } from '../../../features/sample/sample-queries.ts';
import { PayOrder } from '../../setting/envelope/pay-page.tsx';
import { WithSampleAccess } from './sample-frame.tsx';

/** /project/{code}/launch/sample/pay?order=…&campaign=…: the wallet pays the order's budget. */
export function SamplePayPage() {
  const { t } = useTranslation();
  return (
    <WithSampleAccess>
      {(code) => (
        <PayOrder
          title={t('sample.payTitle')}
          paidText={t('sample.paid')}
          listPath={samplePaths.list(code)}
          detailPath={(id) => samplePaths.detail(code, id)}
          listKey={samplesKey(code)}
          itemKey={sampleKey}
        />
      )}
    </WithSampleAccess>
  );
}
