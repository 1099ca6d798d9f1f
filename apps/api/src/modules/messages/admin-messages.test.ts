import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { adminMessagesSchema, messageHandledSchema } from '@town/shared/admin';
import { messageReceiptSchema } from '@town/shared/messages';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { refusedByAdminOnly, signupFirstAdmin, WITH_FIRST_ADMIN } from '../accounts/admin-users.test-support.ts';
import { createAuditService } from '../audit/index.ts';

let t: TestApp;
let admin: SignedIn;
let older: string;
let newer: string;
beforeAll(async () => {
  t = await createTestApp({ ...WITH_FIRST_ADMIN, messageRateLimit: { max: 10_000, timeWindowMs: 3_600_000 } });
  admin = await signupFirstAdmin(t.app);
  older = await send('¿Hay aparcamiento cerca de la playa?');
  newer = await send('Horario de la oficina de turismo');
});
afterAll(async () => {
  await t.close();
});

async function send(subject: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/message',
    headers: apiHeaders(),
    payload: {
      name: 'Núria Vidal',
      email: 'nuria@example.org',
      subject,
      message: 'Una pregunta, por favor.',
      lang: 'ca',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return messageReceiptSchema.parse(res.json()).id;
}

const inbox = (query = '', token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/messages${query}`, headers: apiHeaders(token) });
const handle = (id: string, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/messages/${id}/handled`, headers: apiHeaders(token) });
const ids = async (query = '') => adminMessagesSchema.parse((await inbox(query)).json()).items.map((m) => m.id);
const auditOf = (id: string) => createAuditService({ db: t.app.db }).list({ limit: 10, targetId: id });

describe('the town hall’s inbox', () => {
  it('lists the contact messages, newest first, with everything the sender wrote', async () => {
    const res = await inbox();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = adminMessagesSchema.parse(res.json());
    expect(items.map((m) => m.id)).toEqual([newer, older]);
    expect(items[1]).toEqual({
      id: older,
      name: 'Núria Vidal',
      email: 'nuria@example.org',
      subject: '¿Hay aparcamiento cerca de la playa?',
      message: 'Una pregunta, por favor.',
      lang: 'ca',
      createdAt: expect.any(String),
      handledAt: null,
    });
  });

  it('marks a message handled once, audited, and filters by it', async () => {
    const res = await handle(older);
    expect(res.statusCode, res.body).toBe(200);
    const marked = messageHandledSchema.parse(res.json());
    expect(marked.id).toBe(older);

    expect(await ids('?handled=true')).toEqual([older]);
    expect(await ids('?handled=false')).toEqual([newer]);

    // Again: the first time stays, and nothing more is recorded.
    expect(messageHandledSchema.parse((await handle(older)).json())).toEqual(marked);
    const entries = await auditOf(older);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'message.handled',
      targetType: 'message',
      before: { handledAt: null },
      after: { handledAt: marked.handledAt },
    });
  });

  it('answers 404 for an unknown message and 400 for a wrong id or filter', async () => {
    expect((await handle('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const res of [await handle('not-an-id'), await inbox('?handled=yes'), await inbox('?handled=1')]) {
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('is for admins only: anonymous 401, user and owner 403, a locked admin 401, a demoted admin 403', async () => {
    const refused = await refusedByAdminOnly(t.app, admin.token);
    for (const [token, status] of refused) {
      expect((await inbox('', token)).statusCode).toBe(status);
      expect((await inbox('?handled=maybe', token)).statusCode).toBe(status);
      expect((await handle(newer, token)).statusCode).toBe(status);
    }
    expect(await ids('?handled=false')).toEqual([newer]);
    expect(await auditOf(newer)).toEqual([]);
  });
});
