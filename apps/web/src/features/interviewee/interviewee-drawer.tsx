import type { DiscussionGroup, HeadField, Interviewee } from '@cairn/contract';
import { ZRollMobile } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { updateInterviewee } from '../../api/endpoints/discussion-roll.ts';

interface Values {
  name: string;
  mobile?: string;
  groupId: number | null;
  fields: Record<string, string | undefined>;
}

/** Edits one interviewee: name, mobile, group and the custom fields (a taken mobile shows on its field). */
export function IntervieweeDrawer(props: {
  code: string;
  person: Interviewee;
  heads: readonly HeadField[];
  groups: readonly DiscussionGroup[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) =>
      updateInterviewee({
        surveyCode: props.code,
        id: props.person.id,
        name: values.name,
        mobile: values.mobile?.trim() ? values.mobile.trim() : null,
        groupId: values.groupId ?? null,
        fields: Object.fromEntries(
          Object.entries(values.fields ?? {}).filter((e): e is [string, string] => Boolean(e[1]?.trim())),
        ),
      }),
    onSuccess: () => {
      void message.success(t('roll.saved'));
      props.onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'A5511')
        form.setFields([{ name: 'mobile', errors: [error.message] }]);
      else void message.error(error instanceof ApiError ? error.message : String(error));
    },
  });
  return (
    <Drawer
      open
      title={t('roll.editTitle')}
      onClose={props.onClose}
      width={420}
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('roll.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('roll.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: props.person.name,
          mobile: props.person.mobile ?? '',
          groupId: props.person.groupId,
          fields: props.person.fields,
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item label={t('roll.column.code')}>
          <Input value={props.person.code} disabled />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('roll.column.name')}
          rules={[{ required: true, whitespace: true, message: t('roll.nameRequired') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('roll.column.mobile')}
          rules={[
            {
              validator: (_, v?: string) =>
                !v?.trim() || ZRollMobile.safeParse(v).success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('roll.mobileFormat'))),
            },
          ]}
        >
          <Input maxLength={30} inputMode="tel" />
        </Form.Item>
        <Form.Item name="groupId" label={t('roll.column.group')}>
          <Select
            options={[
              { value: null, label: t('roll.noGroup') },
              ...props.groups.map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        </Form.Item>
        {props.heads.map((head) => (
          <Form.Item key={head.key} name={['fields', head.key]} label={head.label}>
            <Input maxLength={200} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
