import { createTestApp } from '../support/app';
import { accountsEnv, codeIn, decodeMail, passwordHash, readOutbox, SUPPORT, uniqueEmail } from '../support/accounts';
import { startFakeSmtp } from '../fakes/smtp';

// Codes travel by SMTP when SMTP_URL is set, else they land in DATA_DIR/outbox/ as .eml files.
describe('e-mailed codes', () => {
  it('reach a real SMTP server, and the code signs the new account up', async () => {
    const smtp = await startFakeSmtp();
    const env = accountsEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Boxify <codes@boxify.test>' });
    const t = await createTestApp(env);
    try {
      const email = uniqueEmail('smtp');
      const res = await t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email }).expect(200);
      expect(res.body).toEqual({ code: 0, data: { resendAfterSeconds: 0, expiresInSeconds: 600 }, msg: 'success' });
      const message = smtp.messages.find((m) => m.to.includes(email))!;
      expect(message.from).toBe('codes@boxify.test');
      const code = codeIn(decodeMail(message.raw));
      expect(readOutbox(env.DATA_DIR, email)).toBeUndefined();
      await t.http
        .post(`${SUPPORT}/Support/registryByVerifyCode`)
        .send({ email, password: passwordHash('pw'), product: 12, verifyCode: Number(code) })
        .expect(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('are written to DATA_DIR/outbox/ without SMTP_URL, in the caller language', async () => {
    const env = accountsEnv();
    const t = await createTestApp(env);
    try {
      const email = uniqueEmail('outbox');
      await t.http
        .post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`)
        .set('prefer-language', 'zh-CN')
        .send({ email })
        .expect(200);
      const raw = readOutbox(env.DATA_DIR, email)!;
      expect(raw).toContain(`To: ${email}`);
      expect(raw).toMatch(/Subject: =\?UTF-8\?/); // the Chinese subject, encoded
      expect(
        Buffer.from(
          raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
          'utf8',
        ).length,
      ).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('are sent at most once a minute per address, with a retry time', async () => {
    const t = await createTestApp(accountsEnv({ VERIFY_CODE_COOLDOWN_SECONDS: '60' }));
    try {
      const email = uniqueEmail('cooldown');
      await t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email }).expect(200);
      const again = await t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email }).expect(429);
      expect(again.body.code).toBe(42900001);
      const seconds = Number(again.headers['retry-after']);
      expect(seconds).toBeGreaterThan(55);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(again.body.msg).toBe(`Too many attempts, try again in ${seconds} s`);
    } finally {
      await t.close();
    }
  });

  it('are bounded per hour per caller address', async () => {
    const t = await createTestApp(accountsEnv({ VERIFY_CODE_MAX_PER_HOUR_PER_IP: '3' }));
    try {
      for (let i = 0; i < 3; i += 1) {
        await t.http
          .post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`)
          .send({ email: uniqueEmail('ip') })
          .expect(200);
      }
      const res = await t.http
        .post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`)
        .send({ email: uniqueEmail('ip') })
        .expect(429);
      expect(res.body.code).toBe(42900001);
    } finally {
      await t.close();
    }
  });
});
