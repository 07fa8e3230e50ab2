import type { SurveyWeixin } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchSurveyWeixin, saveSurveyWeixin } from '../../api/endpoints/settings.ts';
import { type SettingsContext, WithSettings } from './settings-frame.tsx';

/**
 * /project/{code}/setting/weixin (spec doc 1's settings area `weixin`): the messaging app's
 * official account the survey is bound to; red-envelope claims identify winners through it.
 */
export function WeixinSettingPage() {
  return <WithSettings>{(ctx) => <WeixinCard ctx={ctx} />}</WithSettings>;
}

const weixinKey = (code: string) => ['survey-weixin', code] as const;

function WeixinCard({ ctx }: { ctx: SettingsContext }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const view = useQuery({ queryKey: weixinKey(ctx.code), queryFn: () => fetchSurveyWeixin(ctx.code) });
  const save = useMutation({
    mutationFn: (bind: boolean) => saveSurveyWeixin(ctx.code, bind),
    onSuccess: (next) => {
      queryClient.setQueryData(weixinKey(ctx.code), next);
      void message.success(t('settings.weixin.done'));
    },
  });
  if (view.isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('settings.form.loadError')}
          extra={<Button onClick={() => void view.refetch()}>{t('settings.form.retry')}</Button>}
        />
      </Card>
    );
  if (!view.data)
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  const data: SurveyWeixin = view.data;
  const canChange = ctx.base.rights.launch;
  const current = data.bound?.current === true;
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN');
  return (
    <Card title={t('settings.weixin.title')}>
      <Typography.Paragraph type="secondary">{t('settings.weixin.intro')}</Typography.Paragraph>
      {!data.account ? (
        <Alert type="warning" showIcon message={t('settings.weixin.noApp')} />
      ) : (
        <>
          <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, marginBottom: 16 }}>
            <Descriptions.Item label={t('settings.weixin.account')}>
              <Space wrap>
                {data.account.name}
                {data.simulated && <Tag color="blue">{t('settings.weixin.simulated')}</Tag>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.weixin.appId')}>
              <Typography.Text code>{data.account.appId}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.weixin.status')}>
              {current && data.bound ? (
                <Tag color="success">{t('settings.weixin.bound', { time: when(data.bound.boundAt) })}</Tag>
              ) : data.bound ? (
                <Tag color="warning">{t('settings.weixin.stale', { appId: data.bound.appId })}</Tag>
              ) : (
                <Tag color="default">{t('settings.weixin.unbound')}</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            {!current && (
              <Button
                type="primary"
                disabled={!canChange}
                loading={save.isPending}
                onClick={() => save.mutate(true)}
              >
                {t('settings.weixin.bind')}
              </Button>
            )}
            {data.bound && (
              <Button
                danger
                disabled={!canChange}
                loading={save.isPending}
                onClick={() =>
                  modal.confirm({
                    title: t('settings.weixin.unbindConfirm'),
                    onOk: () => save.mutateAsync(false),
                  })
                }
              >
                {t('settings.weixin.unbind')}
              </Button>
            )}
            {!canChange && <Typography.Text type="secondary">{t('settings.weixin.noRight')}</Typography.Text>}
          </Space>
        </>
      )}
    </Card>
  );
}
