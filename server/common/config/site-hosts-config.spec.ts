import { loadConfig } from './config.schema';

const EN = { host: 'boxify.example', language: 'en', workbench: 'app.boxify.example' };
const ZH = { host: 'boxify.example.cn', language: 'zh', workbench: 'app.boxify.example.cn' };
const sites = (value: unknown) => loadConfig({ SITE_HOSTS: JSON.stringify(value) }).SITE_HOSTS;

describe('SITE_HOSTS', () => {
  it('is empty unless set', () => {
    expect(loadConfig({}).SITE_HOSTS).toEqual([]);
    expect(loadConfig({ SITE_HOSTS: '  ' }).SITE_HOSTS).toEqual([]);
  });

  it('lists each site with its language and workbench host (the site itself when not named)', () => {
    expect(sites([EN, ZH])).toEqual([EN, ZH]);
    expect(sites([{ host: 'Boxify.Example.', language: 'en' }])).toEqual([
      { host: 'boxify.example', language: 'en', workbench: 'boxify.example' },
    ]);
    expect(sites([{ host: '127.0.0.1', language: 'zh' }])[0]?.host).toBe('127.0.0.1');
  });

  it.each([
    ['not JSON', '{host: boxify.example}', /SITE_HOSTS: not JSON/],
    ['not a list', JSON.stringify(EN), /SITE_HOSTS/],
    ['an unknown language', JSON.stringify([{ ...EN, language: 'fr' }]), /SITE_HOSTS\.0\.language/],
    [
      'a URL for a host',
      JSON.stringify([{ ...EN, host: 'https://boxify.example' }]),
      /SITE_HOSTS\.0\.host: a host name/,
    ],
    ['a port', JSON.stringify([{ ...EN, workbench: 'app.boxify.example:8080' }]), /SITE_HOSTS\.0\.workbench/],
    ['a missing host', JSON.stringify([{ language: 'en' }]), /SITE_HOSTS\.0\.host/],
    ['an unknown key', JSON.stringify([{ ...EN, lang: 'en' }]), /SITE_HOSTS\.0/],
    ['a host listed twice', JSON.stringify([EN, { ...ZH, host: EN.host }]), /SITE_HOSTS: a host is listed twice/],
  ])('refuses %s with a startup error naming it', (_case, value, message) => {
    expect(() => loadConfig({ SITE_HOSTS: value })).toThrow(message);
  });
});
