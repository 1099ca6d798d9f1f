import sharp from 'sharp';
import { Random } from '../random.ts';
import {
  birds,
  cloud,
  cypress,
  Drawing,
  far,
  HULLS,
  type Light,
  lightAt,
  lighten,
  mix,
  n,
  palm,
  pine,
  pts,
  ridge,
  ridgeAt,
  ridgeLine,
  ROOFS,
  sailboat,
  sea,
  shade,
  WALLS,
  wash,
} from './drawing.ts';

/*
 * The demo town's own photograph, for the landing page's banner: a wide view of the town from
 * across its bay, as one would take it from the breakwater. The sea and a beach at the left,
 * the promenade and its palms along the front, whitewashed houses climbing the hill with the
 * church's blue-tiled dome among them, the mountains behind. The page lays a dark gradient and
 * white text over it, so the sky stays soft and nothing in it is small print.
 */

export const TOWN_PHOTO_WIDTH = 2560;
export const TOWN_PHOTO_HEIGHT = 1280;

const HORIZON = 600;

/** A town house seen from afar: lit front, shaded side, a tiled or flat roof, a few dark windows. */
function farHouse(
  random: Random,
  light: Light,
  x: number,
  base: number,
  w: number,
  h: number,
  distance: number,
): string {
  const wall = far(light, random.pick(WALLS), distance);
  const side = w * 0.28;
  const sideX = light.fromLeft ? x + w : x - side;
  const out = [
    `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 30)}" fill="${wall}"/>`,
    `<rect x="${n(sideX)}" y="${n(base - h + 4)}" width="${n(side)}" height="${n(h + 26)}" fill="${shade(wall, light.side + 0.06)}"/>`,
  ];
  if (random.chance(0.62)) {
    const roof = far(light, random.pick(ROOFS), distance);
    out.push(
      `<polygon points="${pts([
        [x - w * 0.06, base - h + 2],
        [x + w * 1.06, base - h + 2],
        [x + w * 0.85, base - h - h * 0.32],
        [x + w * 0.15, base - h - h * 0.32],
      ])}" fill="${roof}"/>`,
    );
  } else {
    out.push(
      `<rect x="${n(x - 1)}" y="${n(base - h - 3)}" width="${n(w + 2)}" height="4" fill="${lighten(wall, 0.4)}"/>`,
    );
  }
  const windows = Math.max(1, Math.floor(w / 16));
  const rows = Math.max(1, Math.floor(h / 18));
  const glass = light.lit ? '#ffcf80' : far(light, '#3a4258', distance * 0.8);
  let panes = '';
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < windows; k++) {
      if (random.chance(0.3)) continue;
      panes += `<rect x="${n(x + (k + 0.5) * (w / windows) - w * 0.06)}" y="${n(base - h + 6 + r * (h / rows))}" width="${n(Math.max(2, w * 0.12))}" height="${n(Math.max(3, (h * 0.22) / rows + 3))}"/>`;
    }
  }
  out.push(`<g fill="${glass}">${panes}</g>`);
  return out.join('');
}

/** The parish church: its nave, a bell tower, and the blue-tiled dome of the Valencian coast. */
function church(light: Light, x: number, base: number, s: number, distance: number): string {
  const stone = far(light, '#efe2c4', distance);
  const shaded = shade(stone, light.side + 0.08);
  const blue = far(light, '#2c6aa6', distance);
  const tower = light.fromLeft ? x - s * 0.55 : x + s * 0.35;
  return `<g><rect x="${n(x - s * 0.5)}" y="${n(base - s * 0.55)}" width="${n(s)}" height="${n(s * 0.6)}" fill="${stone}"/><rect x="${n(light.fromLeft ? x + s * 0.5 : x - s * 0.75)}" y="${n(base - s * 0.52)}" width="${n(s * 0.25)}" height="${n(s * 0.57)}" fill="${shaded}"/><polygon points="${pts(
    [
      [x - s * 0.55, base - s * 0.55],
      [x + s * 0.55, base - s * 0.55],
      [x, base - s * 0.78],
    ],
  )}" fill="${far(light, '#c0593a', distance)}"/><rect x="${n(x - s * 0.2)}" y="${n(base - s * 0.9)}" width="${n(s * 0.4)}" height="${n(s * 0.22)}" fill="${stone}"/><path d="M${n(x - s * 0.24)} ${n(base - s * 0.9)} A ${n(s * 0.24)} ${n(s * 0.26)} 0 0 1 ${n(x + s * 0.24)} ${n(base - s * 0.9)} Z" fill="${blue}"/><path d="M${n(x + (light.fromLeft ? 0 : -s * 0.24))} ${n(base - s * 0.9)} A ${n(s * 0.24)} ${n(s * 0.26)} 0 0 ${light.fromLeft ? 1 : 0} ${n(x + (light.fromLeft ? s * 0.24 : 0))} ${n(base - s * 0.9)} Z" fill="${shade(blue, 0.2)}" opacity="0.8"/><rect x="${n(x - s * 0.02)}" y="${n(base - s * 1.26)}" width="${n(s * 0.04)}" height="${n(s * 0.12)}" fill="${stone}"/><rect x="${n(tower)}" y="${n(base - s * 1.45)}" width="${n(s * 0.2)}" height="${n(s * 1.5)}" fill="${stone}"/><rect x="${n(tower + (light.fromLeft ? s * 0.14 : 0))}" y="${n(base - s * 1.45)}" width="${n(s * 0.06)}" height="${n(s * 1.5)}" fill="${shaded}"/><rect x="${n(tower + s * 0.06)}" y="${n(base - s * 1.38)}" width="${n(s * 0.08)}" height="${n(s * 0.12)}" rx="${n(s * 0.04)}" fill="${shade(stone, 0.55)}"/><polygon points="${pts(
    [
      [tower - s * 0.02, base - s * 1.45],
      [tower + s * 0.22, base - s * 1.45],
      [tower + s * 0.1, base - s * 1.68],
    ],
  )}" fill="${blue}"/></g>`;
}

/**
 * The demo town's photograph as SVG, `TOWN_PHOTO_WIDTH` by `TOWN_PHOTO_HEIGHT`: the same for
 * the same seed. The town profile stores it as any uploaded photograph (renderTownPhoto).
 */
export function drawTownPhoto(seed: string): string {
  const random = new Random(`town-photo:${seed}`);
  const d = new Drawing(TOWN_PHOTO_WIDTH, TOWN_PHOTO_HEIGHT);
  const W = TOWN_PHOTO_WIDTH;
  const H = TOWN_PHOTO_HEIGHT;
  // The late afternoon's warm light, the sun low over the sea on the left: the town is lit from there.
  const light = lightAt('golden', random, W);
  light.fromLeft = true;
  light.sunX = random.float(0.12, 0.3) * W;
  const out: string[] = [];

  // Sky, glow, a few high clouds kept thin behind the banner's text.
  out.push(
    `<rect width="${W}" height="${HORIZON + 4}" fill="${d.linear([
      [0, light.skyTop],
      [0.55, light.skyMiddle],
      [1, light.skyHorizon],
    ])}"/>`,
    `<circle cx="${n(light.sunX)}" cy="${n(HORIZON * light.sunHeight)}" r="900" fill="${d.radial([
      [0, light.glow, 0.85],
      [0.2, light.glow, 0.35],
      [1, light.glow, 0],
    ])}"/>`,
    `<circle cx="${n(light.sunX)}" cy="${n(HORIZON * light.sunHeight)}" r="${light.sunRadius * 1.3}" fill="${light.sun}"/>`,
  );
  for (let i = 0; i < 4; i++)
    out.push(cloud(d, random, light, random.float(0, W), random.float(120, 420), random.float(200, 360)));

  // Mountains behind the town, hazier the further.
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    // Each range falls away to the sea at its western end.
    const start = 500 + i * 160;
    const line = ridgeLine(random, start, W + 20, HORIZON + 10, 300 - i * 60).map(([x, y]): [number, number] => [
      x,
      HORIZON + 10 - (HORIZON + 10 - y) * Math.min(1, ((x - start) / 500) ** 0.7),
    ]);
    out.push(ridge(line, HORIZON + 40, far(light, mix('#6f7f6a', '#8a8f7a', i / layers), 0.75 - i * 0.2)));
  }

  // The sea, and sails on it.
  out.push(sea(d, random, light, HORIZON, H, 0, W));
  for (let i = 0; i < 6; i++)
    out.push(sailboat(random.float(60, 1100), HORIZON + random.float(15, 140), random.float(26, 60), light));

  // Where the beach begins and the promenade runs, for the town to stop at.
  const front = 1080;
  const beachTop = (x: number) => 1050 - 170 * Math.exp(-(((x - 1100) / 700) ** 2));

  // The hill the town climbs.
  const hill: [number, number][] = [];
  const peakX = random.float(1700, 2050);
  for (let x = 760; x <= W + 40; x += 20) {
    const t = (x - peakX) / (x < peakX ? peakX - 760 : W + 40 - peakX);
    const y = 330 + 560 * Math.abs(t) ** 1.6 + 18 * Math.sin(x / 90);
    hill.push([x, Math.min(y, 960)]);
  }
  out.push(
    ridge(
      hill,
      H,
      d.linear([
        [0, far(light, '#8d9a62', 0.35)],
        [1, far(light, '#7d8a52', 0.15)],
      ]),
    ),
  );
  // Its houses, row by row from the top down: nearer rows bigger and clearer, a tree here and there.
  const churchX = peakX - random.float(120, 260);
  const churchY = ridgeAt(hill, churchX) + 140;
  let churchDrawn = false;
  for (let y = 360, row = 0; y < 1060; row++) {
    const t = (y - 330) / 630;
    const scale = 0.55 + t * 0.9;
    const distance = 0.42 - t * 0.34;
    if (!churchDrawn && y > churchY) {
      out.push(church(light, churchX, churchY, 150, 0.3));
      churchDrawn = true;
    }
    let x = 700 + random.float(-20, 20);
    while (x < W + 40) {
      const w = random.float(36, 74) * scale;
      const h = random.float(26, 46) * scale;
      // On the hill, and above the beach.
      if (ridgeAt(hill, x + w / 2) < y - h * 0.6 && y < beachTop(x + w / 2) + 10) {
        if (random.chance(0.08)) {
          out.push(
            random.chance(0.5)
              ? cypress(light, x + w / 2, y, 60 * scale)
              : pine(random, light, x + w / 2, y, 80 * scale, false),
          );
        } else if (Math.abs(x - churchX) > 110 || Math.abs(y - churchY) > 90) {
          out.push(farHouse(random, light, x, y + random.float(-4, 4), w, h, distance));
        }
      }
      x += w * random.float(1.02, 1.35);
    }
    y += 26 * scale + (row % 2) * 4;
  }

  // The harbour's breakwater and the boats inside it.
  const mole = HORIZON + 230;
  out.push(
    `<polygon points="${pts([
      [420, mole],
      [1000, mole - 12],
      [1000, mole + 22],
      [420, mole + 26],
    ])}" fill="${far(light, '#cfc3ae', 0.2)}"/><rect x="412" y="${mole - 70}" width="26" height="90" fill="${far(light, '#f4f1ea', 0.2)}"/><rect x="412" y="${mole - 70}" width="26" height="16" fill="${far(light, '#c8402e', 0.2)}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const bx = 560 + i * 62 + random.float(-10, 10);
    const by = mole + 70 + (i % 2) * 20;
    const hull = random.pick(HULLS);
    out.push(
      `<path d="M${n(bx)} ${n(by - 12)} Q ${n(bx + 28)} ${n(by - 8)} ${n(bx + 56)} ${n(by - 16)} L ${n(bx + 50)} ${n(by)} H ${n(bx + 6)} Z" fill="${far(light, hull, 0.15)}"/><rect x="${n(bx + 27)}" y="${n(by - 60)}" width="2" height="${n(46)}" fill="#8a8f98"/>`,
    );
  }

  // The beach, curving from the harbour round to the front of the town, its parasols and bathers.
  const beach: [number, number][] = [];
  for (let x = -20; x <= W + 20; x += 20) beach.push([x, beachTop(x)]);
  out.push(
    ridge(
      beach,
      H,
      d.linear([
        [0, mix('#efd9a6', light.haze, 0.15)],
        [1, '#e2c48a'],
      ]),
    ),
  );
  out.push(`<polyline points="${pts(beach)}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.75"/>`);
  let parasols = '';
  for (let i = 0; i < 60; i++) {
    const x = random.float(200, 2300);
    const y = beachTop(x) + random.float(14, 60);
    if (y > front - 30) continue;
    const c = random.pick(['#e6c14d', '#d9463c', '#2f6fa3', '#2a9d8f', '#f28c28', '#f4f1ea']);
    parasols += `<rect x="${n(x - 1)}" y="${n(y - 16)}" width="2" height="16" fill="#8a8070"/><path d="M${n(x - 14)} ${n(y - 14)} Q ${n(x)} ${n(y - 26)} ${n(x + 14)} ${n(y - 14)} Z" fill="${c}"/>`;
  }
  out.push(parasols);

  // The promenade: paving, a white balustrade, palms in a row.
  out.push(
    `<rect y="${front}" width="${W}" height="${H - front}" fill="${d.linear([
      [0, mix('#d9ccb2', light.haze, 0.1)],
      [1, shade('#cbbd9f', 0.2)],
    ])}"/>`,
    `<rect y="${front - 34}" width="${W}" height="10" fill="#f1ece2"/><rect y="${front - 6}" width="${W}" height="8" fill="#e8e2d4"/>`,
  );
  let balusters = '';
  for (let x = 0; x < W; x += 14) balusters += `<rect x="${x}" y="${front - 26}" width="6" height="22" rx="3"/>`;
  out.push(
    `<g fill="#f1ece2">${balusters}</g><rect y="${front + 2}" width="${W}" height="14" fill="${light.shadow}" opacity="0.18"/>`,
  );
  for (let i = 0; i < 11; i++)
    out.push(
      palm(
        random,
        light,
        120 + i * 240 + random.float(-30, 30),
        front + 60 + random.float(0, 20),
        random.float(300, 380),
      ),
    );
  // Walkers on the promenade, small.
  let walkers = '';
  for (let i = 0; i < 22; i++) {
    const x = random.float(40, W - 40);
    const y = front + random.float(70, 170);
    const s = 30 + (y - front) * 0.25;
    walkers += `<rect x="${n(x - s * 0.12)}" y="${n(y - s * 0.8)}" width="${n(s * 0.24)}" height="${n(s * 0.55)}" rx="${n(s * 0.1)}" fill="${random.pick(['#2f6fa3', '#f4f1ea', '#d9463c', '#3a3a48', '#e6c14d', '#3a8a8a'])}"/><rect x="${n(x - s * 0.1)}" y="${n(y - s * 0.3)}" width="${n(s * 0.2)}" height="${n(s * 0.3)}" fill="#3a3a48"/><circle cx="${n(x)}" cy="${n(y - s * 0.9)}" r="${n(s * 0.11)}" fill="${random.pick(['#e8b894', '#c98e64', '#8d5a3b'])}"/>`;
  }
  out.push(walkers);
  out.push(birds(random, random.float(900, 1500), 300, 6));

  // What makes it read as a photograph: the hour's wash and a lens's vignette.
  const vignette = d.radial(
    [
      [0.5, '#000000', 0],
      [1, '#140f24', 0.35],
    ],
    0.5,
    0.45,
    0.75,
  );
  out.push(wash(d, light));
  out.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`);
  return d.svg(out.join(''));
}

/** The demo town's photograph as a JPEG of `TOWN_PHOTO_WIDTH` by `TOWN_PHOTO_HEIGHT`, ready to be stored as an upload. */
export async function renderTownPhoto(seed: string): Promise<Buffer> {
  return sharp(Buffer.from(drawTownPhoto(seed)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
