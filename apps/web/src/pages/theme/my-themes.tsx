import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import type { Theme } from '@cairn/core';
import { App, Button, Empty, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameLook } from '../../features/theme/same-look.ts';
import { useMyThemeActions } from '../../features/theme/theme-queries.ts';
import { ThemeNameModal } from './theme-name-modal.tsx';
import { ThemeSwatch } from './theme-swatch.tsx';

type Dialog = { kind: 'saveAs' } | { kind: 'rename'; theme: Theme } | null;

/** My saved themes: apply, rename, delete (with confirmation), and "save the current one as". */
export function MyThemes({
  code,
  mine,
  current,
  onApply,
  settle,
}: {
  code: string;
  mine: Theme[];
  current: Theme;
  onApply: (theme: Theme) => void;
  /** Resolves once the survey's theme on the server is the one shown (what "save as" copies). */
  settle: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actions = useMyThemeActions(code);
  const [dialog, setDialog] = useState<Dialog>(null);

  const submit = (name: string) => {
    if (dialog?.kind === 'saveAs') {
      void settle().then(() =>
        actions.saveAs.mutate(name, {
          onSuccess: () => {
            setDialog(null);
            void message.success(t('theme.savedAs'));
          },
        }),
      );
    } else if (dialog?.kind === 'rename') {
      actions.rename.mutate({ id: dialog.theme.id!, name }, { onSuccess: () => setDialog(null) });
    }
  };

  return (
    <section className="theme-section" aria-labelledby="theme-mine-title">
      <div className="theme-section__head">
        <h2 id="theme-mine-title" className="theme-section__title">
          {t('theme.mine')}
        </h2>
        <Button size="small" icon={<SaveOutlined />} onClick={() => setDialog({ kind: 'saveAs' })}>
          {t('theme.saveAs')}
        </Button>
      </div>
      {mine.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('theme.mineEmpty')} />
      ) : (
        <ul className="theme-mine">
          {mine.map((theme) => {
            const selected = current.id === theme.id && sameLook(current, theme);
            return (
              <li key={theme.id} className={`theme-mine__item${selected ? ' is-selected' : ''}`}>
                <button type="button" className="theme-mine__apply" onClick={() => onApply(theme)}>
                  <ThemeSwatch theme={theme} />
                  <span className="theme-mine__name">{theme.name}</span>
                  {current.id === theme.id ? (
                    <span className="theme-mine__current">{t('theme.current')}</span>
                  ) : null}
                </button>
                <Tooltip title={t('theme.rename')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t('theme.rename')} ${theme.name}`}
                    onClick={() => setDialog({ kind: 'rename', theme })}
                  />
                </Tooltip>
                <Popconfirm
                  title={t('theme.removeConfirm', { name: theme.name })}
                  okText={t('theme.remove')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    actions.remove.mutateAsync(theme.id!).then(() => void message.success(t('theme.removed')))
                  }
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('theme.remove')} ${theme.name}`}
                  />
                </Popconfirm>
              </li>
            );
          })}
        </ul>
      )}
      <ThemeNameModal
        open={dialog !== null}
        title={dialog?.kind === 'rename' ? t('theme.renameTitle') : t('theme.saveAsTitle')}
        initial={dialog?.kind === 'rename' ? dialog.theme.name : ''}
        busy={actions.saveAs.isPending || actions.rename.isPending}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
