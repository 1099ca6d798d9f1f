import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The HTTP contract, as the server publishes it, is committed in docs/openapi.json: a change
 * to any route's shape shows in review and fails here until the file is regenerated with
 * `UPDATE_CONTRACT=1 npm run test:api -- apps/api/src/modules/system/openapi.test.ts`.
 */
const CONTRACT_FILE = join(REPO_ROOT, 'docs/openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP contract', () => {
  it('matches the committed OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const published = res.json();
    if (process.env.UPDATE_CONTRACT === '1' || !existsSync(CONTRACT_FILE)) {
      writeFileSync(CONTRACT_FILE, `${JSON.stringify(published, null, 2)}\n`);
    }
    expect(published).toEqual(JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')));
  });

  it('covers every path of the HTTP contract (docs/api.md)', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/v1/asset',
      '/api/v1/asset/{id}',
      '/api/v1/assets_description',
      '/api/v1/assets_availability/{id}',
      '/api/v1/rest_menu_items',
      '/api/v1/map_markers',
      '/api/v1/weather',
      '/api/v1/auth/signup',
      '/api/v1/auth/signin',
      '/api/v1/auth/signout',
      '/api/v1/auth/refresh',
      '/api/v1/auth/remember_password',
      '/api/v1/auth/change_password',
      '/api/v1/auth/verify_email',
      '/api/v1/auth/resend_verification',
      '/api/v1/auth/biometrics_token',
      '/api/v1/auth/signinBiometrics',
      '/api/v1/auth/biometrics_reset',
      '/api/v1/users_profile',
      '/api/v1/booking',
      '/api/v1/booking/{id}',
      '/api/v1/booking/{id}/cancel',
      '/api/v1/owner/assets/{id}/availability',
      '/api/v1/owner/bookings',
      '/api/v1/owner/bookings/{id}/accept',
      '/api/v1/owner/bookings/{id}/decline',
      '/api/v1/owner/bookings/{id}/cancel',
      '/api/v1/message',
      '/api/v1/owner/application',
      '/api/v1/admin/owner_applications',
      '/api/v1/admin/owner_applications/{id}/approve',
      '/api/v1/admin/owner_applications/{id}/reject',
      '/api/v1/admin/users',
      '/api/v1/admin/users/{id}',
      '/api/v1/admin/audit',
      '/api/v1/admin/messages',
      '/api/v1/admin/messages/{id}/handled',
      '/api/v1/town',
      '/api/v1/admin/town',
      '/api/v1/admin/town/logo',
      '/api/v1/pages',
      '/api/v1/pages/{slug}',
      '/api/v1/admin/pages',
      '/api/v1/admin/pages/{slug}',
      '/api/v1/admin/pages/{slug}/revisions',
      '/api/v1/owner/assets/{id}/ical_feeds',
      '/api/v1/owner/assets/{id}/ical_feeds/{feedId}',
      '/api/v1/owner/assets/{id}/ical_feeds/{feedId}/sync',
      '/api/v1/owner/assets/{id}/ical_export',
      '/ical/{token}.ics',
      '/api/c15t/init',
      '/api/c15t/subjects',
      '/api/c15t/show-consent-banner',
      '/api/c15t/consent/set',
      '/api/c15t/consent/verify',
      '/api/c15t/status',
      '/api/health',
      '/api/ready',
      '/api/metrics',
      '/api/systeminfo',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
