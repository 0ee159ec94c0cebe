import { beforeEach, describe, expect, it } from 'vitest';

import {
  AUTH_TRANSFER_MAX_AGE_SECONDS,
  cookieDomainFor,
  isLocalOrIpHost,
  takeTransferCookie,
  type TransferRecord,
  transferCookie,
  writeTransferCookie,
} from '@client/features/auth/token-handoff';

// A cookie jar that records what was written, standing in for document.cookie.
function jar(initial = '') {
  const writes: string[] = [];
  let cookie = initial;
  return {
    writes,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
      if (/Max-Age=0/.test(value)) cookie = '';
    },
  };
}

const RECORD: TransferRecord = { token: 'tok', timestamp: 1_000_000, source: 'https://www.example.com', nonce: 'n1' };

beforeEach(() => window.localStorage.clear());

describe('where the auth_transfer cookie may be written', () => {
  it('never on localhost, bare IP addresses or single-label hosts', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '10.0.0.7', '::1', '[::1]', 'intranet']) {
      expect(isLocalOrIpHost(host)).toBe(true);
      expect(cookieDomainFor(host)).toBeUndefined();
      expect(writeTransferCookie({ token: 't', pageHostname: host, publicHost: host, target: jar() })).toBe(false);
    }
  });

  it('on the registrable parent of the public host, so sibling subdomains share it', () => {
    expect(cookieDomainFor('boxify.example.com')).toBe('example.com');
    expect(cookieDomainFor('www.boxify.example.com')).toBe('example.com');
    expect(cookieDomainFor('example.com')).toBe('example.com');
    expect(cookieDomainFor('cn.boxify.com.cn')).toBe('boxify.com.cn');
    expect(cookieDomainFor('design.acme.co.uk')).toBe('acme.co.uk');
    expect(cookieDomainFor('co.uk')).toBeUndefined();
  });

  it('writes the record with a 300 s lifetime on that domain', () => {
    expect(AUTH_TRANSFER_MAX_AGE_SECONDS).toBe(300);
    const cookie = transferCookie(RECORD, 'www.example.com', 'app.example.com', true);
    expect(cookie).toBe(
      `auth_transfer=${encodeURIComponent(JSON.stringify(RECORD))}; Max-Age=300; Domain=example.com; Path=/; SameSite=Lax; Secure`,
    );
    const target = jar();
    expect(
      writeTransferCookie({
        token: 'tok',
        now: 5,
        source: 'https://www.example.com',
        nonce: 'abc',
        pageHostname: 'www.example.com',
        publicHost: 'example.com',
        target,
        secure: false,
      }),
    ).toBe(true);
    expect(target.writes[0]).toMatch(/^auth_transfer=.+; Max-Age=300; Domain=example\.com; Path=\/; SameSite=Lax$/);
  });

  it('not when the page is outside the public domain (the browser would drop it)', () => {
    expect(transferCookie(RECORD, 'www.other.org', 'app.example.com', true)).toBeUndefined();
  });
});

describe('reading the handoff', () => {
  const cookieOf = (record: TransferRecord) => `lng=en; auth_transfer=${encodeURIComponent(JSON.stringify(record))}`;

  it('answers a fresh record once and deletes the cookie', () => {
    const target = jar(cookieOf(RECORD));
    expect(takeTransferCookie({ target, now: RECORD.timestamp + 299_000, publicHost: 'www.example.com' })).toEqual(
      RECORD,
    );
    expect(target.writes).toEqual([
      'auth_transfer=; Max-Age=0; Path=/',
      'auth_transfer=; Max-Age=0; Path=/; Domain=example.com',
    ]);
    // The same nonce again is a replay.
    expect(
      takeTransferCookie({ target: jar(cookieOf(RECORD)), now: RECORD.timestamp, publicHost: 'x.example.com' }),
    ).toBe(undefined);
  });

  it('ignores (and still deletes) a record older than 5 minutes', () => {
    const target = jar(cookieOf({ ...RECORD, nonce: 'old' }));
    expect(takeTransferCookie({ target, now: RECORD.timestamp + 300_001, publicHost: 'localhost' })).toBeUndefined();
    expect(target.writes).toEqual(['auth_transfer=; Max-Age=0; Path=/']);
  });

  it('ignores a malformed cookie and answers nothing without one', () => {
    expect(takeTransferCookie({ target: jar('auth_transfer=%7Bnope'), publicHost: 'localhost' })).toBeUndefined();
    expect(takeTransferCookie({ target: jar('lng=zh'), publicHost: 'localhost' })).toBeUndefined();
  });
});
