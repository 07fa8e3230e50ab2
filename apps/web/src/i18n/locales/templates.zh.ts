/** Chinese strings of the expert-model templates and /prepare (key source for templates.en.ts). */
export const templatesZh = {
  templates: {
    title: '专家模板',
    subtitle: '由调研专家设计的问卷模型，选用后可在设计页自由修改',
    filter: '按分类筛选模板',
    category: {
      all: '全部',
      customer: '客户体验',
      employee: '员工体验',
      event: '活动反馈',
      product: '产品研究',
    },
    sections_one: '{{count}} 个部分',
    sections_other: '{{count}} 个部分',
    questions_one: '{{count}} 道题',
    questions_other: '{{count}} 道题',
    preview: '预览',
    previewOf: '预览：{{name}}',
    use: '使用此模板',
    useOf: '使用此模板：{{name}}',
    listLabel: '模板列表',
    empty: '暂无可用的模板',
    emptyHint: '你可以先从空白问卷开始。',
    loadError: '模板加载失败',
    retry: '重试',
    notFound: '该模板不存在或已下线',
    previewHint: '以下为模板内容预览，使用后可在设计页修改、增删任意题目。',
    previewLoading: '正在加载模板内容',
    close: '关闭',
    blankSurvey: '从空白问卷开始',
  },
  prepare: {
    title: '新建问卷',
    subtitle: '从空白问卷开始，或选用一个专家模板快速起步',
    blank: { name: '空白问卷', description: '从零开始设计，自由添加题目与逻辑。' },
    fromTemplate: '从模板开始',
    browseAll: '浏览全部模板',
    changeType: '更换类型',
  },
};

export type TemplatesMessages = typeof templatesZh;
