import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, emptyTileCache, expectAccessible, setThirdParty, useBrowser } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';
import { localeTexts } from '../support/texts.ts';
import { townPage, townPages, townProfile } from '../support/town.ts';

// A visitor who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });
const db = useDatabase();
afterAll(async () => {
  await setThirdParty('weather', 'up');
  await setThirdParty('tiles', 'up');
});

/** The console line Chromium writes for an answer with this status (and nothing else). */
const failedResource = (status: number) => `Failed to load resource: the server responded with a status of ${status}`;
const withoutFailedResources = (errors: string[], status: number) =>
  errors.filter((e) => !e.startsWith(failedResource(status)));

/** Switches the theme and waits for its colour transitions to end, so axe sees the final colours. */
async function toggleTheme(page: Page) {
  await page.getByTestId('theme-toggle').click();
  await page.evaluate(async () => {
    // A transition replaced by another is cancelled, not finished: wait until none is left.
    for (let running = document.getAnimations(); running.length > 0; running = document.getAnimations()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('weather', () => {
  it('shows the forecast in Italian: now, the next 24 hours as a chart and a table, and 7 days', async () => {
    const { page, errors, thirdPartyRequests } = await open({ colorScheme: 'light' });
    await page.goto('/it/weather');
    await page.getByRole('heading', { level: 1, name: 'Meteo' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Adesso' }).waitFor();
    const now = page.getByRole('region', { name: 'Adesso' });
    await expect(
      now
        .getByText(/^\d+\s°C$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await now.getByText('Parzialmente nuvoloso').waitFor(); // the stand-in's sky today
    for (const label of ['Umidità', 'Vento', 'Alba', 'Tramonto', 'Indice UV di oggi']) {
      await now.getByText(label, { exact: true }).waitFor();
    }

    // The chart says what it shows, and its figures are a click away as a table.
    const chart = page.getByRole('img', { name: /Temperatura e probabilità di pioggia/ });
    await chart.waitFor();
    expect(await chart.locator('desc').textContent()).toMatch(/Temperatura minima di \d+\s°C \(alle \d\d:\d\d\)/);
    const table = page.getByRole('table', { name: /Ora per ora/ });
    expect(await table.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Mostra come tabella' }).click();
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(24);

    const days = page.getByRole('region', { name: 'Prossimi 7 giorni' }).getByRole('listitem');
    expect(await days.count()).toBe(7);
    await days.first().getByRole('heading', { name: 'Oggi' }).waitFor();
    await days.nth(1).getByRole('heading', { name: 'Domani' }).waitFor();
    await days.nth(4).getByText('Temporali').waitFor(); // the stand-in's stormy fifth day
    await page.getByText(/Aggiornato: .+ \(ora locale\)/).waitFor();
    expect(await page.getByText(/ultima che abbiamo/).count()).toBe(0);

    await expectAccessible(page, 'weather light');
    await toggleTheme(page);
    await expectAccessible(page, 'weather dark');
    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('fits a 320 px screen: the chart scrolls inside its own box, by keyboard too', async () => {
    const { page, errors } = await open({ viewport: { width: 320, height: 700 } });
    await page.goto('/it/weather');
    await page.getByRole('img', { name: /Temperatura e probabilità di pioggia/ }).waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    const scroller = page.getByRole('group', { name: 'Grafico delle prossime 24 ore' });
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('says the forecast is an old one when the provider is down and a forecast is cached', async () => {
    // Make the cached forecast older than 30 minutes, so the server asks the provider (down) again.
    await db.query(`update weather_cache set fetched_at = now() - interval '3 hours', failed_at = null`);
    await setThirdParty('weather', 'down');
    try {
      const { page, context, errors } = await open();
      await page.goto('/it/weather');
      await page.getByText(/Al momento non riusciamo a ottenere una nuova previsione/).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Adesso' }).waitFor(); // the old forecast is still shown
      await expectAccessible(page, 'weather stale');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await setThirdParty('weather', 'up');
    }
  });

  it('says the forecast is unavailable when the provider is down and nothing is cached, and recovers', async () => {
    await db.query('delete from weather_cache');
    await setThirdParty('weather', 'down');
    const { page, errors } = await open({ colorScheme: 'dark' });
    try {
      await page.goto('/it/weather');
      const alert = page.getByRole('alert').filter({ hasText: 'Le previsioni del tempo non sono disponibili' });
      await alert.waitFor();
      await expectAccessible(page, 'weather unavailable');
    } finally {
      await setThirdParty('weather', 'up');
    }
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('heading', { level: 2, name: 'Adesso' }).waitFor();
    // The 503 this test provokes may be met by the server as it renders the page, or by the browser.
    expect(withoutFailedResources(errors, 503)).toEqual([]);
  });
});

describe('contact', () => {
  it('sends a message in Portuguese: inline errors first, then a notification, and the message is stored', async () => {
    const { page, errors, thirdPartyRequests } = await open({ locale: 'pt-PT' });
    await page.goto('/pt/contact');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const form = page.locator('form[aria-labelledby="contact-form-title"]');

    // Sending an empty form explains each field, in Portuguese, and focuses the first.
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const name = page.getByRole('textbox', { name: 'O seu nome' });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Preencha este campo.').count()).toBe(4);

    await name.fill('Joana Ferreira');
    await page.getByRole('textbox', { name: 'O seu e-mail' }).fill('joana.ferreira@example');
    await page.getByRole('textbox', { name: 'Assunto' }).fill('Estacionamento perto da praia');
    await page.getByRole('textbox', { name: 'A sua mensagem' }).fill('Olá!');
    await page.getByRole('textbox', { name: 'A sua mensagem' }).blur();
    await form.getByText('Escreva pelo menos 10 caracteres.').waitFor();
    await form.getByText(/Introduza um endereço de e-mail válido/).waitFor();

    await page.getByRole('textbox', { name: 'O seu e-mail' }).fill('joana.ferreira@example.pt');
    const message = 'Olá! Há estacionamento gratuito perto da Platja Llarga em agosto? Obrigada.';
    await page.getByRole('textbox', { name: 'A sua mensagem' }).fill(message);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText(/Obrigado! A sua mensagem foi enviada/).waitFor();
    await expect.poll(() => name.inputValue()).toBe(''); // the form is ready for another one

    const stored = await db.query('select name, email, subject, message, lang from messages where email = $1', [
      'joana.ferreira@example.pt',
    ]);
    expect(stored.rows).toEqual([
      {
        name: 'Joana Ferreira',
        email: 'joana.ferreira@example.pt',
        subject: 'Estacionamento perto da praia',
        message,
        lang: 'pt',
      },
    ]);
    const mailed = await db.query(`select "to", subject from outbox where kind = 'contact-message' and text like $1`, [
      '%joana.ferreira@example.pt%',
    ]);
    expect(mailed.rows).toHaveLength(1);

    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('hides the honeypot from people and assistive technology, yet keeps it in the form', async () => {
    const { page } = await open();
    await page.goto('/es/contact');
    const honeypot = page.locator('input[name="website"]');
    await honeypot.waitFor({ state: 'attached' });
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true); // off-screen
    expect(await page.getByRole('textbox', { name: /Deja este campo vacío/ }).count()).toBe(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the office's address, phone and a keyboard-usable map, from the town's profile (${colorScheme}, axe)`, async () => {
      const town = await townProfile();
      const office = localeTexts('es', 'contact')('officeName', { town: town.name });
      const { page, errors, thirdPartyRequests } = await open({ colorScheme });
      await page.goto('/es/contact');
      const main = page.getByRole('main');
      await main.getByText(town.address.street).waitFor();
      await main.getByRole('link', { name: new RegExp(town.phone.replace(/[+()]/g, '\\$&')) }).waitFor();
      await main.getByRole('link', { name: new RegExp(town.email) }).waitFor();
      const map = page.getByRole('region', { name: 'Mapa con la ubicación de la oficina de turismo' });
      const marker = map.getByRole('button', { name: office });
      await marker.waitFor();
      await map.getByRole('button', { name: 'Acercar' }).waitFor();
      await marker.focus();
      await page.keyboard.press('Enter');
      await map.locator('.leaflet-popup-content').getByText(office).waitFor();
      await map.getByRole('link', { name: 'OpenStreetMap' }).waitFor();
      await expectAccessible(page, `contact ${colorScheme}`);
      expect(errors).toEqual([]);
      expect(thirdPartyRequests).toEqual([]);
    });
  }

  it('keeps the marker on a plain background when the tiles fail, and fits 320 px', async () => {
    // Nothing cached, so every tile is asked of the tile server (down) whatever other files' maps fetched.
    await emptyTileCache();
    await setThirdParty('tiles', 'down');
    try {
      const { page, context, errors } = await open({ viewport: { width: 320, height: 700 } });
      const tileStatuses: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/tiles/')) tileStatuses.push(response.status());
      });
      await page.goto('/es/contact');
      const office = localeTexts('es', 'contact')('officeName', { town: (await townProfile()).name });
      const map = page.getByRole('region', { name: 'Mapa con la ubicación de la oficina de turismo' });
      await map.getByRole('button', { name: office }).waitFor();
      // Failed tiles give way to transparent ones: the plain background shows, the marker stays.
      const tiles = map.locator('img.leaflet-tile');
      const transparent = map.locator('img.leaflet-tile[src^="data:"]');
      await expect
        .poll(async () => ({ all: await tiles.count(), transparent: await transparent.count() }))
        .toSatisfy(({ all, transparent }) => transparent > 0 && transparent === all);
      // Each was asked of our server, which found none cached and the tile server down.
      expect([...new Set(tileStatuses)]).toEqual([502]);
      await map.getByRole('button', { name: office }).waitFor();
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(
        errors.filter((e) => !/Failed to load resource: the server responded with a status of 5\d\d/.test(e)),
      ).toEqual([]);
      await context.close();
    } finally {
      await setThirdParty('tiles', 'up');
    }
  });
});

describe('the town’s pages', () => {
  it('lists the pages the town publishes, shows one with its HTML, and refuses an unknown one with the 404 page', async () => {
    const { items } = await townPages('en');
    // The starter pages: about the town, advertising and the four the law asks for.
    expect(items.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['about', 'advertise', 'privacy', 'terms', 'cookies', 'legal-notice']),
    );
    const { page, errors } = await open();
    await page.goto('/en/info');
    await page.getByRole('heading', { level: 1, name: 'Information' }).waitFor();
    const main = page.getByRole('main');
    for (const item of items) await main.getByRole('link', { name: item.title, exact: true }).waitFor();
    // The footer lists them too, each under its own address.
    const footer = page.getByRole('navigation', { name: 'Information and contact' });
    for (const item of items) {
      expect(await footer.getByRole('link', { name: item.title, exact: true }).getAttribute('href')).toBe(
        `/en/info/${item.slug}`,
      );
    }

    const privacy = await townPage('privacy', 'en');
    await main.getByRole('link', { name: privacy.title, exact: true }).click();
    await page.waitForURL('**/en/info/privacy');
    await page.getByRole('heading', { level: 1, name: privacy.title }).waitFor();
    // The API's HTML, as it sent it: its headings and paragraphs in the page.
    const headings = [...privacy.body.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(headings.length).toBeGreaterThan(0);
    await main.getByRole('heading', { level: 2, name: headings[0]!.trim() }).waitFor();
    expect(await page.title()).toBe(`${privacy.title} · ${(await townProfile()).name}`);

    const response = await page.goto('/en/info/nothing-here');
    // A real 404 from the server (which Chromium logs as a failed resource), with the page in English.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(withoutFailedResources(errors, 404)).toEqual([]);
  });

  it('moves the guide’s old addresses of its info pages to the town’s, for good', async () => {
    for (const [old, slug] of [
      ['aboutUs', 'about'],
      ['advertiseWithUs', 'advertise'],
      ['privacity', 'privacy'],
    ] as const) {
      const res = await fetch(`${baseUrl()}/de/info/${old}?ref=mail`, { redirect: 'manual' });
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe(`/de/info/${slug}?ref=mail`);
    }
    const { page, errors } = await open();
    await page.goto('/fr/info/privacity');
    await page.waitForURL('**/fr/info/privacy');
    await page.getByRole('heading', { level: 1, name: (await townPage('privacy', 'fr')).title }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows every page in the page’s language, with its own title', async () => {
    const town = await townProfile();
    const { page, errors } = await open();
    for (const lang of town.languages) {
      const { items } = await townPages(lang);
      for (const item of items.slice(0, 2)) {
        const answer = await townPage(item.slug, lang);
        await page.goto(`/${lang}/info/${item.slug}`);
        const h1 = page.getByRole('heading', { level: 1 });
        await h1.waitFor();
        const where = `${lang}/${item.slug}`;
        expect(await page.locator('html').getAttribute('lang'), where).toBe(lang);
        expect((await h1.innerText()).trim(), where).toBe(answer.title);
        // Text in another language is marked as such.
        const marked = await h1.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
        expect(marked, where).toBe(answer.lang === lang ? lang : answer.lang);
        expect(await page.locator('main').innerText(), where).not.toMatch(/\{\{|\}\}/);
      }
    }
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe on the index and a page (${colorScheme}) and fits 320 px`, async () => {
      const { page, errors } = await open({ colorScheme, viewport: { width: 320, height: 700 } });
      await page.goto('/gl/info');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page, `info index ${colorScheme}`);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      await page.goto('/gl/info/terms');
      await page.locator('main article h2').first().waitFor();
      await expectAccessible(page, `info terms ${colorScheme}`);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});

describe('webcams', () => {
  it('loads no image before the visitor asks, then the still from our own origin', async () => {
    const { page, errors, thirdPartyRequests } = await open({ colorScheme: 'light' });
    const stills: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/webcams/')) stills.push(request.url());
    });
    await page.goto('/es/webcams');
    const cards = page.getByRole('main').getByRole('listitem');
    await cards.first().getByRole('heading', { name: 'Platja Llarga' }).waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expectAccessible(page, 'webcams light');
    expect(stills).toEqual([]);
    expect(await page.locator('main img').count()).toBe(0);

    const beach = cards.filter({ has: page.getByRole('heading', { name: 'Platja Llarga' }) });
    const pageLink = beach.getByRole('link', { name: /Página de la cámara/ });
    expect(await pageLink.getAttribute('target')).toBe('_blank');
    expect(await pageLink.getAttribute('rel')).toBe('noopener noreferrer');

    const answer = page.waitForResponse((r) => r.url().includes('/api/webcams/platja-llarga/still'));
    await beach.getByRole('button', { name: 'Ver imagen' }).click();
    const response = await answer;
    expect(new URL(response.url()).origin).toBe(baseUrl());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    const image = beach.getByRole('img', { name: /Platja Llarga/ });
    await expect
      .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await beach.getByText(/Imagen cargada a las \d\d:\d\d/).waitFor();
    expect(stills).toHaveLength(1); // only the camera asked for

    await toggleTheme(page);
    await expectAccessible(page, 'webcams dark');
    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('fits a 320 px screen', async () => {
    const { page } = await open({ viewport: { width: 320, height: 700 } });
    await page.goto('/es/webcams');
    await page.getByRole('button', { name: 'Ver imagen' }).first().waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  });
});
