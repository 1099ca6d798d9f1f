export * from './languages.ts';
export * from './asset-types.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './system.ts';
