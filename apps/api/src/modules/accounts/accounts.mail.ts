import escapeHtml from 'escape-html';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@town/shared';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../plugins/mail.ts';
import { RESET_TOKEN_TTL_SECONDS } from './accounts.tokens.ts';

/** Where the reset link leads: the web's password-change page, in the person's language. */
export function resetLink(publicUrl: string, lang: Language, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/auth/change?token=${encodeURIComponent(token)}`;
}

/** The password-reset mail in the account's language; its texts are `mail:reset.*` in the locale files. */
export function passwordResetMail(input: { to: string; name: string; lang: string; link: string }): Mail {
  const lang = isSupportedLanguage(input.lang) ? input.lang : DEFAULT_LANGUAGE;
  const text = (key: string) => t(lang, `mail:${key}`);
  const subject = text('reset.subject');
  const greeting = t(lang, 'mail:greeting', { name: input.name });
  const request = `${text('reset.request')} ${text('reset.action')}`;
  const signature = `${text('reset.closing')}\n${text('team')}`;
  const plain = [
    greeting,
    '',
    request,
    '',
    input.link,
    '',
    text('reset.expiry'),
    text('reset.notYou'),
    '',
    signature,
  ].join('\n');
  const paragraph = (s: string) => `<p>${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const link = escapeHtml(input.link);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    paragraph(greeting),
    paragraph(request),
    `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text('reset.button'))}</a></p>`,
    `<p style="word-break:break-all;font-size:90%"><a href="${link}">${link}</a></p>`,
    paragraph(`${text('reset.expiry')} ${text('reset.notYou')}`),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject,
    text: plain,
    html,
    kind: 'password-reset',
    sensitive: { expiresInMs: RESET_TOKEN_TTL_SECONDS * 1000 },
  };
}
