import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSourceSurveys } from '../../features/dashboard/dashboard-queries.ts';
import { useAllCharts } from '../../features/dashboard/use-all-charts.ts';
import { useDashboardOutlet } from './dashboard-layout.tsx';

/**
 * /dashboard/{code}/setting: the surveys the charts read (with how many charts and responses),
 * and adding a chart from a survey (it opens the chart editor on the report tab).
 */
export function DashboardSourcePage() {
  const info = useDashboardOutlet();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { charts, loading } = useAllCharts(info);
  const surveys = useSourceSurveys();
  const [pick, setPick] = useState<string>();
  const bySurvey = new Map<string, number>();
  for (const chart of charts) {
    for (const source of chart.sources)
      bySurvey.set(source.surveyCode, (bySurvey.get(source.surveyCode) ?? 0) + 1);
  }
  const known = new Map((surveys.data ?? []).map((s) => [s.code, s]));
  const used = [...bySurvey.entries()];
  const addFrom = (surveyCode: string) =>
    navigate(`/dashboard/${encodeURIComponent(info.code)}/report?add=${encodeURIComponent(surveyCode)}`);

  return (
    <div className="dash-narrow">
      <Typography.Paragraph type="secondary">{t('dashboard.setting.intro')}</Typography.Paragraph>
      <Card title={t('dashboard.setting.surveys')} size="small">
        {loading ? (
          <Skeleton active />
        ) : used.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.setting.none')} />
        ) : (
          <List
            dataSource={used}
            renderItem={([code, count]) => {
              const survey = known.get(code);
              return (
                <List.Item
                  actions={
                    info.rights.edit
                      ? [
                          <Button
                            key="add"
                            size="small"
                            icon={<PlusOutlined />}
                            onClick={() => addFrom(code)}
                          >
                            {t('dashboard.chart.add')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  <List.Item.Meta
                    title={survey?.title ?? code}
                    description={
                      <Space size={4} wrap>
                        <Tag>{code}</Tag>
                        <span>{t('dashboard.setting.charts', { n: count })}</span>
                        {survey && <span>· {t('dashboard.setting.answers', { n: survey.answerCount })}</span>}
                      </Space>
                    }
                  />
                </List.Item>
              );
            }}
          />
        )}
      </Card>
      {info.rights.edit && (
        <Card title={t('dashboard.setting.addFrom')} size="small" style={{ marginTop: 16 }}>
          <Typography.Paragraph type="secondary">{t('dashboard.setting.addFromHint')}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
            <Select
              style={{ flex: 1 }}
              aria-label={t('dashboard.setting.pick')}
              placeholder={t('dashboard.setting.pick')}
              showSearch={{ optionFilterProp: 'label' }}
              loading={surveys.isLoading}
              value={pick}
              onChange={setPick}
              options={(surveys.data ?? []).map((s) => ({ value: s.code, label: s.title }))}
            />
            <Button type="primary" disabled={!pick} onClick={() => pick && addFrom(pick)}>
              {t('dashboard.chart.add')}
            </Button>
          </Space.Compact>
        </Card>
      )}
    </div>
  );
}
