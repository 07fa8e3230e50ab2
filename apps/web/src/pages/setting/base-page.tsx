import { DEFAULT_TIME_ZONE, type SurveySettings } from '@cairn/core';
import { Card, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSurveyBase } from '../../api/endpoints/settings.ts';
import { titleLimit } from '../../features/projects/title-limit.ts';
import { useSettingsSave } from '../../features/settings/use-settings-save.ts';
import { isoOfWallDate, timeZoneOptions, wallDateOf } from '../../features/settings/zoned-input.ts';
import { SaveBar, type SettingsContext, WithSettings } from './settings-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/** /project/{code}/setting/base: title, description, welcome, answering period, language, zone. */
export function BaseSettingPage() {
  return <WithSettings>{(ctx) => <BaseForm key={ctx.base.version} ctx={ctx} />}</WithSettings>;
}

interface BaseValues extends Record<string, unknown> {
  title: string;
  description: string;
  welcome: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  lang: 'zh' | 'en';
  timeZone: string;
}

function BaseForm({ ctx }: { ctx: SettingsContext }) {
  const { t } = useTranslation();
  const { settings } = ctx;
  const initial = useMemo<BaseValues>(() => {
    const wall = (iso: string | null) => {
      const date = wallDateOf(iso, settings.timeZone);
      return date ? dayjs(date) : null;
    };
    return {
      title: ctx.base.title,
      description: settings.description,
      welcome: settings.welcome,
      startTime: wall(settings.startTime),
      endTime: wall(settings.endTime),
      lang: settings.lang,
      timeZone: settings.timeZone,
    };
  }, [ctx.base.title, settings]);
  const zones = useMemo(
    () => timeZoneOptions(Date.now(), [DEFAULT_TIME_ZONE, settings.timeZone]),
    [settings.timeZone],
  );
  const f = useSettingsForm(initial);
  const save = useSettingsSave(ctx.code, saveSurveyBase, (body) => body);

  const onSave = async () => {
    const c = await f.changes();
    if (!c) return;
    const { title, startTime, endTime, timeZone, ...rest } = c.changed;
    const edit: SurveySettings = { ...rest } as SurveySettings;
    // A new zone moves the instants the shown wall times name.
    const zone = c.all.timeZone;
    if (timeZone !== undefined) edit.timeZone = timeZone;
    if (startTime !== undefined || timeZone !== undefined)
      edit.startTime = isoOfWallDate(c.all.startTime?.toDate(), zone);
    if (endTime !== undefined || timeZone !== undefined)
      edit.endTime = isoOfWallDate(c.all.endTime?.toDate(), zone);
    const body = {
      code: ctx.code,
      ...(title !== undefined ? { title: (title as string).trim() } : {}),
      ...(Object.keys(edit).length ? { settings: edit } : {}),
    };
    save.mutate(body, { onError: (error) => f.showFailure(error, 'endTime') });
  };

  return (
    <Form
      form={f.form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={f.onValuesChange}
      disabled={ctx.readOnly}
      requiredMark={false}
    >
      <Card className="setting-card" title={t('settings.nav.base')}>
        <Form.Item
          name="title"
          label={t('settings.base.title')}
          rules={[
            { required: true, whitespace: true, message: t('settings.base.titleRequired') },
            titleLimit(t, 'settings.base.titleTooLong').rule,
          ]}
        >
          {/* The count and the rule tell the limit; maxLength would cut a paste silently. */}
          <Input count={titleLimit(t, 'settings.base.titleTooLong').count} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('settings.base.description')}
          extra={t('settings.base.descriptionHint')}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
        </Form.Item>
        <Form.Item name="welcome" label={t('settings.base.welcome')} extra={t('settings.base.welcomeHint')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
        </Form.Item>
        <Form.Item name="lang" label={t('settings.base.lang')}>
          <Select
            style={{ maxWidth: 240 }}
            options={[
              { value: 'zh', label: t('lang.zh') },
              { value: 'en', label: t('lang.en') },
            ]}
          />
        </Form.Item>
      </Card>
      <Card className="setting-card" title={t('settings.base.time')}>
        <Space wrap size="large" align="start">
          <Form.Item name="startTime" label={t('settings.base.startTime')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t('settings.base.endTime')}
            dependencies={['startTime']}
            rules={[
              ({ getFieldValue }) => ({
                validator(_, value: Dayjs | null) {
                  const start = getFieldValue('startTime') as Dayjs | null;
                  if (!value || !start || start.isBefore(value)) return Promise.resolve();
                  return Promise.reject(new Error(t('settings.base.startBeforeEnd')));
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear />
          </Form.Item>
        </Space>
        <p className="setting-hint">{t('settings.base.timeHint')}</p>
        <Form.Item
          name="timeZone"
          label={t('settings.base.timeZone')}
          extra={t('settings.base.timeZoneHint')}
        >
          <Select showSearch options={zones} optionFilterProp="label" style={{ maxWidth: 360 }} />
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
