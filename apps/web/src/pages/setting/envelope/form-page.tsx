import { type Campaign, type EnvelopeConfig, envelopeConfigIssues, type RewardIssue } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { createCampaign, updateCampaign } from '../../../api/endpoints/envelopes.ts';
import { editIssues, editStateOf, lockedFields, patchOf } from '../../../features/envelope/edit-rules.ts';
import { envelopePaths } from '../../../features/envelope/envelope-paths.ts';
import { campaignKey, campaignsKey, useCampaign } from '../../../features/envelope/envelope-queries.ts';
import {
  configOf,
  type EnvelopeFormValues,
  type FormIssue,
  formIssues,
  issuesOfAnswer,
  NEW_CAMPAIGN,
  UNREADABLE,
  valuesOf,
} from '../../../features/envelope/form-values.ts';
import { issueText } from '../../../features/envelope/issue-text.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { EnvelopeForm, type ShownIssue } from './envelope-form.tsx';
import { LoadFailed, LoadingCard, WithEnvelopeAccess } from './envelope-frame.tsx';

/** /project/{code}/setting/envelope/create: a new campaign; created, it goes to its budget's payment. */
export function EnvelopeCreatePage() {
  return (
    <WithEnvelopeAccess>{(code) => <CampaignEditor surveyCode={code} campaign={null} />}</WithEnvelopeAccess>
  );
}

/** /project/{code}/setting/envelope/edit/{id}: a campaign's settings, within the edit rules. */
export function EnvelopeEditPage() {
  const id = useParams().orderId ?? '';
  return <WithEnvelopeAccess>{(code) => <LoadedEditor surveyCode={code} id={id} />}</WithEnvelopeAccess>;
}

function LoadedEditor({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const campaign = useCampaign(id);
  if (campaign.isError)
    return <LoadFailed title={t('envelope.form.loadError')} onRetry={() => void campaign.refetch()} />;
  if (!campaign.data) return <LoadingCard />;
  return <CampaignEditor surveyCode={surveyCode} campaign={campaign.data} />;
}

type Outcome = { issues: FormIssue[]; config: EnvelopeConfig } | { done: string };

function CampaignEditor({ surveyCode, campaign }: { surveyCode: string; campaign: Campaign | null }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const initial = useMemo(() => (campaign ? valuesOf(campaign) : NEW_CAMPAIGN), [campaign]);
  const locked = useMemo(
    () => (campaign ? lockedFields(campaign, Date.now()) : new Set<never>()),
    [campaign],
  );
  const [shown, setShown] = useState<ShownIssue[]>([]);
  const word = (issues: FormIssue[], config: EnvelopeConfig) =>
    setShown(
      issues.map((issue) => ({ field: issue.field, text: issueText(t, i18n.language, issue, config) })),
    );

  const save = useMutation({
    mutationFn: async (values: EnvelopeFormValues): Promise<Outcome> => {
      const { config, unreadable } = configOf(values, surveyCode);
      const local: FormIssue[] = unreadable.map((field) => ({ field, code: UNREADABLE }));
      if (!campaign) {
        const issues = [
          ...local,
          ...formIssues(envelopeConfigIssues(config).filter((i) => !readFailed(i, local))),
        ];
        if (issues.length > 0) return { issues, config };
        const created = await createCampaign(config);
        return { done: envelopePaths.pay(surveyCode, created.order.id, created.campaign.id) };
      }
      const patch = patchOf(editStateOf(campaign).config, config);
      const issues = [
        ...local,
        ...formIssues(editIssues(campaign, patch, Date.now()).filter((i) => !readFailed(i, local))),
      ];
      if (issues.length > 0) return { issues, config };
      const updated = await updateCampaign({ id: campaign.id, ...patch });
      if (updated.topUp) {
        // A draft (its budget order was cancelled) saved orders its whole budget again.
        const key = campaign.status === 'draft' ? 'envelope.form.payBudget' : 'envelope.form.topUp';
        void message.info(t(key, { amount: formatFen(updated.topUp.amountFen) }));
        return { done: envelopePaths.pay(surveyCode, updated.topUp.id, campaign.id) };
      }
      void message.success(t('envelope.form.saved'));
      return { done: envelopePaths.detail(surveyCode, campaign.id) };
    },
    onSuccess: (outcome) => {
      if ('issues' in outcome) return word(outcome.issues, outcome.config);
      void client.invalidateQueries({ queryKey: campaignsKey(surveyCode) });
      if (campaign) void client.invalidateQueries({ queryKey: campaignKey(campaign.id) });
      navigate(outcome.done);
    },
    onError: (error, values) => {
      // The server ran the same rules and answered their issues (the codes are handled, not toasted).
      const issues = isApiError(error) ? issuesOfAnswer(error.data) : [];
      if (issues.length > 0) word(formIssues(issues), configOf(values, surveyCode).config);
    },
  });

  return (
    <Card
      className="setting-card"
      title={t(campaign ? 'envelope.form.editTitle' : 'envelope.form.createTitle')}
    >
      {locked === 'all' && campaign ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('envelope.form.lockedAll', { status: t(`envelope.status.${campaign.status}`) })}
        />
      ) : null}
      <EnvelopeForm
        initial={initial}
        locked={locked}
        issues={shown}
        submitting={save.isPending}
        submitLabel={t(campaign ? 'envelope.form.submitEdit' : 'envelope.form.submitCreate')}
        onSubmit={(values) => save.mutate(values)}
        onCancel={() => navigate(envelopePaths.list(surveyCode))}
      />
    </Card>
  );
}

/** A rule's issue about a value that could not be read at all says nothing more (it read as 0). */
function readFailed(issue: RewardIssue, unreadable: FormIssue[]): boolean {
  const fields = formIssues([issue]).map((f) => f.field);
  return unreadable.some((u) => fields.includes(u.field));
}
