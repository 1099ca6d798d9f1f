// Every table of the product, one file per domain. drizzle-kit reads this folder.
export * from './system.ts';
export * from './catalogue.ts';
export * from './accounts.ts';
export * from './town.ts';
export * from './consent.ts';
export * from './bookings.ts';
export * from './listings.ts';
export * from './calendars.ts';
export * from './favourites.ts';
