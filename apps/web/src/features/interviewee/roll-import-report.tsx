import type { RollImportIssue, RollImportReport } from '@cairn/contract';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What an import did: rows read and imported, groups made, and every row left out with why
 * (the reason in the reader's language, the value the file held).
 */
export function RollImportReportView({ report }: { report: RollImportReport }) {
  const { t } = useTranslation();
  const left = report.errors.length > 0;
  return (
    <div className="roll-import-report">
      <Alert
        type={left ? 'warning' : 'success'}
        showIcon
        message={t('roll.import.result', { rows: report.rows, imported: report.imported })}
        description={
          report.groupsCreated > 0
            ? t('roll.import.groupsCreated', { count: report.groupsCreated })
            : undefined
        }
      />
      {left ? (
        <Table<RollImportIssue>
          className="roll-import-report__errors"
          size="small"
          title={() => t('roll.import.errors')}
          rowKey={(issue) => `${issue.row}:${issue.column}:${issue.reason}`}
          dataSource={report.errors}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
          columns={[
            { title: t('roll.import.row'), dataIndex: 'row', width: 70 },
            {
              title: t('roll.import.column'),
              dataIndex: 'column',
              width: 110,
              render: (c: string) => c || '—',
            },
            {
              title: t('roll.import.problem'),
              key: 'problem',
              render: (_, issue) => (
                <span>
                  {t(`roll.import.reason.${issue.reason}`)}
                  {issue.value ? (
                    <span className="roll-import-report__value">
                      {t('roll.import.value', { value: issue.value, interpolation: { escapeValue: false } })}
                    </span>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
