import { describe, expect, it } from 'vitest';

import { languageQueryValue, parseLanguage, preferLanguageHeader } from './language';
import { languageFromBrowser, languageFromHost, type LanguageSources, resolveLanguage } from './resolve-language';

const nothing: LanguageSources = { search: '', stored: null, hostname: 'boxify.example.com', browserLanguages: [] };

const resolve = (sources: Partial<LanguageSources>) => resolveLanguage({ ...nothing, ...sources });

describe('resolveLanguage: the spec order', () => {
  it('1. the lng query parameter wins over everything', () => {
    const others = { stored: 'zh', hostname: 'cn.boxify.example.com', browserLanguages: ['zh-CN'] };
    expect(resolve({ ...others, search: '?lng=en' })).toBe('en');
    expect(resolve({ ...others, search: '?section=faq&lng=en' })).toBe('en');
  });

  it('1. lng=cn means Chinese; zh and en are accepted as well', () => {
    const others = { stored: 'en', browserLanguages: ['en-US'] };
    expect(resolve({ ...others, search: '?lng=cn' })).toBe('zh');
    expect(resolve({ ...others, search: '?lng=zh' })).toBe('zh');
    expect(resolve({ ...others, search: '?lng=CN' })).toBe('zh');
    expect(resolve({ stored: 'zh', search: '?lng=en' })).toBe('en');
  });

  it('1. an unknown or empty lng falls through to the next source', () => {
    expect(resolve({ search: '?lng=fr', stored: 'en' })).toBe('en');
    expect(resolve({ search: '?lng=', stored: 'en' })).toBe('en');
  });

  it('2. the stored choice comes next', () => {
    expect(resolve({ stored: 'en', hostname: 'cn.boxify.example.com', browserLanguages: ['zh-CN'] })).toBe('en');
    expect(resolve({ stored: 'zh', browserLanguages: ['en-US'] })).toBe('zh');
  });

  it('2. a stored value that is no language is ignored', () => {
    expect(resolve({ stored: 'klingon', browserLanguages: ['en-GB'] })).toBe('en');
  });

  it('3. then the host: cn.* and *.cn mean Chinese', () => {
    expect(resolve({ hostname: 'cn.boxify.example.com', browserLanguages: ['en-US'] })).toBe('zh');
    expect(resolve({ hostname: 'boxify.cn', browserLanguages: ['en-US'] })).toBe('zh');
  });

  it('3. any other host does not decide', () => {
    expect(resolve({ hostname: 'boxify.example.com', browserLanguages: ['en-US'] })).toBe('en');
    expect(resolve({ hostname: 'cnn.com', browserLanguages: ['en-US'] })).toBe('en');
    expect(resolve({ hostname: 'localhost', browserLanguages: ['en-US'] })).toBe('en');
  });

  it('4. then the browser: the first zh* or en* tag in order of preference', () => {
    expect(resolve({ browserLanguages: ['zh-TW', 'en-US'] })).toBe('zh');
    expect(resolve({ browserLanguages: ['en-GB', 'zh-CN'] })).toBe('en');
    expect(resolve({ browserLanguages: ['fr-FR', 'de', 'en-US'] })).toBe('en');
    expect(resolve({ browserLanguages: ['ja', 'zh'] })).toBe('zh');
  });

  it('5. Chinese when nothing decides', () => {
    expect(resolve({})).toBe('zh');
    expect(resolve({ browserLanguages: ['fr-FR', 'de-DE'] })).toBe('zh');
  });
});

describe('language helpers', () => {
  it('parses tags from any source', () => {
    expect(parseLanguage('cn')).toBe('zh');
    expect(parseLanguage('zh-Hans-CN')).toBe('zh');
    expect(parseLanguage('zh_CN')).toBe('zh');
    expect(parseLanguage(' EN-us ')).toBe('en');
    expect(parseLanguage('english')).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
    expect(parseLanguage(undefined)).toBeUndefined();
  });

  it('maps hosts and browser lists on their own', () => {
    expect(languageFromHost('CN.boxify.io')).toBe('zh');
    expect(languageFromHost('boxify.com.cn.')).toBe('zh');
    expect(languageFromHost('boxify.io')).toBeUndefined();
    expect(languageFromBrowser([])).toBeUndefined();
  });

  it('names the prefer-language header and the lng link value', () => {
    expect(preferLanguageHeader('zh')).toBe('zh-CN');
    expect(preferLanguageHeader('en')).toBe('en-US');
    expect(languageQueryValue('zh')).toBe('cn');
    expect(languageQueryValue('en')).toBe('en');
  });
});
