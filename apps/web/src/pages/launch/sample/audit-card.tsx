import type { SampleComplete } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Radio, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditSample, fetchCompletes } from '../../../api/endpoints/sample.ts';
import { completesKey, sampleKey } from '../../../features/sample/sample-queries.ts';

interface Decision {
  accept: boolean;
  reason: string;
}

/**
 * The completes waiting for audit, with the survey's cleaning rules as suggestions: a complete a
 * rule matched starts as "reject" with the rule as its reason, the others as "accept"; the author
 * changes any of them and submits the lot. The panel replaces the rejected ones.
 */
export function AuditCard({ sampleId, revision }: { sampleId: string; revision: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const pending = useQuery({
    queryKey: [...completesKey(sampleId), 'pending', revision],
    queryFn: () => fetchCompletes(sampleId, 1, 'pending'),
  });
  const [changed, setChanged] = useState<Record<number, Decision>>({});
  const suggested = (c: SampleComplete): Decision =>
    c.suggestions.length > 0
      ? {
          accept: false,
          reason: c.suggestions.map((s) => t(`sample.detail.suggestionTypes.${s.type}` as never)).join(', '),
        }
      : { accept: true, reason: '' };
  const decisionOf = (c: SampleComplete) => changed[c.id] ?? suggested(c);
  const audit = useMutation({
    mutationFn: (records: SampleComplete[]) =>
      auditSample(
        sampleId,
        records.map((c) => {
          const d = decisionOf(c);
          return d.accept
            ? { completeId: c.id, accept: true }
            : {
                completeId: c.id,
                accept: false,
                reason: d.reason.trim() || t('sample.detail.rejectDefault'),
              };
        }),
      ),
    onSuccess: (result) => {
      setChanged({});
      void message.success(t('sample.detail.audited', result));
      client.setQueryData(sampleKey(sampleId), result.sample);
      void client.invalidateQueries({ queryKey: completesKey(sampleId) });
    },
  });
  const records = pending.data?.records ?? [];
  const set = (c: SampleComplete, d: Partial<Decision>) =>
    setChanged((all) => ({ ...all, [c.id]: { ...decisionOf(c), ...d } }));
  return (
    <Card title={t('sample.detail.audit')} style={{ marginTop: 16 }}>
      {records.length === 0 && !pending.isPending ? (
        <Empty description={t('sample.detail.auditEmpty')} />
      ) : (
        <>
          <Table<SampleComplete>
            rowKey="id"
            size="small"
            loading={pending.isPending}
            pagination={false}
            dataSource={records}
            scroll={{ x: true }}
            columns={[
              { title: t('sample.detail.panelist'), dataIndex: 'panelistId' },
              {
                title: t('sample.detail.duration'),
                dataIndex: 'durationMs',
                render: (ms: number | null) => (ms === null ? '—' : `${Math.round(ms / 1000)}s`),
              },
              {
                title: t('sample.detail.suggestions'),
                render: (_, c) =>
                  c.suggestions.length === 0
                    ? t('sample.detail.noSuggestion')
                    : c.suggestions.map((s) => (
                        <Tag color="red" key={s.type} title={s.detail}>
                          {t(`sample.detail.suggestionTypes.${s.type}` as never)}
                        </Tag>
                      )),
              },
              {
                title: t('sample.detail.audit'),
                render: (_, c) => (
                  <Radio.Group
                    aria-label={`${t('sample.detail.audit')} ${c.panelistId}`}
                    value={decisionOf(c).accept ? 'accept' : 'reject'}
                    onChange={(e) => set(c, { accept: e.target.value === 'accept' })}
                    options={[
                      { value: 'accept', label: t('sample.detail.accept') },
                      { value: 'reject', label: t('sample.detail.reject') },
                    ]}
                  />
                ),
              },
              {
                title: t('sample.detail.rejectReason'),
                render: (_, c) =>
                  decisionOf(c).accept ? null : (
                    <Input
                      aria-label={`${t('sample.detail.rejectReason')} ${c.panelistId}`}
                      value={decisionOf(c).reason}
                      maxLength={200}
                      onChange={(e) => set(c, { reason: e.target.value })}
                    />
                  ),
              },
            ]}
          />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            loading={audit.isPending}
            disabled={records.length === 0}
            onClick={() => audit.mutate(records)}
          >
            {t('sample.detail.submitAudit')}
          </Button>
        </>
      )}
    </Card>
  );
}
