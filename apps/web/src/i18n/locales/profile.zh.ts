/** Chinese strings of the name and picture in base info and of the certification page; key source for profile.en.ts. */
export const profileZh = {
  profileEdit: {
    avatar: '头像',
    changeAvatar: '更换头像',
    avatarHint: '支持 PNG、JPG、GIF、WebP，不超过 {{mb}} MB',
    avatarTooLarge: '图片不能超过 {{mb}} MB',
    avatarChanged: '头像已更新',
    editName: '修改用户名',
    newName: '新用户名',
    nameHint: '用户名也是登录名，修改后请用新用户名登录',
    nameChanged: '用户名已更新',
  },
  recognize: {
    title: '资质认证',
    intro: '用单位邮箱接收验证码，证明你属于该单位。认证后可使用模板直接发布等功能。',
    certified: '已认证',
    notCertified: '未认证',
    notCertifiedHint: '你还没有完成资质认证',
    organization: '单位名称',
    organizationPlaceholder: '请输入单位全称',
    organizationRequired: '请输入单位名称（2–100 个字）',
    email: '单位邮箱',
    emailPlaceholder: '例如 name@company.com',
    emailHint: '不支持 QQ、163、Gmail 等公共邮箱',
    codeHint: '验证码发送到单位邮箱，10 分钟内有效',
    certifiedAt: '认证时间',
    submit: '提交认证',
    again: '重新认证',
    done: '资质认证已完成',
    loadFailed: '认证信息加载失败',
  },
};
export type ProfileMessages = typeof profileZh;
