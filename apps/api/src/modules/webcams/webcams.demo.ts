import sharp from 'sharp';
import { townTimeZone } from '@town/shared/time-zone';
import type { WebcamKind } from '@town/shared/webcams';

/**
 * A camera whose still is on the reserved `.example` domain (the demo town's, a test's) is
 * never fetched: it shows a drawn view of what it would look at, in the light of the town's
 * current hour, rendered to a JPEG like a real still.
 */

type Light = 'day' | 'dusk' | 'night';

const SKIES: Record<Light, { top: string; bottom: string; sea: string; sun: string }> = {
  day: { top: '#5fb4e8', bottom: '#d6eef9', sea: '#1f7fb0', sun: '#fff4c2' },
  dusk: { top: '#3d4f8a', bottom: '#f4a36b', sea: '#2d5d86', sun: '#ffd08a' },
  night: { top: '#0b1430', bottom: '#24335c', sea: '#0f2440', sun: '#e8ecf5' },
};

export function lightAt(date: Date): Light {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: townTimeZone() }).format(date),
  );
  if (hour >= 8 && hour < 19) return 'day';
  if (hour >= 6 && hour < 21) return 'dusk';
  return 'night';
}

const W = 640;
const H = 360;

function foreground(kind: WebcamKind, light: Light): string {
  const dim = light === 'night' ? 0.45 : light === 'dusk' ? 0.75 : 1;
  const sand = `rgba(232, 205, 150, ${dim})`;
  switch (kind) {
    case 'beach':
      return `
        <path d="M0 250 Q160 232 320 246 T640 238 V360 H0 Z" fill="${sand}"/>
        <path d="M0 252 Q160 236 320 249 T640 241" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3" fill="none"/>
        ${[110, 300, 500]
          .map(
            (x, i) => `
          <line x1="${x}" y1="270" x2="${x}" y2="325" stroke="#5b4a3a" stroke-width="3"/>
          <path d="M${x - 38} 276 Q${x} 240 ${x + 38} 276 Z" fill="${['#d9534f', '#f0ad4e', '#2a9d8f'][i]}" opacity="${dim}"/>`,
          )
          .join('')}`;
    case 'harbour':
      return `
        <rect x="0" y="292" width="640" height="68" fill="#6f6a63" opacity="${dim}"/>
        <rect x="380" y="214" width="260" height="16" fill="#8a8580" opacity="${dim}"/>
        <rect x="600" y="170" width="16" height="46" fill="#ffffff"/><rect x="600" y="170" width="16" height="12" fill="#d9534f"/>
        ${[90, 230, 360]
          .map(
            (x) => `
          <path d="M${x - 50} 262 H${x + 50} L${x + 36} 284 H${x - 36} Z" fill="#f5f5f5" opacity="${dim}"/>
          <line x1="${x}" y1="262" x2="${x}" y2="196" stroke="#3b3b3b" stroke-width="3"/>
          <path d="M${x + 3} 200 L${x + 36} 256 H${x + 3} Z" fill="#ffffff" opacity="${0.85 * dim}"/>`,
          )
          .join('')}`;
    case 'promenade':
      return `
        <path d="M0 268 L640 252 V360 H0 Z" fill="#c9b9a0" opacity="${dim}"/>
        <path d="M0 300 L640 284" stroke="#a08c70" stroke-width="2"/>
        <path d="M0 334 L640 318" stroke="#a08c70" stroke-width="2"/>
        ${[70, 250, 430, 600]
          .map(
            (x) => `
          <path d="M${x} 300 Q${x - 6} 240 ${x + 4} 180" stroke="#6b4f35" stroke-width="7" fill="none"/>
          <path d="M${x + 4} 180 q-40 0 -56 22 M${x + 4} 180 q40 0 56 22 M${x + 4} 180 q-26 -18 -48 -12 M${x + 4} 180 q26 -18 48 -12"
                stroke="#2f7d3a" stroke-width="8" fill="none" stroke-linecap="round" opacity="${dim}"/>`,
          )
          .join('')}`;
  }
}

export function demoScene(camera: { kind: WebcamKind }, light: Light): string {
  const sky = SKIES[light];
  const celestial =
    light === 'night'
      ? `<circle cx="520" cy="70" r="22" fill="${sky.sun}"/><circle cx="530" cy="64" r="20" fill="${sky.top}"/>`
      : `<circle cx="${light === 'day' ? 470 : 140}" cy="${light === 'day' ? 70 : 200}" r="30" fill="${sky.sun}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${celestial}
  <rect x="0" y="200" width="${W}" height="${H - 200}" fill="${sky.sea}"/>
  <path d="M0 214 h640 M0 230 h640" stroke="#ffffff" stroke-opacity="0.15" stroke-width="2"/>
  ${foreground(camera.kind, light)}
</svg>`;
}

/** The camera's demo still as a JPEG. */
export async function renderDemoStill(camera: { kind: WebcamKind }, now: Date): Promise<Buffer> {
  return sharp(Buffer.from(demoScene(camera, lightAt(now))))
    .jpeg({ quality: 80 })
    .toBuffer();
}
