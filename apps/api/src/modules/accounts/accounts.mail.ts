import escapeHtml from 'escape-html';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@town/shared';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../plugins/mail.ts';
import { RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from './accounts.tokens.ts';

/** Where the reset link leads: the web's password-change page, in the person's language. */
export function resetLink(publicUrl: string, lang: Language, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/auth/change?token=${encodeURIComponent(token)}`;
}

/** Where a verification link leads: the web's verify page, in the person's language. */
export function verificationLink(publicUrl: string, lang: Language, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/auth/verify?token=${encodeURIComponent(token)}`;
}

interface LinkMailInput {
  to: string;
  name: string;
  lang: string;
  link: string;
}

/**
 * A mail whose one purpose is a link that carries a secret, in the account's language: its
 * texts are `mail:{texts}.*` (subject, request, action, button, expiry, notYou, closing).
 */
function linkMail(texts: 'reset' | 'verify', kind: string, expiresInMs: number, input: LinkMailInput): Mail {
  const lang = isSupportedLanguage(input.lang) ? input.lang : DEFAULT_LANGUAGE;
  const hours = Math.round(expiresInMs / 3_600_000);
  const text = (key: string) => t(lang, `mail:${texts}.${key}`, { hours });
  const subject = text('subject');
  const greeting = t(lang, 'mail:greeting', { name: input.name });
  const request = `${text('request')} ${text('action')}`;
  const signature = `${text('closing')}\n${t(lang, 'mail:team')}`;
  const plain = [greeting, '', request, '', input.link, '', text('expiry'), text('notYou'), '', signature].join('\n');
  const paragraph = (s: string) => `<p>${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const link = escapeHtml(input.link);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    paragraph(greeting),
    paragraph(request),
    `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text('button'))}</a></p>`,
    `<p style="word-break:break-all;font-size:90%"><a href="${link}">${link}</a></p>`,
    paragraph(`${text('expiry')} ${text('notYou')}`),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text: plain, html, kind, sensitive: { expiresInMs } };
}

/** The password-reset mail in the account's language; its texts are `mail:reset.*` in the locale files. */
export const passwordResetMail = (input: LinkMailInput): Mail =>
  linkMail('reset', 'password-reset', RESET_TOKEN_TTL_SECONDS * 1000, input);

/** The mail that proves the address (at sign-up, or asked again); its texts are `mail:verify.*`. */
export const verificationMail = (input: LinkMailInput): Mail =>
  linkMail('verify', 'email-verification', VERIFICATION_TOKEN_TTL_SECONDS * 1000, input);
