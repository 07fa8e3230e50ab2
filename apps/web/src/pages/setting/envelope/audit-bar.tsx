import { UploadOutlined } from '@ant-design/icons';
import type { AuditResult } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import {
  type AuditDecision,
  auditAllGrants,
  auditGrants,
  uploadAudit,
} from '../../../api/endpoints/envelopes.ts';

type Request =
  | { kind: 'selected'; decision: AuditDecision }
  | { kind: 'all' }
  | { kind: 'upload'; decision: AuditDecision; file: File };

/**
 * Manual review of a campaign's held envelopes: the selected responses approved or rejected,
 * every pending one approved, or the response ids of an xlsx (first column) decided at once.
 */
export function AuditBar(props: { campaignId: string; selected: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const audit = useMutation({
    mutationFn: (request: Request): Promise<AuditResult> => {
      if (request.kind === 'selected') return auditGrants(props.campaignId, props.selected, request.decision);
      if (request.kind === 'all') return auditAllGrants(props.campaignId, 'approved');
      return uploadAudit(props.campaignId, request.decision, request.file);
    },
    onSuccess: (result) => {
      void message.success(
        t('envelope.log.audit.result', {
          approved: result.approved,
          rejected: result.rejected,
          skipped: result.skipped.length,
        }),
      );
      props.onDone();
    },
  });
  const uploadError =
    audit.variables?.kind === 'upload' && isApiError(audit.error) && !audit.error.handledGlobally
      ? audit.error
      : null;
  const none = props.selected.length === 0;
  const uploader = (decision: AuditDecision, label: string) => (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={(file) => {
        audit.mutate({ kind: 'upload', decision, file });
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} disabled={audit.isPending}>
        {label}
      </Button>
    </Upload>
  );
  return (
    <section aria-label={t('envelope.log.audit.title')}>
      <p className="envelope-row__meta">{t('envelope.log.audit.hint')}</p>
      <div className="envelope-audit">
        <Button
          type="primary"
          disabled={none || audit.isPending}
          onClick={() => audit.mutate({ kind: 'selected', decision: 'approved' })}
        >
          {t('envelope.log.audit.approve')}
        </Button>
        <Button
          danger
          disabled={none || audit.isPending}
          onClick={() => audit.mutate({ kind: 'selected', decision: 'rejected' })}
        >
          {t('envelope.log.audit.reject')}
        </Button>
        <Button
          disabled={audit.isPending}
          onClick={() =>
            modal.confirm({
              title: t('envelope.log.audit.approveAllConfirm'),
              okText: t('envelope.log.audit.approveAll'),
              cancelText: t('envelope.confirm.cancel'),
              onOk: () => audit.mutate({ kind: 'all' }),
            })
          }
        >
          {t('envelope.log.audit.approveAll')}
        </Button>
        {uploader('approved', t('envelope.log.audit.upload'))}
        {uploader('rejected', t('envelope.log.audit.uploadReject'))}
      </div>
      {uploadError ? (
        <Alert
          type="error"
          showIcon
          title={t('envelope.log.audit.uploadFailed', { message: uploadError.message })}
        />
      ) : null}
    </section>
  );
}
