import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, emptyTileCache, expectAccessible, setThirdParty, useBrowser } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';

const LANGUAGES = ['es', 'ca', 'eu', 'gl', 'en', 'fr', 'de', 'it', 'pt'] as const;
const INFO_PAGES = ['aboutUs', 'advertiseWithUs', 'privacity', 'terms'] as const;

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
    it(`shows the office's address, phone and a keyboard-usable map (${colorScheme}, axe)`, async () => {
      const { page, errors, thirdPartyRequests } = await open({ colorScheme });
      await page.goto('/es/contact');
      await page.getByText('Plaça Major, 1').waitFor();
      await page.getByRole('link', { name: /\+34 962 555 010/ }).waitFor();
      const map = page.getByRole('region', { name: 'Mapa con la ubicación de la oficina de turismo' });
      const marker = map.getByRole('button', { name: 'Oficina de Turismo de Portalba' });
      await marker.waitFor();
      await map.getByRole('button', { name: 'Acercar' }).waitFor();
      await marker.focus();
      await page.keyboard.press('Enter');
      await map.locator('.leaflet-popup-content').getByText('Oficina de Turismo de Portalba').waitFor();
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
      const map = page.getByRole('region', { name: 'Mapa con la ubicación de la oficina de turismo' });
      await map.getByRole('button', { name: 'Oficina de Turismo de Portalba' }).waitFor();
      // Failed tiles give way to transparent ones: the plain background shows, the marker stays.
      const tiles = map.locator('img.leaflet-tile');
      const transparent = map.locator('img.leaflet-tile[src^="data:"]');
      await expect
        .poll(async () => ({ all: await tiles.count(), transparent: await transparent.count() }))
        .toSatisfy(({ all, transparent }) => transparent > 0 && transparent === all);
      // Each was asked of our server, which found none cached and the tile server down.
      expect([...new Set(tileStatuses)]).toEqual([502]);
      await map.getByRole('button', { name: 'Oficina de Turismo de Portalba' }).waitFor();
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

describe('info pages', () => {
  it('lists the four pages and refuses an unknown one with the 404 page', async () => {
    const { page, errors } = await open();
    await page.goto('/en/info');
    await page.getByRole('heading', { level: 1, name: 'Information' }).waitFor();
    for (const name of ['About Portalba', 'Advertise with us', 'Privacy policy', 'Terms of use']) {
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(name) })
        .waitFor();
    }
    await page
      .getByRole('main')
      .getByRole('link', { name: /Privacy policy/ })
      .click();
    await page.waitForURL('**/en/info/privacity');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    const response = await page.goto('/en/info/nothingHere');
    // A real 404 from the server (which Chromium logs as a failed resource), with the page in English.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(withoutFailedResources(errors, 404)).toEqual([]);
  });

  it('has real text for every page in every language: headings and several paragraphs, no keys', async () => {
    const { page, errors } = await open();
    const spanishTitles = new Map<string, string>();
    for (const lang of LANGUAGES) {
      for (const info of INFO_PAGES) {
        await page.goto(`/${lang}/info/${info}`);
        const h1 = page.getByRole('heading', { level: 1 });
        await h1.waitFor();
        const title = (await h1.innerText()).trim();
        const where = `${lang}/${info}`;
        expect(await page.locator('html').getAttribute('lang'), where).toBe(lang);
        expect(title, where).not.toMatch(/^[\w-]+[.:_][\w.:-]+$/); // a bare key
        // Not the Spanish text standing in for a missing translation.
        if (lang === 'es') spanishTitles.set(info, title);
        else expect(title, where).not.toBe(spanishTitles.get(info));
        const headings = await page.locator('main section h2').allInnerTexts();
        expect(headings.length, where).toBeGreaterThanOrEqual(3);
        const paragraphs = (await page.locator('main section p').allInnerTexts()).filter((p) => p.trim().length > 60);
        expect(paragraphs.length, where).toBeGreaterThanOrEqual(5);
        const text = await page.locator('main').innerText();
        expect(text, where).not.toMatch(/\b(legal_\w+|sections\.\d|pages\.\w+\.title)\b/);
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
      await page.goto('/gl/info/terms');
      await page.locator('main section h2').first().waitFor();
      await expectAccessible(page, `info terms ${colorScheme}`);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      // The contents link to their sections.
      const first = page
        .getByRole('navigation')
        .filter({ has: page.locator('#info-contents') })
        .getByRole('link')
        .first();
      const target = (await first.getAttribute('href'))!;
      await first.click();
      await page.waitForURL(`**${target}`);
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
