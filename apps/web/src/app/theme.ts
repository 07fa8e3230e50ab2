import type { ThemeConfig } from 'antd';

/** Cairn's calm look: deep teal brand colour, soft neutral canvas, rounded surfaces. */
export const BRAND_COLOR = '#0f766e';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorInfoBg: '#effaf7',
    colorInfoBorder: '#b7e4db',
    colorLink: BRAND_COLOR,
    colorBgLayout: '#f5f7f8',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 24px' },
    Card: { borderRadiusLG: 12 },
  },
};
