import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, SUPPORTED_LANGUAGES } from '@town/shared';
import { contactMessageSchema, messageReceiptSchema } from '@town/shared/messages';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messageRateLimit: { max: 10_000, timeWindowMs: 3_600_000 } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from messages`);
  await t.app.db.execute(sql`delete from outbox`);
});

const valid = {
  name: 'Maite Etxeberria',
  email: 'maite@example.org',
  subject: '¿Hay aparcamiento cerca de la playa?',
  message: 'Llegamos en coche el sábado con dos niños. ¿Dónde podemos aparcar cerca de la playa?',
  lang: 'eu',
};

const send = (payload: unknown, app = t.app, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/message',
    headers: { ...apiHeaders(), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

async function stored(app = t.app) {
  const { rows } = await app.db.execute<{
    name: string;
    email: string;
    subject: string;
    message: string;
    lang: string;
  }>(sql`select name, email, subject, message, lang from messages`);
  return rows;
}

async function mails(app = t.app) {
  const { rows } = await app.db.execute<{ to: string; subject: string; text: string; kind: string }>(
    sql`select "to", subject, text, kind from outbox`,
  );
  return rows;
}

describe('POST /api/v1/message', () => {
  it('stores the message, mails it to the town and nothing to the sender', async () => {
    const res = await send({ ...valid, name: '  Maite Etxeberria ' });
    expect(res.statusCode).toBe(201);
    const receipt = messageReceiptSchema.parse(res.json());

    expect(await stored()).toEqual([{ ...valid }]);
    const outbox = await mails();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: t.config.contactEmail, kind: 'contact-message' });
    expect(outbox[0]!.subject).toBe(`[Contacto] ${valid.subject}`);
    expect(outbox[0]!.text).toContain(valid.message);
    expect(outbox[0]!.text).toContain(valid.email);
    expect(outbox[0]!.text).toContain('Euskara (eu)');
    expect(outbox[0]!.text).toContain(receipt.id);
    expect(outbox.some((m) => m.to === valid.email)).toBe(false);
  });

  it('takes a message of exactly ten characters', async () => {
    const res = await send({ ...valid, message: '1234567890' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses invalid messages with 400 naming the fields, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...valid, message: 'Too short' }, ['body.message']],
      [{ ...valid, message: '   short    ' }, ['body.message']],
      [{ ...valid, email: 'not-an-address' }, ['body.email']],
      [{ ...valid, lang: 'xx' }, ['body.lang']],
      [{ ...valid, subject: 'Hola\r\nBcc: everyone@example.org' }, ['body.subject']],
      [{ ...valid, name: '' }, ['body.name']],
      [{ lang: 'es' }, ['body.name', 'body.email', 'body.subject', 'body.message']],
    ];
    for (const [body, fields] of cases) {
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json()).error;
      expect(error.code).toBe('VALIDATION_ERROR');
      const named = (error.details as { field: string }[]).map((d) => d.field);
      expect(named).toEqual(expect.arrayContaining(fields));
    }
    expect(await stored()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await send('name=Maite&message=hello');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('answers a filled-in honeypot as usual, but stores and mails nothing', async () => {
    const res = await send({ ...valid, website: 'https://cheap-pills.example' });
    expect(res.statusCode).toBe(201);
    messageReceiptSchema.parse(res.json());
    expect(await stored()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);

    // Left empty (as people leave it), the message goes through.
    expect((await send({ ...valid, website: '' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/v1/message'].post).toBeDefined();
  });

  it('never answers a 5xx to random bodies, and stores exactly the valid ones', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ minLength: 8, maxLength: 300 }),
      fc.integer(),
      fc.constant(null),
    );
    const plausible = fc.record(
      {
        name: field,
        email: fc.oneof(fc.emailAddress(), fc.string()),
        subject: field,
        message: field,
        lang: fc.oneof(fc.constantFrom(...SUPPORTED_LANGUAGES), fc.string({ maxLength: 3 })),
        website: fc.oneof(fc.constant(''), fc.string({ maxLength: 5 })),
      },
      { requiredKeys: [] },
    );
    let expected = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(plausible, fc.jsonValue()), async (body) => {
        const res = await send(body);
        expect(res.statusCode).toBeLessThan(500);
        const parsed = contactMessageSchema.safeParse(body);
        expect(res.statusCode).toBe(parsed.success ? 201 : 400);
        if (res.statusCode === 400) expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
        if (parsed.success && !parsed.data.website?.trim()) expected += 1;
      }),
      { numRuns: 150 },
    );
    expect(await stored()).toHaveLength(expected);
    expect(await mails()).toHaveLength(expected);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ messageRateLimit: { max: 2, timeWindowMs: 3_600_000 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 RATE_LIMITED with Retry-After once an address has sent its share', async () => {
    expect((await send(valid, limited.app, '203.0.113.7')).statusCode).toBe(201);
    expect((await send(valid, limited.app, '203.0.113.7')).statusCode).toBe(201);
    const res = await send(valid, limited.app, '203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(limited.app)).toHaveLength(2);

    // Another address is not affected.
    expect((await send(valid, limited.app, '198.51.100.20')).statusCode).toBe(201);
  });
});
