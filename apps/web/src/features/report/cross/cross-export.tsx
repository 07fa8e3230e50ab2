import { DownloadOutlined } from '@ant-design/icons';
import type { CrossDefinition } from '@cairn/contract';
import { Alert, Button, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCrossExport } from './cross-queries.ts';

interface Props {
  surveyCode: string;
  definition: CrossDefinition | null;
  savedIds: readonly number[];
  weighted: boolean;
}

/**
 * Exports the table on screen or every saved table to xlsx (a download task, under the selected
 * filter), then points to the download centre as the raw data export does.
 */
export function CrossExport({ surveyCode, definition, savedIds, weighted }: Props) {
  const { t } = useTranslation();
  const [cellType, setCellType] = useState<1 | 2 | 3>(3);
  const exporting = useCrossExport();
  return (
    <section className="cross-export" aria-label={t('reportCross.export.title')}>
      <h3 className="cross-panel__title">{t('reportCross.export.title')}</h3>
      <Radio.Group
        aria-label={t('reportCross.export.cellType')}
        value={cellType}
        onChange={(e) => setCellType(e.target.value)}
        options={([1, 2, 3] as const).map((type) => ({
          value: type,
          label: t(`reportCross.export.cell${type}`),
        }))}
      />
      <div className="cross-export__buttons">
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={!definition}
          loading={exporting.isPending && exporting.variables?.definition !== undefined}
          onClick={() => definition && exporting.mutate({ surveyCode, weighted, cellType, definition })}
        >
          {t('reportCross.export.current')}
        </Button>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={savedIds.length === 0}
          loading={exporting.isPending && exporting.variables?.tableIds !== undefined}
          onClick={() => exporting.mutate({ surveyCode, weighted, cellType, tableIds: [...savedIds] })}
        >
          {t('reportCross.export.all')}
        </Button>
      </div>
      {exporting.isSuccess ? (
        <Alert
          type="success"
          showIcon
          message={t('reportCross.export.created')}
          action={<Link to="/download">{t('reportCross.export.toDownloads')}</Link>}
        />
      ) : null}
    </section>
  );
}
