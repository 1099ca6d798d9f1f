import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TownProfile } from '@town/shared/town';
import { createTestI18n } from '../../../test/render.tsx';
import { TEST_TOWN } from '../../../test/town.ts';
import { BOUNDS_PROBLEM, parseCoordinate, toTownUpdate, townFormIssues, townFormValues } from './town-form.ts';

let t: TFunction<'adminTown'>;
beforeAll(async () => {
  const i18n = await createTestI18n('ca', ['adminTown']);
  t = i18n.getFixedT('ca', 'adminTown');
});

const values = (change: Partial<ReturnType<typeof townFormValues>> = {}) => ({
  ...townFormValues(TEST_TOWN),
  ...change,
});
const issues = (change: Partial<ReturnType<typeof townFormValues>> = {}) =>
  Object.fromEntries(townFormIssues(t, values(change)).map((issue) => [issue.name, issue.message]));

describe('the town form’s values', () => {
  it('are the stored profile, numbers as text, and go back to the same profile', () => {
    const form = townFormValues(TEST_TOWN);
    expect(form.centre).toEqual({ lat: '41.112', lng: '1.145' });
    expect(form.limitBounds).toBe(false);
    expect(form.tagline.ca).toBe(TEST_TOWN.tagline.ca);
    expect(form.tagline.de).toBe('');
    const body = toTownUpdate(form);
    expect(body).toMatchObject({
      name: TEST_TOWN.name,
      centre: TEST_TOWN.centre,
      zoom: TEST_TOWN.zoom,
      // No area chosen: a stored one is taken away.
      bounds: null,
      tagline: TEST_TOWN.tagline,
      social: TEST_TOWN.social,
      legal: TEST_TOWN.legal,
    });
    expect(issues()).toEqual({});
  });

  it('show a site not set up yet with its unwritten fields empty, to be filled in', () => {
    const placeholder: TownProfile = {
      ...TEST_TOWN,
      configured: false,
      region: '—',
      phone: '000 000 000',
      address: { ...TEST_TOWN.address, street: '—' },
      legal: { ...TEST_TOWN.legal, entity: '—', taxId: '—' },
    };
    const form = townFormValues(placeholder);
    expect([form.region, form.phone, form.address.street, form.legal.entity, form.legal.taxId]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(form.address.locality).toBe(TEST_TOWN.address.locality);
    expect(issues({ region: '', phone: '' })).toEqual({
      region: 'Omple aquest camp.',
      phone: 'Omple aquest camp.',
    });
  });

  it('read coordinates typed with a comma or a point, and nothing else', () => {
    expect(parseCoordinate(' 39,47 ')).toBe(39.47);
    expect(parseCoordinate('-0.376')).toBe(-0.376);
    expect(parseCoordinate('')).toBeUndefined();
    expect(parseCoordinate('39°')).toBeNaN();
  });
});

describe('the town form’s check, in Catalan', () => {
  it('explains each field by what it expects', () => {
    expect(
      issues({
        name: '  ',
        centre: { lat: '91', lng: 'est' },
        zoom: '25',
        country: 'ESP',
        phone: 'truca’ns',
        email: 'turisme@',
        social: { ...values().social, instagram: 'http://instagram.com/vila' },
      }),
    ).toEqual({
      name: 'Omple aquest camp.',
      'centre.lat': 'Escriu una latitud entre -90 i 90, per exemple 39.4699.',
      'centre.lng': 'Escriu una longitud entre -180 i 180, per exemple -0.3763.',
      zoom: 'Escriu un nombre enter de 10 a 18.',
      country: 'Escriu el codi de dues lletres del país, per exemple ES.',
      phone: 'Escriu un número de telèfon: xifres, espais i, si vols, un + al principi.',
      email: 'Escriu una adreça de correu vàlida, per exemple turisme@example.org.',
      'social.instagram': 'Escriu una adreça completa que comenci per https://.',
    });
  });

  it('refuses a main colour without AA contrast on the light page, saying its ratio', () => {
    expect(issues({ colour: '#ffd54f' })).toEqual({
      colour:
        'Aquest color és massa clar per llegir-se sobre una pàgina blanca: contrast 1.41:1, cal almenys 4.5:1. Tria un to més fosc.',
    });
    expect(issues({ colour: 'blau' })).toEqual({
      colour: 'Escriu el color com a # i sis xifres hexadecimals, per exemple #0b5c8a.',
    });
    expect(issues({ colour: '#0B5C8A' })).toEqual({});
  });

  it('wants the default language among the offered ones, and at least one offered', () => {
    expect(issues({ languages: ['es', 'en'], defaultLanguage: 'ca' })).toEqual({
      defaultLanguage: 'L’idioma per defecte ha de ser un dels que ofereix el lloc.',
    });
    expect(issues({ languages: [], defaultLanguage: 'ca' })).toMatchObject({ languages: 'Tria almenys un idioma.' });
  });

  it('checks a chosen area side by side, then that it holds the centre', () => {
    const area = (bounds: { north: string; south: string; west: string; east: string }) =>
      issues({ limitBounds: true, bounds });
    expect(area({ north: '41', south: '41.2', west: '1.2', east: '1.1' })).toEqual({
      'bounds.north': 'El límit nord ha de ser al nord del límit sud.',
      'bounds.east': 'El límit est ha de ser a l’est del límit oest.',
    });
    expect(area({ north: '41.3', south: '41.2', west: '1.0', east: '1.3' })).toEqual({
      [BOUNDS_PROBLEM]: 'La zona ha de contenir el centre: mou el marcador a dins o amplia la zona.',
    });
    expect(area({ north: '41.2', south: '', west: '1.0', east: '1.3' })).toEqual({
      'bounds.south': 'Omple aquest camp.',
    });
    expect(area({ north: '41.2', south: '41.0', west: '1.0', east: '1.3' })).toEqual({});
    expect(
      toTownUpdate(values({ limitBounds: true, bounds: { north: '41.2', south: '41.0', west: '1', east: '1.3' } }))
        .bounds,
    ).toEqual({ north: 41.2, south: 41, west: 1, east: 1.3 });
  });
});
