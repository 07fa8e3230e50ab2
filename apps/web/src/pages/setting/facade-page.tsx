import type { SurveySettings } from '@cairn/core';
import { Card, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSurveySetting } from '../../api/endpoints/settings.ts';
import { useSettingsSave } from '../../features/settings/use-settings-save.ts';
import { ImageField } from './image-field.tsx';
import { SaveBar, type SettingsContext, WithSettings } from './settings-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/** /project/{code}/setting/facade: the respondent page's logo and header image. */
export function FacadeSettingPage() {
  return <WithSettings>{(ctx) => <FacadeForm key={ctx.base.version} ctx={ctx} />}</WithSettings>;
}

interface FacadeValues extends Record<string, unknown> {
  logo: string | null;
  headerImage: string | null;
}

function FacadeForm({ ctx }: { ctx: SettingsContext }) {
  const { t } = useTranslation();
  const initial = useMemo<FacadeValues>(
    () => ({ logo: ctx.settings.logo, headerImage: ctx.settings.headerImage }),
    [ctx.settings],
  );
  const f = useSettingsForm(initial);
  const save = useSettingsSave(
    ctx.code,
    (settings: SurveySettings) => saveSurveySetting({ code: ctx.code, settings }),
    (settings) => ({ settings }),
  );
  const onSave = async () => {
    const c = await f.changes();
    if (c) save.mutate(c.changed as SurveySettings, { onError: (error) => f.showFailure(error) });
  };
  return (
    <Form form={f.form} layout="vertical" initialValues={initial} onValuesChange={f.onValuesChange}>
      <Card className="setting-card" title={t('settings.nav.facade')}>
        <Form.Item name="logo" label={t('settings.facade.logo')} extra={t('settings.facade.logoHint')}>
          <ImageField name={t('settings.facade.logo')} disabled={ctx.readOnly} />
        </Form.Item>
        <Form.Item
          name="headerImage"
          label={t('settings.facade.headerImage')}
          extra={t('settings.facade.headerImageHint')}
        >
          <ImageField name={t('settings.facade.headerImage')} disabled={ctx.readOnly} />
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
