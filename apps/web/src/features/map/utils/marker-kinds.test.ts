import type { MapMarker } from '@town/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { displayKind, filterMarkers, isMarkerKind, markerKinds, markerPagePath } from './marker-kinds.ts';

const marker = (over: Partial<MapMarker>): MapMarker => ({
  id: '6f1c1c1e-0000-4000-8000-000000000001',
  type: 'property',
  rent: false,
  long: false,
  sale: false,
  name: 'Casa',
  lat: 38.95,
  lng: -0.12,
  ...over,
});

describe('marker kinds', () => {
  it('puts a property in each list its flags name, and other types in their one list', () => {
    expect(markerKinds(marker({ rent: true, sale: true }))).toEqual(['rent', 'sale']);
    expect(markerKinds(marker({ type: 'eat' }))).toEqual(['eat']);
    expect(markerKinds(marker({ type: 'activity' }))).toEqual(['activity']);
  });

  it('draws a marker as the filtered kind when it has it, else as its first list', () => {
    const both = marker({ rent: true, sale: true });
    expect(displayKind(both)).toBe('rent');
    expect(displayKind(both, 'sale')).toBe('sale');
    expect(displayKind(both, 'hotel')).toBe('rent');
  });

  it('filters by kind and links to the page with the configuration type', () => {
    const markers = [marker({ rent: true }), marker({ type: 'eat', id: '6f1c1c1e-0000-4000-8000-000000000002' })];
    expect(filterMarkers(markers, 'eat')).toHaveLength(1);
    expect(filterMarkers(markers)).toHaveLength(2);
    expect(markerPagePath(markers[0]!, 'rent')).toBe('assets/asset/6f1c1c1e-0000-4000-8000-000000000001/rent');
    expect(markerPagePath(markers[1]!, 'eat')).toBe('assets/asset/6f1c1c1e-0000-4000-8000-000000000002/eat');
    expect(markerPagePath(marker({ type: 'activity' }), 'activity')).toMatch(/\/do$/);
  });

  it('accepts only known kinds from a URL', () => {
    expect(isMarkerKind('eat')).toBe(true);
    expect(isMarkerKind('restaurant')).toBe(false);
    expect(isMarkerKind(null)).toBe(false);
  });
});
