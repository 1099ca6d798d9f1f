import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import type { TownProfileUpdate } from '@town/shared/town';

/*
 * The demo town's profile (docs/town.md): an invented town on the Valencian coast, as its town
 * hall's admin would have filled it in. Written by the seed through the town module's service
 * (seedDemoProfile, demo-town.ts), the way an admin's PUT /api/v1/admin/town writes it; the
 * seed's places are laid out along its shoreline (places.ts). Data only: the benchmarks'
 * generator reads it without the modules.
 */

/** The demo town's shoreline, north to south, as [lat, lng] points: the sea lies east of it. */
const SHORELINE: [number, number][] = [
  [38.9885, -0.1423],
  [38.9745, -0.1316],
  [38.9605, -0.1209],
  [38.9465, -0.1102],
  [38.9325, -0.0995],
];

export const DEMO_TOWN = {
  name: 'Portalba',
  tagline: {
    es: 'Playa, huerta y mar en la costa valenciana',
    ca: 'Platja, horta i mar a la costa valenciana',
    eu: 'Hondartza, baratzeak eta itsasoa Valentziako kostaldean',
    gl: 'Praia, horta e mar na costa valenciana',
    en: 'Beach, orchards and sea on the Valencian coast',
    fr: 'Plage, vergers et mer sur la côte valencienne',
    de: 'Strand, Obstgärten und Meer an der Küste Valencias',
    it: 'Spiaggia, orti e mare sulla costa valenciana',
    pt: 'Praia, pomares e mar na costa valenciana',
  },
  photoAlt: {
    es: 'El pueblo al atardecer: casas blancas que suben por la colina hasta el campanario, la playa con sus palmeras y veleros en la bahía',
    ca: 'El poble a posta de sol: cases blanques que pugen pel tossal fins al campanar, la platja amb les palmeres i velers a la badia',
    eu: 'Herria ilunabarrean: etxe zuriak muinoan gora kanpandorreraino, hondartza bere palmondoekin eta belaontziak badian',
    gl: 'A vila ao solpor: casas brancas que soben polo outeiro ata o campanario, a praia coas súas palmeiras e veleiros na baía',
    en: 'The town at sunset: white houses climbing the hill to the bell tower, the beach with its palm trees and sailing boats in the bay',
    fr: 'Le village au coucher du soleil\u00a0: maisons blanches grimpant la colline jusqu’au clocher, la plage bordée de palmiers et des voiliers dans la baie',
    de: 'Der Ort bei Sonnenuntergang: weiße Häuser, die den Hügel bis zum Kirchturm hinaufsteigen, der Strand mit seinen Palmen und Segelboote in der Bucht',
    it: 'Il paese al tramonto: case bianche che salgono sulla collina fino al campanile, la spiaggia con le sue palme e barche a vela nella baia',
    pt: 'A vila ao pôr do sol: casas brancas a subir a colina até ao campanário, a praia com as suas palmeiras e veleiros na baía',
  },
  region: 'Comunitat Valenciana',
  province: 'València',
  country: 'ES',
  /** The town hall square: the map's default centre and the weather's place. */
  centre: { lat: 38.958, lng: -0.127 },
  zoom: 14,
  shoreline: SHORELINE,
  timeZone: 'Europe/Madrid',
  address: {
    street: 'Plaça Major, 1',
    postalCode: '46795',
    locality: 'Portalba',
    province: 'València',
    country: 'España',
  },
  phone: '+34 962 555 010',
  email: 'turismo@costaguia.example',
  social: {
    instagram: 'https://www.instagram.com/visitportalba',
    facebook: 'https://www.facebook.com/visitportalba',
    youtube: 'https://www.youtube.com/@visitportalba',
  },
  // The product's own blue: AA on the light page, and the demo looks as it always has.
  colour: '#0b5c8a',
  languages: [...SUPPORTED_LANGUAGES],
  defaultLanguage: 'es',
  legal: {
    entity: 'Ajuntament de Portalba',
    taxId: 'P4619500D',
    address: 'Plaça Major, 1, 46795 Portalba (València)',
    dpoEmail: 'dpd@costaguia.example',
  },
} satisfies TownProfileUpdate;
