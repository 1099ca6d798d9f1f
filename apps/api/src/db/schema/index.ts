// Every table of the product, one file per domain. drizzle-kit reads this folder.
export * from './system.ts';
