import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The column shapes the domains' tables share, written once so that they stay alike. Not a
 * table file: schema/index.ts does not export it.
 */

/** A row's id, a random UUID PostgreSQL fills in. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
