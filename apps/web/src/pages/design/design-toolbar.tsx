import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { DesignMoreMenu } from './design-more-menu.tsx';
import { DesignSearch } from './design-search.tsx';

/**
 * Search, trash, the extra menu (the survey-setting toggles — one question per page, option
 * codes, title labels; for interviews also question numbers and auto-next — and automatic
 * coding) and, on narrow screens, "add".
 */
export function DesignToolbar(props: { onAdd?: () => void; onTrash: () => void; onAutoCode: () => void }) {
  const { t } = useTranslation();
  const { readOnly } = useDesignSession();
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
        <DesignMoreMenu onAutoCode={props.onAutoCode} />
      </span>
    </div>
  );
}
