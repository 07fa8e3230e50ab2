import { CheckOutlined, DeleteOutlined, EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { DesignSearch } from './design-search.tsx';

/** Search, trash, the extra menu (option codes, automatic coding) and, on narrow screens, "add". */
export function DesignToolbar(props: { onAdd?: () => void; onTrash: () => void; onAutoCode: () => void }) {
  const { t } = useTranslation();
  const { readOnly } = useDesignSession();
  const showOptionCodes = useDesignView((s) => s.showOptionCodes);
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
              {
                key: 'optionCodes',
                label: (
                  <>
                    {t('design.toolbar.optionCodes')}
                    {showOptionCodes ? (
                      <span className="cairn-visually-hidden"> ({t('design.toolbar.on')})</span>
                    ) : null}
                  </>
                ),
                extra: showOptionCodes ? <CheckOutlined aria-hidden="true" /> : undefined,
              },
              ...(readOnly ? [] : [{ key: 'autoCode', label: t('design.toolbar.autoCode') }]),
            ],
            onClick: ({ key }) => {
              if (key === 'optionCodes') useDesignView.getState().setShowOptionCodes(!showOptionCodes);
              if (key === 'autoCode') props.onAutoCode();
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
