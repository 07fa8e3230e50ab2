import { ArrowLeftOutlined } from '@ant-design/icons';
import { DEPARTMENT_NAME_MAX } from '@cairn/contract';
import { App, Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useDepartmentChange, useDepartments } from '../../features/org/org-queries.ts';

const TOP = 0;

/** /user/department/add: a new department under a parent the caller manages (?parent= preselects one). */
export function DepartmentAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const { data, isPending } = useDepartments();
  const change = useDepartmentChange();
  const [error, setError] = useState<string | null>(null);

  if (isPending || !data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const options = [
    ...(data.manageTop ? [{ value: TOP, label: t('org.tree.top') }] : []),
    ...data.departments.filter((d) => d.manageable).map((d) => ({ value: d.id, label: d.name })),
  ];
  const asked = Number(params.get('parent'));
  const initialParent = options.some((o) => o.value === asked) ? asked : options[0]?.value;

  const submit = async ({ name, parent }: { name: string; parent: number }) => {
    setError(null);
    try {
      await change.mutateAsync({ kind: 'add', name: name.trim(), parentId: parent === TOP ? null : parent });
      message.success(t('org.addPage.created', { name: name.trim() }));
      navigate('/user/organization');
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    }
  };

  return (
    <Card
      title={t('org.addPage.title')}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/user/organization')}>
          {t('org.addPage.back')}
        </Button>
      }
      style={{ maxWidth: 640 }}
    >
      <Form
        layout="vertical"
        onFinish={submit}
        initialValues={{ parent: initialParent }}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={t('org.tree.name')}
          rules={[{ required: true, whitespace: true, message: t('org.tree.nameRequired') }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input autoFocus maxLength={DEPARTMENT_NAME_MAX} onChange={() => setError(null)} />
        </Form.Item>
        <Form.Item name="parent" label={t('org.tree.parent')} rules={[{ required: true }]}>
          <Select options={options} showSearch optionFilterProp="label" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} disabled={options.length === 0}>
          {t('org.tree.add')}
        </Button>
      </Form>
    </Card>
  );
}
