import { AnswerFrequency, type SurveySettings } from '@cairn/core';
import { Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSurveySetting } from '../../api/endpoints/settings.ts';
import { useSettingsSave } from '../../features/settings/use-settings-save.ts';
import { InviteCodesPanel } from './invite-codes-panel.tsx';
import { SaveBar, type SettingsContext, WithSettings } from './settings-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/**
 * /project/{code}/setting/answer: password and invitation codes, answer frequency by device and
 * IP, response cap and close message, and how the respondent page shows questions.
 */
export function AnswerSettingPage() {
  return <WithSettings>{(ctx) => <AnswerForm key={ctx.base.version} ctx={ctx} />}</WithSettings>;
}

interface AnswerValues extends Record<string, unknown> {
  passwordOn: boolean;
  password: string;
  inviteCodes: boolean;
  deviceFrequency: number;
  ipFrequency: number;
  capOn: boolean;
  responseCap: number | null;
  closeTip: string;
  onePerPage: boolean;
  allowBack: boolean;
  showProgress: boolean;
  showNumbers: boolean;
}

const FREQUENCIES = Object.values(AnswerFrequency);
const TOGGLES = ['onePerPage', 'allowBack', 'showProgress', 'showNumbers'] as const;

function AnswerForm({ ctx }: { ctx: SettingsContext }) {
  const { t } = useTranslation();
  const s = ctx.settings;
  const initial = useMemo<AnswerValues>(
    () => ({
      passwordOn: s.password !== null,
      password: s.password ?? '',
      inviteCodes: s.inviteCodes,
      deviceFrequency: s.deviceFrequency,
      ipFrequency: s.ipFrequency,
      capOn: s.responseCap !== null,
      responseCap: s.responseCap,
      closeTip: s.closeTip,
      onePerPage: s.onePerPage,
      allowBack: s.allowBack,
      showProgress: s.showProgress,
      showNumbers: s.showNumbers,
    }),
    [s],
  );
  const f = useSettingsForm(initial);
  const passwordOn = Form.useWatch('passwordOn', f.form);
  const capOn = Form.useWatch('capOn', f.form);
  const inviteOn = Form.useWatch('inviteCodes', f.form);
  const save = useSettingsSave(
    ctx.code,
    (body: { settings: SurveySettings; closeTip?: string }) => saveSurveySetting({ code: ctx.code, ...body }),
    (body) => ({
      settings: { ...body.settings, ...(body.closeTip !== undefined ? { closeTip: body.closeTip } : {}) },
    }),
  );
  const frequencyOptions = FREQUENCIES.map((value) => ({
    value,
    label: t(`settings.answer.freq.f${value}`),
  }));

  const onSave = async () => {
    const c = await f.changes();
    if (!c) return;
    const { passwordOn: _p, password, capOn: _c, responseCap, closeTip, ...rest } = c.changed;
    const settings: SurveySettings = { ...rest } as SurveySettings;
    if (password !== undefined || _p !== undefined)
      settings.password = c.all.passwordOn ? c.all.password.trim() : null;
    if (responseCap !== undefined || _c !== undefined)
      settings.responseCap = c.all.capOn ? c.all.responseCap : null;
    save.mutate(
      { settings, ...(closeTip !== undefined ? { closeTip: (closeTip as string) ?? '' } : {}) },
      { onError: (error) => f.showFailure(error) },
    );
  };

  return (
    <>
      <Form
        form={f.form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={f.onValuesChange}
        disabled={ctx.readOnly}
        requiredMark={false}
      >
        <Card className="setting-card" title={t('settings.answer.access')}>
          <Form.Item
            name="passwordOn"
            label={t('settings.answer.password')}
            extra={t('settings.answer.passwordHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          {passwordOn ? (
            <Form.Item
              name="password"
              rules={[{ required: true, whitespace: true, message: t('settings.answer.passwordRequired') }]}
            >
              <Input.Password
                aria-label={t('settings.answer.password')}
                placeholder={t('settings.answer.passwordPlaceholder')}
                maxLength={64}
                style={{ maxWidth: 320 }}
              />
            </Form.Item>
          ) : null}
          <Form.Item
            name="inviteCodes"
            label={t('settings.answer.inviteCodes')}
            extra={t('settings.answer.inviteCodesHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Card>
        <Card className="setting-card" title={t('settings.answer.frequency')}>
          <Space wrap size="large" align="start">
            <Form.Item name="deviceFrequency" label={t('settings.answer.deviceFrequency')}>
              <Select options={frequencyOptions} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="ipFrequency" label={t('settings.answer.ipFrequency')}>
              <Select options={frequencyOptions} style={{ width: 220 }} />
            </Form.Item>
          </Space>
          <p className="setting-hint">{t('settings.answer.frequencyHint')}</p>
        </Card>
        <Card className="setting-card" title={t('settings.answer.cap')}>
          <Space align="start" wrap>
            <Form.Item name="capOn" label={t('settings.answer.capEnabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {capOn ? (
              <Form.Item
                name="responseCap"
                label={t('settings.answer.capPlaceholder')}
                rules={[{ required: true, message: t('settings.answer.capPlaceholder') }]}
              >
                <InputNumber min={1} max={10_000_000} precision={0} suffix={t('settings.answer.capUnit')} />
              </Form.Item>
            ) : null}
          </Space>
          <Form.Item
            name="closeTip"
            label={t('settings.answer.closeTip')}
            extra={t('settings.answer.closeTipHint')}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={500}
              showCount
              placeholder={t('settings.answer.closeTipPlaceholder')}
            />
          </Form.Item>
        </Card>
        <Card className="setting-card" title={t('settings.answer.display')}>
          <Space wrap size="large">
            {TOGGLES.map((key) => (
              <Form.Item key={key} name={key} label={t(`settings.answer.${key}`)} valuePropName="checked">
                <Switch />
              </Form.Item>
            ))}
          </Space>
        </Card>
        <SaveBar
          dirty={f.dirty}
          saving={save.isPending}
          readOnly={ctx.readOnly}
          onSave={() => void onSave()}
          onReset={f.reset}
        />
      </Form>
      {inviteOn || s.inviteCodes ? <InviteCodesPanel code={ctx.code} readOnly={ctx.readOnly} /> : null}
    </>
  );
}
