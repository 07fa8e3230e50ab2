import { accountZh } from './account.zh.ts';
import { communityZh } from './community.zh.ts';
import { dashboardZh } from './dashboard.zh.ts';
import { designZh } from './design.zh.ts';
import { editorZh } from './editor.zh.ts';
import { envelopeZh } from './envelope.zh.ts';
import { financeZh } from './finance.zh.ts';
import { flowZh } from './flow.zh.ts';
import { interviewZh } from './interview.zh.ts';
import { libraryZh } from './library.zh.ts';
import { logicZh } from './logic.zh.ts';
import { loginWaysZh } from './login-ways.zh.ts';
import { lotteryZh } from './lottery.zh.ts';
import { orgZh } from './org.zh.ts';
import { orgMembersZh } from './org-members.zh.ts';
import { prizeZh } from './prize.zh.ts';
import { profileZh } from './profile.zh.ts';
import { projectsZh } from './projects.zh.ts';
import { publicPagesZh } from './public-pages.zh.ts';
import { publishZh } from './publish.zh.ts';
import { reportZh } from './report.zh.ts';
import { reportAnswersZh } from './report-answers.zh.ts';
import { reportBoardZh } from './report-board.zh.ts';
import { reportCleaningZh } from './report-cleaning.zh.ts';
import { reportCodingZh } from './report-coding.zh.ts';
import { reportCrossZh } from './report-cross.zh.ts';
import { reportExportZh } from './report-export.zh.ts';
import { reportInsightZh } from './report-insight.zh.ts';
import { reportOverviewZh } from './report-overview.zh.ts';
import { reportTagsZh } from './report-tags.zh.ts';
import { reportWeightingZh } from './report-weighting.zh.ts';
import { reportWordcloudZh } from './report-wordcloud.zh.ts';
import { rewardsZh } from './rewards.zh.ts';
import { rollZh } from './roll.zh.ts';
import { sampleZh } from './sample.zh.ts';
import { settingsZh } from './settings.zh.ts';
import { templatesZh } from './templates.zh.ts';
import { themeZh } from './theme.zh.ts';

/** Chinese UI strings; the source of the key set (en.ts must match it, a test checks). */
export const zh = {
  app: { name: 'Cairn' },
  design: designZh,
  dashboard: dashboardZh,
  flow: flowZh,
  settings: settingsZh,
  envelope: envelopeZh,
  sample: sampleZh,
  lottery: lotteryZh,
  prize: prizeZh,
  interview: interviewZh,
  roll: rollZh,
  community: communityZh,
  editor: editorZh,
  library: libraryZh,
  publish: publishZh,
  logic: logicZh,
  org: orgZh,
  finance: financeZh,
  report: reportZh,
  reportBoard: reportBoardZh,
  reportOverview: reportOverviewZh,
  reportAnswers: reportAnswersZh,
  reportExport: reportExportZh,
  reportCleaning: reportCleaningZh,
  reportCross: reportCrossZh,
  reportInsight: reportInsightZh,
  reportTags: reportTagsZh,
  reportCoding: reportCodingZh,
  reportWeighting: reportWeightingZh,
  reportWordcloud: reportWordcloudZh,
  common: {
    loading: '加载中…',
    save: '保存',
    cancel: '取消',
    edit: '修改',
    notSet: '未设置',
    friendlyReminder: '温馨提示',
    gotIt: '知道了',
    saved: '已保存',
    copy: '复制',
    copied: '已复制',
  },
  lang: { label: '语言', zh: '中文', en: 'English' },
  route: {
    login: '登录',
    register: '注册',
    forgot: '找回密码',
    notFound: '页面不存在',
    project: '项目',
    projectRecycle: '回收站',
    projectDesign: '问卷设计',
    projectUserQuotaConfig: '配额配置',
    projectUserQuotaControl: '配额控制',
    community: '客户社区',
    communityBack: '返回客户社区',
    projectLaunch: '发布与分享',
    projectFlow: '问卷流程',
    projectTheme: '问卷主题',
    projectSetting: '问卷设置',
    projectReport: '统计报表',
    projectUser: '受访者',
    download: '下载中心',
    respondentFile: '打开文件',
    filePreview: '文件预览',
    backUrl: '正在返回',
    notice: '友好提示',
    projectJdOverview: '总览',
    create: '新建项目',
    createProject: '新建项目',
    prepare: '选择模板',
    surveyTemplate: '专家模板',
    surveyTemplateCreate: '从模板创建',
    user: '个人中心',
    userThird: '第三方绑定',
    userRecognize: '资质认证',
    userFinance: '财务',
    userFinanceRecharges: '充值记录',
    userFinancePayResult: '支付结果',
    userFinanceOrders: '订单',
    userFinanceOrder: '订单详情',
    userFinanceCash: '提现记录',
    userFinanceCashCreate: '申请提现',
    userFinanceInvoices: '发票',
    userFinanceCoupons: '优惠券',
    userBase: '基本信息',
    userUpgrade: '升级企业版',
    userOrganization: '组织管理',
    userDepartmentAdd: '新建部门',
    userOrganizationList: '历史订单',
    userAudit: '审计日志',
    userInvite: '邀请成员',
    userManagement: '用户管理',
    userManagementUsers: '用户列表',
    userManagementRoles: '角色列表',
    userManagementEditor: '添加成员',
    userManagementTransfer: '交接与移除',
    userManagementRoleEditor: '成员权限',
    h5Invite: '加入组织',
    h5InviteRegister: '注册并加入',
    h5Register: '注册',
    h5InterviewInvite: '访谈邀请',
    interviewConsole: '主持台',
    interviewLive: '实时访谈',
    projectLaunchMembers: '主持人与观察员',
    library: '我的资源',
    libraryImage: '图片库',
    libraryImageCompany: '企业图片库',
    libraryQuestion: '我的题库',
    libraryQuestionCompany: '企业题库',
    dashboard: '仪表盘',
    dashboardRecycle: '仪表盘回收站',
    dashboardCreate: '新建仪表盘',
    dashboardDetail: '仪表盘',
    dashboardPreview: '仪表盘预览',
  },
  nav: {
    main: '主导航',
    projects: '项目',
    dashboard: '仪表盘',
    personalCentre: '个人中心',
    logout: '退出登录',
    userMenu: '用户菜单',
  },
  session: {
    frameReminder: '发生错误，请刷新页面后重试',
    leaveConfirm: '当前有未保存的修改，确定要离开吗？',
    leave: '确认离开',
    stay: '取消',
  },
  brand: {
    headline: '从问题出发，抵达洞察',
    lead: '设计问卷、发布收集、分析数据，一站完成。',
    point1: '问卷设计：丰富题型、逻辑与流程',
    point2: '发布与回收：一个链接，实时收集',
    point3: '分析报表：实时数据看板、筛选、数据清洗与导出',
  },
  auth: {
    account: '账号',
    accountPlaceholder: '请输入用户名',
    username: '用户名',
    usernamePlaceholder: '2–32 位文字、数字或 _ . @',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    newPassword: '新密码',
    passwordHint: '至少 8 位，需同时包含字母和数字',
    confirmPassword: '确认密码',
    confirmPlaceholder: '请再次输入密码',
    email: '邮箱',
    emailPlaceholder: 'name@example.com',
    mobile: '手机号',
    mobilePlaceholder: '仅限数字，可带 +',
    optionalLabel: '{{label}}（选填）',
    login: {
      title: '欢迎回来',
      subtitle: '登录 Cairn，继续你的研究工作',
      submit: '登录',
      forgot: '忘记密码？',
      noAccount: '还没有账号？',
      toRegister: '免费注册',
      passwordReset: '密码已重置，请使用新密码登录',
    },
    register: {
      title: '创建账号',
      subtitle: '几秒钟即可开始设计你的第一份问卷',
      submit: '注册并登录',
      haveAccount: '已有账号？',
      toLogin: '去登录',
    },
    forgot: {
      title: '找回密码',
      subtitle: '我们会向你的注册邮箱发送 6 位验证码',
      sendCode: '获取验证码',
      resendIn: '{{seconds}} 秒后重发',
      codeSent: '验证码已发送至 {{email}}，请查收邮件（10 分钟内有效）',
      code: '验证码',
      codePlaceholder: '6 位数字',
      submit: '重置密码',
      backToLogin: '返回登录',
    },
    rules: {
      accountRequired: '请输入账号',
      usernameRequired: '请输入用户名',
      usernameFormat: '用户名为 2–32 位文字（含中文）、数字或 _ . @',
      passwordRequired: '请输入密码',
      passwordWeak: '密码至少 8 位，且同时包含字母和数字',
      confirmRequired: '请再次输入密码',
      confirmMismatch: '两次输入的密码不一致',
      emailRequired: '请输入邮箱',
      emailFormat: '请输入有效的邮箱地址',
      mobileFormat: '手机号只能包含数字，可以 + 开头',
      codeRequired: '请输入验证码',
      codeFormat: '验证码为 6 位数字',
    },
  },
  upgrade: {
    title: '企业版功能',
    dashboard: '仪表盘是企业版功能，可将多份问卷的数据汇总到同一视图中。',
    body: '账号升级为企业版后即可立即使用，无需重新登录。',
    upgradeNow: '立即升级',
  },
  ...projectsZh,
  ...templatesZh,
  ...orgMembersZh,
  ...themeZh,
  ...accountZh,
  ...profileZh,
  ...loginWaysZh,
  ...publicPagesZh,
  ...rewardsZh,
  user: {
    title: '个人中心',
    subtitle: '管理你的账号、组织与登录方式',
    profile: '账号信息',
    username: '用户名',
    userCode: '用户编号',
    level: '版本',
    levelFree: '免费版',
    levelEnterprise: '企业版',
    email: '邮箱',
    mobile: '手机号',
    editEmail: '修改邮箱',
    editMobile: '修改手机号',
    clearHint: '留空并保存即可清除',
    changePassword: '修改密码',
    oldPassword: '当前密码',
    oldPasswordRequired: '请输入当前密码',
    submitPassword: '更新密码',
    passwordChanged: '密码已更新',
    loadFailed: '账号信息加载失败',
    retry: '重试',
  },
  respondentFile: {
    opening: '正在打开文件…',
    failed: '无法打开该文件：它已被删除，或你没有查看这份问卷数据的权限',
  },
  notFound: {
    title: '页面不存在',
    description: '你访问的页面不存在，或已被移动。',
    back: '返回项目列表',
  },
  error: {
    title: '页面出错了',
    description: '加载页面时出现问题，请刷新后重试。',
    reload: '刷新页面',
  },
};

export type Messages = typeof zh;
