import { Empty, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefSurveys } from './coding-queries.ts';

interface Props {
  surveyCode: string;
  open: boolean;
  onClose(): void;
  onQuote(reportId: number): Promise<unknown>;
}

/** Quote another survey's frame (ref/surveys, then ref/report/{id}): the codes, not the hits. */
export function QuoteDialog({ surveyCode, open, onClose, onQuote }: Props) {
  const { t } = useTranslation();
  const surveys = useRefSurveys(surveyCode, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (chosen === null) return;
    setBusy(true);
    onQuote(chosen)
      .then(onClose, () => undefined)
      .finally(() => setBusy(false));
  };
  const list = surveys.data ?? [];
  return (
    <Modal
      open={open}
      title={t('reportCoding.quote.title')}
      okText={t('reportCoding.quote.ok')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: chosen === null, loading: busy }}
    >
      <Typography.Paragraph type="secondary">{t('reportCoding.quote.help')}</Typography.Paragraph>
      {surveys.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description={t('reportCoding.quote.empty')} />
      ) : (
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value)} className="coding-quote">
          {list.map((survey) => (
            <fieldset key={survey.surveyCode} className="coding-quote__survey">
              <legend>{survey.title}</legend>
              {survey.reports.map((r) => (
                <Radio key={r.id} value={r.id}>
                  {r.name} · {t('reportCoding.quote.codes', { count: r.codeCount })}
                </Radio>
              ))}
            </fieldset>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}
