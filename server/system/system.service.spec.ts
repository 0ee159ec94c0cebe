import type { AppConfig } from '@server/common/config/config.schema';
import { loadConfig } from '@server/common/config/config.schema';
import type { JobsService } from '@server/common/jobs/jobs.service';

import { SystemService } from './system.service';

const jobs = { driver: 'in-process' } as JobsService;
const info = (env: Record<string, string>) => new SystemService(loadConfig(env) as AppConfig, jobs).info();

// Spec §7: the client learns where /api/ecommerce-cn calls go from System/info.
describe('System/info names the payment origin', () => {
  it('is empty (this server) by default', () => {
    expect(info({}).paymentApiOrigin).toBe('');
  });

  it('is the origin of PAYMENT_API_ORIGIN', () => {
    expect(info({ PAYMENT_API_ORIGIN: 'https://pay.example.com/some/path' }).paymentApiOrigin).toBe(
      'https://pay.example.com',
    );
  });

  it('refuses a value that is not a URL', () => {
    expect(() => loadConfig({ PAYMENT_API_ORIGIN: 'pay host' })).toThrow(/PAYMENT_API_ORIGIN/);
  });
});

describe('System/info parentCompany', () => {
  it('names the parent company the operator configured, with its link when there is one', () => {
    expect(
      info({ PARENT_COMPANY_NAME: 'Acme Labs', PARENT_COMPANY_URL: 'https://acme.example' }).parentCompany,
    ).toEqual({ name: 'Acme Labs', url: 'https://acme.example' });
    expect(info({ PARENT_COMPANY_NAME: 'Acme Labs' }).parentCompany).toEqual({ name: 'Acme Labs', url: null });
  });

  it('is null when unset, so the footer line is hidden', () => {
    expect(info({}).parentCompany).toBeNull();
  });
});

describe('System/info sites', () => {
  it('answers SITE_HOSTS, empty by default', () => {
    expect(info({}).sites).toEqual([]);
    const sites = [{ host: 'boxify.example.cn', language: 'zh', workbench: 'app.boxify.example.cn' }];
    expect(info({ SITE_HOSTS: JSON.stringify(sites) }).sites).toEqual(sites);
  });
});
