import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import type { WeightingScheme } from '@cairn/contract';
import { Alert, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useSchemeActions, useSchemes } from './weighting-queries.ts';

/** The survey's schemes: the active one marked; make active or deactivate, edit, delete, new. */
export function SchemeList({ surveyCode }: { surveyCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schemes = useSchemes(surveyCode);
  const { activate, remove } = useSchemeActions(surveyCode);
  const k = (key: string) => t(`reportWeighting.list.${key}` as 'reportWeighting.list.title');
  if (schemes.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={k('loadError')}
        action={<Button onClick={() => void schemes.refetch()}>{k('retry')}</Button>}
      />
    );
  return (
    <>
      {activate.isError && isApiError(activate.error) ? (
        <Alert type="error" showIcon title={activate.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<WeightingScheme>
        size="small"
        rowKey="id"
        loading={schemes.isPending}
        pagination={false}
        dataSource={schemes.data ?? []}
        locale={{ emptyText: k('empty') }}
        columns={[
          { title: k('name'), dataIndex: 'name' },
          {
            title: k('method'),
            key: 'method',
            render: (_, s) => t(`reportWeighting.methods.${s.definition.method}`),
          },
          {
            title: k('active'),
            key: 'active',
            render: (_, s) =>
              s.active ? (
                <Tag color="green" icon={<CheckCircleFilled />} data-testid="scheme-active">
                  {k('active')}
                </Tag>
              ) : null,
          },
          {
            title: k('actions'),
            key: 'actions',
            render: (_, s) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  loading={activate.isPending && activate.variables === (s.active ? null : s.id)}
                  onClick={() => activate.mutate(s.active ? null : s.id)}
                >
                  {s.active ? k('deactivate') : k('activate')}
                </Button>
                <Link to={`../weight-edit?id=${s.id}`} relative="path">
                  {k('edit')}
                </Link>
                <Popconfirm
                  title={t('reportWeighting.list.confirmRemove', { name: s.name })}
                  onConfirm={() => remove.mutate(s.id)}
                >
                  <Button size="small" type="link" danger>
                    {k('remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Button
        type="primary"
        className="weight-list__new"
        icon={<PlusOutlined />}
        onClick={() => navigate('../weight-edit', { relative: 'path' })}
      >
        {k('create')}
      </Button>
    </>
  );
}
