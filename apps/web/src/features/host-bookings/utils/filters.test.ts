import { describe, expect, it } from 'vitest';
import { filtersOf, paramsOf } from './filters.ts';

const TODAY = '2027-03-10';
const read = (query: string) => filtersOf(new URLSearchParams(query), TODAY);

describe('the host bookings’ filters in the address', () => {
  it('show stays still to end by default, and the past too when asked', () => {
    expect(read('')).toEqual({ statuses: [], from: TODAY, to: undefined, assetId: undefined, page: 1 });
    expect(read('from=').from).toBeUndefined();
    expect(paramsOf(read('from='), TODAY).toString()).toBe('from=');
    expect(paramsOf(read(''), TODAY).toString()).toBe('');
  });

  it('read what is right and leave out what is not, and write it back the same', () => {
    const query = 'status=confirmed,pending,nonsense&from=2027-05-01&to=2027-02-30&assetId=x&page=3';
    const filters = read(query);
    expect(filters).toEqual({
      statuses: ['pending', 'confirmed'],
      from: '2027-05-01',
      to: undefined,
      assetId: undefined,
      page: 3,
    });
    expect(read(paramsOf(filters, TODAY).toString())).toEqual(filters);
    const rental = '5f0c2a1e-8d4b-4c1a-9a57-2f7a0e3c9b11';
    expect(read(`assetId=${rental}&page=0`)).toMatchObject({ assetId: rental, page: 1 });
  });
});
