import type { CodeFrame } from '@cairn/contract';
import { Button, Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { findNet, retiredNets } from './code-tree-model.ts';
import type { FrameActions } from './use-frame-actions.ts';

/** Merged and removed codes, each with the way back: unmerge or restore. */
export function RetiredCodes({
  frame,
  readOnly,
  actions,
}: {
  frame: CodeFrame;
  readOnly: boolean;
  actions: FrameActions;
}) {
  const { t } = useTranslation();
  const retired = retiredNets(frame);
  if (retired.length === 0) return null;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'retired',
          label: `${t('reportCoding.tree.showRemoved')} (${retired.length})`,
          children: (
            <ul className="coding-retired">
              {retired.map((net) => (
                <li key={net.id}>
                  <span className="coding-tree__code">{net.codeId}</span> {net.label}{' '}
                  {net.codeStatus === 4 && net.mergedInto !== null ? (
                    <span className="coding-retired__note">
                      {t('reportCoding.tree.mergedInto', {
                        label: findNet(frame, net.mergedInto)?.label ?? '',
                      })}
                    </span>
                  ) : null}
                  {readOnly ? null : (
                    <Button
                      size="small"
                      type="link"
                      onClick={() =>
                        void (net.codeStatus === 4 ? actions.unmerge(net.id) : actions.restore([net.id]))
                      }
                    >
                      {net.codeStatus === 4 ? t('reportCoding.tree.unmerge') : t('reportCoding.tree.restore')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
