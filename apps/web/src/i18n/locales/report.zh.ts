/** Chinese strings of the report section frame (/project/{code}/report/*); the key source. */
export const reportZh = {
  nav: {
    label: '报表分类',
    overview: '总体概览',
    frequency: '数据看板',
    response: '答卷数据',
    cleaning: '数据清洗',
    source: '来源统计',
    quota: '配额统计',
    cross: '交叉统计',
    insight: '洞察报告',
    wordcloud: '词云',
    tags: '标签分析',
    coding: '开放题分析',
    weight: '加权设置',
    export: '数据导出',
  },
};

export type ReportMessages = typeof reportZh;
