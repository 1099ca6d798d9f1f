import type { Random } from '../random.ts';
import {
  bicycle,
  birds,
  bush,
  far,
  groundShadow,
  hills,
  HULLS,
  lighten,
  mix,
  n,
  person,
  pine,
  pts,
  ridge,
  ridgeAt,
  ridgeLine,
  ROOFS,
  roundTree,
  sailboat,
  sea,
  shade,
  SHUTTERS,
  SKINS,
  sky,
  trapezoid,
  WALLS,
} from './drawing.ts';
import { kitchen } from './homes.ts';
import { beach, type Canvas, finish, HEIGHT, hillView, houseRow, seaView, tree, WIDTH } from './scene.ts';

/*
 * Things to do: coves and kayaks, under the sea, sails, waves and surfers, paths in the hills,
 * the coast road on a bicycle, a boat trip, yoga on the beach, a cooking class; and the
 * harbour, for a second picture of any of them.
 */

const CLOTHES = ['#d9463c', '#2f6fa3', '#e6c14d', '#3a8a8a', '#f4f1ea', '#6b4a7a', '#e07a2e'] as const;
const BRIGHT = ['#e6c14d', '#d9463c', '#2a9d8f', '#f28c28', '#3f88c5', '#c8337a'] as const;

/** A rocky cliff from the frame's edge out to `reach`, its top at `top`, its foot at `foot`; pines on it. */
function cliff(c: Canvas, onLeft: boolean, reach: number, top: number, foot: number, distance = 0): string {
  const { d, random, light } = c;
  const rock = far(light, random.pick(['#c9a27a', '#b8926a', '#a88a6a', '#c4a884']), distance);
  const edge = onLeft ? -20 : WIDTH + 20;
  const points: [number, number][] = [[edge, top - random.int(0, 40)]];
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const x = onLeft ? edge + (reach - edge) * t : edge - (edge - reach) * t;
    const y = top + (foot - top) * t ** 2.2 + random.float(-12, 12);
    points.push([x, y]);
  }
  points.push([reach, foot + 10], [edge, foot + 10]);
  // Facets in shade on the side away from the sun.
  let facets = '';
  for (let i = 0; i < 7; i++) {
    const t = random.float(0.1, 0.9);
    const [px, py] = points[Math.round(t * steps)]!;
    const w = random.float(40, 120);
    facets += `<polygon points="${pts([
      [px, py + 6],
      [px + (onLeft ? -w : w) * 0.3, py + random.float(60, 160)],
      [px + (onLeft ? -w : w), py + random.float(20, 80)],
    ])}"/>`;
  }
  const sunward = onLeft === light.fromLeft;
  let trees = '';
  for (let i = 0; i < random.int(2, 5); i++) {
    const t = random.float(0, 0.6);
    const x = onLeft ? edge + (reach - edge) * t : edge - (edge - reach) * t;
    const y = ridgeAt(
      points.slice(0, steps + 1).sort((a, b) => a[0] - b[0]),
      x,
    );
    trees += pine(random, light, x, y + 6, random.float(90, 160) * (1 - distance), false);
  }
  return `<polygon points="${pts(points)}" fill="${d.linear([
    [0, lighten(rock, 0.1)],
    [1, shade(rock, 0.25)],
  ])}"/><g fill="${shade(rock, sunward ? 0.2 : 0.35)}" opacity="0.6">${facets}</g>${trees}`;
}

/** A kayak on the water with its paddler. */
function kayak(random: Random, x: number, y: number, length: number, colour: string): string {
  const body = random.pick(CLOTHES);
  const skin = random.pick(SKINS);
  const paddle = random.int(-25, 25);
  return `<g><ellipse cx="${n(x)}" cy="${n(y + 6)}" rx="${n(length * 0.55)}" ry="${n(length * 0.05)}" fill="#0b3a5a" opacity="0.25"/><path d="M${n(x - length / 2)} ${n(y)} Q ${n(x)} ${n(y + length * 0.12)} ${n(x + length / 2)} ${n(y)} Q ${n(x)} ${n(y - length * 0.05)} ${n(x - length / 2)} ${n(y)} Z" fill="${colour}"/><path d="M${n(x - length * 0.08)} ${n(y - length * 0.02)} Q ${n(x)} ${n(y - length * 0.3)} ${n(x + length * 0.08)} ${n(y - length * 0.02)} Z" fill="${body}"/><circle cx="${n(x)}" cy="${n(y - length * 0.3)}" r="${n(length * 0.06)}" fill="${skin}"/><g transform="rotate(${paddle} ${n(x)} ${n(y - length * 0.16)})"><rect x="${n(x - length * 0.35)}" y="${n(y - length * 0.17)}" width="${n(length * 0.7)}" height="${n(length * 0.018)}" fill="#3a3530"/><ellipse cx="${n(x - length * 0.36)}" cy="${n(y - length * 0.16)}" rx="${n(length * 0.05)}" ry="${n(length * 0.02)}" fill="${shade(colour, 0.2)}"/><ellipse cx="${n(x + length * 0.36)}" cy="${n(y - length * 0.16)}" rx="${n(length * 0.05)}" ry="${n(length * 0.02)}" fill="${shade(colour, 0.2)}"/></g></g>`;
}

/** Clear water in a cove: turquoise over sand, darker further out. */
function coveWater(c: Canvas, horizon: number, shore: number): string {
  const { d, random, light } = c;
  let out = sea(d, random, light, horizon, shore);
  out += `<rect y="${n(horizon + (shore - horizon) * 0.35)}" width="${WIDTH}" height="${n((shore - horizon) * 0.65)}" fill="${d.linear(
    [
      [0, '#2fb5c0', 0],
      [1, '#5fd6cf', 0.75],
    ],
  )}"/>`;
  return out;
}

/** A cove between cliffs, its water clear; kayaks on it for a kayak trip. */
export function cove(c: Canvas, kayaks = false): string {
  const { d, random, light } = c;
  const horizon = random.int(330, 400);
  const shore = HEIGHT - random.int(90, 150);
  const out = [sky(d, random, light, horizon), coveWater(c, horizon, shore + 20)];
  out.push(cliff(c, true, random.int(300, 520), horizon - random.int(60, 160), shore - random.int(40, 120), 0.15));
  out.push(
    cliff(c, false, WIDTH - random.int(300, 520), horizon - random.int(40, 140), shore - random.int(60, 140), 0.25),
  );
  out.push(beach(c, shore, { dip: 30, tilt: 10, haze: 0.1, surf: 7 }));
  if (kayaks) {
    const count = random.int(2, 4);
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const y = horizon + (shore - horizon) * random.float(0.35, 0.85);
      out.push(kayak(random, 350 + t * 800 + random.int(-60, 60), y, 140 + (y - horizon) * 0.55, random.pick(BRIGHT)));
    }
  } else {
    for (let i = random.int(1, 2); i > 0; i--)
      out.push(sailboat(random.int(500, 1000), horizon + random.int(20, 80), random.int(40, 70), light));
  }
  return finish(c, out);
}

export const kayaking = (c: Canvas) => cove(c, true);

/** Under the sea: light from above, seagrass on the sand, fish, and a diver with their bubbles. */
export function underwater(c: Canvas): string {
  const { d, random, variant } = c;
  const deep = random.pick(['#0b3a5a', '#0d4a6a', '#083a4e']);
  const out = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${d.linear([
      [0, '#5fc8d8'],
      [0.45, '#1f8aa8'],
      [1, deep],
    ])}"/>`,
  ];
  // Rays of light from the surface.
  let rays = '';
  for (let i = 0; i < 7; i++) {
    const x = random.int(0, WIDTH);
    const w = random.int(40, 120);
    rays += `<polygon points="${pts([
      [x, 0],
      [x + w, 0],
      [x + w * 3 + 200, HEIGHT],
      [x + 200, HEIGHT],
    ])}"/>`;
  }
  out.push(`<g fill="#ffffff" opacity="0.08">${rays}</g>`);
  // The bottom: sand, rocks, seagrass.
  const bottom = ridgeLine(random, -20, WIDTH + 20, HEIGHT - 120, 120);
  out.push(
    ridge(bottom, HEIGHT, '#c9b48a'),
    `<rect y="${HEIGHT - 200}" width="${WIDTH}" height="200" fill="${deep}" opacity="0.2"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const x = random.int(0, WIDTH);
    const y = ridgeAt(bottom, x) + 20;
    const r = random.int(60, 140);
    out.push(
      `<ellipse cx="${x}" cy="${y}" rx="${r * 1.4}" ry="${r}" fill="${mix('#6f6a5a', deep, 0.3)}"/><ellipse cx="${x - r * 0.3}" cy="${y - r * 0.4}" rx="${r * 0.8}" ry="${r * 0.4}" fill="#8a8470" opacity="0.5"/>`,
    );
  }
  let grass = '';
  for (let i = 0; i < 60; i++) {
    const x = random.int(0, WIDTH);
    const y = ridgeAt(bottom, x) + random.int(10, 60);
    const h = random.int(60, 160);
    grass += `<path d="M${x} ${y} q ${random.int(-30, 30)} ${-h / 2} ${random.int(-20, 20)} ${-h}" />`;
  }
  out.push(`<g fill="none" stroke="#3f7a4a" stroke-width="10" stroke-linecap="round" opacity="0.85">${grass}</g>`);
  // Fish, in a shoal.
  const shoalX = random.int(300, 1100);
  const shoalY = random.int(200, 450);
  const colour = random.pick(['#e6c14d', '#c9d3dc', '#f28c28', '#9fb4c4']);
  let fish = '';
  for (let i = 0; i < 14; i++) {
    const x = shoalX + random.float(-220, 220);
    const y = shoalY + random.float(-90, 90);
    const s = random.float(18, 30);
    const dir = variant % 2 ? 1 : -1;
    fish += `<path d="M${n(x - s * dir)} ${n(y)} Q ${n(x)} ${n(y - s * 0.6)} ${n(x + s * dir)} ${n(y)} L ${n(x + s * 1.5 * dir)} ${n(y - s * 0.4)} V ${n(y + s * 0.4)} L ${n(x + s * dir)} ${n(y)} Q ${n(x)} ${n(y + s * 0.6)} ${n(x - s * dir)} ${n(y)} Z"/>`;
  }
  out.push(`<g fill="${colour}">${fish}</g>`);
  // The diver, swimming across, and their bubbles.
  const dx = random.int(500, 1000);
  const dy = random.int(520, 640);
  const suit = random.pick(['#23232b', '#2f3f5a']);
  const fins = random.pick(BRIGHT);
  out.push(
    `<g transform="rotate(${random.int(-12, 8)} ${dx} ${dy})"><rect x="${dx - 150}" y="${dy - 26}" width="260" height="56" rx="28" fill="${suit}"/><rect x="${dx - 110}" y="${dy - 56}" width="150" height="36" rx="18" fill="#c9ccd2"/><circle cx="${dx + 140}" cy="${dy}" r="36" fill="${suit}"/><rect x="${dx + 140}" y="${dy - 24}" width="40" height="30" rx="8" fill="#9fd6e8" stroke="${fins}" stroke-width="6"/><rect x="${dx - 280}" y="${dy - 20}" width="140" height="20" rx="10" fill="${suit}"/><rect x="${dx - 280}" y="${dy + 10}" width="140" height="20" rx="10" fill="${suit}"/><path d="M${dx - 280} ${dy - 20} l -90 -30 l 10 50 Z M${dx - 280} ${dy + 30} l -90 30 l 10 -50 Z" fill="${fins}"/><rect x="${dx + 20}" y="${dy + 24}" width="110" height="18" rx="9" fill="${suit}"/></g>`,
  );
  let bubbles = '';
  for (let i = 0; i < 12; i++)
    bubbles += `<circle cx="${n(dx + 170 + random.float(-20, 30) + i * 4)}" cy="${n(dy - 60 - i * random.float(30, 45))}" r="${n(random.float(5, 14))}"/>`;
  out.push(`<g fill="none" stroke="#e9fbff" stroke-width="3" opacity="0.8">${bubbles}</g>`);
  return finish(c, out);
}

/** The least and the most a number may be. */
type Span = readonly [number, number];

/** A sailing yacht close by: hull, mast, mainsail and jib, its reflection. */
function yacht(random: Random, x: number, y: number, size: number, sail: string, hull: string): string {
  const s = size;
  return `<g><path d="M${n(x - s * 0.5)} ${n(y - s * 0.1)} H ${n(x + s * 0.55)} L ${n(x + s * 0.4)} ${n(y + s * 0.02)} H ${n(x - s * 0.42)} Z" fill="${hull}"/><rect x="${n(x - s * 0.45)}" y="${n(y - s * 0.06)}" width="${n(s * 0.92)}" height="${n(s * 0.02)}" fill="${shade(hull, 0.3)}"/><rect x="${n(x - s * 0.01)}" y="${n(y - s * 1.05)}" width="${n(s * 0.02)}" height="${n(s * 0.95)}" fill="#8a8f98"/><path d="M${n(x - s * 0.02)} ${n(y - s * 1.02)} Q ${n(x - s * 0.3)} ${n(y - s * 0.6)} ${n(x - s * 0.42)} ${n(y - s * 0.14)} H ${n(x - s * 0.02)} Z" fill="${sail}"/><path d="M${n(x + s * 0.02)} ${n(y - s * 0.95)} Q ${n(x + s * 0.3)} ${n(y - s * 0.5)} ${n(x + s * 0.48)} ${n(y - s * 0.12)} H ${n(x + s * 0.02)} Z" fill="${shade(sail, 0.08)}"/><path d="M${n(x - s * 0.5)} ${n(y + s * 0.04)} H ${n(x + s * 0.5)} L ${n(x + s * 0.3)} ${n(y + s * 0.3)} H ${n(x - s * 0.3)} Z" fill="${sail}" opacity="0.15"/>${random.chance(0.5) ? `<path d="M${n(x - s * 0.6)} ${n(y + s * 0.02)} q ${n(s * 0.1)} ${n(-s * 0.04)} ${n(s * 0.2)} 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>` : ''}</g>`;
}

/** Sails on the bay: yachts near and far, the coast behind. */
export function sailing(c: Canvas): string {
  const { d, random, light } = c;
  const horizon = random.int(420, 500);
  const out = [seaView(c, horizon)];
  if (random.chance(0.6))
    out.push(
      hills(d, random, light, horizon, {
        layers: 2,
        height: 140,
        left: light.fromLeft ? WIDTH * 0.4 : 0,
        right: light.fromLeft ? WIDTH : WIDTH * 0.6,
      }).svg,
    );
  const sails = ['#f7f5f0', '#f7f5f0', '#f2e6c8', '#e6c14d', '#d9674a', '#2f6fa3'];
  for (let i = 0; i < 4; i++)
    out.push(
      sailboat(random.int(80, 1420), horizon + random.int(10, 60), random.int(30, 60), light, random.pick(sails)),
    );
  // A yacht close by, another further off: where each may be, how big, its hull's colours.
  const yachts: readonly { x: Span; y: Span; size: Span; hulls: readonly string[] }[] = [
    { x: [300, 600], y: [760, 840], size: [420, 520], hulls: ['#f4f4f0', '#1f3f6a', '#f4f4f0'] },
    { x: [950, 1250], y: [640, 700], size: [240, 300], hulls: ['#f4f4f0', '#b8452f', '#2a8a8a'] },
  ];
  for (const { x, y, size, hulls } of yachts)
    out.push(
      yacht(random, random.int(...x), random.int(...y), random.int(...size), random.pick(sails), random.pick(hulls)),
    );
  out.push(birds(random, random.int(400, 1100), 200, random.int(2, 5)));
  return finish(c, out);
}

/** Waves breaking towards the beach, surfers riding and paddling. */
export function surfing(c: Canvas): string {
  const { random, light } = c;
  const horizon = random.int(360, 420);
  const shore = HEIGHT - random.int(120, 170);
  const out = [seaView(c, horizon, shore + 20)];
  // Breaking waves: a curl of darker water topped with foam.
  for (let i = 0; i < 3; i++) {
    const y = horizon + 120 + i * ((shore - horizon - 140) / 3);
    const h = 30 + i * 26;
    let crest = `M -20 ${n(y)}`;
    for (let x = -20; x <= WIDTH + 40; x += 60)
      crest += ` Q ${x + 30} ${n(y - h * random.float(0.6, 1))} ${x + 60} ${n(y)}`;
    out.push(
      `<path d="${crest} V ${n(y + h)} H -20 Z" fill="${mix(light.seaNear, '#2fb5c0', 0.3)}" opacity="0.9"/><path d="${crest}" stroke="#ffffff" stroke-width="${8 + i * 5}" fill="none" opacity="0.85" stroke-linecap="round"/>`,
    );
    let foam = '';
    for (let k = 0; k < 30; k++)
      foam += `<ellipse cx="${random.int(0, WIDTH)}" cy="${n(y + random.float(0, h))}" rx="${random.int(20, 60)}" ry="${random.int(4, 9)}"/>`;
    out.push(`<g fill="#ffffff" opacity="0.6">${foam}</g>`);
  }
  out.push(beach(c, shore, { dip: 20, tilt: 6, haze: 0.1, sand: ['#e8d4a4', '#d8bf88'] }));
  // A surfer on a wave, another paddling out.
  const sx = random.int(400, 1100);
  const sy = horizon + 200 + random.int(0, 60);
  const board = random.pick(BRIGHT);
  out.push(
    `<g transform="rotate(${random.int(-14, -4)} ${sx} ${sy})"><rect x="${sx - 110}" y="${sy - 8}" width="220" height="22" rx="11" fill="${board}"/></g>${person(random, sx, sy - 4, 150, random.pick(['#23232b', '#2f3f5a', '#d9463c']))}`,
  );
  const px = random.int(200, 1300);
  const py = horizon + 130;
  out.push(
    `<rect x="${px - 70}" y="${py}" width="140" height="14" rx="7" fill="${random.pick(BRIGHT)}"/><ellipse cx="${px}" cy="${py}" rx="50" ry="14" fill="#23232b"/><circle cx="${px + 48}" cy="${py - 10}" r="12" fill="#c98e64"/>`,
  );
  // Boards stuck in the sand.
  for (let i = 0; i < 3; i++) {
    const bx = (light.fromLeft ? WIDTH - 380 : 120) + i * 90;
    const colour = random.pick(BRIGHT);
    out.push(
      `<g transform="rotate(${random.int(-10, 10)} ${bx} ${HEIGHT - 40})"><rect x="${bx - 30}" y="${HEIGHT - 380}" width="60" height="360" rx="30" fill="${colour}"/><rect x="${bx - 2}" y="${HEIGHT - 370}" width="4" height="340" fill="${shade(colour, 0.3)}"/></g>${groundShadow(light, bx, HEIGHT - 24, 80)}`,
    );
  }
  return finish(c, out);
}

/** Hikers on a path through the hills, the sea far below. */
export function hiking(c: Canvas): string {
  const { d, random, light } = c;
  const horizon = random.int(420, 480);
  const out = [seaView(c, horizon)];
  const far1 = ridgeLine(random, -20, WIDTH + 20, horizon + 80, 300);
  out.push(
    ridge(
      far1,
      HEIGHT,
      d.linear([
        [0, far(light, '#7d8f5a', 0.45)],
        [1, far(light, '#6f8450', 0.3)],
      ]),
    ),
  );
  const near = ridgeLine(random, -20, WIDTH + 20, HEIGHT - 60, 360);
  out.push(
    ridge(
      near,
      HEIGHT,
      d.linear([
        [0, '#9aa86a'],
        [1, '#7d8c50'],
      ]),
    ),
  );
  // Scrub and pines on the slope.
  for (let i = 0; i < 14; i++) {
    const x = random.int(0, WIDTH);
    const y = ridgeAt(near, x) + random.int(20, 200);
    out.push(
      bush(
        random,
        x,
        y,
        random.int(60, 140),
        random.pick(['#5f7a3f', '#6f8a4a', '#4f6f3a']),
        random.chance(0.3) ? '#e6c14d' : undefined,
      ),
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = random.int(0, WIDTH);
    out.push(pine(random, light, x, ridgeAt(near, x) + random.int(40, 120), random.int(220, 320)));
  }
  // The path winding up, and the walkers on it.
  const path = `M ${random.int(300, 700)} ${HEIGHT + 10} C ${random.int(200, 600)} ${HEIGHT - 150}, ${random.int(800, 1100)} ${HEIGHT - 200}, ${random.int(700, 1000)} ${n(ridgeAt(near, 850) + 10)}`;
  out.push(
    `<path d="${path}" stroke="#d9c49a" stroke-width="46" fill="none" stroke-linecap="round"/><path d="${path}" stroke="#e6d4ae" stroke-width="26" fill="none" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < random.int(2, 3); i++) {
    const x = random.int(520, 900) + i * 70;
    const y = HEIGHT - 120 - i * 60;
    const size = 230 - i * 40;
    out.push(
      person(random, x, y, size, random.pick(CLOTHES)),
      `<rect x="${n(x - size * 0.16)}" y="${n(y - size * 0.78)}" width="${n(size * 0.14)}" height="${n(size * 0.3)}" rx="${n(size * 0.04)}" fill="${random.pick(['#3a5a3a', '#b8452f', '#2f4f6f'])}"/><path d="M${n(x + size * 0.18)} ${n(y)} L ${n(x + size * 0.22)} ${n(y - size * 0.6)}" stroke="#5a4030" stroke-width="4"/>`,
    );
  }
  return finish(c, out);
}

/** The coast road among the orange groves, cyclists on it. */
export function cycling(c: Canvas): string {
  const { d, random, light } = c;
  const horizon = random.int(380, 440);
  const back = random.chance(0.5) ? seaView(c, horizon) : hillView(c, horizon).svg;
  const out = [back];
  const fields = horizon + 60;
  out.push(
    `<rect y="${fields - 60}" width="${WIDTH}" height="${HEIGHT - fields + 60}" fill="${d.linear([
      [0, far(light, '#7d8f52', 0.4)],
      [1, '#6f8a48'],
    ])}"/>`,
  );
  // Rows of orange trees, smaller further off.
  for (let r = 0; r < 3; r++) {
    const y = fields + r * 70;
    const size = 60 + r * 40;
    for (let x = -20 + r * 30; x < WIDTH; x += size * 1.4)
      out.push(roundTree(random, light, x + random.int(-10, 10), y, size, 'orange'));
  }
  // The road sweeping across, a white line along it.
  const roadTop = HEIGHT - random.int(230, 280);
  out.push(
    `<path d="M-20 ${roadTop + 40} Q ${WIDTH / 2} ${roadTop - 40} ${WIDTH + 20} ${roadTop} V ${HEIGHT} H -20 Z" fill="${shade('#77726c', light.time === 'dusk' ? 0.3 : 0)}"/><path d="M-20 ${roadTop + 130} Q ${WIDTH / 2} ${roadTop + 50} ${WIDTH + 20} ${roadTop + 90}" stroke="#f4f1ea" stroke-width="8" stroke-dasharray="60 50" fill="none"/><path d="M-20 ${roadTop + 42} Q ${WIDTH / 2} ${roadTop - 38} ${WIDTH + 20} ${roadTop + 2}" stroke="#d8d2c4" stroke-width="10" fill="none"/>`,
  );
  const count = random.int(2, 3);
  for (let i = 0; i < count; i++) {
    const x = 250 + i * 330 + random.int(-40, 40);
    const y = roadTop + 150 + (i % 2) * 40;
    const colour = random.pick(BRIGHT);
    const rider = random.pick(CLOTHES);
    const skin = random.pick(SKINS);
    out.push(
      `<g>${groundShadow(light, x + 90, y, 200, 0.1)}${bicycle(x, y, 180, colour)}<path d="M${x + 58} ${y - 125} L ${x + 75} ${y - 70} L ${x + 95} ${y - 40}" stroke="${shade(rider, 0.3)}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M${x + 55} ${y - 130} Q ${x + 100} ${y - 200} ${x + 148} ${y - 150}" stroke="${rider}" stroke-width="30" fill="none" stroke-linecap="round"/><circle cx="${x + 150}" cy="${y - 180}" r="20" fill="${skin}"/><path d="M${x + 128} ${y - 186} a 22 20 0 0 1 44 0 Z" fill="${random.pick(BRIGHT)}"/></g>`,
    );
  }
  return finish(c, out);
}

/** A boat trip: a white excursion boat along the cliffs, its passengers on deck. */
export function boatTrip(c: Canvas): string {
  const { d, random, light } = c;
  const horizon = random.int(360, 420);
  const out = [sky(d, random, light, horizon), coveWater(c, horizon, HEIGHT + 10)];
  out.push(
    cliff(
      c,
      !light.fromLeft,
      light.fromLeft ? WIDTH - random.int(380, 520) : random.int(380, 520),
      horizon - random.int(120, 200),
      HEIGHT - 200,
      0.1,
    ),
  );
  const x = light.fromLeft ? random.int(160, 300) : random.int(500, 640);
  const y = random.int(700, 760);
  const w = random.int(620, 720);
  const stripe = random.pick(['#2f6fa3', '#1f4e79', '#b8452f', '#2a8a8a']);
  let heads = '';
  for (let i = 0; i < 9; i++)
    heads += `<circle cx="${n(x + 90 + (i * (w - 220)) / 8)}" cy="${n(y - 135)}" r="16" fill="${random.pick(SKINS)}"/><rect x="${n(x + 76 + (i * (w - 220)) / 8)}" y="${n(y - 120)}" width="28" height="30" rx="8" fill="${random.pick(CLOTHES)}"/>`;
  let rail = '';
  for (let i = 0; i <= 16; i++)
    rail += `<rect x="${n(x + 60 + (i * (w - 140)) / 16)}" y="${n(y - 120)}" width="3" height="40"/>`;
  out.push(
    `<ellipse cx="${n(x + w / 2)}" cy="${n(y + 30)}" rx="${n(w * 0.6)}" ry="24" fill="#0b3a5a" opacity="0.25"/><path d="M${x} ${y - 90} H ${x + w} L ${x + w - 60} ${y + 20} H ${x + 50} Z" fill="#f4f4f0"/><rect x="${x + 30}" y="${y - 40}" width="${w - 70}" height="16" fill="${stripe}"/><rect x="${x + 140}" y="${y - 210}" width="${w - 330}" height="120" rx="10" fill="#f4f4f0"/><rect x="${x + 160}" y="${y - 190}" width="${w - 370}" height="44" rx="6" fill="#3b4a60"/>${heads}<g fill="#c9ccd2">${rail}<rect x="${x + 60}" y="${y - 122}" width="${w - 137}" height="5"/></g><rect x="${x + w - 140}" y="${y - 300}" width="5" height="100" fill="#8a8f98"/><path d="M${x + w - 135} ${y - 298} q 30 -6 60 3 v 36 q -30 -8 -60 -3 Z" fill="${stripe}"/>`,
  );
  out.push(
    `<path d="M${x + w - 40} ${y + 10} q 120 -10 260 40" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.7"/><path d="M${x + 40} ${y + 14} q -100 10 -200 40" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.5"/>`,
  );
  out.push(birds(random, random.int(300, 1200), horizon * 0.4, random.int(2, 5)));
  return finish(c, out);
}

/** Yoga on the beach at the start or the end of the day: mats on the sand, people on them. */
export function yoga(c: Canvas): string {
  const { random, light } = c;
  const horizon = random.int(440, 500);
  const shore = horizon + random.int(120, 160);
  const out = [seaView(c, horizon, shore + 20)];
  out.push(beach(c, shore, { dip: 20, tilt: 8, haze: 0.2 }));
  const count = random.int(3, 4);
  for (let i = 0; i < count; i++) {
    const x = 240 + i * (1000 / (count - 1)) + random.int(-30, 30);
    const y = HEIGHT - 150 + (i % 2) * 50;
    const mat = random.pick(BRIGHT);
    const clothes = random.pick(CLOTHES);
    const skin = random.pick(SKINS);
    out.push(`<polygon points="${trapezoid(x, y, 120, y + 40, 140)}" fill="${mat}"/>`);
    // Seated, arms raised: a triangle of legs, a body, arms up.
    out.push(
      `<path d="M${x - 80} ${y + 12} Q ${x} ${y - 30} ${x + 80} ${y + 12} Z" fill="${shade(clothes, 0.3)}"/><rect x="${x - 26}" y="${y - 130}" width="52" height="120" rx="24" fill="${clothes}"/><path d="M${x - 20} ${y - 115} L ${x - 40} ${y - 230} M${x + 20} ${y - 115} L ${x + 40} ${y - 230}" stroke="${skin}" stroke-width="16" stroke-linecap="round"/><circle cx="${x}" cy="${y - 160}" r="26" fill="${skin}"/><path d="M${x - 26} ${y - 164} a 26 26 0 0 1 52 0 Z" fill="${random.pick(['#2b211c', '#5a3a22', '#c9a063', '#1c1c1c'])}"/>`,
    );
  }
  out.push(tree(c, ['palm'], light.fromLeft ? WIDTH - 100 : 100, shore + 60, random.int(420, 500)));
  return finish(c, out);
}

/** A cooking class: the kitchen, a paella pan on the table, and what goes into it. */
export function cookingClass(c: Canvas): string {
  const { random } = c;
  const svg = kitchen(c);
  // The pan and the ingredients, laid over the kitchen's table.
  const cx = WIDTH / 2 + random.int(-200, 200);
  const cy = HEIGHT - 120;
  let extras = `<ellipse cx="${cx}" cy="${cy}" rx="260" ry="70" fill="#3a3a40"/><ellipse cx="${cx}" cy="${cy - 6}" rx="230" ry="58" fill="#e0a030"/>`;
  for (let i = 0; i < 12; i++)
    extras += `<ellipse cx="${n(cx + random.float(-180, 180))}" cy="${n(cy - 6 + random.float(-35, 35))}" rx="${random.int(16, 26)}" ry="${random.int(6, 10)}" fill="${random.pick(['#d9463c', '#5f9a3a', '#f07a4a', '#2a2a3a'])}"/>`;
  for (const [x, colour] of [
    [cx - 420, '#d9463c'],
    [cx + 380, '#f2d23a'],
    [cx + 440, '#5f9a3a'],
  ] as const) {
    extras += `<circle cx="${x}" cy="${cy - 20}" r="34" fill="${colour}"/><circle cx="${x - 10}" cy="${cy - 32}" r="10" fill="#ffffff" opacity="0.4"/>`;
  }
  return svg.replace('</svg>', `${extras}</svg>`);
}

/** The harbour: boats moored at the quay, the fishermen's houses behind. */
export function harbour(c: Canvas): string {
  const { d, random, light } = c;
  const quay = random.int(440, 500);
  const out = [sky(d, random, light, quay - 60)];
  if (random.chance(0.5)) out.push(hills(d, random, light, quay - 60, { layers: 2, height: 160 }).svg);
  out.push(
    houseRow(
      c,
      -random.int(0, 100),
      () => random.int(180, 280),
      (x, width) => ({
        x,
        ground: quay,
        width,
        storeys: random.int(2, 3),
        storeyHeight: random.int(80, 100),
        depth: 0,
        wall: random.pick([...WALLS, '#f2d9c7', '#dce8ee', '#f5e6b8']),
        roof: random.pick(['gable', 'flat'] as const),
        roofColour: random.pick(ROOFS),
        columns: 2,
        window: random.pick(['shutters', 'blind'] as const),
        shutter: random.pick(SHUTTERS),
        balconies: random.chance(0.4),
        door: random.chance(0.5) ? 0 : undefined,
      }),
    ),
  );
  out.push(
    `<rect y="${quay}" width="${WIDTH}" height="40" fill="#d8cdb8"/><rect y="${quay + 40}" width="${WIDTH}" height="20" fill="#b8ad98"/>`,
  );
  out.push(sea(d, random, light, quay + 60, HEIGHT));
  // The boats: small fishing boats (llaüts) in bright colours, and their reflections.
  for (let i = 0; i < 4; i++) {
    const bx = 80 + i * 360 + random.int(-30, 30);
    const by = quay + 200 + (i % 2) * 120 + random.int(0, 40);
    const w = 280 + (by - quay) * 0.4;
    const hull = random.pick(HULLS);
    const trim = random.pick(['#2f6fa3', '#b8452f', '#3f7d4e', '#e6c14d', '#f4f4f0']);
    out.push(
      `<path d="M${n(bx)} ${n(by - w * 0.14)} Q ${n(bx + w * 0.5)} ${n(by - w * 0.1)} ${n(bx + w)} ${n(by - w * 0.22)} L ${n(bx + w * 0.9)} ${n(by)} H ${n(bx + w * 0.1)} Z" fill="${hull}"/><path d="M${n(bx + 4)} ${n(by - w * 0.12)} Q ${n(bx + w * 0.5)} ${n(by - w * 0.08)} ${n(bx + w - 4)} ${n(by - w * 0.2)}" stroke="${trim}" stroke-width="${n(w * 0.025)}" fill="none"/><rect x="${n(bx + w * 0.35)}" y="${n(by - w * 0.28)}" width="${n(w * 0.22)}" height="${n(w * 0.14)}" rx="4" fill="#f4f1ea"/><rect x="${n(bx + w * 0.5)}" y="${n(by - w * 0.6)}" width="4" height="${n(w * 0.34)}" fill="#8a6a4c"/><path d="M${n(bx + w * 0.1)} ${n(by + 4)} H ${n(bx + w * 0.9)} L ${n(bx + w * 0.8)} ${n(by + w * 0.12)} H ${n(bx + w * 0.2)} Z" fill="${hull}" opacity="0.2"/>`,
    );
  }
  return finish(c, out);
}
