import type { ProfileMessages } from './profile.zh.ts';

/** English strings of the name and picture in base info and of the certification page; typed by the Chinese set. */
export const profileEn: ProfileMessages = {
  profileEdit: {
    avatar: 'Picture',
    changeAvatar: 'Change picture',
    avatarHint: 'PNG, JPG, GIF or WebP, at most {{mb}} MB',
    avatarTooLarge: 'The picture may be at most {{mb}} MB',
    avatarChanged: 'Your picture has been updated',
    editName: 'Change user name',
    newName: 'New user name',
    nameHint: 'Your user name is also how you log in: use the new one next time',
    nameChanged: 'Your user name has been updated',
  },
  recognize: {
    title: 'Qualification certification',
    intro:
      'Receive a code at your work e-mail to show you belong to the organisation. Certified accounts can, for example, publish straight from a template.',
    certified: 'Certified',
    notCertified: 'Not certified',
    notCertifiedHint: 'Your account is not certified yet',
    organization: 'Organisation',
    organizationPlaceholder: 'The organisation’s full name',
    organizationRequired: 'Enter the organisation’s name (2–100 characters)',
    email: 'Work e-mail',
    emailPlaceholder: 'e.g. name@company.com',
    emailHint: 'Public mailboxes such as Gmail, QQ or 163 are not accepted',
    codeHint: 'The code goes to the work address and is valid for 10 minutes',
    certifiedAt: 'Certified on',
    submit: 'Certify',
    again: 'Certify again',
    done: 'Your organisation is certified',
    loadFailed: 'The certification could not be loaded',
  },
};
