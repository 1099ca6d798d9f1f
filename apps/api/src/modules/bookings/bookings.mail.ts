import { PRODUCT_NAME } from '@town/shared/constants';
import { formatEuros, formatStayDay, type PriceBand } from '@town/shared/bookings';
import { isSupportedLanguage, type Language } from '@town/shared/languages';
import type { MailAttachment } from '../../db/schema/system.ts';
import { stayCalendar } from './bookings.ics.ts';

/** What a booking mail says, in the guest's language. */
interface MailTexts {
  confirmedSubject(asset: string): string;
  cancelledSubject(asset: string): string;
  greeting(name: string): string;
  confirmedIntro: string;
  cancelledIntro: string;
  place: string;
  address: string;
  checkIn(date: string, hour: string): string;
  checkOut(date: string, hour: string): string;
  nights: string;
  adults: string;
  children: string;
  price: string;
  night: { one: string; other: string };
  total: string;
  notes: string;
  reference: string;
  manage(url: string): string;
  confirmedCalendar: string;
  cancelledCalendar: string;
  confirmedSignOff: string;
  cancelledSignOff: string;
  eventSummary(asset: string): string;
}

const TEXTS: Record<Language, MailTexts> = {
  es: {
    confirmedSubject: (a) => `Reserva confirmada: ${a}`,
    cancelledSubject: (a) => `Reserva cancelada: ${a}`,
    greeting: (n) => `Hola, ${n}:`,
    confirmedIntro: 'Tu reserva está confirmada. Estos son los datos de tu estancia:',
    cancelledIntro: 'Tu reserva se ha cancelado y las fechas han quedado libres. Estos eran sus datos:',
    place: 'Alojamiento',
    address: 'Dirección',
    checkIn: (d, h) => `Llegada: ${d}, a partir de las ${h}`,
    checkOut: (d, h) => `Salida: ${d}, antes de las ${h}`,
    nights: 'Noches',
    adults: 'Adultos',
    children: 'Niños',
    price: 'Precio',
    night: { one: 'noche', other: 'noches' },
    total: 'Total',
    notes: 'Notas',
    reference: 'Referencia',
    manage: (u) => `Puedes consultar o cancelar tu reserva en «Mis reservas»: ${u}`,
    confirmedCalendar: 'Te adjuntamos la estancia en un archivo de calendario (.ics).',
    cancelledCalendar: 'El archivo adjunto (.ics) la quita de tu calendario.',
    confirmedSignOff: '¡Buen viaje!',
    cancelledSignOff: 'Esperamos verte pronto.',
    eventSummary: (a) => `Estancia: ${a}`,
  },
  ca: {
    confirmedSubject: (a) => `Reserva confirmada: ${a}`,
    cancelledSubject: (a) => `Reserva cancel·lada: ${a}`,
    greeting: (n) => `Hola, ${n}:`,
    confirmedIntro: "La teva reserva està confirmada. Aquestes són les dades de l'estada:",
    cancelledIntro: "La teva reserva s'ha cancel·lat i les dates han quedat lliures. Aquestes n'eren les dades:",
    place: 'Allotjament',
    address: 'Adreça',
    checkIn: (d, h) => `Arribada: ${d}, a partir de les ${h}`,
    checkOut: (d, h) => `Sortida: ${d}, abans de les ${h}`,
    nights: 'Nits',
    adults: 'Adults',
    children: 'Infants',
    price: 'Preu',
    night: { one: 'nit', other: 'nits' },
    total: 'Total',
    notes: 'Notes',
    reference: 'Referència',
    manage: (u) => `Pots consultar o cancel·lar la reserva a «Les meves reserves»: ${u}`,
    confirmedCalendar: "T'adjuntem l'estada en un fitxer de calendari (.ics).",
    cancelledCalendar: 'El fitxer adjunt (.ics) la treu del teu calendari.',
    confirmedSignOff: 'Bon viatge!',
    cancelledSignOff: "Esperem veure't aviat.",
    eventSummary: (a) => `Estada: ${a}`,
  },
  eu: {
    confirmedSubject: (a) => `Erreserba baieztatuta: ${a}`,
    cancelledSubject: (a) => `Erreserba bertan behera utzita: ${a}`,
    greeting: (n) => `Kaixo, ${n}:`,
    confirmedIntro: 'Zure erreserba baieztatuta dago. Hauek dira egonaldiaren datuak:',
    cancelledIntro: 'Zure erreserba bertan behera utzi da, eta datak libre geratu dira. Hauek ziren haren datuak:',
    place: 'Ostatua',
    address: 'Helbidea',
    checkIn: (d, h) => `Iritsiera: ${d}, ${h}etatik aurrera`,
    checkOut: (d, h) => `Irteera: ${d}, ${h}ak baino lehen`,
    nights: 'Gauak',
    adults: 'Helduak',
    children: 'Haurrak',
    price: 'Prezioa',
    night: { one: 'gau', other: 'gau' },
    total: 'Guztira',
    notes: 'Oharrak',
    reference: 'Erreferentzia',
    manage: (u) => `Erreserba kontsultatu edo bertan behera utz dezakezu «Nire erreserbak» atalean: ${u}`,
    confirmedCalendar: 'Egonaldia egutegi-fitxategi batean (.ics) doakizu erantsita.',
    cancelledCalendar: 'Erantsitako fitxategiak (.ics) zure egutegitik kentzen du.',
    confirmedSignOff: 'Bidaia ona izan!',
    cancelledSignOff: 'Laster arte!',
    eventSummary: (a) => `Egonaldia: ${a}`,
  },
  gl: {
    confirmedSubject: (a) => `Reserva confirmada: ${a}`,
    cancelledSubject: (a) => `Reserva cancelada: ${a}`,
    greeting: (n) => `Ola, ${n}:`,
    confirmedIntro: 'A túa reserva está confirmada. Estes son os datos da túa estadía:',
    cancelledIntro: 'A túa reserva cancelouse e as datas quedaron libres. Estes eran os seus datos:',
    place: 'Aloxamento',
    address: 'Enderezo',
    checkIn: (d, h) => `Chegada: ${d}, a partir das ${h}`,
    checkOut: (d, h) => `Saída: ${d}, antes das ${h}`,
    nights: 'Noites',
    adults: 'Adultos',
    children: 'Nenos',
    price: 'Prezo',
    night: { one: 'noite', other: 'noites' },
    total: 'Total',
    notes: 'Notas',
    reference: 'Referencia',
    manage: (u) => `Podes consultar ou cancelar a reserva en «As miñas reservas»: ${u}`,
    confirmedCalendar: 'Achegámosche a estadía nun ficheiro de calendario (.ics).',
    cancelledCalendar: 'O ficheiro anexo (.ics) quítaa do teu calendario.',
    confirmedSignOff: 'Boa viaxe!',
    cancelledSignOff: 'Agardamos verte pronto.',
    eventSummary: (a) => `Estadía: ${a}`,
  },
  en: {
    confirmedSubject: (a) => `Booking confirmed: ${a}`,
    cancelledSubject: (a) => `Booking cancelled: ${a}`,
    greeting: (n) => `Hello ${n},`,
    confirmedIntro: 'Your booking is confirmed. Here are the details of your stay:',
    cancelledIntro: 'Your booking has been cancelled and the dates are free again. These were its details:',
    place: 'Place',
    address: 'Address',
    checkIn: (d, h) => `Check-in: ${d}, from ${h}`,
    checkOut: (d, h) => `Check-out: ${d}, by ${h}`,
    nights: 'Nights',
    adults: 'Adults',
    children: 'Children',
    price: 'Price',
    night: { one: 'night', other: 'nights' },
    total: 'Total',
    notes: 'Notes',
    reference: 'Reference',
    manage: (u) => `You can view or cancel your booking in My bookings: ${u}`,
    confirmedCalendar: 'Your stay is attached as a calendar file (.ics).',
    cancelledCalendar: 'The attached file (.ics) removes it from your calendar.',
    confirmedSignOff: 'Have a good trip!',
    cancelledSignOff: 'We hope to see you soon.',
    eventSummary: (a) => `Stay: ${a}`,
  },
  fr: {
    confirmedSubject: (a) => `Réservation confirmée : ${a}`,
    cancelledSubject: (a) => `Réservation annulée : ${a}`,
    greeting: (n) => `Bonjour ${n},`,
    confirmedIntro: 'Votre réservation est confirmée. Voici les détails de votre séjour :',
    cancelledIntro: 'Votre réservation a été annulée et les dates sont de nouveau libres. En voici le détail :',
    place: 'Logement',
    address: 'Adresse',
    checkIn: (d, h) => `Arrivée : ${d}, à partir de ${h}`,
    checkOut: (d, h) => `Départ : ${d}, avant ${h}`,
    nights: 'Nuits',
    adults: 'Adultes',
    children: 'Enfants',
    price: 'Prix',
    night: { one: 'nuit', other: 'nuits' },
    total: 'Total',
    notes: 'Remarques',
    reference: 'Référence',
    manage: (u) => `Vous pouvez consulter ou annuler votre réservation dans « Mes réservations » : ${u}`,
    confirmedCalendar: 'Votre séjour est joint sous forme de fichier d’agenda (.ics).',
    cancelledCalendar: 'Le fichier joint (.ics) le retire de votre agenda.',
    confirmedSignOff: 'Bon voyage !',
    cancelledSignOff: 'Au plaisir de vous accueillir bientôt.',
    eventSummary: (a) => `Séjour : ${a}`,
  },
  de: {
    confirmedSubject: (a) => `Buchung bestätigt: ${a}`,
    cancelledSubject: (a) => `Buchung storniert: ${a}`,
    greeting: (n) => `Hallo ${n},`,
    confirmedIntro: 'Ihre Buchung ist bestätigt. Hier sind die Einzelheiten Ihres Aufenthalts:',
    cancelledIntro: 'Ihre Buchung wurde storniert, die Termine sind wieder frei. Das waren ihre Einzelheiten:',
    place: 'Unterkunft',
    address: 'Adresse',
    checkIn: (d, h) => `Anreise: ${d}, ab ${h} Uhr`,
    checkOut: (d, h) => `Abreise: ${d}, bis ${h} Uhr`,
    nights: 'Nächte',
    adults: 'Erwachsene',
    children: 'Kinder',
    price: 'Preis',
    night: { one: 'Nacht', other: 'Nächte' },
    total: 'Gesamt',
    notes: 'Anmerkungen',
    reference: 'Buchungsnummer',
    manage: (u) => `Unter „Meine Buchungen“ können Sie Ihre Buchung ansehen oder stornieren: ${u}`,
    confirmedCalendar: 'Ihr Aufenthalt liegt als Kalenderdatei (.ics) bei.',
    cancelledCalendar: 'Die angehängte Datei (.ics) entfernt ihn aus Ihrem Kalender.',
    confirmedSignOff: 'Gute Reise!',
    cancelledSignOff: 'Wir hoffen, Sie bald bei uns begrüßen zu dürfen.',
    eventSummary: (a) => `Aufenthalt: ${a}`,
  },
  it: {
    confirmedSubject: (a) => `Prenotazione confermata: ${a}`,
    cancelledSubject: (a) => `Prenotazione annullata: ${a}`,
    greeting: (n) => `Ciao ${n},`,
    confirmedIntro: 'La tua prenotazione è confermata. Ecco i dettagli del tuo soggiorno:',
    cancelledIntro: 'La tua prenotazione è stata annullata e le date sono di nuovo libere. Questi erano i dettagli:',
    place: 'Alloggio',
    address: 'Indirizzo',
    checkIn: (d, h) => `Arrivo: ${d}, dalle ${h}`,
    checkOut: (d, h) => `Partenza: ${d}, entro le ${h}`,
    nights: 'Notti',
    adults: 'Adulti',
    children: 'Bambini',
    price: 'Prezzo',
    night: { one: 'notte', other: 'notti' },
    total: 'Totale',
    notes: 'Note',
    reference: 'Riferimento',
    manage: (u) => `Puoi consultare o annullare la prenotazione in «Le mie prenotazioni»: ${u}`,
    confirmedCalendar: 'In allegato trovi il soggiorno come file di calendario (.ics).',
    cancelledCalendar: 'Il file allegato (.ics) lo toglie dal tuo calendario.',
    confirmedSignOff: 'Buon viaggio!',
    cancelledSignOff: 'Speriamo di rivederti presto.',
    eventSummary: (a) => `Soggiorno: ${a}`,
  },
  pt: {
    confirmedSubject: (a) => `Reserva confirmada: ${a}`,
    cancelledSubject: (a) => `Reserva cancelada: ${a}`,
    greeting: (n) => `Olá, ${n}:`,
    confirmedIntro: 'A sua reserva está confirmada. Eis os dados da sua estadia:',
    cancelledIntro: 'A sua reserva foi cancelada e as datas ficaram novamente livres. Eram estes os seus dados:',
    place: 'Alojamento',
    address: 'Morada',
    checkIn: (d, h) => `Entrada: ${d}, a partir das ${h}`,
    checkOut: (d, h) => `Saída: ${d}, até às ${h}`,
    nights: 'Noites',
    adults: 'Adultos',
    children: 'Crianças',
    price: 'Preço',
    night: { one: 'noite', other: 'noites' },
    total: 'Total',
    notes: 'Notas',
    reference: 'Referência',
    manage: (u) => `Pode consultar ou cancelar a sua reserva em «As minhas reservas»: ${u}`,
    confirmedCalendar: 'Segue em anexo a estadia num ficheiro de calendário (.ics).',
    cancelledCalendar: 'O ficheiro em anexo (.ics) remove-a do seu calendário.',
    confirmedSignOff: 'Boa viagem!',
    cancelledSignOff: 'Até breve!',
    eventSummary: (a) => `Estadia: ${a}`,
  },
};

export interface StayForMail {
  id: string;
  assetName: string;
  address: string;
  checkIn: string;
  checkOut: string;
  checkInHour: string;
  checkOutHour: string;
  nights: number;
  adults: number;
  children: number;
  notes: string | null;
  priceBands: PriceBand[];
  totalPrice: number;
}

export interface Guest {
  name: string;
  language: string;
}

export interface BookingMail {
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/**
 * The mail a guest gets when a booking is confirmed or cancelled, in the guest's language
 * (Spanish when the account's language is not one of ours), with the stay as an .ics file.
 */
export function bookingMail(
  kind: 'confirmed' | 'cancelled',
  stay: StayForMail,
  guest: Guest,
  options: { publicUrl: string; now: Date },
): BookingMail {
  const lang: Language = isSupportedLanguage(guest.language) ? guest.language : 'es';
  const t = TEXTS[lang];
  const plural = new Intl.PluralRules(lang);
  const myBookings = `${options.publicUrl.replace(/\/$/, '')}/${lang}/myBookings`;
  const euros = (amount: number) => formatEuros(amount, lang);
  const bands = stay.priceBands.map(
    (b) =>
      `  ${b.nights} ${t.night[plural.select(b.nights) === 'one' ? 'one' : 'other']} × ${euros(b.pricePerNight)} = ${euros(b.subtotal)}`,
  );
  const details = [
    `${t.place}: ${stay.assetName}`,
    `${t.address}: ${stay.address}`,
    t.checkIn(formatStayDay(stay.checkIn, lang), stay.checkInHour),
    t.checkOut(formatStayDay(stay.checkOut, lang), stay.checkOutHour),
    `${t.nights}: ${stay.nights}`,
    `${t.adults}: ${stay.adults}`,
    `${t.children}: ${stay.children}`,
    `${t.price}:`,
    ...bands,
    `${t.total}: ${euros(stay.totalPrice)}`,
    ...(stay.notes ? [`${t.notes}: ${stay.notes}`] : []),
    `${t.reference}: ${stay.id}`,
  ];
  const confirmed = kind === 'confirmed';
  const text = [
    t.greeting(guest.name),
    '',
    confirmed ? t.confirmedIntro : t.cancelledIntro,
    '',
    ...details,
    '',
    ...(confirmed ? [t.manage(myBookings), ''] : []),
    confirmed ? t.confirmedCalendar : t.cancelledCalendar,
    '',
    confirmed ? t.confirmedSignOff : t.cancelledSignOff,
    PRODUCT_NAME,
  ].join('\n');

  const calendar = stayCalendar({
    uid: `booking-${stay.id}@${new URL(options.publicUrl).hostname}`,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    checkInHour: stay.checkInHour,
    checkOutHour: stay.checkOutHour,
    summary: t.eventSummary(stay.assetName),
    description: details.join('\n'),
    location: stay.address,
    url: myBookings,
    stamp: options.now,
    cancelled: !confirmed,
  });
  return {
    subject: confirmed ? t.confirmedSubject(stay.assetName) : t.cancelledSubject(stay.assetName),
    text,
    attachments: [
      {
        filename: confirmed ? 'booking.ics' : 'booking-cancelled.ics',
        contentType: `text/calendar; charset=utf-8; method=${confirmed ? 'PUBLISH' : 'CANCEL'}`,
        content: Buffer.from(calendar, 'utf8').toString('base64'),
      },
    ],
  };
}
