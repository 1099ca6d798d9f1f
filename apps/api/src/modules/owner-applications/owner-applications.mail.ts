import escapeHtml from 'escape-html';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@town/shared';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../plugins/mail.ts';

export type ApplicationDecision = { kind: 'approved' } | { kind: 'rejected'; reason: string };

/**
 * The mail an applicant gets when the town hall decides their application to be an owner
 * (docs/listings.md#becoming-an-owner), in their language (Spanish when theirs is not one of
 * ours), with a link to the owner workspace: their listings once approved, the application
 * form otherwise. Its texts are `mail:ownerApplication.*` in the locale files.
 */
export function applicationDecisionMail(
  decision: ApplicationDecision,
  input: { to: string; name: string; language: string; businessName: string; publicUrl: string },
): Mail {
  const lang: Language = isSupportedLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:ownerApplication.${key}`, values);
  const business = input.businessName;
  const url = `${input.publicUrl.replace(/\/+$/, '')}/${lang}/owner`;
  const paragraphs =
    decision.kind === 'approved'
      ? [text('approved', { business })]
      : [text('rejected', { business }), decision.reason, text('rejectedNext')];
  const open = (link: string) => text(`${decision.kind}Open`, { url: link });
  const greeting = t(lang, 'mail:greeting', { name: input.name });
  const signature = `${text('closing')}\n${t(lang, 'mail:team')}`;
  const subject = text(`${decision.kind}Subject`, { business });
  const paragraph = (s: string) => `<p>${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const link = escapeHtml(url);
  return {
    to: input.to,
    subject,
    text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), open(url), '', signature].join('\n'),
    html: [
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
      paragraph(greeting),
      ...paragraphs.map(paragraph),
      `<p>${escapeHtml(open('').trim())} <a href="${link}">${link}</a></p>`,
      paragraph(signature),
      '</body></html>',
    ].join('\n'),
    kind: `owner-application-${decision.kind}`,
  };
}
