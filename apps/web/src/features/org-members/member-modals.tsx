import type { AssignableDepartment, Member } from '@cairn/contract';
import { App, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from './member-labels.ts';
import { useChangeDepartment, useChangeRole } from './org-members-api.ts';

const departmentOptions = (departments: AssignableDepartment[]) =>
  departments.map((d) => ({ value: d.id, label: d.name }));

/** Department admin or member; a department admin's department is asked for (A5210 without one). */
export function RoleModal(props: {
  member: Member;
  departments: AssignableDepartment[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [role, setRole] = useState<2 | 3>(props.member.role === 2 ? 2 : 3);
  const [departmentId, setDepartmentId] = useState<number | undefined>(
    props.member.departmentId ?? undefined,
  );
  const change = useChangeRole();
  return (
    <Modal
      open
      title={t('orgMembers.roleModal.title', { name: props.member.username })}
      onCancel={props.onClose}
      confirmLoading={change.isPending}
      onOk={() =>
        change.mutate(
          { userId: props.member.userId, role, ...(departmentId ? { departmentId } : {}) },
          {
            onSuccess: () => {
              message.success(t('orgMembers.saved'));
              props.onClose();
            },
          },
        )
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('orgMembers.col.role')}>
          <Radio.Group value={role} onChange={(e) => setRole(e.target.value)}>
            <Radio value={2}>{roleLabel(t, 2)}</Radio>
            <Radio value={3}>{roleLabel(t, 3)}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={role === 2 ? t('orgMembers.roleModal.department') : t('orgMembers.col.department')}
          extra={role === 2 ? t('orgMembers.roleModal.departmentHint') : undefined}
        >
          <Select
            aria-label={t('orgMembers.col.department')}
            value={departmentId}
            onChange={setDepartmentId}
            options={departmentOptions(props.departments)}
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function MoveModal(props: {
  member: Member;
  departments: AssignableDepartment[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [departmentId, setDepartmentId] = useState<number | undefined>(
    props.member.departmentId ?? undefined,
  );
  const change = useChangeDepartment();
  return (
    <Modal
      open
      title={t('orgMembers.moveModal.title', { name: props.member.username })}
      onCancel={props.onClose}
      okButtonProps={{ disabled: !departmentId || departmentId === props.member.departmentId }}
      confirmLoading={change.isPending}
      onOk={() =>
        departmentId &&
        change.mutate(
          { userId: props.member.userId, departmentId },
          {
            onSuccess: () => {
              message.success(t('orgMembers.saved'));
              props.onClose();
            },
          },
        )
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('orgMembers.moveModal.department')}>
          <Select
            aria-label={t('orgMembers.moveModal.department')}
            value={departmentId}
            onChange={setDepartmentId}
            options={departmentOptions(props.departments)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
