import { describe, expect, it } from 'vitest';
import { pageAddress, redirectKeepingQuery } from './page-query.ts';

describe('the address a page is rendered and cached for', () => {
  it('drops every parameter of a page that reads none', () => {
    expect(pageAddress('/es/?x=1')).toBe('/es/');
    expect(pageAddress('/es/?utm_source=news&q=playa&page=2')).toBe('/es/');
    expect(pageAddress('/ca/info/aboutUs?ref=1')).toBe('/ca/info/aboutUs');
    expect(pageAddress('/de/weather')).toBe('/de/weather');
  });

  it("keeps a list's filters and page, in one order, each once, and drops the rest", () => {
    expect(pageAddress('/eu/assets/hotelList?x=1&page=2&hotelType=hotel&q=mar&q=sol&sort=')).toBe(
      '/eu/assets/hotelList?q=mar&hotelType=hotel&page=2',
    );
    expect(pageAddress('/es/assets/propertyListRent?sort=name&checkOut=2031-05-04&checkIn=2031-05-01')).toBe(
      pageAddress('/es/assets/propertyListRent?checkIn=2031-05-01&checkOut=2031-05-04&sort=name&fbclid=abc'),
    );
  });

  it("keeps an asset page's stay, guests and booking, and the map's kind of place", () => {
    expect(pageAddress('/pt/assets/asset/0b6f/rent?checkIn=2031-05-01&checkOut=2031-05-04&adults=2&book=1&x=y')).toBe(
      '/pt/assets/asset/0b6f/rent?checkIn=2031-05-01&checkOut=2031-05-04&adults=2&book=1',
    );
    expect(pageAddress('/fr/map?type=eat&zoom=3')).toBe('/fr/map?type=eat');
  });

  it('leaves an address without a language whole: it is a redirect that keeps its query', () => {
    expect(pageAddress('/auth/verify?token=abc')).toBe('/auth/verify?token=abc');
    expect(pageAddress('/?x=1')).toBe('/?x=1');
  });
});

describe('where a redirect leads', () => {
  it('keeps the query the visitor came with, which the render did not see', () => {
    expect(redirectKeepingQuery('/es/', '/fr/?utm_source=news&q=playa')).toBe('/es/?utm_source=news&q=playa');
    expect(redirectKeepingQuery('/de/info/privacy', '/de/info/privacity?ref=mail')).toBe('/de/info/privacy?ref=mail');
    expect(redirectKeepingQuery('/es/map', '/fr/map')).toBe('/es/map');
  });

  it('keeps what the redirect names itself, once, and leaves a redirect elsewhere alone', () => {
    expect(redirectKeepingQuery('/en/assets/hotelList?page=2', '/fr/assets/hotelList?page=2&x=1')).toBe(
      '/en/assets/hotelList?page=2&x=1',
    );
    expect(redirectKeepingQuery('/es/?x=1', '/?x=1')).toBe('/es/?x=1');
    expect(redirectKeepingQuery('https://example.com/', '/es/?x=1')).toBe('https://example.com/');
    expect(redirectKeepingQuery('//example.com/', '/es/?x=1')).toBe('//example.com/');
  });
});
