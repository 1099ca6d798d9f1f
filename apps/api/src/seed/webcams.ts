import pino from 'pino';
import type { AdminWebcam } from '@town/shared/webcams';
import type { Database } from '../db/client.ts';
import { createAuditService } from '../modules/audit/index.ts';
import { createWebcamsService } from '../modules/webcams/index.ts';

/**
 * The demo town's cameras. Their stills are on the reserved `.example` domain, so the server
 * draws each one a picture of what it looks at rather than fetching it (docs/rules.md#webcams).
 * Names are proper names, as the town's signs write them (Valencian).
 */
export const DEMO_WEBCAMS: readonly AdminWebcam[] = [
  {
    id: 'platja-llarga',
    name: 'Platja Llarga',
    kind: 'beach',
    position: { lat: 38.9612, lng: -0.1218 },
    stillUrl: 'https://webcams.costaguia.example/platja-llarga/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/platja-llarga',
    refreshSeconds: 60,
  },
  {
    id: 'port',
    name: 'Port de Portalba',
    kind: 'harbour',
    position: { lat: 38.9478, lng: -0.1109 },
    stillUrl: 'https://webcams.costaguia.example/port/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/port',
    refreshSeconds: 60,
  },
  {
    id: 'passeig-maritim',
    name: 'Passeig Marítim',
    kind: 'promenade',
    position: { lat: 38.9571, lng: -0.1196 },
    stillUrl: 'https://webcams.costaguia.example/passeig-maritim/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/passeig-maritim',
    refreshSeconds: 60,
  },
  {
    id: 'platja-del-raco',
    name: 'Platja del Racó',
    kind: 'beach',
    position: { lat: 38.9803, lng: -0.1362 },
    stillUrl: 'https://webcams.costaguia.example/platja-del-raco/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/platja-del-raco',
    refreshSeconds: 120,
  },
];

/**
 * Puts the demo town's cameras in place of the list, through the webcams service as an
 * admin's save would (no one made it, so nothing is audited). Answers how many there are.
 */
export async function seedDemoWebcams(db: Database): Promise<number> {
  const service = createWebcamsService({
    db,
    audit: createAuditService({ db }),
    // Drawn stills are never fetched: the deployment's allow-list does not concern them.
    allowedUrls: [],
    allowPrivateHosts: false,
    timeoutMs: 1_000,
    log: pino({ enabled: false }),
  });
  return (await service.replace(DEMO_WEBCAMS)).length;
}
