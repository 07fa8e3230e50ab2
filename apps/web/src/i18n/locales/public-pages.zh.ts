/** 回调页、友好提示与文件预览的中文文案。 */
export const publicPagesZh = {
  returnPage: {
    title: '正在返回',
    subtitle: '正在完成登录并带您回到刚才的页面',
    redirecting: '正在跳转…',
    refused: '登录没有完成：已取消或被拒绝。请重新登录。',
    toLogin: '返回登录',
  },
  notice: {
    title: '友好提示',
    unknown: '这个链接暂时无法打开，请返回首页后重试。',
    code: '提示代码：{{code}}',
    home: '返回首页',
  },
  filePreview: {
    missing: '链接不完整：缺少问卷或文件',
    download: '下载',
    meta: '大小 {{size}} · 类型 {{type}}',
    noPreview: '这种文件无法在页面中预览，请下载后查看',
  },
};
export type PublicPagesMessages = typeof publicPagesZh;
