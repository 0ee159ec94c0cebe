import { isUntranslatable, translatePhrase } from './phrases';

describe('the UI phrase dictionary', () => {
  it.each([
    ['Sign in', 'zh', '登录'],
    ['sign in', 'zh', '登录'],
    ['Forgot password?', 'zh', '忘记密码？'],
    ['Email:', 'zh', '邮箱：'],
    ['Step 2 of 3', 'zh', '第 2 步，共 3 步'],
    ['3 unread', 'zh', '3 条未读'],
    ['登录', 'en', 'Sign in'],
    ['忘记密码？', 'en', 'Forgot password?'],
    ['最近 30 天', 'en', 'Last 30 days'],
  ] as const)('%s → %s', (text, to, expected) => {
    expect(translatePhrase(text, to)).toBe(expected);
  });

  it('does not invent translations', () => {
    expect(translatePhrase('Designs calm interfaces for busy people', 'zh')).toBeUndefined();
    expect(translatePhrase('林伟', 'en')).toBeUndefined();
  });

  it('knows which strings need no translation', () => {
    expect(isUntranslatable('$12')).toBe(true);
    expect(isUntranslatable('ada@example.com')).toBe(true);
    expect(isUntranslatable('1,204')).toBe(true);
    expect(isUntranslatable('Orders')).toBe(false);
  });
});
