import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { feedSchema } from '@town/shared/calendars';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { createRental } from '../bookings/bookings.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import { allDay, icsOf, startFeedServer, type FeedServer } from './calendars.test-support.ts';

let t: TestApp;
let feeds: FeedServer;
let host: SignedIn;
let rentalId: string;
beforeAll(async () => {
  t = await createTestApp({
    ical: { allowPrivateHosts: true, syncMinutes: 15 },
    authRateLimits: UNREACHED_RATE_LIMITS,
  });
  feeds = await startFeedServer();
  feeds.set('/good.ics', { ics: icsOf(allDay('one', '2099-01-01', '2099-01-02')) });
  feeds.set('/html', { status: 200, body: '<html></html>' });
  host = await accountWith(t.app, 'owner');
  rentalId = (await createRental(t.app, [])).id;
  await t.app.db.execute(sql`update assets set owner_id = ${host.user.id} where id = ${rentalId}`);
});
afterAll(async () => {
  await feeds?.close();
  await t?.close();
});

/** Only our stand-in provider is ever fetched: a random string that is an http(s) address is left out. */
const notAnAddress = fc.string({ maxLength: 80 }).filter((s) => !/^\s*(https?|webcals?):/i.test(s));

const url = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('/good.ics', '/html', '/missing.ics').map((path) => feeds.url(path)) },
  { weight: 2, arbitrary: fc.nat({ max: 1000 }).map((n) => feeds.url(`/good.ics?copy=${n}`)) },
  fc.constantFrom('ftp://example.com/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'http://', 'http:///x'),
  notAnAddress,
  fc.jsonValue({ maxDepth: 1 }),
);

const body = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        url,
        name: fc.oneof(fc.constantFrom('Airbnb', ' Booking.com ', 'Vrbo'), fc.string({ maxLength: 100 }), fc.integer()),
      },
      { requiredKeys: [] },
    ),
  },
  fc.jsonValue({ maxDepth: 3 }),
);

async function storedFeeds(): Promise<number> {
  const { rows } = await t.app.db.execute<{ n: string }>(
    sql`select count(*) as n from ical_feeds where asset_id = ${rentalId}`,
  );
  return Number(rows[0]!.n);
}

describe('POST /owner/assets/{id}/ical_feeds with any body', () => {
  it('keeps a feed for each 201 and nothing for a refusal, which is always a 4xx in the error shape', async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await storedFeeds();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/owner/assets/${rentalId}/ical_feeds`,
          headers: { ...apiHeaders(host.token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        if (res.statusCode === 201) {
          feedSchema.parse(res.json());
          created += 1;
          expect(await storedFeeds()).toBe(before + 1);
        } else {
          expect([400, 409, 429], res.body).toContain(res.statusCode);
          apiErrorSchema.parse(res.json());
          expect(await storedFeeds()).toBe(before);
        }
      }),
      { numRuns: 80 },
    );
    expect(created).toBeGreaterThan(0);
  }, 60_000);
});
