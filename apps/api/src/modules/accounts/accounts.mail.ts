import { DEFAULT_LANGUAGE, isSupportedLanguage, PRODUCT_NAME, type Language } from '@town/shared';
import type { Mail } from '../../plugins/mail.ts';
import { RESET_TOKEN_TTL_SECONDS } from './accounts.tokens.ts';

interface ResetMailText {
  subject: string;
  greeting: (name: string) => string;
  request: string;
  action: string;
  button: string;
  expiry: string;
  notYou: string;
  signature: string;
}

/** German joins a name of several words to a noun with hyphens: "Costa-Guía-Konto". */
const GERMAN_COMPOUND = PRODUCT_NAME.replaceAll(' ', '-');

/** The password-reset mail, as a native speaker of each language would write it. */
const RESET_MAIL: Record<Language, ResetMailText> = {
  es: {
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    greeting: (name) => `Hola, ${name}:`,
    request: `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${PRODUCT_NAME}.`,
    action: 'Para elegir una nueva, abre este enlace:',
    button: 'Elegir una contraseña nueva',
    expiry: 'El enlace caduca dentro de una hora y solo se puede usar una vez.',
    notYou: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña seguirá siendo la misma.',
    signature: `Un saludo,\nEl equipo de ${PRODUCT_NAME}`,
  },
  ca: {
    subject: `Restableix la contrasenya de ${PRODUCT_NAME}`,
    greeting: (name) => `Hola, ${name}:`,
    request: `Hem rebut una sol·licitud per restablir la contrasenya del teu compte de ${PRODUCT_NAME}.`,
    action: 'Per triar-ne una de nova, obre aquest enllaç:',
    button: 'Tria una contrasenya nova',
    expiry: "L'enllaç caduca d'aquí a una hora i només es pot fer servir una vegada.",
    notYou: "Si no l'has demanat tu, no facis cas d'aquest missatge: la teva contrasenya continuarà sent la mateixa.",
    signature: `Salutacions,\nL'equip de ${PRODUCT_NAME}`,
  },
  eu: {
    subject: `Berrezarri zure ${PRODUCT_NAME} pasahitza`,
    greeting: (name) => `Kaixo, ${name}:`,
    request: `Zure ${PRODUCT_NAME} kontuko pasahitza berrezartzeko eskaera bat jaso dugu.`,
    action: 'Pasahitz berri bat aukeratzeko, ireki esteka hau:',
    button: 'Aukeratu pasahitz berria',
    expiry: 'Estekak ordubeteko iraupena du, eta behin bakarrik erabil daiteke.',
    notYou: 'Eskaera zuk egin ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.',
    signature: `Agur bero bat,\n${PRODUCT_NAME} taldea`,
  },
  gl: {
    subject: `Restablece o teu contrasinal de ${PRODUCT_NAME}`,
    greeting: (name) => `Ola, ${name}:`,
    request: `Recibimos unha solicitude para restablecer o contrasinal da túa conta de ${PRODUCT_NAME}.`,
    action: 'Para escoller un novo, abre esta ligazón:',
    button: 'Escoller un contrasinal novo',
    expiry: 'A ligazón caduca nunha hora e só se pode usar unha vez.',
    notYou: 'Se non fuches ti quen o pediu, non fagas caso desta mensaxe: o teu contrasinal non cambiará.',
    signature: `Un saúdo,\nO equipo de ${PRODUCT_NAME}`,
  },
  en: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: (name) => `Hello ${name},`,
    request: `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    action: 'To choose a new one, open this link:',
    button: 'Choose a new password',
    expiry: 'The link expires in one hour and works only once.',
    notYou: "If you didn't ask for this, just ignore this e-mail: your password stays as it is.",
    signature: `Best wishes,\nThe ${PRODUCT_NAME} team`,
  },
  fr: {
    subject: `Réinitialisez votre mot de passe ${PRODUCT_NAME}`,
    greeting: (name) => `Bonjour ${name},`,
    request: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${PRODUCT_NAME}.`,
    action: 'Pour en choisir un nouveau, ouvrez ce lien\u00a0:',
    button: 'Choisir un nouveau mot de passe',
    expiry: "Ce lien expire dans une heure et ne peut servir qu'une seule fois.",
    notYou:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message\u00a0: votre mot de passe reste inchangé.",
    signature: `Cordialement,\nL'équipe ${PRODUCT_NAME}`,
  },
  de: {
    subject: `Setze dein ${GERMAN_COMPOUND}-Passwort zurück`,
    greeting: (name) => `Hallo ${name},`,
    request: `wir haben eine Anfrage erhalten, das Passwort deines ${GERMAN_COMPOUND}-Kontos zurückzusetzen.`,
    action: 'Über diesen Link kannst du ein neues festlegen:',
    button: 'Neues Passwort festlegen',
    expiry: 'Der Link ist eine Stunde lang gültig und funktioniert nur ein einziges Mal.',
    notYou:
      'Falls du das nicht angefordert hast, kannst du diese E-Mail einfach ignorieren – dein Passwort bleibt unverändert.',
    signature: `Viele Grüße\nDein ${GERMAN_COMPOUND}-Team`,
  },
  it: {
    subject: `Reimposta la password di ${PRODUCT_NAME}`,
    greeting: (name) => `Ciao ${name},`,
    request: `abbiamo ricevuto una richiesta di reimpostazione della password del tuo account ${PRODUCT_NAME}.`,
    action: 'Per sceglierne una nuova, apri questo link:',
    button: 'Scegli una nuova password',
    expiry: "Il link scade tra un'ora e si può usare una sola volta.",
    notYou: 'Se la richiesta non è partita da te, ignora pure questa email: la tua password resterà invariata.',
    signature: `A presto,\nIl team di ${PRODUCT_NAME}`,
  },
  pt: {
    subject: `Redefina a palavra-passe da sua conta ${PRODUCT_NAME}`,
    greeting: (name) => `Olá, ${name},`,
    request: `Recebemos um pedido para redefinir a palavra-passe da sua conta ${PRODUCT_NAME}.`,
    action: 'Para escolher uma nova, abra esta ligação:',
    button: 'Escolher uma nova palavra-passe',
    expiry: 'A ligação expira dentro de uma hora e só pode ser utilizada uma vez.',
    notYou: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe continua a mesma.',
    signature: `Com os melhores cumprimentos,\nA equipa ${PRODUCT_NAME}`,
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the reset link leads: the web's password-change page, in the person's language. */
export function resetLink(publicUrl: string, lang: Language, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/auth/change?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(input: { to: string; name: string; lang: string; link: string }): Mail {
  const lang = isSupportedLanguage(input.lang) ? input.lang : DEFAULT_LANGUAGE;
  const t = RESET_MAIL[lang];
  const text = [
    t.greeting(input.name),
    '',
    `${t.request} ${t.action}`,
    '',
    input.link,
    '',
    t.expiry,
    t.notYou,
    '',
    t.signature,
  ].join('\n');
  const paragraph = (s: string) => `<p>${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    paragraph(t.greeting(input.name)),
    paragraph(`${t.request} ${t.action}`),
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
    `<p style="word-break:break-all;font-size:90%"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    paragraph(`${t.expiry} ${t.notYou}`),
    paragraph(t.signature),
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: t.subject,
    text,
    html,
    kind: 'password-reset',
    sensitive: { expiresInMs: RESET_TOKEN_TTL_SECONDS * 1000 },
  };
}
