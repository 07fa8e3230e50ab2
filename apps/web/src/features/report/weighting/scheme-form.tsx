import { CloseOutlined } from '@ant-design/icons';
import { type CrossVariable, WEIGHTING_PRESETS, type WeightingDefinition } from '@cairn/contract';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitInput } from './limit-input.tsx';
import { TargetsGrid } from './targets-grid.tsx';
import { marginOf, type SchemeDraft, withCellVariables } from './weighting-draft.ts';

interface Props {
  draft: SchemeDraft;
  /** Single-response variables (`cross/variables` of kind single). */
  variables: readonly CrossVariable[];
  onChange(draft: SchemeDraft): void;
  /** A refusal of the targets (A0321, A0322, A0323), shown right above the grids. */
  error?: ReactNode;
}

const nameOf = (v: CrossVariable | undefined, id: string) => (v ? `${v.code} ${v.label}` : id);

/** The scheme's fields: name, method, targets per category, convergence and caps. */
export function SchemeForm({ draft, variables, onChange, error }: Props) {
  const { t } = useTranslation();
  const k = (key: string) => t(`reportWeighting.edit.${key}` as 'reportWeighting.edit.name');
  const def = draft.definition;
  const byId = new Map(variables.map((v) => [v.id, v]));
  const setDef = (patch: Partial<WeightingDefinition>) =>
    onChange({ ...draft, definition: { ...def, ...patch } });
  const labelOf = (variableId: string, value: number) =>
    byId.get(variableId)?.categories.find((c) => c.value === value)?.label ?? String(value);
  const unused = variables.filter((v) => !def.margins.some((m) => m.variableId === v.id));

  return (
    <Form layout="vertical" className="weight-form" component="div">
      <Form.Item label={k('name')} required>
        <Input
          aria-label={k('name')}
          maxLength={50}
          value={draft.name}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
      </Form.Item>
      <Space wrap size={24}>
        <Form.Item label={k('method')}>
          <Radio.Group
            optionType="button"
            value={def.method}
            options={(['rim', 'cell'] as const).map((m) => ({
              value: m,
              label: t(`reportWeighting.methods.${m}`),
            }))}
            onChange={(e) => setDef({ method: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={k('targetsAs')}>
          <Radio.Group
            optionType="button"
            value={def.targetsAs}
            options={[
              { value: 'percent', label: k('percent') },
              { value: 'count', label: k('count') },
            ]}
            onChange={(e) => setDef({ targetsAs: e.target.value })}
          />
        </Form.Item>
      </Space>

      {def.method === 'rim' ? (
        <Form.Item label={k('variables')}>
          <Select<string>
            aria-label={k('addVariable')}
            placeholder={k('addVariable')}
            value={null}
            showSearch
            optionFilterProp="label"
            options={unused.map((v) => ({ value: v.id, label: nameOf(v, v.id) }))}
            onChange={(id) => {
              const variable = byId.get(id);
              if (variable) setDef({ margins: [...def.margins, marginOf(variable)] });
            }}
          />
          {def.margins.length === 0 ? <p className="weight-form__hint">{k('noVariables')}</p> : null}
          {error}
          <div className="weight-form__grids">
            {def.margins.map((margin, m) => {
              const title = nameOf(byId.get(margin.variableId), margin.variableId);
              return (
                <div key={margin.variableId} className="weight-form__margin">
                  <div className="weight-form__margin-head">
                    <b>{title}</b>
                    <Button
                      size="small"
                      type="text"
                      icon={<CloseOutlined />}
                      aria-label={t('reportWeighting.edit.removeVariable', { name: title })}
                      onClick={() => setDef({ margins: def.margins.filter((_, i) => i !== m) })}
                    />
                  </div>
                  <TargetsGrid
                    title={title}
                    targetsAs={def.targetsAs}
                    rows={margin.targets.map((target) => ({
                      key: String(target.value),
                      label: labelOf(margin.variableId, target.value),
                      target: target.target,
                    }))}
                    onChange={(index, value) =>
                      setDef({
                        margins: def.margins.map((each, i) =>
                          i === m
                            ? {
                                ...each,
                                targets: each.targets.map((tg, j) =>
                                  j === index ? { ...tg, target: value } : tg,
                                ),
                              }
                            : each,
                        ),
                      })
                    }
                  />
                </div>
              );
            })}
          </div>
        </Form.Item>
      ) : (
        <Form.Item label={k('variables')}>
          <Select<string[]>
            mode="multiple"
            aria-label={k('addVariable')}
            placeholder={k('addVariable')}
            maxCount={4}
            optionFilterProp="label"
            value={def.cellVariables}
            options={variables.map((v) => ({ value: v.id, label: nameOf(v, v.id) }))}
            onChange={(ids) =>
              onChange({
                ...draft,
                definition: withCellVariables(
                  def,
                  ids.flatMap((id) => byId.get(id) ?? []),
                ),
              })
            }
          />
          {error}
          {def.cells.length > 0 ? (
            <TargetsGrid
              title={k('variables')}
              targetsAs={def.targetsAs}
              rows={def.cells.map((cell) => ({
                key: cell.values.join('|'),
                label: cell.values.map((value, i) => labelOf(def.cellVariables[i] ?? '', value)).join(' × '),
                target: cell.target,
              }))}
              onChange={(index, value) =>
                setDef({ cells: def.cells.map((c, i) => (i === index ? { ...c, target: value } : c)) })
              }
            />
          ) : (
            <p className="weight-form__hint">{k('noVariables')}</p>
          )}
        </Form.Item>
      )}

      <Space wrap size={16} align="end">
        <Form.Item label={k('limit')}>
          <LimitInput label={k('limit')} value={def.limit} onChange={(limit) => setDef({ limit })} />
        </Form.Item>
        <Form.Item label={k('criterion')}>
          <Radio.Group
            optionType="button"
            value={def.criterion}
            options={[
              { value: 'max', label: k('criterionMax') },
              { value: 'rms', label: k('criterionRms') },
            ]}
            onChange={(e) => setDef({ criterion: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={k('maxIterations')}>
          <InputNumber
            aria-label={k('maxIterations')}
            min={1}
            max={10_000}
            precision={0}
            value={def.maxIterations}
            onChange={(v) => typeof v === 'number' && setDef({ maxIterations: v })}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button onClick={() => setDef({ ...WEIGHTING_PRESETS.strict })}>{k('presetStrict')}</Button>
            <Button onClick={() => setDef({ ...WEIGHTING_PRESETS.unicom })}>{k('presetUnicom')}</Button>
          </Space>
        </Form.Item>
      </Space>
      <Space wrap size={16} align="center">
        <Checkbox
          checked={def.caps !== null}
          onChange={(e) => setDef({ caps: e.target.checked ? { min: 0.3, max: 3 } : null })}
        >
          {k('caps')}
        </Checkbox>
        {def.caps ? (
          <>
            <InputNumber
              aria-label={k('capMin')}
              addonBefore={k('capMin')}
              min={0.0001}
              value={def.caps.min}
              onChange={(v) =>
                setDef({ caps: { max: def.caps?.max ?? null, min: typeof v === 'number' ? v : null } })
              }
            />
            <InputNumber
              aria-label={k('capMax')}
              addonBefore={k('capMax')}
              min={0.0001}
              value={def.caps.max}
              onChange={(v) =>
                setDef({ caps: { min: def.caps?.min ?? null, max: typeof v === 'number' ? v : null } })
              }
            />
          </>
        ) : null}
      </Space>
    </Form>
  );
}
