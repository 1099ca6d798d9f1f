/*
 * Distances for "near me" and the cards' "from the beach / from the centre" (docs/rules.md#distances).
 * Great-circle distance on a sphere: metres are what cards show, rounded, so the Earth's
 * flattening (under 0.5 %) does not matter.
 */

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points (haversine). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A shore as the town's profile holds it: a line of [lat, lng] points. */
export type Shoreline = readonly (readonly [number, number])[];

/**
 * Metres from a point to a shoreline (the town profile's `shoreline`, a line of points): the
 * nearest point of its segments, on a local flat projection (a town spans a few kilometres).
 * Undefined without a shoreline: a town that has none has no beach to measure from.
 */
export function distanceToShore(point: Point, shoreline: Shoreline | undefined): number | undefined {
  if (!shoreline?.length) return undefined;
  if (shoreline.length === 1) return distanceMetres(point, { lat: shoreline[0]![0], lng: shoreline[0]![1] });
  const kx = Math.cos(toRadians(point.lat)) * toRadians(1) * EARTH_RADIUS_M;
  const ky = toRadians(1) * EARTH_RADIUS_M;
  const project = ([lat, lng]: readonly [number, number]) => ({ x: (lng - point.lng) * kx, y: (lat - point.lat) * ky });
  let best = Infinity;
  for (let i = 0; i + 1 < shoreline.length; i++) {
    const a = project(shoreline[i]!);
    const b = project(shoreline[i + 1]!);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    // The segment's point nearest the origin (our point), clamped to the segment.
    const t = Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return best;
}

/** What a card measures from when the visitor has not shared where they are. */
export type Landmark = 'beach' | 'centre';

/** The landmarks of a town: its centre and, when it has one, its shoreline (both from its profile). */
export interface TownLandmarks {
  centre: Point;
  shoreline?: Shoreline;
}

/** Metres from a card's landmark to a point; undefined for the beach of a town without a shoreline. */
export function distanceFromLandmark(landmark: Landmark, point: Point, town: TownLandmarks): number | undefined {
  return landmark === 'beach' ? distanceToShore(point, town.shoreline) : distanceMetres(town.centre, point);
}

/** A distance as it is told: metres or kilometres, already rounded. */
export interface ToldDistance {
  value: number;
  unit: 'm' | 'km';
}

/**
 * A distance as cards and the listings' own texts tell it (docs/rules.md#distances): metres to
 * the nearest 10 (at least 10) under a kilometre, then kilometres to one decimal, and whole
 * kilometres from 100. One rounding for both, so a title's "80 m from the beach" is its card's.
 */
export function toldDistance(metres: number): ToldDistance {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return { value: tens, unit: 'm' };
  const km = metres / 1000;
  // From 995 m: "1.0 km", never a rounded-down "0.9 km".
  return { value: km < 99.95 ? Math.max(1, Math.round(metres / 100) / 10) : Math.round(km), unit: 'km' };
}

/** "lat,lng" as a query carries it; undefined when it is not two numbers in range. */
export function parsePoint(text: string): Point | undefined {
  const match = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(text.trim());
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}
