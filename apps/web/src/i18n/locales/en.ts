import { accountEn } from './account.en.ts';
import { communityEn } from './community.en.ts';
import { dashboardEn } from './dashboard.en.ts';
import { designEn } from './design.en.ts';
import { editorEn } from './editor.en.ts';
import { envelopeEn } from './envelope.en.ts';
import { financeEn } from './finance.en.ts';
import { flowEn } from './flow.en.ts';
import { interviewEn } from './interview.en.ts';
import { libraryEn } from './library.en.ts';
import { logicEn } from './logic.en.ts';
import { loginWaysEn } from './login-ways.en.ts';
import { lotteryEn } from './lottery.en.ts';
import { orgEn } from './org.en.ts';
import { orgMembersEn } from './org-members.en.ts';
import { prizeEn } from './prize.en.ts';
import { profileEn } from './profile.en.ts';
import { projectsEn } from './projects.en.ts';
import { publicPagesEn } from './public-pages.en.ts';
import { publishEn } from './publish.en.ts';
import { reportEn } from './report.en.ts';
import { reportAnswersEn } from './report-answers.en.ts';
import { reportBoardEn } from './report-board.en.ts';
import { reportCleaningEn } from './report-cleaning.en.ts';
import { reportCodingEn } from './report-coding.en.ts';
import { reportCrossEn } from './report-cross.en.ts';
import { reportExportEn } from './report-export.en.ts';
import { reportInsightEn } from './report-insight.en.ts';
import { reportOverviewEn } from './report-overview.en.ts';
import { reportTagsEn } from './report-tags.en.ts';
import { reportWeightingEn } from './report-weighting.en.ts';
import { reportWordcloudEn } from './report-wordcloud.en.ts';
import { rewardsEn } from './rewards.en.ts';
import { rollEn } from './roll.en.ts';
import { sampleEn } from './sample.en.ts';
import { settingsEn } from './settings.en.ts';
import { templatesEn } from './templates.en.ts';
import { themeEn } from './theme.en.ts';
import type { Messages } from './zh.ts';

/** English UI strings; typed by the Chinese set so both always have the same keys. */
export const en: Messages = {
  app: { name: 'Cairn' },
  design: designEn,
  dashboard: dashboardEn,
  flow: flowEn,
  settings: settingsEn,
  envelope: envelopeEn,
  sample: sampleEn,
  lottery: lotteryEn,
  prize: prizeEn,
  interview: interviewEn,
  roll: rollEn,
  community: communityEn,
  editor: editorEn,
  library: libraryEn,
  publish: publishEn,
  logic: logicEn,
  org: orgEn,
  finance: financeEn,
  report: reportEn,
  reportBoard: reportBoardEn,
  reportOverview: reportOverviewEn,
  reportAnswers: reportAnswersEn,
  reportExport: reportExportEn,
  reportCleaning: reportCleaningEn,
  reportCross: reportCrossEn,
  reportInsight: reportInsightEn,
  reportTags: reportTagsEn,
  reportCoding: reportCodingEn,
  reportWeighting: reportWeightingEn,
  reportWordcloud: reportWordcloudEn,
  common: {
    loading: 'Loading…',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    notSet: 'Not set',
    friendlyReminder: 'Friendly reminder',
    gotIt: 'Got it',
    saved: 'Saved',
    copy: 'Copy',
    copied: 'Copied',
  },
  lang: { label: 'Language', zh: '中文', en: 'English' },
  route: {
    login: 'Log in',
    register: 'Sign up',
    forgot: 'Reset password',
    notFound: 'Page not found',
    project: 'Projects',
    projectRecycle: 'Recycle bin',
    projectDesign: 'Survey design',
    projectUserQuotaConfig: 'Quota setup',
    projectUserQuotaControl: 'Quota control',
    community: 'Client community',
    communityBack: 'Back to the client community',
    projectLaunch: 'Publish and share',
    projectFlow: 'Survey flow',
    projectTheme: 'Survey theme',
    projectSetting: 'Survey settings',
    projectReport: 'Reports',
    projectUser: 'Interviewees',
    download: 'Download centre',
    respondentFile: 'Open file',
    filePreview: 'File preview',
    backUrl: 'Taking you back',
    notice: 'Notice',
    projectJdOverview: 'Overview',
    create: 'New project',
    createProject: 'New project',
    prepare: 'Choose a template',
    surveyTemplate: 'Expert templates',
    surveyTemplateCreate: 'Create from template',
    user: 'Personal centre',
    userThird: 'Third-party bindings',
    userRecognize: 'Qualification certification',
    userFinance: 'Finance',
    userFinanceRecharges: 'Recharges',
    userFinancePayResult: 'Payment result',
    userFinanceOrders: 'Orders',
    userFinanceOrder: 'Order details',
    userFinanceCash: 'Withdrawals',
    userFinanceCashCreate: 'Withdraw',
    userFinanceInvoices: 'Invoices',
    userFinanceCoupons: 'Coupons',
    userBase: 'Basic information',
    userUpgrade: 'Upgrade',
    userOrganization: 'Organisation',
    userDepartmentAdd: 'New department',
    userOrganizationList: 'Order history',
    userAudit: 'Audit log',
    userInvite: 'Invite members',
    userManagement: 'User management',
    userManagementUsers: 'Users',
    userManagementRoles: 'Roles',
    userManagementEditor: 'Add a member',
    userManagementTransfer: 'Handover and removal',
    userManagementRoleEditor: 'Member permissions',
    h5Invite: 'Join an organisation',
    h5InviteRegister: 'Register and join',
    h5Register: 'Register',
    h5InterviewInvite: 'Interview invite',
    interviewConsole: 'Host console',
    interviewLive: 'Live interviews',
    projectLaunchMembers: 'Hosts and observers',
    library: 'My resources',
    libraryImage: 'Images',
    libraryImageCompany: 'Company images',
    libraryQuestion: 'My questions',
    libraryQuestionCompany: 'Company questions',
    dashboard: 'Dashboards',
    dashboardRecycle: 'Dashboard recycle bin',
    dashboardCreate: 'New dashboard',
    dashboardDetail: 'Dashboard',
    dashboardPreview: 'Dashboard preview',
  },
  nav: {
    main: 'Main navigation',
    projects: 'Projects',
    dashboard: 'Dashboard',
    personalCentre: 'Personal centre',
    logout: 'Log out',
    userMenu: 'User menu',
  },
  session: {
    frameReminder: 'An error occurred. Please refresh the page and try again.',
    leaveConfirm: 'You have unsaved changes. Leave this page anyway?',
    leave: 'Leave',
    stay: 'Stay',
  },
  brand: {
    headline: 'From questions to insight',
    lead: 'Design surveys, collect answers and analyse them, all in one place.',
    point1: 'Survey design with rich question types, logic and flow',
    point2: 'Publish one link and collect answers in real time',
    point3: 'Reports: a live data board, filters, data cleaning and exports',
  },
  auth: {
    account: 'Account',
    accountPlaceholder: 'Your user name',
    username: 'User name',
    usernamePlaceholder: '2–32 letters (any script), digits or _ . @',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    newPassword: 'New password',
    passwordHint: 'At least 8 characters, with letters and digits',
    confirmPassword: 'Confirm password',
    confirmPlaceholder: 'Enter the password again',
    email: 'E-mail',
    emailPlaceholder: 'name@example.com',
    mobile: 'Mobile',
    mobilePlaceholder: 'Digits only, + allowed at the start',
    optionalLabel: '{{label}} (optional)',
    login: {
      title: 'Welcome back',
      subtitle: 'Log in to Cairn to continue your research',
      submit: 'Log in',
      forgot: 'Forgot password?',
      noAccount: 'New to Cairn?',
      toRegister: 'Create an account',
      passwordReset: 'Your password has been reset. Log in with your new password.',
    },
    register: {
      title: 'Create your account',
      subtitle: 'Start designing your first survey in seconds',
      submit: 'Sign up and log in',
      haveAccount: 'Already have an account?',
      toLogin: 'Log in',
    },
    forgot: {
      title: 'Reset your password',
      subtitle: 'We will send a 6-digit code to the e-mail address of your account',
      sendCode: 'Send code',
      resendIn: 'Resend in {{seconds}} s',
      codeSent: 'We sent a code to {{email}}. Check your e-mail (valid for 10 minutes).',
      code: 'Verification code',
      codePlaceholder: '6 digits',
      submit: 'Reset password',
      backToLogin: 'Back to log in',
    },
    rules: {
      accountRequired: 'Enter your account',
      usernameRequired: 'Enter a user name',
      usernameFormat: 'Use 2–32 letters (Chinese too), digits or _ . @',
      passwordRequired: 'Enter a password',
      passwordWeak: 'Use at least 8 characters with both letters and digits',
      confirmRequired: 'Enter the password again',
      confirmMismatch: 'The two passwords do not match',
      emailRequired: 'Enter your e-mail',
      emailFormat: 'Enter a valid e-mail address',
      mobileFormat: 'Use digits only, optionally starting with +',
      codeRequired: 'Enter the code',
      codeFormat: 'The code has 6 digits',
    },
  },
  upgrade: {
    title: 'Enterprise feature',
    dashboard:
      'Dashboards are part of the enterprise edition: they bring data from several surveys into one view.',
    body: 'Once your account is upgraded to the enterprise edition you can use it at once, without logging in again.',
    upgradeNow: 'Upgrade now',
  },
  ...projectsEn,
  ...templatesEn,
  ...orgMembersEn,
  ...themeEn,
  ...accountEn,
  ...profileEn,
  ...loginWaysEn,
  ...publicPagesEn,
  ...rewardsEn,
  user: {
    title: 'Personal centre',
    subtitle: 'Your account, your organisation and how you sign in',
    profile: 'Account',
    username: 'User name',
    userCode: 'User code',
    level: 'Edition',
    levelFree: 'Free',
    levelEnterprise: 'Enterprise',
    email: 'E-mail',
    mobile: 'Mobile',
    editEmail: 'Change e-mail',
    editMobile: 'Change mobile',
    clearHint: 'Leave it empty and save to remove it',
    changePassword: 'Change password',
    oldPassword: 'Current password',
    oldPasswordRequired: 'Enter your current password',
    submitPassword: 'Update password',
    passwordChanged: 'Your password has been updated',
    loadFailed: 'Your account details could not be loaded',
    retry: 'Retry',
  },
  respondentFile: {
    opening: 'Opening the file…',
    failed: 'The file cannot be opened: it was removed, or you may not see this survey’s data',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    back: 'Back to projects',
  },
  error: {
    title: 'Something went wrong',
    description: 'This page could not be loaded. Refresh the page and try again.',
    reload: 'Refresh page',
  },
};
