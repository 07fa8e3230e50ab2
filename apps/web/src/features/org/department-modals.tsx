import { DEPARTMENT_NAME_MAX, type Department } from '@cairn/contract';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { destinationsFor, subtreeIds } from './department-tree.ts';

/** A destination choice: a department id, or TOP for the organisation's top level. */
const TOP = 0;

function destinationOptions(
  departments: readonly Department[],
  candidates: readonly Department[],
  manageTop: boolean,
  topLabel: string,
) {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const pathOf = (d: Department): string => {
    const names = [d.name];
    let parent = d.parentId === null ? undefined : byId.get(d.parentId);
    for (let guard = 0; parent && guard < 50; guard++) {
      names.unshift(parent.name);
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
    return names.join(' / ');
  };
  return [
    ...(manageTop ? [{ value: TOP, label: topLabel }] : []),
    ...candidates
      .map((d) => ({ value: d.id, label: pathOf(d) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
}

/** Runs a change; a refused one (A5231 name taken, A5232 inside itself) shows under the form. */
function useSubmit(run: () => Promise<unknown>, onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
      onDone();
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit, clear: () => setError(null) };
}

export function NameModal(props: {
  title: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initial ?? '');
  const { error, busy, submit, clear } = useSubmit(() => props.onSubmit(name.trim()), props.onClose);
  const empty = name.trim() === '';
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: empty, loading: busy }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('org.tree.name')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            autoFocus
            value={name}
            maxLength={DEPARTMENT_NAME_MAX}
            aria-label={t('org.tree.name')}
            onChange={(e) => {
              setName(e.target.value);
              clear();
            }}
            onPressEnter={() => !empty && void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function MoveModal(props: {
  department: Department;
  departments: readonly Department[];
  manageTop: boolean;
  onSubmit: (parentId: number | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const options = destinationOptions(
    props.departments,
    destinationsFor(props.departments, props.department.id).filter((d) => d.id !== props.department.parentId),
    props.manageTop && props.department.parentId !== null,
    t('org.tree.topLevel'),
  );
  const [target, setTarget] = useState<number | undefined>(options[0]?.value);
  const { error, busy, submit } = useSubmit(
    () => props.onSubmit(target === TOP ? null : (target as number)),
    props.onClose,
  );
  return (
    <Modal
      open
      title={t('org.tree.moveTitle', { name: props.department.name })}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: target === undefined, loading: busy }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('org.tree.moveTo')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Select
            value={target}
            options={options}
            onChange={setTarget}
            aria-label={t('org.tree.moveTo')}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The delete confirmation (titled 删除确认, spec doc 1 §8) saying where members and sub-departments go. */
export function DeleteModal(props: {
  department: Department;
  departments: readonly Department[];
  manageTop: boolean;
  onSubmit: (moveTo: number | null | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { department, departments } = props;
  const parent = departments.find((d) => d.id === department.parentId);
  const children = departments.filter((d) => d.parentId === department.id).length;
  const inside = subtreeIds(departments, department.id);
  const candidates = departments.filter((d) => d.manageable && !inside.has(d.id) && d.id !== parent?.id);
  const parentLabel = parent ? t('org.tree.parentOf', { name: parent.name }) : t('org.tree.topLevel');
  const parentAllowed = parent ? parent.manageable : props.manageTop;
  const options = [
    ...(parentAllowed ? [{ value: -1, label: parentLabel }] : []),
    ...destinationOptions(
      departments,
      candidates,
      props.manageTop && parent !== undefined,
      t('org.tree.topLevel'),
    ),
  ];
  const [target, setTarget] = useState<number | undefined>(options[0]?.value);
  const { error, busy, submit } = useSubmit(
    () => props.onSubmit(target === -1 ? undefined : target === TOP ? null : target),
    props.onClose,
  );
  return (
    <Modal
      open
      title={t('org.tree.deleteTitle')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('org.tree.delete')}
      okButtonProps={{ danger: true, disabled: target === undefined, loading: busy }}
    >
      <Typography.Paragraph>{t('org.tree.deleteBody', { name: department.name })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('org.tree.deleteWhere', { members: department.memberCount, children })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('org.tree.deleteTarget')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Select
            value={target}
            options={options}
            onChange={setTarget}
            aria-label={t('org.tree.deleteTarget')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
