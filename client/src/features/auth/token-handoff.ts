import { currentSite } from '@client/api/site';

import { INTENT_TTL_MS } from './login-intent';

// Spec §3/§9: the cookie that carries a session token to a sibling host for 300 s.
export const AUTH_TRANSFER_COOKIE = 'auth_transfer';
export const AUTH_TRANSFER_MAX_AGE_SECONDS = 300;
const CONSUMED_NONCE_KEY = 'auth_transfer_consumed';

export type TransferRecord = {
  token: string;
  timestamp: number;
  // The origin that wrote the cookie.
  source: string;
  // Single use: a record whose nonce was already read here is ignored.
  nonce: string;
};

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

// Spec §5: never on localhost or a bare IP address (a cookie there would not reach a sibling anyway).
export function isLocalOrIpHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (IPV4.test(host) || host.includes(':') || host.startsWith('[')) return true;
  // A single label (an intranet name) has no parent to share.
  return !host.includes('.');
}

// Second-level suffixes under which a registrable name takes three labels (a short list, not the full PSL).
const MULTI_LABEL_SUFFIXES = new Set([
  'com.cn',
  'net.cn',
  'org.cn',
  'gov.cn',
  'edu.cn',
  'ac.cn',
  'com.hk',
  'com.tw',
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'co.jp',
  'ne.jp',
  'or.jp',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'com.br',
  'com.sg',
  'co.kr',
  'co.in',
  'co.za',
]);

/**
 * The cookie's `domain`: the registrable parent of the public host, so sibling subdomains
 * (www.example.com, app.example.com, cn.example.com) all read it. Undefined where no cookie may be written.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  if (isLocalOrIpHost(hostname)) return undefined;
  const labels = hostname.trim().toLowerCase().replace(/\.$/, '').split('.');
  const lastTwo = labels.slice(-2).join('.');
  const take = MULTI_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < take) return undefined;
  return labels.slice(-take).join('.');
}

// The closest parent two hosts share (app.boxify.example.cn and boxify.example.cn: boxify.example.cn), when it is a
// registrable name or below one: never a public suffix such as com.cn.
export function sharedParentDomain(first: string, second: string): string | undefined {
  if (isLocalOrIpHost(first) || isLocalOrIpHost(second)) return undefined;
  const a = first.trim().toLowerCase().replace(/\.$/, '').split('.').reverse();
  const b = second.trim().toLowerCase().replace(/\.$/, '').split('.').reverse();
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  const domain = a.slice(0, shared).reverse().join('.');
  return cookieDomainFor(domain) ? domain : undefined;
}

// The cookie's domain: with SITE_HOSTS, the common parent of this page's site and its workbench host; otherwise
// the registrable parent of the public host.
export function transferCookieDomain(pageHostname: string, publicHost: string): string | undefined {
  const site = currentSite(pageHostname);
  return site ? sharedParentDomain(site.host, site.workbench) : cookieDomainFor(publicHost);
}

// The host whose registrable parent the cookie lives on: the build's public URL, else this page's host.
export function publicHostname(): string {
  const configured = import.meta.env.VITE_PUBLIC_URL;
  if (typeof configured === 'string' && configured) {
    try {
      return new URL(configured).hostname;
    } catch {
      // A malformed build setting falls back to the page's own host.
    }
  }
  return window.location.hostname;
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type CookieTarget = { cookie: string };

export type WriteTransferInput = {
  token: string;
  now?: number;
  source?: string;
  pageHostname?: string;
  publicHost?: string;
  nonce?: string;
  target?: CookieTarget;
  secure?: boolean;
};

// The Set-Cookie text for a record, or undefined when the host forbids it.
export function transferCookie(record: TransferRecord, pageHostname: string, publicHost: string, secure: boolean) {
  if (isLocalOrIpHost(pageHostname)) return undefined;
  const domain = transferCookieDomain(pageHostname, publicHost);
  // The browser drops a cookie for a domain the page is not under; do not pretend it was written.
  if (!domain || (pageHostname !== domain && !pageHostname.endsWith(`.${domain}`))) return undefined;
  const value = encodeURIComponent(JSON.stringify(record));
  const parts = [
    `${AUTH_TRANSFER_COOKIE}=${value}`,
    `Max-Age=${AUTH_TRANSFER_MAX_AGE_SECONDS}`,
    `Domain=${domain}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

// Writes the handoff cookie; answers whether it was written (never on localhost or an IP address).
export function writeTransferCookie(input: WriteTransferInput): boolean {
  const record: TransferRecord = {
    token: input.token,
    timestamp: input.now ?? Date.now(),
    source: input.source ?? window.location.origin,
    nonce: input.nonce ?? newNonce(),
  };
  const pageHostname = input.pageHostname ?? window.location.hostname;
  const cookie = transferCookie(
    record,
    pageHostname,
    input.publicHost ?? publicHostname(),
    input.secure ?? window.location.protocol === 'https:',
  );
  if (!cookie) return false;
  (input.target ?? document).cookie = cookie;
  return true;
}

function readCookie(target: CookieTarget, name: string): string | undefined {
  for (const part of target.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

// Expires both a host-only cookie and the shared one on the registrable parent.
function deleteTransferCookie(target: CookieTarget, pageHostname: string, publicHost: string): void {
  const domain = transferCookieDomain(pageHostname, publicHost);
  const expired = `${AUTH_TRANSFER_COOKIE}=; Max-Age=0; Path=/`;
  target.cookie = expired;
  if (domain) target.cookie = `${expired}; Domain=${domain}`;
}

function isTransferRecord(value: unknown): value is TransferRecord {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    candidate.token.length > 0 &&
    typeof candidate.timestamp === 'number' &&
    typeof candidate.source === 'string' &&
    typeof candidate.nonce === 'string' &&
    candidate.nonce.length > 0
  );
}

function consumedNonce(): string | null {
  try {
    return window.localStorage.getItem(CONSUMED_NONCE_KEY);
  } catch {
    return null;
  }
}

function markConsumed(nonce: string): void {
  try {
    window.localStorage.setItem(CONSUMED_NONCE_KEY, nonce);
  } catch {
    // Without storage a replay inside the 5 minutes would sign in as the same user again: harmless.
  }
}

export type ReadTransferInput = {
  now?: number;
  target?: CookieTarget;
  publicHost?: string;
  pageHostname?: string;
};

// Reads and always deletes the handoff cookie; answers the record only when fresh (5 minutes) and unused.
export function takeTransferCookie(input: ReadTransferInput = {}): TransferRecord | undefined {
  const target = input.target ?? document;
  const raw = readCookie(target, AUTH_TRANSFER_COOKIE);
  if (raw === undefined) return undefined;
  deleteTransferCookie(target, input.pageHostname ?? window.location.hostname, input.publicHost ?? publicHostname());
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  if (!isTransferRecord(parsed)) return undefined;
  const age = (input.now ?? Date.now()) - parsed.timestamp;
  if (age < 0 || age > INTENT_TTL_MS) return undefined;
  if (consumedNonce() === parsed.nonce) return undefined;
  markConsumed(parsed.nonce);
  return parsed;
}
