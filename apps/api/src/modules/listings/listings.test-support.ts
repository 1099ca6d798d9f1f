import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Language } from '@town/shared';
import type { Role } from '@town/shared/accounts';
import type { ListingContentInput, ListingMenu } from '@town/shared/listings';
import { apiHeaders } from '../../test/test-app.ts';
import { signup, type SignedIn } from '../accounts/accounts.test-support.ts';

/**
 * A signed-up account given `role` in the database, as an admin's decision would: the auth
 * plugin reads the role on every request, so the token it holds carries the new powers.
 */
export async function accountWith(
  app: FastifyInstance,
  role: Role,
  input: { name?: string; lang?: Language } = {},
): Promise<SignedIn> {
  const account = await signup(app, { name: input.name ?? 'Marta Soler', lang: input.lang ?? 'es' });
  await setRole(app, account.user.id, role);
  return account;
}

export async function setRole(app: FastifyInstance, userId: string, role: Role): Promise<void> {
  await app.db.execute(sql`update users set role = ${role} where id = ${userId}`);
}

/** An API call as `token`'s holder (none: anonymous). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  // Any value is sent as JSON, as a client would: a bare string too.
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: payload === undefined ? apiHeaders(token) : { ...apiHeaders(token), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** A call that must succeed (200): its answer's JSON. */
export async function expectOk(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
) {
  const res = await call(app, method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A seafood restaurant by the harbour, with Spanish and Valencian (Catalan) texts complete. */
export function restaurantContent(overrides: Partial<ListingContentInput> = {}): ListingContentInput {
  return {
    type: 'eat',
    category: 'restaurant',
    texts: {
      es: {
        name: 'Casa Pepa del Port',
        summary: 'Arroces y pescado del día junto a la lonja',
        sections: {
          main: 'Cocina marinera de siempre.',
          cousine: 'Arroz a banda, all i pebre y pescado de la lonja.',
          space: 'Terraza frente al puerto.',
          chef: 'Pepa Ferrer, tercera generación.',
          team: 'Una familia de pescadores.',
          location: 'En el muelle de poniente.',
        },
      },
      ca: {
        name: 'Casa Pepa del Port',
        summary: 'Arrossos i peix del dia al costat de la llotja',
        sections: {
          main: 'Cuina marinera de sempre.',
          cousine: 'Arròs a banda, all i pebre i peix de la llotja.',
          space: 'Terrassa davant del port.',
          chef: 'Pepa Ferrer, tercera generació.',
          team: 'Una família de pescadors.',
          location: 'Al moll de ponent.',
        },
      },
    },
    address: 'Moll de Ponent, 4, El Grau',
    location: { lat: 39.4702, lng: -0.3205 },
    phone: '+34 962 000 111',
    email: 'hola@casapepa.example',
    web: 'https://casapepa.example',
    openingHours: [
      { day: 'tue', opens: '13:00', closes: '16:00' },
      { day: 'tue', opens: '20:00', closes: '23:30' },
      { day: 'sat', opens: '13:00', closes: '01:00' },
    ],
    price: { amount: 30, unit: 'person' },
    cuisines: ['mediterranean', 'seafood'],
    ...overrides,
  };
}

/** A menu complete in Spanish and Catalan, one dish off today. */
export const RESTAURANT_MENU: ListingMenu = {
  sections: [
    {
      name: { es: 'Arroces', ca: 'Arrossos' },
      items: [
        {
          name: { es: 'Arroz a banda', ca: 'Arròs a banda' },
          description: { es: 'Con alioli', ca: 'Amb allioli' },
          price: 16.5,
          allergens: ['fish', 'crustaceans', 'eggs'],
          available: true,
        },
        {
          name: { es: 'Paella de marisco', ca: 'Paella de marisc' },
          description: {},
          price: 19,
          allergens: ['crustaceans', 'molluscs'],
          available: false,
        },
      ],
    },
  ],
};
