import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

export type ShareRight = 'edit' | 'report' | 'launch';
export type ShareRights = Record<ShareRight, boolean>;

export const SHARE_RIGHTS: readonly ShareRight[] = ['edit', 'report', 'launch'];

/**
 * The three rights a share can carry, as toggles. Reading always comes with a share and managing
 * never does, so neither is offered.
 */
export function ShareRightsToggles(props: {
  value: ShareRights;
  onChange(next: ShareRights): void;
  disabled?: boolean;
  /** Names whose rights these are, for screen readers when several rows are on screen. */
  owner?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="share-rights">
      {SHARE_RIGHTS.map((right) => (
        <Checkbox
          key={right}
          checked={props.value[right]}
          disabled={props.disabled}
          aria-label={
            props.owner
              ? t('share.rightOf', { right: t(`share.right.${right}`), name: props.owner })
              : undefined
          }
          onChange={(event) => props.onChange({ ...props.value, [right]: event.target.checked })}
        >
          {t(`share.right.${right}`)}
        </Checkbox>
      ))}
    </span>
  );
}
