import { ImportOutlined, PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import type { CodeFrame } from '@cairn/contract';
import { Button, Dropdown, Input, Modal, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchAddDialog } from './batch-add-dialog.tsx';
import { findNet } from './code-tree-model.ts';
import type { LabelRequest } from './label-dialog.tsx';
import { QuoteDialog } from './quote-dialog.tsx';
import type { FrameActions } from './use-frame-actions.ts';

interface Props {
  surveyCode: string;
  frame: CodeFrame;
  selected: number[];
  actions: FrameActions;
  onAsk(request: LabelRequest): void;
  onRemove(ids: number[]): void;
  onCleared(): void;
}

/** Add one code, add many (typed or xlsx), quote a frame, sort; net, merge or delete the chosen. */
export function CodeTreeToolbar({ surveyCode, frame, selected, actions, onAsk, onRemove, onCleared }: Props) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [batch, setBatch] = useState(false);
  const [quote, setQuote] = useState(false);
  const [mergeTarget, setMergeTarget] = useState<number | null>(null);
  const [merging, setMerging] = useState(false);
  const chosen = selected.map((id) => findNet(frame, id)).filter((n) => n !== undefined);
  const allLeaves = chosen.length > 1 && chosen.every((n) => n.nodes.length === 0);
  // Sorting applies to the one chosen code's children, or to the nets.
  const sortParent = chosen.length === 1 && chosen[0] && chosen[0].nodes.length > 0 ? chosen[0].id : null;

  const add = () => {
    if (!label.trim()) return;
    void actions.add(label.trim(), null).then(() => setLabel(''));
  };

  return (
    <div className="coding-tree__toolbar">
      <Space.Compact className="coding-tree__add">
        <Input
          aria-label={t('reportCoding.tree.addPlaceholder')}
          placeholder={t('reportCoding.tree.addPlaceholder')}
          value={label}
          maxLength={100}
          onChange={(e) => setLabel(e.target.value)}
          onPressEnter={add}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={!label.trim()}>
          {t('reportCoding.tree.add')}
        </Button>
      </Space.Compact>
      <Space wrap size={4}>
        <Button size="small" onClick={() => setBatch(true)}>
          {t('reportCoding.tree.batch')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void actions.importFile(file);
            return false;
          }}
        >
          <Button size="small" icon={<ImportOutlined />}>
            {t('reportCoding.tree.importXlsx')}
          </Button>
        </Upload>
        <Button size="small" onClick={() => setQuote(true)}>
          {t('reportCoding.tree.quote')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: ([1, 2, 3] as const).map((type) => ({
              key: String(type),
              label: t(
                `reportCoding.tree.${type === 1 ? 'sortCount' : type === 2 ? 'sortLabel' : 'sortCode'}`,
              ),
            })),
            onClick: ({ key }) => void actions.sort(Number(key) as 1 | 2 | 3, sortParent),
          }}
        >
          <Button size="small" icon={<SortAscendingOutlined />}>
            {t('reportCoding.tree.sort')}
          </Button>
        </Dropdown>
      </Space>
      {selected.length > 0 ? (
        <Space wrap size={4} className="coding-tree__selection">
          <Button
            size="small"
            onClick={() =>
              onAsk({
                title: t('reportCoding.tree.nettingLabel'),
                onOk: (name) => actions.netting(selected, name).then(onCleared),
              })
            }
          >
            {t('reportCoding.tree.netting')}
          </Button>
          <Button
            size="small"
            disabled={!allLeaves}
            onClick={() => {
              setMergeTarget(selected[0] ?? null);
              setMerging(true);
            }}
          >
            {t('reportCoding.tree.merge')}
          </Button>
          <Button size="small" danger onClick={() => onRemove(selected)}>
            {t('reportCoding.tree.remove')}
          </Button>
        </Space>
      ) : null}
      <BatchAddDialog open={batch} onClose={() => setBatch(false)} onSubmit={actions.importText} />
      <QuoteDialog
        surveyCode={surveyCode}
        open={quote}
        onClose={() => setQuote(false)}
        onQuote={actions.quote}
      />
      <Modal
        open={merging}
        title={t('reportCoding.tree.merge')}
        cancelText={t('common.cancel')}
        onCancel={() => setMerging(false)}
        okButtonProps={{ disabled: mergeTarget === null }}
        onOk={() => {
          if (mergeTarget === null) return;
          void actions
            .merge(
              selected.filter((id) => id !== mergeTarget),
              mergeTarget,
            )
            .then(() => {
              setMerging(false);
              onCleared();
            });
        }}
      >
        <label htmlFor="coding-merge-target">{t('reportCoding.tree.mergeTarget')}</label>
        <Select
          id="coding-merge-target"
          style={{ width: '100%' }}
          value={mergeTarget}
          onChange={setMergeTarget}
          options={chosen.map((n) => ({ value: n.id, label: n.label }))}
        />
      </Modal>
    </div>
  );
}
