import { distanceMetres, distanceToShore } from '@town/shared/distance';
import { DEMO_TOWN } from './demo-profile.ts';
import type { Random } from './random.ts';
import { NEIGHBOURHOOD_NAMES, type NeighbourhoodKey } from './text/facts.ts';

/*
 * Where things are in Portalba: each neighbourhood is a stretch of the shoreline and a band
 * of distance inland from it. A place's distances to the beach and to the centre are measured
 * from its coordinates as its card measures them, so its texts and its card tell the same.
 */

interface Area {
  /** Where along the shoreline, 0 (north) to 1 (south). */
  along: readonly [number, number];
  /** Metres inland from the shore. */
  inland: readonly [number, number];
  streets: readonly string[];
}

export const AREAS: Record<NeighbourhoodKey, Area> = {
  grau: {
    along: [0, 0.2],
    inland: [60, 450],
    streets: ['Carrer del Port', 'Passeig del Moll', 'Carrer dels Pescadors', 'Carrer de la Llotja', 'Plaça del Grau'],
  },
  'platja-nord': {
    along: [0.15, 0.5],
    inland: [40, 350],
    streets: [
      'Passeig Marítim',
      'Avinguda de la Mar',
      'Carrer de Formentera',
      'Carrer d’Eivissa',
      'Carrer de Mallorca',
    ],
  },
  vila: {
    along: [0.4, 0.62],
    inland: [500, 1200],
    streets: ['Carrer Major', 'Plaça de l’Església', 'Carrer de Sant Josep', 'Carrer del Mercat', 'Carrer de la Sang'],
  },
  dunes: {
    along: [0.62, 1],
    inland: [40, 400],
    streets: ['Avinguda de les Dunes', 'Carrer dels Pins', 'Carrer de la Posidònia', 'Carrer del Far'],
  },
  'sant-roc': {
    along: [0.2, 0.45],
    inland: [900, 1800],
    streets: ['Carrer de Sant Roc', 'Carrer del Mirador', 'Carrer de les Vinyes', 'Camí de l’Ermita'],
  },
  alqueria: {
    along: [0.5, 0.9],
    inland: [1200, 2500],
    streets: ['Camí de l’Alqueria', 'Carrer dels Tarongers', 'Carrer de la Séquia', 'Camí del Molí'],
  },
};

const METRES_PER_DEGREE_LAT = 111_320;
const metresPerDegreeLng = (lat: number) => METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);

/** The point `along` the shoreline (0–1) and `inland` metres from it, away from the sea. */
export function pointInland(along: number, inland: number): { lat: number; lng: number } {
  const line = DEMO_TOWN.shoreline;
  const segments = line.length - 1;
  const position = Math.min(Math.max(along, 0), 1) * segments;
  const index = Math.min(Math.floor(position), segments - 1);
  const [lat0, lng0] = line[index]!;
  const [lat1, lng1] = line[index + 1]!;
  const f = position - index;
  const lat = lat0 + (lat1 - lat0) * f;
  const lng = lng0 + (lng1 - lng0) * f;
  // The segment in metres (east, north); its normal pointing west is inland (the sea is east).
  const east = (lng1 - lng0) * metresPerDegreeLng(lat);
  const north = (lat1 - lat0) * METRES_PER_DEGREE_LAT;
  const length = Math.hypot(east, north);
  let normalEast = north / length;
  let normalNorth = -east / length;
  if (normalEast > 0) {
    normalEast = -normalEast;
    normalNorth = -normalNorth;
  }
  return {
    lat: round6(lat + (normalNorth * inland) / METRES_PER_DEGREE_LAT),
    lng: round6(lng + (normalEast * inland) / metresPerDegreeLng(lat)),
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface Location {
  neighbourhood: NeighbourhoodKey;
  lat: number;
  lng: number;
  beachMetres: number;
  /** Metres to the town hall's square, the centre. */
  centreMetres: number;
  street: string;
  streetNumber: number;
  address: string;
}

/** A place in a neighbourhood, with its street address and how far it is from the beach. */
export function locate(random: Random, neighbourhood: NeighbourhoodKey): Location {
  const area = AREAS[neighbourhood];
  const inland = random.float(area.inland[0], area.inland[1]);
  const { lat, lng } = pointInland(random.float(area.along[0], area.along[1]), inland);
  const street = random.pick(area.streets);
  const number = random.int(1, 120);
  // Once a walking detour; still drawn, so that every place's other facts stay as they were.
  random.float(1.05, 1.3);
  return {
    neighbourhood,
    lat,
    lng,
    // Measured as the place's card measures them, so that its texts tell the card's distances.
    beachMetres: metresFromShore({ lat, lng }),
    centreMetres: distanceMetres(DEMO_TOWN.centre, { lat, lng }),
    street,
    streetNumber: number,
    address: `${street}, ${number}, ${DEMO_TOWN.address.postalCode} ${DEMO_TOWN.name}`,
  };
}

/** Lower-case ASCII words joined by hyphens: "Forn Sant Pere" → "forn-sant-pere". */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A Spanish landline number in the town's area code. */
export function phoneNumber(random: Random): string {
  return `+34 962 ${random.int(800, 899)} ${String(random.int(0, 999)).padStart(3, '0')}`;
}

/** How far a point lies from the shoreline, in metres, as the cards measure it (docs/rules.md#distances). */
export function metresFromShore(point: { lat: number; lng: number }): number {
  return distanceToShore(point, DEMO_TOWN.shoreline)!;
}

/**
 * Landmarks the town's texts (the About page among them) may name besides the neighbourhoods
 * and their streets: Portalba's own, and the district around it.
 */
const LANDMARKS = ['Plaça Major', 'Torre de l’Alba', 'Porta de l’Alba', 'La Safor', 'Passeig Marítim'] as const;

/** Every place name of the town: neighbourhoods, streets and landmarks. */
export const TOWN_PLACE_NAMES: readonly string[] = [
  ...Object.values(NEIGHBOURHOOD_NAMES),
  ...Object.values(AREAS).flatMap((area) => area.streets),
  ...LANDMARKS,
];
