import escapeHtml from 'escape-html';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@town/shared';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../plugins/mail.ts';

export type ListingDecision = { kind: 'published' } | { kind: 'rejected'; reason: string };

/**
 * The mail an owner gets when the town hall publishes or rejects their listing (or its change),
 * in the owner's language (Spanish when theirs is not one of ours), with a link to the listing
 * in their workspace. Its texts are `mail:listing.*` in the locale files.
 */
export function listingDecisionMail(
  decision: ListingDecision,
  input: { listing: string; owner: { name: string; language: string }; assetId: string; publicUrl: string },
): Omit<Mail, 'to'> {
  const lang: Language = isSupportedLanguage(input.owner.language) ? input.owner.language : DEFAULT_LANGUAGE;
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:listing.${key}`, values);
  const url = `${input.publicUrl.replace(/\/+$/, '')}/${lang}/owner/${input.assetId}`;
  const paragraphs =
    decision.kind === 'published'
      ? [text('published', { listing: input.listing })]
      : [text('rejected', { listing: input.listing }), decision.reason, text('rejectedNext')];
  const greeting = t(lang, 'mail:greeting', { name: input.owner.name });
  const signature = `${text('closing')}\n${t(lang, 'mail:team')}`;
  const open = text('open', { url });
  const subject = text(`${decision.kind}Subject`, { listing: input.listing });
  const paragraph = (s: string) => `<p>${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const link = escapeHtml(url);
  return {
    subject,
    text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), open, '', signature].join('\n'),
    html: [
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
      paragraph(greeting),
      ...paragraphs.map(paragraph),
      `<p>${escapeHtml(text('open', { url: '' }).trim())} <a href="${link}">${link}</a></p>`,
      paragraph(signature),
      '</body></html>',
    ].join('\n'),
    kind: `listing-${decision.kind}`,
  };
}
