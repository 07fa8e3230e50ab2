import type { ComponentType } from 'react';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** Screens and layouts by route name, loaded lazily so each screen is its own chunk. */
export const routeComponents: Record<string, LazyComponent> = {
  AuthLayout: () => import('../layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  Login: () => import('../pages/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  Register: () => import('../pages/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  Forgot: () => import('../pages/auth/forgot-page.tsx').then((m) => ({ Component: m.ForgotPage })),
  NotFound: () => import('../pages/error/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  BackUrl: () => import('../pages/public/return-page.tsx').then((m) => ({ Component: m.BackUrlPage })),
  BackUrlJd: () => import('../pages/public/return-page.tsx').then((m) => ({ Component: m.BackUrlJdPage })),
  OpenMars: () => import('../pages/public/return-page.tsx').then((m) => ({ Component: m.OpenMarsPage })),
  ErrorOpenCode: () => import('../pages/public/notice-page.tsx').then((m) => ({ Component: m.NoticePage })),
  FilePreview: () =>
    import('../pages/public/file-preview-page.tsx').then((m) => ({ Component: m.FilePreviewPage })),
  ProjectJdOverview: () =>
    import('../pages/public/jd-overview-page.tsx').then((m) => ({ Component: m.JdOverviewPage })),
  H5Layout: () => import('../pages/h5/h5-layout.tsx').then((m) => ({ Component: m.H5Layout })),
  H5Invite: () => import('../pages/h5/h5-invite-page.tsx').then((m) => ({ Component: m.H5InvitePage })),
  H5InviteRegister: () =>
    import('../pages/h5/h5-register-page.tsx').then((m) => ({ Component: m.H5InviteRegisterPage })),
  H5InterviewInvite: () =>
    import('../pages/h5/interview-invite-page.tsx').then((m) => ({ Component: m.InterviewInvitePage })),
  InterviewConsole: () =>
    import('../pages/interview/host-console-page.tsx').then((m) => ({ Component: m.HostConsolePage })),
  InterviewLive: () =>
    import('../pages/interview/observer-live-page.tsx').then((m) => ({ Component: m.ObserverLivePage })),
  ProjectLaunchMembers: () =>
    import('../pages/launch/member-setting-page.tsx').then((m) => ({ Component: m.MemberSettingPage })),
  H5Register: () => import('../pages/h5/h5-register-page.tsx').then((m) => ({ Component: m.H5RegisterPage })),
  UserFinance: () =>
    import('../pages/finance/finance-layout.tsx').then((m) => ({ Component: m.FinanceLayout })),
  UserFinanceDetail: () =>
    import('../pages/finance/statement-page.tsx').then((m) => ({ Component: m.StatementPage })),
  UserFinanceRecharges: () =>
    import('../pages/finance/recharges-page.tsx').then((m) => ({ Component: m.RechargesPage })),
  UserFinancePayResult: () =>
    import('../pages/finance/pay-result-page.tsx').then((m) => ({ Component: m.PayResultPage })),
  UserFinanceOrders: () =>
    import('../pages/finance/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
  UserFinanceOrder: () =>
    import('../pages/finance/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })),
  UserFinanceCash: () =>
    import('../pages/finance/withdrawals-page.tsx').then((m) => ({ Component: m.WithdrawalsPage })),
  UserFinanceCashCreate: () =>
    import('../pages/finance/withdraw-page.tsx').then((m) => ({ Component: m.WithdrawPage })),
  UserFinanceInvoices: () =>
    import('../pages/finance/invoices-page.tsx').then((m) => ({ Component: m.InvoicesPage })),
  UserFinanceCoupons: () =>
    import('../pages/finance/coupons-page.tsx').then((m) => ({ Component: m.CouponsPage })),
  UserInvite: () =>
    import('../pages/user/user-invite-page.tsx').then((m) => ({ Component: m.UserInvitePage })),
  UserManagementUsers: () =>
    import('../pages/user/management-pages.tsx').then((m) => ({ Component: m.ManagementUsersPage })),
  UserManagementRoles: () =>
    import('../pages/user/management-pages.tsx').then((m) => ({ Component: m.ManagementRolesPage })),
  UserManagementEditor: () =>
    import('../pages/user/management-pages.tsx').then((m) => ({ Component: m.ManagementEditorPage })),
  UserManagementTransfer: () =>
    import('../pages/user/management-pages.tsx').then((m) => ({ Component: m.ManagementTransferPage })),
  UserManagementRoleEditor: () =>
    import('../pages/user/management-pages.tsx').then((m) => ({ Component: m.ManagementRoleEditorPage })),
  AppLayout: () => import('../layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
  Project: () =>
    import('../pages/project/project-list-page.tsx').then((m) => ({ Component: m.ProjectListPage })),
  ProjectRecycle: () =>
    import('../pages/project/recycle-page.tsx').then((m) => ({ Component: m.RecyclePage })),
  Create: () => import('../pages/create/create-type-page.tsx').then((m) => ({ Component: m.CreateTypePage })),
  CreateProject: () =>
    import('../pages/create/create-project-page.tsx').then((m) => ({ Component: m.CreateProjectPage })),
  Prepare: () => import('../pages/templates/prepare-page.tsx').then((m) => ({ Component: m.PreparePage })),
  SurveyTemplate: () =>
    import('../pages/templates/template-list-page.tsx').then((m) => ({ Component: m.TemplateListPage })),
  SurveyTemplateCreate: () =>
    import('../pages/templates/template-create-page.tsx').then((m) => ({ Component: m.TemplateCreatePage })),
  Library: () => import('../pages/library/library-layout.tsx').then((m) => ({ Component: m.LibraryLayout })),
  LibraryImage: () =>
    import('../pages/library/image-library-page.tsx').then((m) => ({ Component: m.ImageLibraryPage })),
  LibraryImageCompany: () =>
    import('../pages/library/image-library-page.tsx').then((m) => ({ Component: m.CompanyImageLibraryPage })),
  LibraryQuestion: () =>
    import('../pages/library/question-library-page.tsx').then((m) => ({ Component: m.QuestionLibraryPage })),
  LibraryQuestionCompany: () =>
    import('../pages/library/question-library-page.tsx').then((m) => ({
      Component: m.CompanyQuestionLibraryPage,
    })),
  ProjectLayout: () =>
    import('../layouts/project/project-layout.tsx').then((m) => ({ Component: m.ProjectLayout })),
  ProjectIndex: () =>
    import('../layouts/project/project-index.tsx').then((m) => ({ Component: m.ProjectIndex })),
  ProjectUserQuotaConfig: () =>
    import('../pages/discussion/quota-config-page.tsx').then((m) => ({ Component: m.QuotaConfigPage })),
  ProjectUserQuotaControl: () =>
    import('../pages/discussion/quota-control-page.tsx').then((m) => ({ Component: m.QuotaControlPage })),
  Community: () =>
    import('../pages/community/community-layout.tsx').then((m) => ({ Component: m.CommunityLayout })),
  CommunityIndex: () =>
    import('../pages/community/community-layout.tsx').then((m) => ({ Component: m.CommunityIndex })),
  CommunityFrequency: () =>
    import('../pages/community/community-board-page.tsx').then((m) => ({ Component: m.CommunityBoardPage })),
  CommunityCross: () =>
    import('../pages/community/community-cross-page.tsx').then((m) => ({ Component: m.CommunityCrossPage })),
  CommunityQuotaControl: () =>
    import('../pages/community/community-quota-page.tsx').then((m) => ({ Component: m.CommunityQuotaPage })),
  CommunityBack: () =>
    import('../pages/community/community-back-page.tsx').then((m) => ({ Component: m.CommunityBackPage })),
  ProjectDesign: () => import('../pages/design/design-page.tsx').then((m) => ({ Component: m.DesignPage })),
  ProjectLaunchIndex: () =>
    import('../pages/launch/launch-page.tsx').then((m) => ({ Component: m.LaunchIndex })),
  ProjectLaunch: () => import('../pages/launch/launch-page.tsx').then((m) => ({ Component: m.LaunchPage })),
  ProjectFlow: () => import('../pages/flow/flow-page.tsx').then((m) => ({ Component: m.FlowPage })),
  ProjectTheme: () => import('../pages/theme/theme-page.tsx').then((m) => ({ Component: m.ThemePage })),
  ProjectUser: () =>
    import('../pages/interviewee/interviewee-layout.tsx').then((m) => ({ Component: m.IntervieweeLayout })),
  ProjectUserRoll: () =>
    import('../pages/interviewee/roll-page.tsx').then((m) => ({ Component: m.RollPage })),
  ProjectUserGroup: () =>
    import('../pages/interviewee/group-page.tsx').then((m) => ({ Component: m.GroupPage })),
  ProjectSetting: () =>
    import('../pages/setting/setting-layout.tsx').then((m) => ({ Component: m.SettingLayout })),
  ProjectSettingIndex: () =>
    import('../pages/setting/setting-layout.tsx').then((m) => ({ Component: m.SettingIndex })),
  SurveySettingBase: () =>
    import('../pages/setting/base-page.tsx').then((m) => ({ Component: m.BaseSettingPage })),
  SurveySettingAnswer: () =>
    import('../pages/setting/answer-page.tsx').then((m) => ({ Component: m.AnswerSettingPage })),
  SurveySettingQuota: () =>
    import('../pages/setting/quota-page.tsx').then((m) => ({ Component: m.QuotaSettingPage })),
  SurveySettingFacade: () =>
    import('../pages/setting/facade-page.tsx').then((m) => ({ Component: m.FacadeSettingPage })),
  SurveySettingEnd: () =>
    import('../pages/setting/end-page.tsx').then((m) => ({ Component: m.EndSettingPage })),
  SurveySettingWeixin: () =>
    import('../pages/setting/weixin-page.tsx').then((m) => ({ Component: m.WeixinSettingPage })),
  SurveySampleList: () =>
    import('../pages/launch/sample/list-page.tsx').then((m) => ({ Component: m.SampleListPage })),
  SurveySampleCreate: () =>
    import('../pages/launch/sample/form-page.tsx').then((m) => ({ Component: m.SampleCreatePage })),
  SurveySampleEdit: () =>
    import('../pages/launch/sample/form-page.tsx').then((m) => ({ Component: m.SampleEditPage })),
  SurveySampleDetail: () =>
    import('../pages/launch/sample/detail-page.tsx').then((m) => ({ Component: m.SampleDetailPage })),
  SurveySampleLog: () =>
    import('../pages/launch/sample/log-page.tsx').then((m) => ({ Component: m.SampleLogPage })),
  SurveySamplePay: () =>
    import('../pages/launch/sample/pay-page.tsx').then((m) => ({ Component: m.SamplePayPage })),
  SurveySettingEnvelopeList: () =>
    import('../pages/setting/envelope/list-page.tsx').then((m) => ({ Component: m.EnvelopeListPage })),
  SurveySettingEnvelopeCreate: () =>
    import('../pages/setting/envelope/form-page.tsx').then((m) => ({ Component: m.EnvelopeCreatePage })),
  SurveySettingEnvelopeEdit: () =>
    import('../pages/setting/envelope/form-page.tsx').then((m) => ({ Component: m.EnvelopeEditPage })),
  SurveySettingEnvelopeDetail: () =>
    import('../pages/setting/envelope/detail-page.tsx').then((m) => ({ Component: m.EnvelopeDetailPage })),
  SurveySettingEnvelopeLog: () =>
    import('../pages/setting/envelope/log-page.tsx').then((m) => ({ Component: m.EnvelopeLogPage })),
  SurveySettingEnvelopePay: () =>
    import('../pages/setting/envelope/pay-page.tsx').then((m) => ({ Component: m.EnvelopePayPage })),
  SurveySettingLotteryList: () =>
    import('../pages/setting/lottery/list-page.tsx').then((m) => ({ Component: m.LotteryListPage })),
  SurveySettingLotteryCreate: () =>
    import('../pages/setting/lottery/form-page.tsx').then((m) => ({ Component: m.LotteryCreatePage })),
  SurveySettingLotteryEdit: () =>
    import('../pages/setting/lottery/form-page.tsx').then((m) => ({ Component: m.LotteryEditPage })),
  SurveySettingLotteryDetails: () =>
    import('../pages/setting/lottery/details-page.tsx').then((m) => ({ Component: m.LotteryDetailsPage })),
  SurveySettingLotteryLog: () =>
    import('../pages/setting/lottery/log-page.tsx').then((m) => ({ Component: m.LotteryLogPage })),
  SurveySettingLotteryPay: () =>
    import('../pages/setting/lottery/pay-page.tsx').then((m) => ({ Component: m.LotteryPayPage })),
  SurveySettingPrize: () =>
    import('../pages/setting/prize/prize-page.tsx').then((m) => ({ Component: m.PrizeCentrePage })),
  ProjectReport: () =>
    import('../pages/report/report-layout.tsx').then((m) => ({ Component: m.ReportLayout })),
  ReportOverview: () =>
    import('../pages/report/overview-page.tsx').then((m) => ({ Component: m.ReportOverviewPage })),
  ReportFrequency: () =>
    import('../pages/report/board-page.tsx').then((m) => ({ Component: m.ReportBoardPage })),
  ReportResponse: () =>
    import('../pages/report/response-page.tsx').then((m) => ({ Component: m.ReportResponsePage })),
  ReportCleaning: () =>
    import('../pages/report/cleaning-page.tsx').then((m) => ({ Component: m.ReportCleaningPage })),
  ReportSource: () =>
    import('../pages/report/source-page.tsx').then((m) => ({ Component: m.ReportSourcePage })),
  ReportQuota: () => import('../pages/report/quota-page.tsx').then((m) => ({ Component: m.ReportQuotaPage })),
  ReportCross: () => import('../pages/report/cross-page.tsx').then((m) => ({ Component: m.ReportCrossPage })),
  ReportInsight: () =>
    import('../pages/report/insight-page.tsx').then((m) => ({ Component: m.ReportInsightPage })),
  ReportWordcloud: () =>
    import('../pages/report/wordcloud-page.tsx').then((m) => ({ Component: m.ReportWordcloudPage })),
  ReportWordcloudTag: () =>
    import('../pages/report/tag-page.tsx').then((m) => ({ Component: m.ReportTagPage })),
  ReportCoding: () =>
    import('../pages/report/coding-list-page.tsx').then((m) => ({ Component: m.ReportCodingListPage })),
  ReportCodingKeyword: () =>
    import('../pages/report/coding-keyword-page.tsx').then((m) => ({ Component: m.ReportCodingKeywordPage })),
  ReportCodingWorkspace: () =>
    import('../pages/report/coding-workspace-page.tsx').then((m) => ({
      Component: m.ReportCodingWorkspacePage,
    })),
  ReportWeightList: () =>
    import('../pages/report/weight-list-page.tsx').then((m) => ({ Component: m.ReportWeightListPage })),
  ReportWeightEdit: () =>
    import('../pages/report/weight-edit-page.tsx').then((m) => ({ Component: m.ReportWeightEditPage })),
  ReportExport: () =>
    import('../pages/report/export-page.tsx').then((m) => ({ Component: m.ReportExportPage })),
  RespondentFile: () =>
    import('../pages/files/respondent-file-page.tsx').then((m) => ({ Component: m.RespondentFilePage })),
  Download: () => import('../pages/download/download-page.tsx').then((m) => ({ Component: m.DownloadPage })),
  User: () => import('../pages/user/user-centre-page.tsx').then((m) => ({ Component: m.UserCentrePage })),
  UserUpgrade: () => import('../pages/user/upgrade-page.tsx').then((m) => ({ Component: m.UpgradePage })),
  UserOrganization: () =>
    import('../pages/user/organization-page.tsx').then((m) => ({ Component: m.OrganizationPage })),
  UserOrganizationList: () =>
    import('../pages/user/upgrade-history-page.tsx').then((m) => ({ Component: m.UpgradeHistoryPage })),
  UserDepartmentAdd: () =>
    import('../pages/user/department-add-page.tsx').then((m) => ({ Component: m.DepartmentAddPage })),
  UserAudit: () => import('../pages/user/audit-page.tsx').then((m) => ({ Component: m.AuditPage })),
  UserThird: () => import('../pages/user/user-third-page.tsx').then((m) => ({ Component: m.UserThirdPage })),
  UserRecognize: () =>
    import('../pages/user/user-recognize-page.tsx').then((m) => ({ Component: m.UserRecognizePage })),
  UserBase: () => import('../pages/user/user-base-page.tsx').then((m) => ({ Component: m.UserBasePage })),
  Dashboard: () =>
    import('../pages/dashboard/dashboard-list-page.tsx').then((m) => ({ Component: m.DashboardListPage })),
  DashboardRecycle: () =>
    import('../pages/dashboard/recycle-page.tsx').then((m) => ({ Component: m.DashboardRecyclePage })),
  DashboardCreate: () =>
    import('../pages/dashboard/create-page.tsx').then((m) => ({ Component: m.DashboardCreatePage })),
  DashboardPreview: () =>
    import('../pages/dashboard/preview-page.tsx').then((m) => ({ Component: m.DashboardPreviewPage })),
  DashboardPreviewOnline: () =>
    import('../pages/dashboard/online-preview-page.tsx').then((m) => ({ Component: m.DashboardOnlinePage })),
  DashboardLayout: () =>
    import('../pages/dashboard/dashboard-layout.tsx').then((m) => ({ Component: m.DashboardLayout })),
  DashboardIndex: () =>
    import('../pages/dashboard/dashboard-layout.tsx').then((m) => ({ Component: m.DashboardIndex })),
  DashboardSetting: () =>
    import('../pages/dashboard/setting-layout.tsx').then((m) => ({ Component: m.DashboardSettingLayout })),
  DashboardSettingSource: () =>
    import('../pages/dashboard/source-page.tsx').then((m) => ({ Component: m.DashboardSourcePage })),
  DashboardBenchmark: () =>
    import('../pages/dashboard/benchmark-page.tsx').then((m) => ({ Component: m.DashboardBenchmarkPage })),
  DashboardReport: () =>
    import('../pages/dashboard/report-page.tsx').then((m) => ({ Component: m.DashboardReportPage })),
  DashboardLaunch: () =>
    import('../pages/dashboard/launch-page.tsx').then((m) => ({ Component: m.DashboardLaunchPage })),
};
