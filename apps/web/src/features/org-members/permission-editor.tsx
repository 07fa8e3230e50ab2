import { type Member, type PermissionEntry, type PermissionGroup, permissionMap } from '@cairn/contract';
import { App, Button, Card, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '../../i18n/language.ts';
import { useChangePermissions } from './org-members-api.ts';

const isEntry = (n: PermissionGroup | PermissionEntry): n is PermissionEntry => 'code' in n;

/** The nested permission map (contract permissions.ts) as groups of checkboxes, one per code. */
export function PermissionEditor({ member, onDone }: { member: Member; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = toLang(i18n.language);
  const [codes, setCodes] = useState<Set<string>>(new Set(member.permissionCodes));
  const save = useChangePermissions();
  const toggle = (code: string, on: boolean) =>
    setCodes((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const renderNodes = (nodes: (PermissionGroup | PermissionEntry)[], depth: number) => (
    <Space direction={depth === 0 ? 'vertical' : 'horizontal'} wrap size={depth === 0 ? 16 : 12}>
      {nodes.map((n) =>
        isEntry(n) ? (
          <Checkbox
            key={n.code}
            checked={codes.has(n.code)}
            onChange={(e) => toggle(n.code, e.target.checked)}
          >
            {n[lang]} <Typography.Text type="secondary">({n.code})</Typography.Text>
          </Checkbox>
        ) : (
          <fieldset key={n.key} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, fontSize: depth === 0 ? 15 : 13, marginBottom: 6 }}>
              {n[lang]}
            </legend>
            {renderNodes(n.children, depth + 1)}
          </fieldset>
        ),
      )}
    </Space>
  );

  return (
    <Card title={t('orgMembers.permissionEditor.title', { name: member.username })}>
      <Typography.Paragraph type="secondary">{t('orgMembers.permissionEditor.hint')}</Typography.Paragraph>
      {renderNodes(permissionMap, 0)}
      <div style={{ marginTop: 24 }}>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { userId: member.userId, codes: [...codes] },
              {
                onSuccess: () => {
                  message.success(t('orgMembers.saved'));
                  onDone();
                },
              },
            )
          }
        >
          {t('orgMembers.permissionEditor.save')}
        </Button>
      </div>
    </Card>
  );
}
