import type { Language } from '@boxify/design/locale';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">${body}${button}</body></html>`;
}

export function verificationCodeMail(language: Language, code: string, minutes: number): MailContent {
  const lines =
    language === 'zh'
      ? [
          `您的 Boxify 验证码是 ${code}。`,
          `验证码 ${minutes} 分钟内有效，且只能使用一次。`,
          '如果这不是您本人的操作，请忽略这封邮件。',
        ]
      : [
          `Your Boxify verification code is ${code}.`,
          `It is valid for ${minutes} minutes and can be used once.`,
          'If you did not ask for it, you can ignore this e-mail.',
        ];
  return {
    subject: language === 'zh' ? `Boxify 验证码：${code}` : `Your Boxify verification code: ${code}`,
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function activationMail(language: Language, link: string, hours: number): MailContent {
  const lines =
    language === 'zh'
      ? ['欢迎使用 Boxify！', `请在 ${hours} 小时内点击下面的链接激活您的账号：`, link]
      : ['Welcome to Boxify!', `Activate your account within ${hours} hours with this link:`, link];
  return {
    subject: language === 'zh' ? '激活您的 Boxify 账号' : 'Activate your Boxify account',
    text: lines.join('\n\n'),
    html: layout(lines.slice(0, 2), { href: link, label: language === 'zh' ? '激活账号' : 'Activate account' }),
  };
}

// Sent instead of a new account's mail when the address already has one (no account enumeration).
export function accountExistsMail(language: Language, signInUrl: string): MailContent {
  const lines =
    language === 'zh'
      ? [
          '有人（可能是您）尝试用这个邮箱注册 Boxify，但该邮箱已有账号。',
          '请直接登录；忘记密码时可使用邮箱验证码登录。',
          signInUrl,
        ]
      : [
          'Someone (perhaps you) tried to register a Boxify account with this address, which already has one.',
          'Please sign in instead; if you forgot your password, sign in with an e-mailed code.',
          signInUrl,
        ];
  return {
    subject: language === 'zh' ? '您已有 Boxify 账号' : 'You already have a Boxify account',
    text: lines.join('\n\n'),
    html: layout(lines.slice(0, 2), { href: signInUrl, label: language === 'zh' ? '登录' : 'Sign in' }),
  };
}
