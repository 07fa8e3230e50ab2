import { RightOutlined, WarningOutlined } from '@ant-design/icons';
import type { DiagnosisItemView } from '@cairn/contract';
import { Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './publish.css';

interface DiagnosisModalProps {
  items: DiagnosisItemView[] | null;
  onClose: () => void;
  /** Opens the design tab at the question. */
  onJump: (nodeId: number) => void;
}

/** The project diagnosis modal (spec doc 1 §4): every item names its question and jumps to it. */
export function DiagnosisModal({ items, onClose, onJump }: DiagnosisModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={items !== null}
      onCancel={onClose}
      footer={null}
      width={560}
      title={
        <span>
          <WarningOutlined className="diagnosis__icon" aria-hidden="true" /> {t('publish.diagnosis.title')}
        </span>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('publish.diagnosis.intro', { count: items?.length ?? 0 })}
      </Typography.Paragraph>
      <ul className="diagnosis__list">
        {(items ?? []).map((item, i) => {
          const name =
            item.nodeId === null
              ? t('publish.diagnosis.surveyLevel')
              : [item.code, item.title].filter(Boolean).join(' ');
          const body = (
            <>
              <Tag color="orange" className="diagnosis__type">
                {t(`publish.diagnosis.type.${item.type}` as 'publish.diagnosis.type.1')}
              </Tag>
              <span className="diagnosis__text">
                <strong className="diagnosis__name">{name}</strong>
                <span className="diagnosis__message">{item.message}</span>
              </span>
            </>
          );
          const { nodeId } = item;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the list is replaced whole.
            <li key={i}>
              {nodeId === null ? (
                <div className="diagnosis__item">{body}</div>
              ) : (
                <button
                  type="button"
                  className="diagnosis__item diagnosis__item--link"
                  aria-label={`${t('publish.diagnosis.jump')}: ${name} ${item.message}`}
                  onClick={() => onJump(nodeId)}
                >
                  {body}
                  <RightOutlined className="diagnosis__go" aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
