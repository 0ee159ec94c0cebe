import type { Localized } from '@boxify/design/locale';

// The auth domain's messages in both languages: spec §5's texts, as the sign-in form shows them.
export const AUTH_TEXTS = {
  emailRequired: { en: 'Please enter your email address', zh: '请输入邮箱地址' },
  emailInvalid: { en: 'Please enter a valid email address', zh: '请输入有效的邮箱地址' },
  passwordRequired: { en: 'Please enter your password', zh: '请输入密码' },
  codeRequired: { en: 'Please enter the verification code', zh: '请输入验证码' },
} satisfies Record<string, Localized>;
