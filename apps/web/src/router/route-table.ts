import type { Messages } from '../i18n/locales/zh.ts';

export type RouteTitleKey = keyof Messages['route'];

/** Route meta (spec doc 1 §3 "Route meta"): title, top-bar entry, public access, redirect. */
export interface RouteMeta {
  titleKey?: RouteTitleKey;
  /** Top-bar entry highlighted on this route and below. */
  navKey?: 'project' | 'library' | 'dashboard';
  /** Whitelisted: reachable without a token. */
  isPublic?: boolean;
  /** Always redirected (after the login check) to this app path. */
  redirect?: string;
}

export interface RouteDef {
  /** Unique name; access rules (partner restrictions) refer to it. */
  name: string;
  path?: string;
  index?: boolean;
  meta?: RouteMeta;
  children?: RouteDef[];
}

/**
 * The designer's routes as data, mirroring spec doc 1 §2. Only routes whose screens exist are
 * registered; anything else falls to CatchAll and goes to /404. Components live apart, in
 * route-components.ts, so this table stays importable anywhere (tests included).
 */
export const routeTable: RouteDef[] = [
  { name: 'Home', index: true, meta: { isPublic: true, redirect: '/project' } },
  {
    name: 'AuthLayout',
    children: [
      { name: 'Login', path: 'login', meta: { titleKey: 'login', isPublic: true } },
      { name: 'Register', path: 'register', meta: { titleKey: 'register', isPublic: true } },
      { name: 'Forgot', path: 'forgot', meta: { titleKey: 'forgot', isPublic: true } },
      // Where outside services send the browser back: SSO's redirect URI, the retail partner's
      // return and a partner's callback (pages/public/return-page.tsx).
      { name: 'BackUrl', path: 'backurl', meta: { titleKey: 'backUrl', isPublic: true } },
      { name: 'BackUrlJd', path: 'backurlJD', meta: { titleKey: 'backUrl', isPublic: true } },
      { name: 'OpenMars', path: 'open/mars', meta: { titleKey: 'backUrl', isPublic: true } },
    ],
  },
  { name: 'ErrorOpenCode', path: 'error-open/code', meta: { titleKey: 'notice', isPublic: true } },
  { name: 'NotFound', path: '404', meta: { titleKey: 'notFound', isPublic: true } },
  {
    // The phone pages of an organisation invite (spec doc 1 /h5): public, a logged-in user accepts.
    name: 'H5Layout',
    path: 'h5',
    children: [
      { name: 'H5Invite', path: 'invite', meta: { titleKey: 'h5Invite', isPublic: true } },
      {
        name: 'H5InviteRegister',
        path: 'invite-register',
        meta: { titleKey: 'h5InviteRegister', isPublic: true },
      },
      { name: 'H5Register', path: 'register', meta: { titleKey: 'h5Register', isPublic: true } },
      {
        // A host/observer invite of an interview project (issue 24): public, a logged-in user accepts.
        name: 'H5InterviewInvite',
        path: 'interview-invite',
        meta: { titleKey: 'h5InterviewInvite', isPublic: true },
      },
    ],
  },
  {
    name: 'AppLayout',
    children: [
      { name: 'Project', path: 'project', meta: { titleKey: 'project', navKey: 'project' } },
      // Ours (issue 24): a host's console and the observers' live page of one interview project.
      { name: 'InterviewConsole', path: 'interview/:code', meta: { titleKey: 'interviewConsole' } },
      { name: 'InterviewLive', path: 'interview/:code/live', meta: { titleKey: 'interviewLive' } },
      {
        name: 'ProjectRecycle',
        path: 'project/recycle',
        meta: { titleKey: 'projectRecycle', navKey: 'project' },
      },
      { name: 'Create', path: 'create', meta: { titleKey: 'create', navKey: 'project' } },
      {
        name: 'CreateProject',
        path: 'create/:projectType',
        meta: { titleKey: 'createProject', navKey: 'project' },
      },
      { name: 'Prepare', path: 'prepare', meta: { titleKey: 'prepare', navKey: 'project' } },
      { name: 'Download', path: 'download', meta: { titleKey: 'download' } },
      /** A respondent's file by its stable address (written into exports): signs and goes on. */
      { name: 'RespondentFile', path: 'files/:code/:key', meta: { titleKey: 'respondentFile' } },
      { name: 'FilePreview', path: 'oss', meta: { titleKey: 'filePreview' } },
      {
        name: 'ProjectJdOverview',
        path: 'project/:code/jd/overview',
        meta: { titleKey: 'projectJdOverview', navKey: 'project' },
      },
      {
        name: 'SurveyTemplate',
        path: 'survey/template',
        meta: { titleKey: 'surveyTemplate', navKey: 'project' },
      },
      {
        name: 'SurveyTemplateCreate',
        path: 'survey/template/create/:type',
        meta: { titleKey: 'surveyTemplateCreate', navKey: 'project' },
      },
      {
        name: 'Library',
        path: 'library',
        meta: { titleKey: 'library', navKey: 'library' },
        children: [
          { name: 'LibraryIndex', index: true, meta: { redirect: '/library/image' } },
          { name: 'LibraryImage', path: 'image', meta: { titleKey: 'libraryImage' } },
          { name: 'LibraryImageCompany', path: 'image/company', meta: { titleKey: 'libraryImageCompany' } },
          { name: 'LibraryQuestion', path: 'question', meta: { titleKey: 'libraryQuestion' } },
          {
            name: 'LibraryQuestionCompany',
            path: 'question/company',
            meta: { titleKey: 'libraryQuestionCompany' },
          },
        ],
      },
      // Dashboards (spec doc 1 /dashboard…): every name starts with Dashboard, so the retail-partner
      // restriction (partner-restrictions.ts) covers them; the public link is the one exception.
      { name: 'Dashboard', path: 'dashboard', meta: { titleKey: 'dashboard', navKey: 'dashboard' } },
      {
        name: 'DashboardRecycle',
        path: 'dashboard/recycle',
        meta: { titleKey: 'dashboardRecycle', navKey: 'dashboard' },
      },
      {
        name: 'DashboardCreate',
        path: 'dashboard/create',
        meta: { titleKey: 'dashboardCreate', navKey: 'dashboard' },
      },
      {
        name: 'User',
        path: 'user',
        meta: { titleKey: 'user' },
        children: [
          { name: 'UserIndex', index: true, meta: { redirect: '/user/base' } },
          { name: 'UserBase', path: 'base', meta: { titleKey: 'userBase' } },
          { name: 'UserUpgrade', path: 'upgrade', meta: { titleKey: 'userUpgrade' } },
          { name: 'UserOrganization', path: 'organization', meta: { titleKey: 'userOrganization' } },
          {
            name: 'UserOrganizationList',
            path: 'organization/list',
            meta: { titleKey: 'userOrganizationList' },
          },
          { name: 'UserDepartmentAdd', path: 'department/add', meta: { titleKey: 'userDepartmentAdd' } },
          { name: 'UserAudit', path: 'audit', meta: { titleKey: 'userAudit' } },
          { name: 'UserThird', path: 'third', meta: { titleKey: 'userThird' } },
          { name: 'UserRecognize', path: 'recognize', meta: { titleKey: 'userRecognize' } },
          {
            // Finance (spec doc 1 /user/finance…): the wallet above its sub-pages. "cash/detail" is not
            // a route: a withdrawal's row shows all it has.
            name: 'UserFinance',
            path: 'finance',
            meta: { titleKey: 'userFinance' },
            children: [
              { name: 'UserFinanceDetail', index: true, meta: { titleKey: 'userFinance' } },
              { name: 'UserFinanceRecharges', path: 'recharge', meta: { titleKey: 'userFinanceRecharges' } },
              {
                name: 'UserFinancePayResult',
                path: 'recharge/:id',
                meta: { titleKey: 'userFinancePayResult' },
              },
              { name: 'UserFinanceOrders', path: 'order', meta: { titleKey: 'userFinanceOrders' } },
              { name: 'UserFinanceOrder', path: 'order/:id', meta: { titleKey: 'userFinanceOrder' } },
              { name: 'UserFinanceCash', path: 'cash', meta: { titleKey: 'userFinanceCash' } },
              {
                name: 'UserFinanceCashCreate',
                path: 'cash/create',
                meta: { titleKey: 'userFinanceCashCreate' },
              },
              { name: 'UserFinanceInvoices', path: 'invoice', meta: { titleKey: 'userFinanceInvoices' } },
              { name: 'UserFinanceCoupons', path: 'coupons', meta: { titleKey: 'userFinanceCoupons' } },
            ],
          },
          { name: 'UserInvite', path: 'invite', meta: { titleKey: 'userInvite' } },
          { name: 'UserManagement', path: 'management', meta: { redirect: '/user/management/user' } },
          { name: 'UserManagementUsers', path: 'management/user', meta: { titleKey: 'userManagementUsers' } },
          { name: 'UserManagementRoles', path: 'management/role', meta: { titleKey: 'userManagementRoles' } },
          {
            name: 'UserManagementEditor',
            path: 'management/editor',
            meta: { titleKey: 'userManagementEditor' },
          },
          {
            name: 'UserManagementTransfer',
            path: 'management/transfer',
            meta: { titleKey: 'userManagementTransfer' },
          },
          {
            name: 'UserManagementRoleEditor',
            path: 'management/role/editor',
            meta: { titleKey: 'userManagementRoleEditor' },
          },
        ],
      },
    ],
  },
  {
    // A project's tabs (spec doc 1 §2 /project/{surveyCode}): a full-width workspace of its own.
    name: 'ProjectLayout',
    path: 'project/:code',
    meta: { navKey: 'project' },
    children: [
      { name: 'ProjectIndex', index: true },
      { name: 'ProjectDesign', path: 'design', meta: { titleKey: 'projectDesign' } },
      { name: 'ProjectLaunchIndex', path: 'launch' },
      { name: 'ProjectLaunch', path: 'launch/base', meta: { titleKey: 'projectLaunch' } },
      {
        // The sample service (spec doc 1 "launch: … sample, sample/create, sample/edit/{orderId},
        // sample/detail/{orderId}, sample/log/{orderId}, sample/pay"). Every screen sits under
        // the one route the retail-partner restriction names (SurveySample), so all go to /404.
        name: 'SurveySample',
        path: 'launch/sample',
        meta: { titleKey: 'projectLaunch' },
        children: [
          { name: 'SurveySampleList', index: true },
          { name: 'SurveySampleCreate', path: 'create' },
          { name: 'SurveySampleEdit', path: 'edit/:orderId' },
          { name: 'SurveySampleDetail', path: 'detail/:orderId' },
          { name: 'SurveySampleLog', path: 'log/:orderId' },
          { name: 'SurveySamplePay', path: 'pay' },
        ],
      },
      {
        // Interview projects' hosts and observers (spec doc 1 launch "member-setting (host/observer)").
        name: 'ProjectLaunchMembers',
        path: 'launch/member-setting',
        meta: { titleKey: 'projectLaunchMembers' },
      },
      { name: 'ProjectFlow', path: 'flow', meta: { titleKey: 'projectFlow' } },
      { name: 'ProjectTheme', path: 'theme', meta: { titleKey: 'projectTheme' } },
      {
        name: 'ProjectSetting',
        path: 'setting',
        meta: { titleKey: 'projectSetting' },
        children: [
          { name: 'ProjectSettingIndex', index: true },
          { name: 'SurveySettingBase', path: 'base' },
          { name: 'SurveySettingAnswer', path: 'answer' },
          { name: 'SurveySettingQuota', path: 'quota' },
          { name: 'SurveySettingFacade', path: 'facade' },
          { name: 'SurveySettingEnd', path: 'end' },
          { name: 'SurveySettingWeixin', path: 'weixin' },
          {
            // Red envelopes (spec doc 1 "envelope (with create, edit/{orderId}, detail/{orderId},
            // log/{orderId}, pay)"). Every screen sits under the one route the retail-partner
            // restriction names (partner-restrictions.ts), so all of them send partners to /404.
            // The spec's {orderId} segment carries the campaign's id: one campaign can have several
            // orders (its budget, then top-ups); the pay screen takes the order in its query.
            name: 'SurveySettingEnvelope',
            path: 'envelope',
            children: [
              { name: 'SurveySettingEnvelopeList', index: true },
              { name: 'SurveySettingEnvelopeCreate', path: 'create' },
              { name: 'SurveySettingEnvelopeEdit', path: 'edit/:orderId' },
              { name: 'SurveySettingEnvelopeDetail', path: 'detail/:orderId' },
              { name: 'SurveySettingEnvelopeLog', path: 'log/:orderId' },
              { name: 'SurveySettingEnvelopePay', path: 'pay' },
            ],
          },
          {
            // Lotteries (spec doc 1 "lottery (with create, details, log)"); edit/{id} and pay are
            // ours: a lottery changes until it starts, and its cash prizes are an order to pay.
            name: 'SurveySettingLottery',
            path: 'lottery',
            children: [
              { name: 'SurveySettingLotteryList', index: true },
              { name: 'SurveySettingLotteryCreate', path: 'create' },
              { name: 'SurveySettingLotteryEdit', path: 'edit/:id' },
              { name: 'SurveySettingLotteryDetails', path: 'details/:id' },
              { name: 'SurveySettingLotteryLog', path: 'log/:id' },
              { name: 'SurveySettingLotteryPay', path: 'pay' },
            ],
          },
          // The prize centre (spec doc 1 "Prize is also a settings area"): every lottery's prizes,
          // coupon codes added, physical prizes shipped. Readable by anyone who may read the survey
          // (claims masked by the server without the launch right), so no launch guard on the route.
          { name: 'SurveySettingPrize', path: 'prize' },
        ],
      },
      {
        // The interviewee area of interview projects (spec doc 1: user — roll, group, quota/config,
        // quota/control). The quota screens' routes are added beside these by their own work.
        name: 'ProjectUser',
        path: 'user',
        meta: { titleKey: 'projectUser' },
        children: [
          { name: 'ProjectUserRoll', index: true },
          { name: 'ProjectUserGroup', path: 'group' },
          // Quotas on the roll (issue 24 C), under the roll's side menu.
          {
            name: 'ProjectUserQuotaConfig',
            path: 'quota/config',
            meta: { titleKey: 'projectUserQuotaConfig' },
          },
          {
            name: 'ProjectUserQuotaControl',
            path: 'quota/control',
            meta: { titleKey: 'projectUserQuotaControl' },
          },
        ],
      },
      {
        name: 'ProjectReport',
        path: 'report',
        meta: { titleKey: 'projectReport' },
        children: [
          { name: 'ReportOverview', index: true },
          { name: 'ReportFrequency', path: 'frequency' },
          { name: 'ReportResponse', path: 'response' },
          { name: 'ReportCleaning', path: 'cleaning' },
          { name: 'ReportSource', path: 'source' },
          { name: 'ReportQuota', path: 'quota' },
          { name: 'ReportCross', path: 'cross' },
          { name: 'ReportInsight', path: 'insight' },
          { name: 'ReportWordcloud', path: 'wordcloud' },
          { name: 'ReportWordcloudTag', path: 'wordcloud/tag' },
          { name: 'ReportCoding', path: 'coding' },
          { name: 'ReportCodingWorkspace', path: 'coding/:reportId' },
          { name: 'ReportCodingKeyword', path: 'coding/:reportId/keyword' },
          { name: 'ReportWeightList', path: 'weight-list' },
          { name: 'ReportWeightEdit', path: 'weight-edit' },
          { name: 'ReportExport', path: 'export' },
        ],
      },
    ],
  },
  {
    // The author's read-only view of a dashboard as it is now.
    name: 'DashboardPreview',
    path: 'dashboard/preview/:code',
    meta: { titleKey: 'dashboardPreview', navKey: 'dashboard' },
  },
  {
    // The public link (?t=TOKEN): reachable logged out, and by retail partners (isPublic).
    name: 'DashboardPreviewOnline',
    path: 'dashboard/preview/:code/online',
    meta: { titleKey: 'dashboardPreview', isPublic: true },
  },
  {
    name: 'DashboardLayout',
    path: 'dashboard/:code',
    meta: { navKey: 'dashboard' },
    children: [
      { name: 'DashboardIndex', index: true },
      {
        name: 'DashboardSetting',
        path: 'setting',
        meta: { titleKey: 'dashboardDetail' },
        children: [
          { name: 'DashboardSettingSource', index: true },
          { name: 'DashboardBenchmark', path: 'benchmark' },
        ],
      },
      { name: 'DashboardReport', path: 'report', meta: { titleKey: 'dashboardDetail' } },
      { name: 'DashboardLaunch', path: 'launch', meta: { titleKey: 'dashboardDetail' } },
    ],
  },
  {
    // The client's community pages (spec doc 1 /community/{surveyCode}): public to the designer's
    // guard; they have their own login and token pair (features/community).
    name: 'Community',
    path: 'community/:surveyCode',
    meta: { titleKey: 'community', isPublic: true },
    children: [
      { name: 'CommunityIndex', index: true, meta: { titleKey: 'community', isPublic: true } },
      {
        name: 'CommunityFrequency',
        path: 'report/frequency',
        meta: { titleKey: 'community', isPublic: true },
      },
      { name: 'CommunityCross', path: 'report/cross', meta: { titleKey: 'community', isPublic: true } },
      {
        name: 'CommunityQuotaControl',
        path: 'quota/control',
        meta: { titleKey: 'community', isPublic: true },
      },
    ],
  },
  { name: 'CommunityBack', path: 'backurl/community', meta: { titleKey: 'communityBack', isPublic: true } },
  { name: 'CatchAll', path: '*', meta: { isPublic: true, redirect: '/404' } },
];

export type RouteName = string;
