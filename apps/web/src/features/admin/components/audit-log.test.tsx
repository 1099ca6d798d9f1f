import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AuditEntry } from '@town/shared/admin';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { adminKeys } from '../api/query-keys.ts';
import { AuditLog } from './audit-log.tsx';

const ADMIN = '00000000-0000-4000-8000-00000000000a';
const JOAN = '00000000-0000-4000-8000-00000000000b';
const BERTA = '00000000-0000-4000-8000-00000000000c';
const LISTING = '00000000-0000-4000-8000-0000000000d1';

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id: `00000000-0000-4000-8000-0000000001${String(id).padStart(2, '0')}`,
  actorId: ADMIN,
  actorName: 'Uxía Castro',
  action: 'listing.publish',
  targetType: 'listing',
  targetId: LISTING,
  targetName: 'Casa Pepa',
  accountNames: {},
  before: null,
  after: null,
  createdAt: `2026-03-1${id}T10:30:00.000000Z`,
  ...fields,
});

/** The log's first page as the API answers it, newest first. */
const PAGE: AuditEntry[] = [
  entry(5, { before: { status: 'review' }, after: { status: 'published', revision: 3 } }),
  entry(4, {
    action: 'user.update',
    targetType: 'user',
    targetId: JOAN,
    targetName: 'Joan Mira',
    before: { role: 'user', locked: false },
    after: { role: 'owner', locked: true },
  }),
  entry(3, {
    action: 'listing.owner',
    accountNames: { [JOAN]: 'Joan Mira', [BERTA]: 'Berta Roig' },
    before: { ownerId: JOAN },
    after: { ownerId: BERTA },
  }),
  entry(2, {
    action: 'listing.delete',
    targetName: null,
    accountNames: { [JOAN]: 'Joan Mira' },
    before: { status: 'draft', ownerId: JOAN },
  }),
  entry(1, {
    action: 'listing.edit',
    before: { texts: { es: { name: 'Casa Pepa' } } },
    after: { texts: { es: { name: 'Casa Pepa Marinera' } } },
  }),
  // A change to a published listing, published: its state is the same before and after.
  entry(0, { before: { status: 'published' }, after: { status: 'published', revision: 4 } }),
];

let i18n: I18n;
let client: QueryClient;
let fetchSpy: MockInstance<typeof fetch>;

beforeAll(async () => {
  i18n = await createTestI18n('gl', ['admin']);
});
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The page comes from the cache, as the route's loader leaves it; nothing reaches the network.
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  client.setQueryData(
    adminKeys.audit(),
    { pages: [PAGE], pageParams: [undefined] },
    { updatedAt: Date.now() + 3_600_000 },
  );
});
afterEach(() => {
  cleanup();
  fetchSpy.mockRestore();
});

function renderLog() {
  const Texts = withTexts(i18n);
  render(
    <Texts>
      <QueryClientProvider client={client}>
        <AuditLog lang="gl" />
      </QueryClientProvider>
    </Texts>,
  );
  return screen.getAllByTestId('audit-entry');
}

/** An entry's changes, each as its name and its value, as read. */
const changes = (item: HTMLElement) =>
  [...item.querySelectorAll('dl > div')].map((line) => [
    line.querySelector('dt')!.textContent,
    line.querySelector('dd')!.textContent,
  ]);

describe('the audit log, in words (Galician)', () => {
  it('is a list of entries, each saying what was done, to what by its name, by whom and when', () => {
    const items = renderLog();
    expect(screen.getByRole('list', { name: 'Accións dos administradores, primeiro as máis recentes' })).toBeTruthy();
    expect(items).toHaveLength(6);
    expect(document.querySelector('table')).toBeNull();
    const published = within(items[0]!);
    published.getByText('Publicou un anuncio');
    expect(published.getByTestId('audit-target').textContent).toBe('Anuncio: Casa Pepa');
    published.getByText(/^Feita por Uxía Castro/);
    // The date in Galician, on the town's clock.
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-15T10:30:00.000000Z');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/15 .*mar.*2026/);
    expect(items[0]!.textContent).not.toContain(LISTING);
  });

  it('says states, roles and locks as the other admin pages do, not as codes', () => {
    const items = renderLog();
    expect(changes(items[0]!)).toEqual([
      ['Estado', 'En revisión → pasa a Publicado'],
      ['Versión', '3'],
    ]);
    expect(within(items[1]!).getByTestId('audit-target').textContent).toBe('Conta: Joan Mira');
    expect(changes(items[1]!)).toEqual([
      ['Rol', 'Usuario → pasa a Propietario'],
      ['Estado da conta', 'Activa → pasa a Bloqueada'],
    ]);
  });

  it('names the owners a change names, and says when a listing is gone', () => {
    const items = renderLog();
    expect(changes(items[2]!)).toEqual([['Propietario', 'Joan Mira → pasa a Berta Roig']]);
    expect(within(items[3]!).getByTestId('audit-target').textContent).toBe('Anuncio: xa non existe');
    // Deleted: what it was, with no arrow to nothing.
    expect(changes(items[3]!)).toEqual([
      ['Estado', 'Borrador'],
      ['Propietario', 'Joan Mira'],
    ]);
    for (const item of items) expect(item.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('names a listing’s text with its language', () => {
    const items = renderLog();
    expect(changes(items[4]!)).toEqual([['Nome (castelán)', 'Casa Pepa → pasa a Casa Pepa Marinera']]);
  });

  it('says the state an action left a listing in, even when it kept it', () => {
    const items = renderLog();
    expect(changes(items[5]!)).toEqual([
      ['Estado', 'Publicado'],
      ['Versión', '4'],
    ]);
  });
});
