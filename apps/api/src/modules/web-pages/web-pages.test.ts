import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { generateTown, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://costaguia.example', webDist: fileURLToPath(new URL('../../../../web/dist', import.meta.url)), webServerEntry: fileURLToPath(new URL('../../../../web/dist-server/entry-server.js', import.meta.url)) });
  await insertAssets(t.app.db, generateTown({ seed: 'web-pages-test', assets: 30 }));
});
afterAll(async () => t?.close());

it('dumps', async () => {
  const markers = await t.app.inject({ method: 'GET', url: '/api/v1/map_markers?lang=es', headers: apiHeaders() });
  writeFileSync('/tmp/h6/markers.json', markers.body);
  for (const [name, url] of Object.entries({ landing: '/es/', list: '/es/assets/propertyListRent?priceMax=200&page=1', weather: '/gl/weather', notfound: '/de/nope', profile: '/es/profile', info: '/ca/info/aboutUs' })) {
    const res = await t.app.inject({ method: 'GET', url });
    writeFileSync(`/tmp/h6/${name}.html`, `${res.statusCode}\n${JSON.stringify(res.headers)}\n${res.body}`);
  }
});
