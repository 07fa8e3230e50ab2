import { type Lottery, lotteryConfigIssues } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { pendingOrderOf, saveLottery } from '../../../api/endpoints/lotteries.ts';
import { issuesOfAnswer } from '../../../features/envelope/form-values.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import {
  configOf,
  type FormIssue,
  formIssues,
  type LotteryFormValues,
  NEW_LOTTERY,
  samePath,
  UNREADABLE,
  valuesOf,
} from '../../../features/lottery/form-values.ts';
import { issueText } from '../../../features/lottery/issue-text.ts';
import { hasCashPrize, isLotteryEditable } from '../../../features/lottery/lottery-actions.ts';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import { lotteriesKey, lotteryKey, useLottery } from '../../../features/lottery/lottery-queries.ts';
import { LotteryForm, type ShownIssue } from './lottery-form.tsx';
import { LoadFailed, LoadingCard, WithLotteryAccess } from './lottery-frame.tsx';

/** /project/{code}/setting/lottery/create: a new lottery; with cash prizes it goes to their payment. */
export function LotteryCreatePage() {
  return (
    <WithLotteryAccess>{(code) => <LotteryEditor surveyCode={code} lottery={null} />}</WithLotteryAccess>
  );
}

/** /project/{code}/setting/lottery/edit/{id}: a lottery's settings, until it starts. */
export function LotteryEditPage() {
  const id = useParams().id ?? '';
  return <WithLotteryAccess>{(code) => <LoadedEditor surveyCode={code} id={id} />}</WithLotteryAccess>;
}

function LoadedEditor({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const lottery = useLottery(id);
  if (lottery.isError)
    return <LoadFailed title={t('lottery.form.loadError')} onRetry={() => void lottery.refetch()} />;
  if (!lottery.data) return <LoadingCard />;
  return <LotteryEditor surveyCode={surveyCode} lottery={lottery.data} />;
}

type Outcome = { issues: FormIssue[] } | { done: string };

function LotteryEditor({ surveyCode, lottery }: { surveyCode: string; lottery: Lottery | null }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const initial = useMemo(() => (lottery ? valuesOf(lottery) : NEW_LOTTERY), [lottery]);
  const locked = lottery !== null && !isLotteryEditable(lottery);
  const [shown, setShown] = useState<ShownIssue[]>([]);
  const word = (issues: FormIssue[]) =>
    setShown(issues.map((issue) => ({ field: issue.field, text: issueText(t, i18n.language, issue) })));

  const save = useMutation({
    mutationFn: async (values: LotteryFormValues): Promise<Outcome> => {
      const { config, unreadable } = configOf(values, surveyCode);
      const local: FormIssue[] = unreadable.map((field) => ({ field, code: UNREADABLE }));
      // A rule's issue about a value that could not be read says nothing more (it read as 0).
      const rules = formIssues(lotteryConfigIssues(config)).filter(
        (issue) => !local.some((u) => samePath(u.field, issue.field)),
      );
      if (local.length + rules.length > 0) return { issues: [...local, ...rules] };
      const saved = await saveLottery(lottery ? { ...config, id: lottery.id } : config);
      const order = hasCashPrize(saved) && saved.status !== 'running' ? await pendingOrderOf(saved) : null;
      if (order) {
        void message.info(t('lottery.form.payCash', { amount: formatFen(order.amountFen) }));
        return { done: lotteryPaths.pay(surveyCode, order.id, saved.id) };
      }
      void message.success(t('lottery.form.saved'));
      return { done: lotteryPaths.details(surveyCode, saved.id) };
    },
    onSuccess: (outcome) => {
      if ('issues' in outcome) return word(outcome.issues);
      void client.invalidateQueries({ queryKey: lotteriesKey(surveyCode) });
      if (lottery) void client.invalidateQueries({ queryKey: lotteryKey(lottery.id) });
      navigate(outcome.done);
    },
    onError: (error) => {
      // The server ran the same rules and answered their issues (the codes are handled, not toasted).
      const issues = isApiError(error) ? issuesOfAnswer(error.data) : [];
      if (issues.length > 0) word(formIssues(issues));
      else if (isApiError(error) && !error.handledGlobally)
        word([{ field: null, code: error.code as FormIssue['code'] }]);
    },
  });

  return (
    <Card className="setting-card" title={t(lottery ? 'lottery.form.editTitle' : 'lottery.form.createTitle')}>
      {locked ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('lottery.form.lockedAll', { status: t(`envelope.status.${lottery.status}`) })}
        />
      ) : null}
      <LotteryForm
        initial={initial}
        locked={locked}
        issues={shown}
        submitting={save.isPending}
        submitLabel={t(lottery ? 'lottery.form.submitEdit' : 'lottery.form.submitCreate')}
        onSubmit={(values) => save.mutate(values)}
        onCancel={() => navigate(lotteryPaths.list(surveyCode))}
      />
    </Card>
  );
}
