import { BulbOutlined } from '@ant-design/icons';
import type { RecommendedCode } from '@cairn/contract';
import { App, Button, Checkbox, Empty, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startRecommendTask } from '../../../api/endpoints/report-coding.ts';
import { useRecommended } from './coding-queries.ts';
import { chosenInput, countChosen, pathKey } from './recommend-model.ts';
import type { useCodingTask } from './use-coding-task.ts';
import type { FrameActions } from './use-frame-actions.ts';

interface Props {
  surveyCode: string;
  reportId: number;
  readOnly: boolean;
  actions: FrameActions;
  task: ReturnType<typeof useCodingTask>;
}

/** The AI's drafted frame (recommend-codes-v2, at most k leaves): draft it, choose codes, add them. */
export function RecommendPanel({ surveyCode, reportId, readOnly, actions, task }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [k, setK] = useState(20);
  const draft = useRecommended(surveyCode, reportId, k);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const codes = draft.data?.codes ?? [];
  const chosen = countChosen(codes, left);
  const toggle = (key: string, on: boolean) =>
    setLeft((prev) => {
      const next = new Set(prev);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });
  const renderCodes = (list: readonly RecommendedCode[], parent: string) => (
    <ul className="coding-recommend__list">
      {list.map((code, index) => {
        const key = pathKey(parent, index);
        return (
          <li key={key}>
            <Checkbox
              checked={!left.has(key)}
              disabled={readOnly}
              onChange={(e) => toggle(key, e.target.checked)}
            >
              {code.label}{' '}
              <span className="coding-recommend__support">
                {t('reportCoding.recommend.support', { count: code.support })}
              </span>
            </Checkbox>
            {code.examples[0] ? (
              <div className="coding-recommend__example">
                {t('reportCoding.recommend.examples', { text: code.examples[0] })}
              </div>
            ) : null}
            {code.nodes.length > 0 ? renderCodes(code.nodes, key) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <section className="coding-recommend" aria-label={t('reportCoding.recommend.title')}>
      <h3 className="coding-panel__title">{t('reportCoding.recommend.title')}</h3>
      <Space wrap>
        <Button
          icon={<BulbOutlined />}
          disabled={readOnly}
          onClick={() => task.run('recommend', () => startRecommendTask({ surveyCode, reportId }))}
        >
          {t('reportCoding.recommend.run')}
        </Button>
        <label htmlFor="coding-recommend-k">{t('reportCoding.recommend.k', { k })}</label>
        <InputNumber
          id="coding-recommend-k"
          size="small"
          min={1}
          max={100}
          value={k}
          onChange={(v) => setK(v ?? 20)}
        />
      </Space>
      {codes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reportCoding.recommend.empty')} />
      ) : (
        <>
          {renderCodes(codes, '')}
          <Button
            type="primary"
            size="small"
            disabled={readOnly || chosen === 0}
            loading={actions.pending}
            onClick={() =>
              void actions.addMany(chosenInput(codes, left)).then(() => {
                setLeft(new Set());
                void message.success(t('reportCoding.recommend.added', { count: chosen }));
              })
            }
          >
            {t('reportCoding.recommend.add', { count: chosen })}
          </Button>
        </>
      )}
    </section>
  );
}
