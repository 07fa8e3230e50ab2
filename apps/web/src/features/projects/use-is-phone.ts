import { Grid } from 'antd';

/**
 * Below antd's `md` breakpoint (768 px), where the table's hidden columns leave room for the
 * title only. Unknown (first render) counts as wide, so desktops never flash the phone layout.
 */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().md === false;
}
