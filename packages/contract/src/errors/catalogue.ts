/**
 * The error catalogue of spec document 2 §8, as data: one entry per code with its Chinese and
 * English message and what the designer client does with it. Server messages and client
 * behaviour both come from here, so they cannot drift apart.
 *
 * Where the spec gives two readings for a code, the one that fits the call that returns it was
 * chosen; the other is kept in `otherReading` so the choice stays visible.
 */
import type { ClientBehaviour } from './behaviour.ts';

export interface ErrorEntry {
  zh: string;
  en: string;
  behaviour: ClientBehaviour;
  otherReading?: string;
}

export const errorCatalogue = {
  '00000': { zh: '成功', en: 'Success', behaviour: 'silent' },
  '00001': {
    zh: '该题目或选项已关联逻辑',
    en: 'This question or option is used by logic',
    behaviour: 'toast',
  },
  B0001: { zh: '请求失败，请重试', en: 'The request failed, please retry', behaviour: 'toast' },
  B0002: { zh: '数据操作失败，请重试', en: 'The data operation failed, please retry', behaviour: 'toast' },
  A0400: { zh: '参数错误', en: 'Invalid parameter', behaviour: 'toast' },
  A0460: { zh: '参数错误', en: 'Invalid parameter', behaviour: 'toast' },
  A0401: {
    zh: '登录已失效，请重新登录',
    en: 'Your session has ended, please log in again',
    behaviour: 'logout',
  },
  A0403: { zh: '权限错误', en: 'You do not have permission for this', behaviour: 'toast' },
  A0404: { zh: '请求的资源不存在', en: 'The requested resource does not exist', behaviour: 'silent' },
  A0101: { zh: '题目编码重复', en: 'The question code is already used', behaviour: 'toast' },
  A0102: { zh: '选项编码重复', en: 'The option code is already used', behaviour: 'toast' },
  A0103: { zh: '选项编码格式错误', en: 'The code format is wrong', behaviour: 'toast' },
  A0106: { zh: '文件格式错误', en: 'Wrong file format', behaviour: 'toast' },
  A0107: { zh: '文件缺失', en: 'The file is missing', behaviour: 'toast' },
  A0108: { zh: '文件为空', en: 'The file is empty', behaviour: 'toast' },
  // Ours, the cascade upload's messages (spec doc 1 §5); A0110's limit is the spec's 5 MB.
  A0109: {
    zh: '上传文件格式错误，请按照模板文件格式重新上传',
    en: 'The uploaded file does not follow the template; fill in the template and upload it again',
    behaviour: 'toast',
  },
  A0110: { zh: '文件大小不能超过 5M', en: 'The file must not be larger than 5 MB', behaviour: 'toast' },
  A0111: { zh: '上传失败', en: 'The upload failed', behaviour: 'toast' },
  A0112: {
    zh: '不支持 .xls 文件，请在 Excel 中另存为 .xlsx 后重新上传',
    en: '.xls files are not supported; save the file as .xlsx in Excel and upload it again',
    behaviour: 'toast',
  },
  A0114: {
    zh: '恢复失败，已存在相同的题目',
    en: 'Cannot restore: an identical question exists',
    behaviour: 'toast',
  },
  A0115: { zh: '原密码错误', en: 'The old password is wrong', behaviour: 'toast' },
  // Ours (the spec has no code for it): an edit sent with an older x-node-v than the survey's.
  A0120: {
    zh: '问卷已在其他地方被修改，请刷新后重试',
    en: 'The survey was changed elsewhere; reload it and try again',
    behaviour: 'toast',
  },
  // Ours, logic save-time checks (core logic/check-rules.ts; the spec names the rules, not codes).
  A0121: {
    zh: '逻辑条件只能引用本题之前的题目',
    en: 'A logic condition can only use questions that come before its question',
    behaviour: 'toast',
  },
  A0122: { zh: '跳转只能跳到后面的题目', en: 'A jump can only go to a later question', behaviour: 'toast' },
  A0123: {
    zh: '逻辑之间形成了循环依赖',
    en: 'These logic rules depend on each other in a circle',
    behaviour: 'toast',
  },
  A0124: {
    zh: '逻辑数量已超出上限',
    en: 'The survey has reached the maximum number of logic rules',
    behaviour: 'toast',
  },
  A0130: { zh: '主题不存在', en: 'The theme does not exist', behaviour: 'toast' },
  A0131: { zh: '系统主题不能修改', en: 'Preset themes cannot be changed', behaviour: 'toast' },
  A0132: {
    zh: '最多保存 50 个主题',
    en: 'You can save at most 50 themes',
    behaviour: 'toast',
  },
  A0201: { zh: '标签已存在', en: 'The tag already exists', behaviour: 'toast' },
  A0202: { zh: '问卷来源重复', en: 'The survey source is duplicated', behaviour: 'toast' },
  A0203: { zh: '批次名称重复', en: 'The batch name is duplicated', behaviour: 'toast' },
  A0204: { zh: '参数名称重复', en: 'The parameter name is duplicated', behaviour: 'toast' },
  A0205: { zh: '不允许使用系统参数名称', en: 'System parameter names are not allowed', behaviour: 'toast' },
  A0206: { zh: '问卷提示有误', en: 'The survey prompt is wrong', behaviour: 'toast' },
  A0207: { zh: '用户余额不足', en: 'Insufficient balance', behaviour: 'toast' },
  A0209: { zh: '编码重复', en: 'The code is duplicated', behaviour: 'toast' },
  A0210: {
    zh: '问卷数量已超出上限',
    en: 'You have reached the maximum number of surveys',
    behaviour: 'toast',
  },
  A0211: {
    zh: '题目数量已超出上限',
    en: 'The survey has reached the maximum number of questions',
    behaviour: 'toast',
  },
  A0215: {
    zh: '免费版每份问卷最多收集 1000 份答卷',
    en: 'The free edition collects at most 1,000 responses per survey',
    behaviour: 'silent',
  },
  // Ours: a question-library folder name its library already has (names ignore case).
  A0216: {
    zh: '文件夹名称已存在',
    en: 'A folder with this name already exists',
    behaviour: 'toast',
  },
  A0217: {
    zh: '项目发布次数已超出上限',
    en: 'The project publish limit has been reached',
    behaviour: 'toast',
  },
  // Ours: the question library (a user's own or the company's) holds its maximum of questions.
  A0218: {
    zh: '题库题目数量已达上限',
    en: 'The question library is full',
    behaviour: 'toast',
  },
  // Ours, the settings screens (issue 5): a start not before the end, a full list of
  // invitation codes, a quota condition on a question or option that cannot carry one.
  A0301: {
    zh: '开始时间必须早于结束时间',
    en: 'The start time must be before the end time',
    behaviour: 'toast',
  },
  A0302: {
    zh: '邀请码数量已达上限',
    en: 'The survey holds its maximum of invitation codes',
    behaviour: 'toast',
  },
  A0303: {
    zh: '配额条件只能使用选择题及其选项',
    en: 'A quota condition can only use choice questions and their own options',
    behaviour: 'toast',
  },
  // Ours, the respondent calls (issue 6): a save or submit the survey does not take now (data
  // carries the access state, as the open call gives it), and a completed response id sent
  // again with other answers (the page sends them again under a new id).
  A0310: {
    zh: '问卷当前不接受答卷',
    en: 'The survey is not taking answers now',
    behaviour: 'toast',
  },
  A0311: {
    zh: '该答卷已提交，且答案不同',
    en: 'This response was already submitted with other answers',
    behaviour: 'toast',
  },
  // Ours, respondent uploads (issue 6): a file over its question's size limit (the detail names
  // the limit), and a response id that already stored its maximum of files.
  A0312: {
    zh: '文件超过大小限制',
    en: 'The file is larger than allowed',
    behaviour: 'toast',
  },
  A0313: {
    zh: '本答卷上传的文件数量已达上限',
    en: 'This response has uploaded its maximum number of files',
    behaviour: 'toast',
  },
  // Ours, cross tables and weighting (issue 19): a variable the published version lacks or that
  // cannot be used where it is placed (the detail names it), a weighting target on a category no
  // response has, targets that do not add up to 100 %, a category with responses and no target.
  A0320: {
    zh: '变量不存在或不能用于此处',
    en: 'The variable is not in the published survey or cannot be used here',
    behaviour: 'toast',
  },
  A0321: {
    zh: '加权目标所在的类别没有答卷',
    en: 'A weighting target is set on a category that has no responses',
    behaviour: 'toast',
  },
  A0322: {
    zh: '加权目标之和必须为 100%',
    en: 'The weighting targets must add up to 100%',
    behaviour: 'toast',
  },
  A0323: {
    zh: '有答卷的类别没有设置加权目标',
    en: 'A category that has responses has no weighting target',
    behaviour: 'toast',
  },
  // Ours, open-answer coding (issue 20): a step the report's status does not allow, a frame
  // deeper than net / subnet / sub-subnet, a second task while one is queued, a label used twice
  // under one parent, a task with nothing to read.
  A0330: {
    zh: '编码报告当前阶段不允许此操作',
    en: 'The coding report’s current stage does not allow this',
    behaviour: 'toast',
  },
  A0331: {
    zh: '编码最多三级：一级、二级、三级编码',
    en: 'A code frame has at most three levels: net, subnet, sub-subnet',
    behaviour: 'toast',
  },
  A0332: {
    zh: '该报告已有编码任务在排队或进行中',
    en: 'A coding task of this report is already queued or running',
    behaviour: 'toast',
  },
  A0333: {
    zh: '同一层级下已有同名编码',
    en: 'A code with this label already exists at this place',
    behaviour: 'toast',
  },
  A0334: {
    zh: '没有可编码的答案或编码',
    en: 'There are no answers or no codes to work with',
    behaviour: 'toast',
  },
  // Ours, dashboards (issue 21): a full page, no page chosen for an export (the spec's message),
  // a norm table that cannot be read, a source survey the caller may not report on, a public link
  // that is unknown or closed.
  A0340: {
    zh: '每页最多 24 个图表',
    en: 'A page holds at most 24 charts',
    behaviour: 'toast',
  },
  A0341: { zh: '请选择导出页面', en: 'Choose at least one page to export', behaviour: 'toast' },
  A0342: {
    zh: '基准表无法读取：每行需要名称和数值',
    en: 'The norm table cannot be read: each row needs a label and a number',
    behaviour: 'toast',
  },
  A0343: {
    zh: '没有该问卷的报表权限，不能作为数据源',
    en: 'You cannot report on this survey, so it cannot feed a chart',
    behaviour: 'toast',
  },
  A0344: {
    zh: '该仪表盘链接不存在或已关闭',
    en: 'This dashboard link does not exist or has been closed',
    behaviour: 'toast',
  },
  A1100: { zh: '问卷不存在', en: 'The survey does not exist', behaviour: 'toast' },
  A2001: { zh: '账号错误或不存在', en: 'The account is wrong or missing', behaviour: 'silent' },
  A2002: {
    zh: '账号或密码错误',
    en: 'Wrong account name or password',
    behaviour: 'silent',
    otherReading: 'user not found',
  },
  A2003: {
    zh: '验证码发送失败',
    en: 'The verification code could not be sent',
    behaviour: 'toast',
    otherReading: 'over the daily limit of codes',
  },
  A2004: {
    zh: '每分钟只能获取一次验证码',
    en: 'Only one code can be requested per minute',
    behaviour: 'silent',
    otherReading: 'code incorrect',
  },
  A2005: {
    zh: '验证码已失效，请重新获取',
    en: 'The code has expired, please request a new one',
    behaviour: 'silent',
    otherReading: 'slider captcha expired',
  },
  A2006: {
    zh: '未绑定微信账号',
    en: 'No messaging account is bound',
    behaviour: 'toast',
    otherReading: 'wrong user name or password',
  },
  A2007: { zh: '密码错误', en: 'Wrong password', behaviour: 'toast' },
  A2008: { zh: '请输入有效的域名', en: 'Enter a valid domain', behaviour: 'silent' },
  A2009: {
    zh: '请输入有效的域名',
    en: 'Enter a valid domain',
    behaviour: 'silent',
    otherReading: 'password too weak',
  },
  A2010: {
    zh: '域名需要信用审批',
    en: 'The domain needs credit approval',
    behaviour: 'silent',
    otherReading: 'wrong verification code',
  },
  A2011: {
    zh: '密码强度太弱：至少 8 位，且同时包含字母和数字',
    en: 'The password is too weak: use at least 8 characters with letters and digits',
    behaviour: 'toast',
  },
  A2012: { zh: '新旧邮箱相同', en: 'The new e-mail is the same as the old one', behaviour: 'silent' },
  A2013: {
    zh: '邮箱已存在',
    en: 'This e-mail is already registered',
    behaviour: 'silent',
    otherReading: 'wrong name or password, retry after 1 hour',
  },
  A2014: {
    zh: '用户已存在',
    en: 'This account name is taken',
    behaviour: 'silent',
    otherReading: 'wrong name or password, retry after 1 hour',
  },
  A2015: {
    zh: '二维码已过期',
    en: 'The QR code has expired',
    behaviour: 'toast',
    otherReading: 'email not verified',
  },
  A2016: {
    zh: '新旧手机号不能相同',
    en: 'The new phone number must differ from the old one',
    behaviour: 'toast',
  },
  A2017: {
    zh: '验证码缺失',
    en: 'The verification code is missing',
    behaviour: 'silent',
    otherReading: 'new phone already in use',
  },
  A2018: { zh: '验证码错误', en: 'The verification code is incorrect', behaviour: 'silent' },
  A2019: {
    zh: '域名已审批通过',
    en: 'The domain is already approved',
    behaviour: 'silent',
    otherReading: 'account expired',
  },
  A2020: { zh: '域名审批被拒绝', en: 'The domain was rejected', behaviour: 'silent' },
  A2021: { zh: '域名审核中', en: 'The domain is under review', behaviour: 'silent' },
  A2022: { zh: '手机号已注册', en: 'This phone number is already registered', behaviour: 'silent' },
  A2023: { zh: '二维码已过期，请重新扫码', en: 'The QR code has expired, scan again', behaviour: 'toast' },
  A2025: {
    zh: '该用户已绑定其他微信账号',
    en: 'This user is bound to another messaging account',
    behaviour: 'silent',
  },
  A2026: { zh: '账号异常，已被限制使用', en: 'The account is abnormal and restricted', behaviour: 'silent' },
  A2027: {
    zh: '错误次数过多，请 5 分钟后再试',
    en: 'Too many wrong attempts, try again in 5 minutes',
    behaviour: 'silent',
  },
  A2028: { zh: '请稍后再试', en: 'Please try again later', behaviour: 'silent' },
  A2029: {
    zh: '操作过于频繁，请 1 小时后再试',
    en: 'Too frequent, try again in 1 hour',
    behaviour: 'silent',
  },
  A2030: { zh: '请明天再试', en: 'Please try again tomorrow', behaviour: 'silent' },
  A2031: { zh: '网络异常，请更换 IP', en: 'Network abnormal, change your IP address', behaviour: 'silent' },
  A2032: { zh: '操作过于频繁', en: 'Too many requests, slow down', behaviour: 'silent' },
  A2033: {
    zh: '操作过于频繁，请 1 小时后再试',
    en: 'Too frequent, try again in 1 hour',
    behaviour: 'silent',
  },
  A2034: { zh: '邮件发送已达上限', en: 'The e-mail sending limit has been reached', behaviour: 'silent' },
  A2035: { zh: '请稍后再试', en: 'Please try again later', behaviour: 'silent' },
  // Ours, SSO (issue 22): every failure of an SSO login answers this one code (unknown, used or
  // expired state, a refused code, an ID token failing a check, SSO not configured).
  A2040: {
    zh: '单点登录失败，请重新登录',
    en: 'Single sign-on failed, please start again',
    behaviour: 'silent',
  },
  A2056: {
    zh: '红包未结束，无法删除',
    en: 'The red envelope has not ended and cannot be deleted',
    behaviour: 'toast',
  },
  // Ours, reward campaigns (issue 23; contract rewards/*-rules.ts, packages/rewards): the spec
  // leaves the limits "not shown", these are the ones docs/ARCHITECTURE.md "Rewards" records.
  A2060: {
    zh: '红包金额超出范围（固定金额 1–200 元，随机金额 0.3–200 元）',
    en: 'The envelope amount is out of range (fixed ¥1–¥200, random ¥0.30–¥200)',
    behaviour: 'toast',
  },
  A2061: { zh: '中奖概率须在 1%–100% 之间', en: 'The win probability must be 1–100 %', behaviour: 'toast' },
  A2062: {
    zh: '红包预算至少要够发一个红包',
    en: 'The budget must cover at least one envelope',
    behaviour: 'toast',
  },
  A2063: { zh: '领取次数限制至少为 1', en: 'A claim limit must be at least 1', behaviour: 'toast' },
  A2064: { zh: '开始时间须早于结束时间', en: 'The start must be before the end', behaviour: 'toast' },
  A2065: {
    zh: '活动当前状态不能进行此操作',
    en: 'The campaign’s current status does not allow this',
    behaviour: 'toast',
  },
  A2066: {
    zh: '活动已开始，此项不能这样修改',
    en: 'The campaign has started; this cannot be changed this way',
    behaviour: 'toast',
  },
  A2067: { zh: '奖品最多 8 个，至少 1 个', en: 'A lottery has 1 to 8 prizes', behaviour: 'toast' },
  A2068: {
    zh: '奖品设置不完整或有误',
    en: 'A prize is incomplete or wrong',
    behaviour: 'toast',
  },
  A2069: {
    zh: '各奖品中奖概率之和不能超过 100%',
    en: 'The prizes’ probabilities must add up to at most 100 %',
    behaviour: 'toast',
  },
  A2070: {
    zh: '中奖名次设置有误',
    en: 'The winning positions are wrong',
    behaviour: 'toast',
  },
  A2071: {
    zh: '中奖人数须在 1 至奖品库存之间',
    en: 'The number of winners must be between 1 and the prize’s stock',
    behaviour: 'toast',
  },
  // Ours (issue 23, claims): the messaging account that scans a claim code has already claimed the
  // campaign's per-respondent limit of red envelopes, or a prize of this lottery (one per account),
  // whichever device or answer sheet the prize came from.
  A2072: {
    zh: '这个微信账号在本活动的领取次数已达上限',
    en: 'This WeChat account has already claimed as many prizes from this campaign as allowed',
    behaviour: 'toast',
  },
  // Ours (issue 23, the prize centre): a coupon or physical prize is claimed without a messaging
  // account, so the answering device (and a physical prize's phone number) is who claims: one such
  // prize per device and per phone number in a lottery (docs/ARCHITECTURE.md "Rewards: the prize centre").
  A2073: {
    zh: '这台设备或这个手机号已经领取过本次抽奖的奖品',
    en: 'This device or phone number has already claimed a prize of this lottery',
    behaviour: 'toast',
  },
  // Ours: a shipped prize's tracking number is corrected only within 7 days of shipping.
  A2074: {
    zh: '发货已超过 7 天，运单号不能再修改',
    en: 'The prize shipped more than 7 days ago; its tracking number can no longer be changed',
    behaviour: 'toast',
  },
  A21014: { zh: '每天只能提现一次', en: 'You can withdraw once a day', behaviour: 'silent' },
  // The spec lists A21015 as silent without a message: recharging (and, ours, withdrawing) needs the
  // official account followed and bound; the web opens the follow-and-bind QR modal on it.
  A21015: {
    zh: '请先关注并绑定公众号',
    en: 'Follow and bind the official account first',
    behaviour: 'silent',
  },
  // Ours (issue 23, money): a recharge paid already; an order not in the state the call needs
  // (paying or cancelling one that is not unpaid, invoicing one that is not paid); one invoice per order.
  A21016: { zh: '该充值已支付', en: 'This recharge is already paid', behaviour: 'toast' },
  A21017: {
    zh: '订单当前状态不允许此操作',
    en: 'The order’s current state does not allow this',
    behaviour: 'toast',
  },
  A21018: {
    zh: '该订单已申请过发票',
    en: 'An invoice has already been requested for this order',
    behaviour: 'toast',
  },
  // Ours (issue 23, coupons and invoices): a coupon that cannot pay part of this order; a promo code
  // that gives no coupon; an invoice not issued yet; an invoice the operator decided already.
  A21030: {
    zh: '优惠券不可用：已使用、已过期或不属于该钱包',
    en: 'The coupon cannot be used: it is used, expired or not this wallet’s',
    behaviour: 'toast',
  },
  A21031: {
    zh: '订单金额未达到优惠券的最低使用金额',
    en: 'The order costs less than the coupon’s minimum',
    behaviour: 'toast',
  },
  A21032: {
    zh: '兑换码无效、已过期或已被兑完，请检查后重新输入',
    en: 'The promo code is unknown, past its last day or fully redeemed: check it and type it again',
    behaviour: 'toast',
  },
  A21033: { zh: '该兑换码已兑换过', en: 'This promo code has already been redeemed', behaviour: 'toast' },
  A21034: {
    zh: '发票尚未开具，开具后才能下载',
    en: 'The invoice is not issued yet; it can be downloaded once issued',
    behaviour: 'toast',
  },
  A21035: {
    zh: '该发票已开具或已驳回',
    en: 'The invoice has already been issued or rejected',
    behaviour: 'toast',
  },
  A4000: { zh: '暂无查看报表权限', en: 'You have no permission to view the report', behaviour: 'toast' },
  // Ours, response data: only a complete response can be marked invalid and only an invalid one
  // valid again; partial and screened-out responses keep their status.
  A4010: {
    zh: '只有已完成或已标记无效的答卷可以标记，未完成和被甄别的答卷不能标记',
    en: 'Only complete or invalid responses can be marked; partial and screened-out responses cannot',
    behaviour: 'toast',
  },
  // Ours, exports: an xlsx export of more responses than a sheet holds (the detail gives both
  // counts); it fails at once, and CSV has no such limit.
  A4011: {
    zh: 'xlsx 工作表放不下本次导出的答卷数，请导出 CSV，或用筛选缩小范围',
    en: 'An xlsx sheet cannot hold this many responses: export CSV, or narrow the export with a filter',
    behaviour: 'toast',
  },
  A4002: { zh: '页面不存在', en: 'The page does not exist', behaviour: 'notFound' },
  A5200: { zh: '记录不存在', en: 'The record does not exist', behaviour: 'toast' },
  A5201: { zh: '企业名称已被占用', en: 'The enterprise name is taken', behaviour: 'toast' },
  A5202: { zh: '无操作权限', en: 'You have no permission for this operation', behaviour: 'refreshExpiry' },
  A5203: { zh: '邮箱已被占用', en: 'The e-mail is taken', behaviour: 'toast' },
  A5204: { zh: '不允许删除', en: 'Deletion is not allowed', behaviour: 'toast' },
  A5205: { zh: '分享对象不存在', en: 'The share target does not exist', behaviour: 'toast' },
  A5206: { zh: '对方已拥有该分享', en: 'The other user already has this share', behaviour: 'toast' },
  A5207: { zh: '数据无法恢复', en: 'The data cannot be restored', behaviour: 'toast' },
  A5208: { zh: '邮箱后缀修改失败', en: 'Changing the e-mail suffix failed', behaviour: 'toast' },
  A5209: { zh: '企业名称不能为空', en: 'The enterprise name cannot be empty', behaviour: 'toast' },
  A5210: { zh: '部门管理员设置失败', en: 'Setting the department administrator failed', behaviour: 'toast' },
  A5211: { zh: '无编辑权限', en: 'You have no edit permission', behaviour: 'toast' },
  A5212: { zh: '不能转交给自己', en: 'You cannot hand over to yourself', behaviour: 'toast' },
  // Ours, organisation (issue 22): department names are unique among siblings; a department
  // cannot go under itself or anything below it.
  A5231: {
    zh: '同级已有同名部门',
    en: 'A department with this name already exists at this level',
    behaviour: 'toast',
  },
  A5232: {
    zh: '部门不能移动到自身或其下级部门中',
    en: 'A department cannot move into itself or one of its sub-departments',
    behaviour: 'toast',
  },
  // Ours (issue 22, organisation members): the spec's catalogue has no code for these. A5220
  // answers both joining and upgrading (creating) while already in an organisation.
  A5220: {
    zh: '该账号已属于一个组织，一个账号只能属于一个组织',
    en: 'This account already belongs to an organisation; an account can belong to only one',
    behaviour: 'toast',
  },
  A5221: { zh: '邀请无效或已过期', en: 'The invitation is invalid or has expired', behaviour: 'toast' },
  A5222: {
    zh: '该账号已被组织停用，请联系管理员',
    en: 'Your organisation has disabled this account; contact its administrator',
    behaviour: 'toast',
  },
  // Ours (issue 21): dashboards are an enterprise feature, so one handed to a free account would
  // be a dashboard nobody can open.
  A5223: {
    zh: '对方是免费版账号，无法接收仪表盘',
    en: 'The target uses the free edition and cannot receive a dashboard',
    behaviour: 'toast',
  },
  // Ours (issue 24, running interviews): the spec's catalogue has no code for these.
  A5530: {
    zh: '访谈凭证无效或已过期，请回到主持台重新开始访谈',
    en: 'The interview ticket is invalid or has expired; open the session again from the host console',
    behaviour: 'toast',
  },
  A5531: {
    zh: '该受访者已完成访谈、缺席或正由其他主持人访谈',
    en: 'This interviewee is done, absent or being interviewed by another host',
    behaviour: 'toast',
  },
  A5532: {
    zh: '现在不能主持：项目未发布，或你的主持已结束',
    en: 'You cannot host now: the project is not published or your hosting is closed',
    behaviour: 'toast',
  },
  A5533: {
    zh: '该受访者所在的配额已满，项目设置为满额停止',
    en: 'This interviewee’s quota is full and set to stop',
    behaviour: 'toast',
  },
  A5505: {
    zh: '请先在受访者页面上传受访者名单，否则无法发布项目',
    en: 'Upload the interviewee list on the interviewee page first, otherwise the project cannot be published',
    behaviour: 'silent',
  },
  // Ours (issue 24, the interviewee roll): a group name is unique in its project, and so is a
  // mobile in the roll (the import reports repeats per row; editing one answers this).
  A5510: { zh: '分组名称已存在', en: 'A group with this name already exists', behaviour: 'toast' },
  A5511: {
    zh: '该手机号已在受访者名单中',
    en: 'Another interviewee in the roll has this mobile number',
    behaviour: 'toast',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * Codes the spec lists as handled by the caller (no global toast) but whose meaning it never
 * gives. They are kept so the client stays silent for them; no server path returns them.
 */
export const reservedSilentCodes = ['A2057', 'A2050', 'A0213', 'A5617', 'A0118', 'A5704'] as const;

export const SUCCESS_CODE = '00000' satisfies ErrorCode;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}
