import { CheckOutlined, DeleteOutlined, EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import {
  type DesignToggle,
  designToggleKeys,
  useDesignToggles,
} from '../../features/settings/design-toggles.ts';
import { DesignSearch } from './design-search.tsx';

const TOGGLE_LABELS: Record<DesignToggle, string> = {
  onePerPage: 'settings.toolbar.onePerPage',
  showOptionCodes: 'design.toolbar.optionCodes',
  titleLabel: 'settings.toolbar.titleLabel',
  showNumbers: 'settings.toolbar.showNumbers',
  autoNext: 'settings.toolbar.autoNext',
};

/**
 * Search, trash, the extra menu (the survey-setting toggles — one question per page, option
 * codes, title labels; for interviews also question numbers and auto-next — and automatic
 * coding) and, on narrow screens, "add".
 */
export function DesignToolbar(props: { onAdd?: () => void; onTrash: () => void; onAutoCode: () => void }) {
  const { t } = useTranslation();
  const { readOnly, session } = useDesignSession();
  const toggles = useDesignToggles(session.surveyCode);
  const storedOptionCodes = toggles.settings.showOptionCodes;
  // The canvas reads option-code display from the view store; the survey setting drives it.
  useEffect(() => useDesignView.getState().setShowOptionCodes(storedOptionCodes), [storedOptionCodes]);
  const toggleItems = designToggleKeys(toggles.projectType).map((key) => {
    const on = toggles.settings[key];
    return {
      key,
      // Without the edit right a toggle shows its state and cannot change it.
      disabled: readOnly,
      label: (
        <>
          {t(TOGGLE_LABELS[key] as 'design.toolbar.optionCodes')}
          {on ? <span className="cairn-visually-hidden"> ({t('design.toolbar.on')})</span> : null}
        </>
      ),
      extra: on ? <CheckOutlined aria-hidden="true" /> : undefined,
    };
  });
  return (
    <div className="design-toolbar" role="toolbar" aria-label={t('design.toolbar.label')}>
      {props.onAdd && !readOnly ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
          {t('design.toolbar.addQuestion')}
        </Button>
      ) : null}
      <DesignSearch className="design-toolbar__search" />
      {readOnly ? (
        <Alert type="info" showIcon title={t('design.readOnly')} className="design-toolbar__notice" />
      ) : null}
      <span className="design-toolbar__end">
        <Button icon={<DeleteOutlined />} onClick={props.onTrash} aria-label={t('design.toolbar.trash')}>
          <span className="design-toolbar__label">{t('design.toolbar.trash')}</span>
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...toggleItems,
              ...(readOnly ? [] : [{ key: 'autoCode', label: t('design.toolbar.autoCode') }]),
            ],
            onClick: ({ key }) => {
              if (key === 'autoCode') props.onAutoCode();
              else toggles.toggle(key as DesignToggle);
            },
          }}
        >
          <Button icon={<EllipsisOutlined />} aria-label={t('design.toolbar.more')}>
            <span className="design-toolbar__label">{t('design.toolbar.more')}</span>
          </Button>
        </Dropdown>
      </span>
    </div>
  );
}
