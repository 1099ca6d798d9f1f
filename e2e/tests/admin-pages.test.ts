import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { unpublishCreatedListings, useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { api, API_HEADERS, createAccount, unique, type TestAccount } from '../support/clients.ts';

// A Catalan admin who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true, locale: 'ca-ES' });
const db = useDatabase();
afterAll(() => unpublishCreatedListings(db));

const ca = localeTexts('ca', 'admin');

/** A bookshop its owner creates and sends for review, as the owner pages would. */
async function submittedListing(owner: TestAccount, name: string) {
  const created = await api('POST', '/owner/assets', owner.token, {
    type: 'store',
    category: 'bookshop',
    texts: {
      es: { name, summary: 'Libros del mar y de la comarca.', sections: { main: 'Una librería pequeña.' } },
      ca: { name, summary: 'Llibres de la mar i de la comarca.', sections: { main: 'Una llibreria petita.' } },
    },
    address: 'Plaça Major, 3',
    location: { lat: 38.9655, lng: -0.1345 },
    phone: '+34 962 000 222',
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await api('POST', `/owner/assets/${id}/submit`, owner.token)).status).toBe(200);
  return id;
}

/** Goes to an admin page through its navigation, as an admin would, and waits for its heading. */
async function goTo(page: Page, nav: string, title: string) {
  await page
    .getByRole('navigation', { name: ca('nav.label') })
    .getByRole('link', { name: nav })
    .click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('the town hall’s pages', () => {
  it('publishes and rejects submissions, decides an application, locks a user, handles a message, and audits it all', async () => {
    const admin = await createAccount(db, 'Montse Vidal', 'ca', 'admin');
    const owner = await createAccount(db, 'Jordi Ferrer', 'ca', 'owner');
    const publishName = `Llibreria Sal ${unique()}`;
    const rejectName = `Llibreria Vent ${unique()}`;
    const publishId = await submittedListing(owner, publishName);
    const rejectId = await submittedListing(owner, rejectName);
    const applicant = await createAccount(db, 'Laia Serra', 'ca', 'user');
    const business = `Forn Serra ${unique()}`;
    const applied = await api('POST', '/owner/application', applicant.token, {
      businessName: business,
      taxId: '12345678Z',
      phone: '+34 962 000 333',
    });
    expect(applied.status).toBe(201);
    const subject = `Horari de la platja ${unique()}`;
    const sent = await fetch(`${baseUrl()}/api/v1/message`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({
        name: 'Pere Soler',
        email: 'pere@example.com',
        subject,
        message: 'Hi ha socorristes a la platja al setembre?',
        lang: 'ca',
      }),
    });
    expect(sent.status).toBe(201);
    const someone = await createAccount(db, 'Rosa Pons', 'ca', 'user');

    // Anonymous: the sign-in page first, then the review queue.
    const { page, errors } = await open();
    // The admin pages' own fields and buttons, not the header's search for places.
    const main = page.getByRole('main');
    await signInAt(page, '/ca/admin', admin);
    await page.getByRole('heading', { level: 1, name: ca('pages.review.title') }).waitFor();
    const queued = page.getByTestId('review-item').filter({ hasText: publishName });
    await queued.waitFor();
    await expect(queued.innerText()).resolves.toContain(ca('queue.kind.new'));
    await expectAccessible(page, 'review queue');

    // The new listing, its proposal field by field, then published.
    await queued.getByRole('link', { name: ca('queue.open') }).click();
    await page.waitForURL(`**/ca/admin/review/${publishId}`);
    await page
      .getByRole('heading', { level: 1, name: ca('pages.reviewDetail.title', { name: publishName }) })
      .waitFor();
    await expect(page.getByTestId('diff-summary').innerText()).resolves.toBe(ca('diff.newListing'));
    await page.getByRole('heading', { name: ca('diff.groups.texts', { language: ca('languages.ca') }) }).waitFor();
    await expectAccessible(page, 'review detail');
    await page.getByRole('button', { name: ca('review.publish'), exact: true }).click();
    await page.waitForURL(/\/ca\/admin$/);
    await page.getByText(ca('review.published', { name: publishName })).waitFor();
    await expect(page.getByTestId('review-item').filter({ hasText: publishName }).count()).resolves.toBe(0);
    // The catalogue shows it at once.
    expect((await fetch(`${baseUrl()}/api/v1/asset/${publishId}?lang=ca`, { headers: API_HEADERS })).status).toBe(200);

    // The other one is rejected, with a reason the dialog insists on.
    await page.getByTestId('review-item').filter({ hasText: rejectName }).getByRole('link').click();
    await page.waitForURL(`**/ca/admin/review/${rejectId}`);
    await page.getByRole('button', { name: ca('review.reject'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ca('review.rejectTitle', { name: rejectName }) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: ca('review.reject'), exact: true }).click();
    await dialog.getByText(ca('reason.required')).waitFor();
    await expectAccessible(page, 'reject dialog');
    await dialog.getByRole('textbox', { name: ca('reason.label') }).fill('Falten fotos de la botiga.');
    await dialog.getByRole('button', { name: ca('review.reject'), exact: true }).click();
    await page.waitForURL(/\/ca\/admin$/);
    const { rows: rejected } = await db.query<{ status: string }>('select status from assets where id = $1', [
      rejectId,
    ]);
    expect(rejected[0]!.status).toBe('rejected');

    // Listings: found by name, published.
    await goTo(page, ca('nav.listings'), ca('pages.listings.title'));
    await main.getByRole('textbox', { name: ca('listings.search') }).fill(publishName);
    await main.getByRole('button', { name: ca('actions.search') }).click();
    const listing = page.getByTestId('admin-listing').filter({ hasText: publishName });
    await listing.waitFor();
    await expect(listing.innerText()).resolves.toContain(ca('status.published'));
    await expectAccessible(page, 'listings');

    // Applications: approved, the applicant is an owner now.
    await goTo(page, ca('nav.applications'), ca('pages.applications.title'));
    const application = page.getByTestId('application').filter({ hasText: business });
    await application.getByRole('button', { name: ca('applications.approve') }).click();
    await page
      .getByRole('region', { name: ca('applications.decided') })
      .getByTestId('application')
      .filter({ hasText: business })
      .getByText(ca('applications.status.approved'))
      .waitFor();
    const { rows: roles } = await db.query<{ role: string }>('select role from users where id = $1', [applicant.id]);
    expect(roles[0]!.role).toBe('owner');
    await expectAccessible(page, 'applications');

    // Users: locked after confirming, then unlocked; one's own account cannot be changed.
    await goTo(page, ca('nav.users'), ca('pages.users.title'));
    await main.getByRole('textbox', { name: ca('users.search') }).fill(someone.email);
    await main.getByRole('button', { name: ca('actions.search') }).click();
    const user = page.getByTestId('admin-user').filter({ hasText: someone.email });
    await user.getByRole('button', { name: ca('users.lock') }).click();
    const lock = page.getByRole('dialog', { name: ca('users.lockTitle', { name: someone.name }) });
    await expectAccessible(page, 'lock dialog');
    await lock.getByRole('button', { name: ca('users.lock') }).click();
    await user.getByText(ca('users.locked'), { exact: true }).waitFor();
    const lockedAt = async () =>
      (await db.query<{ locked_at: Date | null }>('select locked_at from users where id = $1', [someone.id])).rows[0]!
        .locked_at;
    expect(await lockedAt()).not.toBeNull();
    // Its token is refused at once.
    expect((await api('GET', '/users_profile', someone.token)).status).toBe(401);
    await user.getByRole('button', { name: ca('users.unlock') }).click();
    await page
      .getByRole('dialog', { name: ca('users.unlockTitle', { name: someone.name }) })
      .getByRole('button', { name: ca('users.unlock') })
      .click();
    await user.getByText(ca('users.active'), { exact: true }).waitFor();
    expect(await lockedAt()).toBeNull();
    await main.getByRole('textbox', { name: ca('users.search') }).fill(admin.email);
    await main.getByRole('button', { name: ca('actions.search') }).click();
    const me = page.getByTestId('admin-user').filter({ hasText: admin.email });
    await me.getByText(ca('users.you')).waitFor();
    await expect(me.getByRole('button', { name: ca('users.lock') }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'users');

    // Messages: handled, it moves to the handled ones.
    await goTo(page, ca('nav.messages'), ca('pages.messages.title'));
    const message = page
      .getByRole('region', { name: ca('messages.unhandled') })
      .getByTestId('admin-message')
      .filter({ hasText: subject });
    await message.getByRole('button', { name: ca('messages.markHandled') }).click();
    await page
      .getByRole('region', { name: ca('messages.handled') })
      .getByTestId('admin-message')
      .filter({ hasText: subject })
      .waitFor();
    await expectAccessible(page, 'messages');

    // The audit log has every one of those actions, by this admin.
    await goTo(page, ca('nav.audit'), ca('pages.audit.title'));
    const entries = page.getByTestId('audit-entry').filter({ hasText: admin.name });
    for (const action of [
      'listing.publish',
      'listing.reject',
      'application.approve',
      'user.update',
      'message.handled',
    ]) {
      await entries
        .filter({ hasText: ca(`audit.actions.${action}`) })
        .first()
        .waitFor();
    }
    await expect(entries.filter({ hasText: ca('audit.actions.user.update') }).count()).resolves.toBe(2);
    await expectAccessible(page, 'audit');
    expect(errors).toEqual([]);
    // Six pages and their actions, each checked with axe: longer than one page's journey.
  }, 180_000);

  it('tells a signed-in person who is not an admin that the pages are not for them', async () => {
    const owner = await createAccount(db, 'Marc Roig', 'ca', 'owner');
    const { page, errors } = await open();
    await signInAt(page, '/ca/admin/users', owner);
    await page.getByRole('heading', { level: 1, name: ca('pages.notAllowed.title') }).waitFor();
    await page.getByText(ca('notAllowed.text')).waitFor();
    await expect(page.getByTestId('admin-user').count()).resolves.toBe(0);
    await expectAccessible(page, 'not allowed');
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`every admin page passes axe in ${colorScheme}, and at 320 px`, async () => {
      const admin = await createAccount(db, 'Teresa Climent', 'ca', 'admin', colorScheme);
      const owner = await createAccount(db, 'Vicent Mira', 'ca', 'owner');
      const id = await submittedListing(owner, `Llibreria Onada ${unique()}`);
      const { page, errors } = await open({ colorScheme, viewport: { width: 320, height: 720 } });
      await signInAt(page, '/ca/admin', admin);
      const pages: [string, string][] = [
        ['/ca/admin', 'pages.review.title'],
        [`/ca/admin/review/${id}`, 'pages.reviewDetail.title'],
        ['/ca/admin/listings', 'pages.listings.title'],
        ['/ca/admin/applications', 'pages.applications.title'],
        ['/ca/admin/users', 'pages.users.title'],
        ['/ca/admin/messages', 'pages.messages.title'],
        ['/ca/admin/audit', 'pages.audit.title'],
      ];
      for (const [path, title] of pages) {
        await page.goto(path);
        await page.locator('h1').waitFor();
        if (!title.includes('reviewDetail')) {
          await page.getByRole('heading', { level: 1, name: ca(title) }).waitFor();
        }
        // The page's data, not its loading state.
        // (A page may load several sections at once, each with its own status.)
        await expect
          .poll(() => page.locator('main [role=status]:has(.MuiCircularProgress-root)').count(), { timeout: 30_000 })
          .toBe(0);
        expect(await page.locator('body').getAttribute('data-theme')).toBe(colorScheme);
        await expectAccessible(page, `${path} ${colorScheme}`);
        await expectNoHorizontalScroll(page);
      }
      expect(errors).toEqual([]);
    });
  }
});
