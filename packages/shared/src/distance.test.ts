import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceToShore, parsePoint } from './distance.ts';
import { TOWN } from './town.ts';

describe('distances', () => {
  it('measures a degree of latitude as about 111 km, and Madrid–Barcelona as about 505 km', () => {
    expect(distanceMetres({ lat: 38, lng: 0 }, { lat: 39, lng: 0 })).toBeCloseTo(111_195, -2);
    const madrid = { lat: 40.4168, lng: -3.7038 };
    const barcelona = { lat: 41.3874, lng: 2.1686 };
    expect(distanceMetres(madrid, barcelona) / 1000).toBeCloseTo(505, 0);
  });

  it('is symmetric and zero only for the same point', () => {
    const point = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 6);
        expect(distanceMetres(a, a)).toBe(0);
      }),
    );
  });

  it('puts the shoreline’s own points at the beach and the town hall a few hundred metres from it', () => {
    for (const [lat, lng] of TOWN.shoreline) expect(distanceToShore({ lat, lng })).toBeLessThan(1);
    const fromHall = distanceToShore(TOWN.centre);
    expect(fromHall).toBeGreaterThan(50);
    expect(fromHall).toBeLessThan(2_000);
    // Never more than the distance to any one shoreline point.
    const nearestPoint = Math.min(...TOWN.shoreline.map(([lat, lng]) => distanceMetres(TOWN.centre, { lat, lng })));
    expect(fromHall).toBeLessThanOrEqual(nearestPoint + 1);
  });

  it('reads "lat,lng" and refuses anything else', () => {
    expect(parsePoint('38.958,-0.127')).toEqual({ lat: 38.958, lng: -0.127 });
    for (const bad of ['', '38.9', '91,0', '0,181', 'a,b', '1e3,2', '38.9,-0.1,3', ' , ']) {
      expect(parsePoint(bad)).toBeUndefined();
    }
  });
});
