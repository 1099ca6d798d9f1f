import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceFromLandmark, distanceMetres, distanceToShore, parsePoint, toldDistance } from './distance.ts';

/** A coastal town: its centre a few hundred metres inland, its shore running north to south. */
const town = {
  centre: { lat: 41.2185, lng: 1.7275 },
  shoreline: [
    [41.2235, 1.7405],
    [41.2175, 1.7345],
    [41.2115, 1.7235],
  ] as [number, number][],
};

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
    for (const [lat, lng] of town.shoreline) expect(distanceToShore({ lat, lng }, town.shoreline)).toBeLessThan(1);
    const fromHall = distanceToShore(town.centre, town.shoreline)!;
    expect(fromHall).toBeGreaterThan(50);
    expect(fromHall).toBeLessThan(2_000);
    // Never more than the distance to any one shoreline point.
    const nearestPoint = Math.min(...town.shoreline.map(([lat, lng]) => distanceMetres(town.centre, { lat, lng })));
    expect(fromHall).toBeLessThanOrEqual(nearestPoint + 1);
  });

  it('measures from the town it is given, and no beach for a town without a shoreline', () => {
    const point = { lat: 41.22, lng: 1.73 };
    expect(distanceFromLandmark('centre', point, town)).toBeCloseTo(distanceMetres(town.centre, point), 6);
    expect(distanceFromLandmark('beach', point, town)).toBe(distanceToShore(point, town.shoreline));
    const inland = { centre: { lat: 40.4168, lng: -3.7038 } };
    expect(distanceFromLandmark('beach', point, inland)).toBeUndefined();
    expect(distanceToShore(point, [])).toBeUndefined();
    expect(distanceFromLandmark('centre', point, inland)).toBeGreaterThan(300_000);
    // A shore of one point is that point.
    expect(distanceToShore(point, [[41.22, 1.74]])).toBeCloseTo(distanceMetres(point, { lat: 41.22, lng: 1.74 }), 6);
  });

  it('tells metres to the nearest 10 under a kilometre, then kilometres to one decimal, then whole', () => {
    expect(toldDistance(0)).toEqual({ value: 10, unit: 'm' });
    expect(toldDistance(84)).toEqual({ value: 80, unit: 'm' });
    expect(toldDistance(85)).toEqual({ value: 90, unit: 'm' });
    expect(toldDistance(994)).toEqual({ value: 990, unit: 'm' });
    expect(toldDistance(995)).toEqual({ value: 1, unit: 'km' });
    expect(toldDistance(1_249)).toEqual({ value: 1.2, unit: 'km' });
    expect(toldDistance(99_940)).toEqual({ value: 99.9, unit: 'km' });
    expect(toldDistance(99_960)).toEqual({ value: 100, unit: 'km' });
    expect(toldDistance(250_400)).toEqual({ value: 250, unit: 'km' });
    // Never fewer metres than a shorter distance is told.
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300_000, noNaN: true }),
        fc.double({ min: 0, max: 300_000, noNaN: true }),
        (a, b) => {
          const metres = (d: number) => {
            const told = toldDistance(d);
            return told.unit === 'm' ? told.value : told.value * 1000;
          };
          if (a <= b) expect(metres(a)).toBeLessThanOrEqual(metres(b));
        },
      ),
    );
  });

  it('reads "lat,lng" and refuses anything else', () => {
    expect(parsePoint('38.958,-0.127')).toEqual({ lat: 38.958, lng: -0.127 });
    for (const bad of ['', '38.9', '91,0', '0,181', 'a,b', '1e3,2', '38.9,-0.1,3', ' , ']) {
      expect(parsePoint(bad)).toBeUndefined();
    }
  });
});
