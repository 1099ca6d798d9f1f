import { describe, expect, it } from 'vitest';
import { listingContentSchema, type ListingContent } from '@town/shared/listings';
import { contentIssues } from './content-issues.ts';
import { emptyValues, formPathOf, toContent, valuesOf } from './editor-values.ts';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFields } from '../../../lib/api-errors.ts';
import { editorFieldOf, errorPaths, firstInPageOrder } from './form-errors.ts';

const rental: ListingContent = listingContentSchema.parse({
  type: 'property',
  rent: true,
  sale: true,
  category: 'apartment',
  texts: { es: { name: 'Apartamento Mar', summary: 'Primera línea.', sections: { main: 'Luminoso.' } } },
  address: 'Passeig Marítim 12',
  location: { lat: 38.96, lng: -0.12 },
  price: { amount: 95, unit: 'night' },
  otherPrices: [{ amount: 240000, unit: 'total' }],
  capacity: { adults: 4, children: 2 },
  bedrooms: 2,
  bathrooms: 1,
  area: 70,
  licence: 'vt-123456-v',
  nrua: 'ESFCTU0000460420004150550000000000000000000VT-123456-V6',
  openingHours: null,
});

describe('the editor’s values', () => {
  it('round-trip a stored listing: what the form shows is what it sends back', () => {
    const values = valuesOf(rental);
    const sent = listingContentSchema.parse(toContent(values).content);
    expect(valuesOf(sent)).toEqual(values);
    expect(sent).toMatchObject({ price: rental.price, otherPrices: rental.otherPrices, licence: 'VT-123456-V' });
  });

  it('send only what the type has, and a property’s prices per list, in the lists’ order', () => {
    const values = valuesOf(rental);
    values.long = true;
    values.listPrices.long = '900';
    values.sale = false;
    const { content, sources } = toContent({ ...values, hotelType: 'hotel', cuisines: ['rice'] });
    expect(content.price).toEqual({ amount: 95, unit: 'night' });
    expect(content.otherPrices).toEqual([{ amount: 900, unit: 'month' }]);
    expect(sources.prices).toEqual(['rent', 'long']);
    expect(content.hotelType).toBeNull();
    expect(content.cuisines).toEqual([]);
  });

  it('put every problem of the content on the field it came from', () => {
    const values = emptyValues('rent');
    values.listPrices.rent = 'mucho';
    values.texts.fr.summary = 'Au bord de la mer.';
    const { content, sources } = toContent(values);
    const paths = contentIssues(content).map((issue) => formPathOf(issue.path, sources));
    expect(paths).toEqual(
      expect.arrayContaining([
        'texts.es.name',
        'texts.fr.name',
        'category',
        'address',
        'location.lat',
        'location.lng',
        'listPrices.rent',
      ]),
    );
    // A shop's opening hours (a home has none): the period with the problem.
    const shop = emptyValues('store');
    shop.hours.wed = [
      { opens: '09:00', closes: '14:00' },
      { opens: '17:00', closes: 'tarde' },
    ];
    const hours = toContent(shop);
    expect(contentIssues(hours.content).map((issue) => formPathOf(issue.path, hours.sources))).toContain(
      'hours.wed.1.closes',
    );
  });

  it('put the server’s verdict on the same fields', () => {
    const values = emptyValues('eat');
    values.hours.sun = [{ opens: '12:00', closes: '16:00' }];
    values.price.amount = '25';
    const { sources } = toContent(values);
    const details = [
      { field: 'body.texts.gl.sections.chef', message: 'Too long' },
      { field: 'body.openingHours.0.opens', message: 'HH:MM' },
      { field: 'body.price.unit', message: 'Invalid option' },
      { field: 'body.phone', message: 'A phone number' },
      { field: 'query.lang', message: 'not the body' },
    ];
    const refused = (list: unknown) => new ApiError(400, ERROR_CODES.validationError, 'Invalid body', list);
    const fieldOf = editorFieldOf(sources, (path) => `expects ${path}`);
    expect(serverFields(refused(details), { fieldOf })).toEqual(
      ['texts.gl.sections.chef', 'hours.sun.0.opens', 'price.unit', 'phone'].map((name) => ({
        name,
        message: `expects ${name}`,
        messages: [`expects ${name}`],
      })),
    );
    expect(serverFields(refused('nothing'), { fieldOf })).toEqual([]);
  });

  it('focus the first problem going down the page', () => {
    const errors = {
      phone: { type: 'invalid_format', message: 'x' },
      hours: { mon: [{ opens: { type: 'invalid_format', message: 'x' } }] },
      texts: { gl: { name: { type: 'too_small', message: 'x' } } },
    };
    const paths = errorPaths(errors);
    expect(paths).toEqual(['phone', 'hours.mon.0.opens', 'texts.gl.name']);
    expect(firstInPageOrder(paths)).toBe('texts.gl.name');
  });
});
