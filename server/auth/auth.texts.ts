import type { Localized } from '@boxify/design/locale';

// The auth domain's messages in both languages: spec §5's texts, as the sign-in form and its answers show them.
export const AUTH_TEXTS = {
  emailRequired: { en: 'Please enter your email address', zh: '请输入邮箱地址' },
  emailInvalid: { en: 'Please enter a valid email address', zh: '请输入有效的邮箱地址' },
  passwordRequired: { en: 'Please enter your password', zh: '请输入密码' },
  codeRequired: { en: 'Please enter the verification code', zh: '请输入验证码' },
  registeredWithCode: {
    en: 'Registration successful! Please login with your credentials.',
    zh: '注册成功！请使用您的账号登录。',
  },
  registeredAwaitingActivation: {
    en: 'Registration successful! Please check your e-mail to activate your account.',
    zh: '注册成功！请查收邮件并激活您的账号。',
  },
  activationResent: {
    en: 'If the account waits for activation, a new link is on its way.',
    zh: '如果该账号尚未激活，新的激活链接已发送。',
  },
} satisfies Record<string, Localized>;
