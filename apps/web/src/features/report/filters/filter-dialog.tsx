import type { FilterView, ReportNode } from '@cairn/contract';
import { Alert, Button, Checkbox, DatePicker, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES, deviceLabel } from '../device-label.ts';
import { FilterConditionRow } from './filter-condition-row.tsx';
import {
  conditionFor,
  conditionProblem,
  emptyFilterForm,
  type FilterForm,
  formOfFilter,
} from './filter-draft.ts';

/** The statuses in the order people think of them: finished first. */
const STATUSES = ['complete', 'partial', 'screened_out', 'invalid'] as const;

interface Props {
  /** The filter being edited, or null for a new one. */
  filter: FilterView | null;
  nodes: readonly ReportNode[] | undefined;
  isLoadingNodes: boolean;
  isSaving: boolean;
  onSave: (form: FilterForm) => void;
  onClose: () => void;
}

/** Create or edit a filter: name, conditions joined by and/or, time range, statuses, sources, devices. */
export function FilterDialog({ filter, nodes, isLoadingNodes, isSaving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FilterForm>(() => (filter ? formOfFilter(filter) : emptyFilterForm()));
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<FilterForm>) => setForm((old) => ({ ...old, ...patch }));
  const list = nodes ?? [];
  const incomplete = form.conditions.some((c) =>
    conditionProblem(
      c,
      list.find((n) => n.nodeId === c.nodeId),
    ),
  );
  const nameMissing = form.name.trim() === '';
  const submit = () => {
    setTried(true);
    if (!nameMissing && !incomplete) onSave(form);
  };
  return (
    <Modal
      open
      title={t(filter ? 'reportBoard.filter.dialogEdit' : 'reportBoard.filter.dialogCreate')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('reportBoard.filter.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={isSaving} onClick={submit}>
          {t('reportBoard.filter.save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={submit} className="filter-dialog">
        <Form.Item
          label={t('reportBoard.filter.name')}
          htmlFor="report-filter-name"
          required
          validateStatus={tried && nameMissing ? 'error' : undefined}
          help={tried && nameMissing ? t('reportBoard.filter.nameRequired') : undefined}
        >
          <Input
            id="report-filter-name"
            autoFocus
            maxLength={50}
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
            onPressEnter={submit}
          />
        </Form.Item>
        <Form.Item label={t('reportBoard.filter.conditions')}>
          {isLoadingNodes ? <Spin size="small" /> : null}
          {form.conditions.length > 1 ? (
            <Radio.Group
              aria-label={t('logic.field.relation')}
              value={form.relation}
              onChange={(event) => set({ relation: event.target.value })}
              options={[
                { value: 'and', label: t('logic.relation.and') },
                { value: 'or', label: t('logic.relation.or') },
              ]}
            />
          ) : null}
          {form.conditions.length === 0 && !isLoadingNodes ? (
            <p className="filter-dialog__none">{t('reportBoard.filter.noConditions')}</p>
          ) : null}
          {form.conditions.map((condition, i) => (
            <FilterConditionRow
              // Conditions have no ids; their place is who they are while the dialog is open.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              nodes={list}
              condition={condition}
              index={i}
              onChange={(next) =>
                set({ conditions: form.conditions.map((old, j) => (j === i ? next : old)) })
              }
              onRemove={() => set({ conditions: form.conditions.filter((_, j) => j !== i) })}
            />
          ))}
          {tried && incomplete ? (
            <Alert type="error" showIcon title={t('reportBoard.filter.incomplete')} />
          ) : null}
          <Button
            size="small"
            disabled={list.length === 0 || form.conditions.length >= 50}
            onClick={() => {
              const first = list[0];
              if (first) set({ conditions: [...form.conditions, conditionFor(first)] });
            }}
          >
            {t('reportBoard.filter.addCondition')}
          </Button>
        </Form.Item>
        <Form.Item label={t('reportBoard.filter.time')}>
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            value={[
              form.timeFrom === null ? null : dayjs(form.timeFrom),
              form.timeTo === null ? null : dayjs(form.timeTo),
            ]}
            onChange={(range) =>
              set({ timeFrom: range?.[0]?.valueOf() ?? null, timeTo: range?.[1]?.valueOf() ?? null })
            }
          />
        </Form.Item>
        <Form.Item label={t('reportBoard.filter.statuses')} extra={t('reportBoard.filter.statusesHint')}>
          <Checkbox.Group
            value={form.statuses}
            onChange={(statuses) => set({ statuses: statuses as FilterForm['statuses'] })}
            options={STATUSES.map((status) => ({
              value: status,
              label: t(`reportBoard.filter.status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('reportBoard.filter.sources')}>
          <Select
            mode="tags"
            aria-label={t('reportBoard.filter.sources')}
            placeholder={t('reportBoard.filter.anySource')}
            value={form.sources}
            onChange={(sources: string[]) => set({ sources })}
            tokenSeparators={[',']}
            open={false}
            suffixIcon={null}
          />
        </Form.Item>
        <Form.Item label={t('reportBoard.filter.devices')}>
          <Checkbox.Group
            value={form.devices}
            onChange={(devices) => set({ devices: devices as string[] })}
            options={DEVICES.map((device) => ({
              value: device,
              label: deviceLabel(device, t),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
