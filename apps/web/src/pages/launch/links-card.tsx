import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { LaunchLink } from '@cairn/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLaunchLinks, removeLaunchLink } from '../../api/endpoints/publishing.ts';
import { CopyButton } from './copy-button.tsx';
import { publicSurveyUrl } from './launch-url.ts';
import { LinkModal } from './link-modal.tsx';

/** Multi-link: one link per channel, each recording its source (and channel) with responses. */
export function LinksCard({ code, canEdit }: { code: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const key = ['launch-links', code];
  const links = useQuery({ queryKey: key, queryFn: () => fetchLaunchLinks(code) });
  const [editing, setEditing] = useState<LaunchLink | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const urlOf = (link: LaunchLink) =>
    publicSurveyUrl(window.location.origin, code, { source: link.source, channel: link.channel });

  return (
    <Card
      className="launch-card"
      title={t('publish.links.title')}
      extra={
        canEdit ? (
          <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('publish.links.add')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('publish.links.hint')}</Typography.Paragraph>
      <Table<LaunchLink>
        rowKey="id"
        size="small"
        loading={links.isLoading}
        dataSource={links.data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('publish.links.empty')} />,
        }}
        columns={[
          { title: t('publish.links.name'), dataIndex: 'name', width: 140 },
          { title: t('publish.links.source'), dataIndex: 'source', width: 110 },
          { title: t('publish.links.channel'), dataIndex: 'channel', width: 110 },
          {
            title: t('publish.links.url'),
            key: 'url',
            render: (_, link) => (
              <Typography.Text className="launch-links__url" ellipsis={{ tooltip: urlOf(link) }}>
                {urlOf(link)}
              </Typography.Text>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: canEdit ? 220 : 90,
            render: (_, link) => (
              <Space size={4}>
                <CopyButton text={urlOf(link)} label={t('common.copy')} size="small" />
                {canEdit ? (
                  <>
                    <Button
                      size="small"
                      icon={<EditOutlined aria-hidden="true" />}
                      onClick={() => setEditing(link)}
                    >
                      {t('publish.links.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden="true" />}
                      aria-label={`${t('publish.links.remove')} ${link.name}`}
                      onClick={() =>
                        modal.confirm({
                          title: t('publish.links.remove'),
                          content: t('publish.links.removeConfirm', { name: link.name }),
                          okButtonProps: { danger: true },
                          okText: t('publish.links.remove'),
                          cancelText: t('common.cancel'),
                          onOk: () => removeLaunchLink(code, link.id).then(refresh),
                        })
                      }
                    />
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <LinkModal
        code={code}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Card>
  );
}
