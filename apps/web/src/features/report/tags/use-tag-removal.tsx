import type { Tag } from '@cairn/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTagActions } from './tag-queries.ts';

/** Long enough to reach the undo link after reading the message. */
const UNDO_SECONDS = 8;

/**
 * Deleting a tag: a tag that counts answers asks first (its counts and hand-made tags go with
 * it); either way the message offers to undo, which restores the tag whole.
 */
export function useTagRemoval(surveyCode: string, onRemoved: (tag: Tag) => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { remove, restore } = useTagActions(surveyCode);

  const undo = (tag: Tag, key: string) => {
    message.destroy(key);
    restore.mutate(tag.id, {
      onSuccess: () => void message.success(t('reportTags.tags.restored', { name: tag.name })),
    });
  };

  const run = (tag: Tag) =>
    remove.mutate(tag.id, {
      onSuccess: () => {
        onRemoved(tag);
        const key = `tag-removed-${tag.id}`;
        void message.open({
          key,
          type: 'success',
          duration: UNDO_SECONDS,
          content: (
            <span className="undo-message">
              {t('reportTags.tags.removed', { name: tag.name })}
              <Button type="link" size="small" onClick={() => undo(tag, key)}>
                {t('reportTags.tags.undo')}
              </Button>
            </span>
          ),
        });
      },
    });

  return (tag: Tag, count: number) => {
    if (count === 0) {
      run(tag);
      return;
    }
    modal.confirm({
      title: t('reportTags.tags.removeTitle', { name: tag.name }),
      content: t('reportTags.tags.removeBody', { count }),
      okText: t('reportTags.tags.removeOk'),
      okButtonProps: { danger: true },
      cancelText: t('reportTags.editor.cancel'),
      onOk: () => run(tag),
    });
  };
}
