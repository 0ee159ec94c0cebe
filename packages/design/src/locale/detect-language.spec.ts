import { detectLanguage } from './index';

describe('detectLanguage', () => {
  it('reads a text with two or more ideographs as Chinese', () => {
    expect(detectLanguage('做一个登录页')).toBe('zh');
    expect(detectLanguage('Hello 你好')).toBe('zh');
    expect(detectLanguage('a login page for 小米')).toBe('zh');
  });

  it('reads a lone ideograph as Chinese only when it is the only word', () => {
    expect(detectLanguage('是')).toBe('zh');
    expect(detectLanguage('猫 ')).toBe('zh');
    expect(detectLanguage('a poster with 福 on it')).toBe('en');
  });

  it('reads everything else as English, also texts without words', () => {
    expect(detectLanguage('A pricing page with three plans')).toBe('en');
    expect(detectLanguage('$12')).toBe('en');
    expect(detectLanguage('')).toBe('en');
    // Japanese kana and Korean hangul are not Chinese ideographs.
    expect(detectLanguage('ログイン')).toBe('en');
  });
});
