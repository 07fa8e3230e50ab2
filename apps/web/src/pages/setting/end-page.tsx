import type { SurveyEndPage } from '@cairn/contract';
import { isHttpUrl } from '@cairn/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Skeleton, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEndPage, saveEndPage } from '../../api/endpoints/settings.ts';
import { useSettingsSave } from '../../features/settings/use-settings-save.ts';
import { SaveBar, type SettingsContext, WithSettings } from './settings-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/** /project/{code}/setting/end: the end message, the redirect after submitting, the screen-out page. */
export function EndSettingPage() {
  return <WithSettings>{(ctx) => <EndLoader ctx={ctx} />}</WithSettings>;
}

const endKey = (code: string) => ['end-page', code] as const;

function EndLoader({ ctx }: { ctx: SettingsContext }) {
  const { t } = useTranslation();
  const end = useQuery({ queryKey: endKey(ctx.code), queryFn: () => fetchEndPage(ctx.code) });
  if (end.isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('settings.form.loadError')}
          extra={<Button onClick={() => void end.refetch()}>{t('settings.form.retry')}</Button>}
        />
      </Card>
    );
  if (!end.data)
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  // A save changes both the version and the stored page: either starts the form afresh.
  return <EndForm key={`${ctx.base.version}:${end.dataUpdatedAt}`} ctx={ctx} page={end.data} />;
}

interface EndValues extends Record<string, unknown> {
  endMessage: string;
  redirectUrl: string;
  redirectPassParams: boolean;
  screenOutMessage: string;
  screenOutUrl: string;
}

function EndForm({ ctx, page }: { ctx: SettingsContext; page: SurveyEndPage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = useMemo<EndValues>(
    () => ({ ...page, redirectUrl: page.redirectUrl ?? '', screenOutUrl: page.screenOutUrl ?? '' }),
    [page],
  );
  const f = useSettingsForm(initial);
  const save = useSettingsSave(
    ctx.code,
    (body: Partial<EndValues>) => saveEndPage({ code: ctx.code, ...body }),
    (body) => ({
      settings: {
        ...body,
        ...(body.redirectUrl !== undefined ? { redirectUrl: body.redirectUrl || null } : {}),
        ...(body.screenOutUrl !== undefined ? { screenOutUrl: body.screenOutUrl || null } : {}),
      },
    }),
  );
  const urlRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || isHttpUrl(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('settings.form.urlInvalid'))),
  };
  const onSave = async () => {
    const c = await f.changes();
    if (!c) return;
    const body = Object.fromEntries(
      Object.entries(c.changed).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : (v ?? '')]),
    ) as Partial<EndValues>;
    save.mutate(body, {
      onSuccess: () =>
        queryClient.setQueryData<SurveyEndPage>(endKey(ctx.code), {
          ...page,
          ...body,
          ...(body.redirectUrl !== undefined ? { redirectUrl: body.redirectUrl || null } : {}),
          ...(body.screenOutUrl !== undefined ? { screenOutUrl: body.screenOutUrl || null } : {}),
        }),
      onError: (error) => f.showFailure(error),
    });
  };
  return (
    <Form
      form={f.form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={f.onValuesChange}
      disabled={ctx.readOnly}
    >
      <Card className="setting-card" title={t('settings.end.complete')}>
        <Form.Item
          name="endMessage"
          label={t('settings.end.endMessage')}
          extra={t('settings.end.endMessageHint')}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
            placeholder={t('settings.end.endMessagePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="redirectUrl"
          label={t('settings.end.redirectUrl')}
          extra={t('settings.end.redirectHint')}
          rules={[urlRule]}
        >
          <Input type="url" maxLength={2000} placeholder={t('settings.end.redirectPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="redirectPassParams"
          label={t('settings.end.passParams')}
          extra={t('settings.end.passParamsHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Card>
      <Card className="setting-card" title={t('settings.end.screenOut')}>
        <Form.Item
          name="screenOutMessage"
          label={t('settings.end.screenOutMessage')}
          extra={t('settings.end.screenOutHint')}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
            placeholder={t('settings.end.screenOutPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="screenOutUrl" label={t('settings.end.screenOutUrl')} rules={[urlRule]}>
          <Input type="url" maxLength={2000} placeholder={t('settings.end.redirectPlaceholder')} />
        </Form.Item>
      </Card>
      <SaveBar
        dirty={f.dirty}
        saving={save.isPending}
        readOnly={ctx.readOnly}
        onSave={() => void onSave()}
        onReset={f.reset}
      />
    </Form>
  );
}
