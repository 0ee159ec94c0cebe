import { beforeAll, describe, expect, it } from 'vitest';

import { initI18n } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';

import {
  parseVerifyCode,
  PASSWORD_MAX_LENGTH,
  validateEmail,
  validatePassword,
  validateVerifyCode,
} from '@client/features/auth/validation';

beforeAll(() => void initI18n('en'));

describe('login form validation (spec §5)', () => {
  it('requires a valid e-mail address', () => {
    expect(validateEmail('')).toBe('auth.validation.emailRequired');
    expect(validateEmail('   ')).toBe('auth.validation.emailRequired');
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@@example.com']) {
      expect(validateEmail(bad)).toBe('auth.validation.emailInvalid');
    }
    for (const good of ['ada@example.com', ' ada.l+boxify@mail.example.co.uk ', '李@例子.中国']) {
      expect(validateEmail(good)).toBeUndefined();
    }
  });

  it('requires a password of at most 40 characters', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(40);
    expect(validatePassword('')).toBe('auth.validation.passwordRequired');
    expect(validatePassword('x'.repeat(40))).toBeUndefined();
    expect(validatePassword('x'.repeat(41))).toBe('auth.validation.passwordTooLong');
    // Spaces are part of a password, not emptiness.
    expect(validatePassword(' ')).toBeUndefined();
  });

  it('requires the verification code', () => {
    expect(validateVerifyCode('')).toBe('auth.validation.verifyCodeRequired');
    expect(validateVerifyCode('  ')).toBe('auth.validation.verifyCodeRequired');
    expect(validateVerifyCode('012345')).toBeUndefined();
  });

  it('has the exact messages in en and zh', () => {
    const keys = [
      'auth.validation.emailRequired',
      'auth.validation.emailInvalid',
      'auth.validation.passwordRequired',
      'auth.validation.passwordTooLong',
      'auth.validation.verifyCodeRequired',
    ];
    expect(keys.map((key) => translatorFor('en')(key))).toEqual([
      'Please enter your email address',
      'Please enter a valid email address',
      'Please enter your password',
      'Password cannot exceed 40 characters',
      'Please enter the verification code',
    ]);
    expect(keys.map((key) => translatorFor('zh')(key))).toEqual([
      '请输入邮箱地址',
      '请输入有效的邮箱地址',
      '请输入密码',
      '密码不能超过 40 个字符',
      '请输入验证码',
    ]);
  });

  it('sends the code as an integer, 0 when it cannot be parsed', () => {
    expect(parseVerifyCode('123456')).toBe(123456);
    expect(parseVerifyCode(' 012345 ')).toBe(12345);
    expect(parseVerifyCode('12a456')).toBe(0);
    expect(parseVerifyCode('')).toBe(0);
    expect(parseVerifyCode('99999999999999999999')).toBe(0);
  });
});
