import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { pollUntil } from '../../support/wait';

// playwright.config.ts sets it in the runner; the workers inherit it. A spec that starts a server of its own
// passes that server's DATA_DIR.
export function outboxDir(dataDir = process.env.BOXIFY_E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('BOXIFY_E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return join(dataDir, 'outbox');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  }
  return body;
}

// The decoded text parts of an .eml file written by the server's outbox transport.
export function mailText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw.slice(raw.search(/\r?\n\r?\n/))];
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return split < 0 ? part : decodeBody(part.slice(0, split), part.slice(split));
    })
    .join('\n');
}

function mailsTo(email: string, dataDir?: string): Array<{ path: string; raw: string; time: number }> {
  let names: string[];
  try {
    names = readdirSync(outboxDir(dataDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const path = join(outboxDir(dataDir), name);
      return { path, raw: readFileSync(path, 'utf8'), time: statSync(path).mtimeMs };
    })
    .filter((mail) => new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(mail.raw))
    .sort((a, b) => b.time - a.time);
}

// Waits for the newest mail to `email` and answers its 6-digit code.
export function readVerificationCode(email: string, dataDir?: string): Promise<string> {
  return pollUntil(
    () => {
      const newest = mailsTo(email, dataDir)[0];
      return (newest && /\b(\d{6})\b/.exec(mailText(newest.raw))?.[1]) || undefined;
    },
    () => `a verification code for ${email} in ${outboxDir(dataDir)}`,
    { every: 200 },
  );
}

// Waits for the newest mail to `email` that carries an activation link and answers the link.
export function readActivationLink(email: string): Promise<string> {
  return pollUntil(
    () => {
      for (const mail of mailsTo(email)) {
        const link = /https?:\/\/[^\s"'<>]+\/Support\/activate\?token=[\w-]+/.exec(mailText(mail.raw))?.[0];
        if (link) return link.replace(/&amp;/g, '&');
      }
      return undefined;
    },
    () => `an activation link for ${email} in ${outboxDir()}`,
    { every: 200 },
  );
}
