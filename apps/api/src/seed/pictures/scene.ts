import type { Random } from '../random.ts';
import {
  birds,
  cypress,
  Drawing,
  groundShadow,
  headland,
  hills,
  house,
  type HouseSpec,
  lightAt,
  type Light,
  lighten,
  mix,
  n,
  palm,
  pine,
  pts,
  roundTree,
  sailboat,
  sea,
  shade,
  sky,
  type TimeOfDay,
  trapezoid,
  wash,
} from './drawing.ts';

/*
 * What the scenes of the demo town's pictures share: the canvas of a variant, the settings they
 * are drawn in (a sea view, a beach, hills, paving, a pool, a room and its window), and the
 * finish over them. What makes neighbouring variants unlike (the hour, the backdrop, the form of
 * the building) follows the variant in cycles; the rest (colours, trees, details) is left to the
 * generator.
 */

export const WIDTH = 1500;
export const HEIGHT = 1000;

export interface Canvas {
  d: Drawing;
  random: Random;
  light: Light;
  variant: number;
}

/** A scene: one picture of a variant. */
export type Scene = (c: Canvas) => string;

/** The hours in turn: neighbouring variants never share one. */
const HOURS: readonly TimeOfDay[] = ['midday', 'golden', 'morning', 'afternoon', 'midday', 'dusk', 'afternoon'];

/** A canvas for a variant, in its hour's light. */
export function canvas(random: Random, variant: number): Canvas {
  return {
    d: new Drawing(WIDTH, HEIGHT),
    random,
    variant,
    light: lightAt(HOURS[variant % HOURS.length]!, random, WIDTH),
  };
}

/** The finished picture: its parts, under a wash of the hour's colour. */
export function finish({ d, light }: Canvas, parts: readonly string[]): string {
  return d.svg(parts.join('') + wash(d, light));
}

/** Sky and sea to the horizon, a headland now and then, a sail or two. */
export function seaView(c: Canvas, horizon: number, bottom = HEIGHT, left = 0, right = WIDTH): string {
  const { d, random, light } = c;
  let out = sky(d, random, light, horizon) + sea(d, random, light, horizon, bottom, left, right);
  if (random.chance(0.6)) out += headland(d, random, light, horizon, !light.fromLeft);
  for (let i = random.int(0, 3); i > 0; i--) {
    out += sailboat(random.float(left + 60, right - 60), horizon + random.float(12, 60), random.float(22, 46), light);
  }
  if (random.chance(0.4)) out += birds(random, random.float(300, 1200), horizon * 0.35, random.int(2, 5));
  return out;
}

interface BeachShape {
  /** How far the waterline curves up towards the middle of the picture. */
  dip: number;
  /** How much lower it meets the right-hand edge than the left. */
  tilt: number;
  /** How much the sand fades into the haze. */
  haze: number;
  /** The width of the foam along the waterline; none without. */
  surf?: number;
  /** The sand's colour by the water and at the picture's foot. */
  sand?: readonly [string, string];
}

/** A beach from the waterline at `shore` to the foot of the picture. */
export function beach(c: Canvas, shore: number, shape: BeachShape): string {
  const { d, light } = c;
  const { dip, tilt, haze, surf, sand: [wet, dry] = ['#f0dcae', '#e2c994'] } = shape;
  const waterline = (y: number) => `M0 ${y} Q ${WIDTH / 2} ${y - dip} ${WIDTH} ${y + tilt}`;
  const sand = `<path d="${waterline(shore)} V ${HEIGHT} H 0 Z" fill="${d.linear([
    [0, mix(wet, light.haze, haze)],
    [1, dry],
  ])}"/>`;
  return surf
    ? `${sand}<path d="${waterline(shore + 2)}" stroke="#ffffff" stroke-width="${surf}" fill="none" opacity="0.7"/>`
    : sand;
}

/**
 * Houses side by side across the picture, the first from `start` at the left until the frame is
 * full: the `i`th (from 0) `width(i)` wide and built as `build` says.
 */
export function houseRow(
  c: Canvas,
  start: number,
  width: (i: number) => number,
  build: (x: number, width: number, i: number) => HouseSpec,
): string {
  const { d, random, light } = c;
  let out = '';
  for (let x = start, i = 0; x < WIDTH; i++) {
    const w = width(i);
    out += house(d, random, light, build(x, w, i));
    x += w;
  }
  return out;
}

/** Sky and hills to the horizon; answers the nearest ridge's line too. */
export function hillView(c: Canvas, horizon: number, height = c.random.float(200, 320)) {
  const { d, random, light } = c;
  const land = hills(d, random, light, horizon, { layers: 3, height });
  // The plain below the hills, for whatever stands in front to stand on.
  const plain = `<rect y="${n(horizon)}" width="${WIDTH}" height="${n(HEIGHT - horizon)}" fill="${d.linear([
    [0, mix('#8f9f62', light.haze, 0.45)],
    [1, '#7d8f52'],
  ])}"/>`;
  return { svg: sky(d, random, light, horizon) + plain + land.svg, nearest: land.nearest };
}

type GroundKind = 'paving' | 'gravel' | 'cobbles' | 'sand' | 'terracotta';

const GROUND_COLOURS: Record<GroundKind, string> = {
  paving: '#e2d3b8',
  gravel: '#e6dcc7',
  cobbles: '#c9b89c',
  sand: '#ecd9ad',
  terracotta: '#c98a62',
};

/** A joint in a floor, from `xTop` on its far edge at `top` to `xBottom` at the picture's foot: wider nearer. */
const joint = (xTop: number, top: number, xBottom: number) =>
  `<polygon points="${pts([
    [xTop - 0.5, top],
    [xTop + 0.5, top],
    [xBottom + 1.5, HEIGHT],
    [xBottom - 1.5, HEIGHT],
  ])}"/>`;

/** The ground from `top` down, in perspective: joints that widen towards the viewer. */
export function ground(c: Canvas, top: number, kind: GroundKind): string {
  const { d, light } = c;
  const base = GROUND_COLOURS[kind];
  const lit = light.time === 'dusk' ? shade(base, 0.2) : base;
  let lines = '';
  if (kind !== 'gravel' && kind !== 'sand') {
    const step = kind === 'cobbles' ? 0.55 : 1;
    for (let y = top + 14, gap = 14; y < HEIGHT; gap *= 1.35, y += gap * step) {
      lines += `<rect x="0" y="${n(y)}" width="${WIDTH}" height="${n(1 + gap / 30)}"/>`;
    }
    for (let i = -14; i <= 14; i++) {
      const xTop = WIDTH / 2 + i * 60 * step;
      const xBottom = WIDTH / 2 + i * 190 * step;
      lines += joint(xTop, top, xBottom);
    }
  }
  return `<rect y="${n(top)}" width="${WIDTH}" height="${n(HEIGHT - top)}" fill="${d.linear([
    [0, mix(lit, light.haze, 0.2)],
    [1, shade(lit, 0.12)],
  ])}"/><g fill="${shade(lit, 0.22)}" opacity="0.55">${lines}</g>`;
}

/** A pool in perspective between `top` and `bottom`: coping, water, the light's ripples. */
export function pool(c: Canvas, left: number, right: number, top: number, bottom: number): string {
  const { d, random } = c;
  const slant = (bottom - top) * 0.5;
  const outline: [number, number][] = [
    [left + slant, top],
    [right - slant, top],
    [right, bottom],
    [left, bottom],
  ];
  const water = d.linear([
    [0, '#7fd6df'],
    [0.5, '#3fb4c8'],
    [1, '#2596b4'],
  ]);
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    const t = random.next();
    const y = top + 10 + (bottom - top - 20) * t;
    const span = (right - left - slant * 2 * (1 - t)) * 0.9;
    const x = left + slant * (1 - t) + random.float(0, span);
    const w = random.float(20, 70) * (0.5 + t);
    ripples += `<path d="M${n(x)} ${n(y)} q ${n(w / 4)} -5 ${n(w / 2)} 0 t ${n(w / 2)} 0"/>`;
  }
  const coping = outline.map(([x, y], i): [number, number] => [
    x + (i === 0 || i === 3 ? -14 : 14),
    y + (i < 2 ? -8 : 12),
  ]);
  return `<polygon points="${pts(coping)}" fill="#f1ebde"/><polygon points="${pts(outline)}" fill="${water}"/><polygon points="${pts(
    [outline[0]!, outline[1]!, [outline[1]![0] - 4, top + 16], [outline[0]![0] + 4, top + 16]],
  )}" fill="#1f7f99" opacity="0.5"/><g fill="none" stroke="#e9fbff" stroke-width="2.5" stroke-linecap="round" opacity="0.65">${ripples}</g>`;
}

export const CUSHIONS = ['#f2f0ea', '#2f6fa3', '#e6c14d', '#d9674a', '#3a8a8a', '#e8e0cc'] as const;

/** A sun lounger, `size` long: white frame, coloured cushion, back raised. */
export function lounger(c: Canvas, x: number, y: number, size: number, cushion: string): string {
  const frame = '#ebe7df';
  return `<g>${groundShadow(c.light, x + size / 2, y + 2, size, 0.15)}<g fill="${shade(frame, 0.2)}"><rect x="${n(x + size * 0.06)}" y="${n(y - size * 0.12)}" width="6" height="${n(size * 0.12)}"/><rect x="${n(x + size * 0.66)}" y="${n(y - size * 0.12)}" width="6" height="${n(size * 0.12)}"/></g><polygon points="${pts(
    [
      [x, y - size * 0.17],
      [x + size * 0.68, y - size * 0.17],
      [x + size * 0.93, y - size * 0.48],
      [x + size, y - size * 0.43],
      [x + size * 0.76, y - size * 0.09],
      [x, y - size * 0.09],
    ],
  )}" fill="${frame}"/><polygon points="${pts([
    [x + 4, y - size * 0.2],
    [x + size * 0.67, y - size * 0.2],
    [x + size * 0.9, y - size * 0.5],
    [x + size * 0.96, y - size * 0.47],
    [x + size * 0.73, y - size * 0.14],
    [x + 4, y - size * 0.14],
  ])}" fill="${cushion}"/></g>`;
}

type TreeKind = 'palm' | 'pine' | 'cypress' | 'olive' | 'orange';

/** One of `kinds` of tree, standing at (x, y), about `size` tall. */
export function tree(c: Canvas, kinds: readonly TreeKind[], x: number, y: number, size: number): string {
  const { random, light } = c;
  const kind = random.pick(kinds);
  switch (kind) {
    case 'palm':
      return palm(random, light, x, y, size * 1.3);
    case 'pine':
      return pine(random, light, x, y, size);
    case 'cypress':
      return cypress(light, x, y, size * 0.9);
    case 'olive':
    case 'orange':
      return roundTree(random, light, x, y, size * 0.6, kind);
  }
}

/** A white balustrade along a promenade or a terrace: rail, balusters, plinth. */
export function balustrade(c: Canvas, left: number, right: number, y: number, height: number): string {
  const stone = c.light.time === 'dusk' ? '#d8cfc4' : '#f1ece2';
  let balusters = '';
  for (let x = left + 10; x < right; x += height * 0.42) {
    balusters += `<path d="M${n(x - height * 0.07)} ${n(y - height * 0.12)} Q ${n(x - height * 0.16)} ${n(y - height * 0.45)} ${n(x - height * 0.05)} ${n(y - height * 0.82)} H ${n(x + height * 0.05)} Q ${n(x + height * 0.16)} ${n(y - height * 0.45)} ${n(x + height * 0.07)} ${n(y - height * 0.12)} Z"/>`;
  }
  return `<g fill="${stone}"><rect x="${n(left)}" y="${n(y - height * 0.12)}" width="${n(right - left)}" height="${n(height * 0.14)}"/>${balusters}<rect x="${n(left)}" y="${n(y - height)}" width="${n(right - left)}" height="${n(height * 0.18)}"/></g><rect x="${n(left)}" y="${n(y - height * 0.82)}" width="${n(right - left)}" height="${n(height * 0.05)}" fill="${c.light.shadow}" opacity="${n(c.light.shadowOpacity)}"/>`;
}

/** A glass balustrade, the view showing through it a little paler. */
export function glassRail(c: Canvas, left: number, right: number, y: number, height: number): string {
  return `<rect x="${n(left)}" y="${n(y - height)}" width="${n(right - left)}" height="${n(height)}" fill="${lighten(c.light.skyMiddle, 0.6)}" opacity="0.28"/><rect x="${n(left)}" y="${n(y - height - 8)}" width="${n(right - left)}" height="9" fill="#c9ccd2"/><g fill="#b9bcc4">${Array.from({ length: Math.ceil((right - left) / 300) + 1 }, (_, i) => `<rect x="${n(left + i * 300 - 4)}" y="${n(y - height)}" width="8" height="${n(height)}"/>`).join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Rooms

export const FABRICS = [
  '#e8e0cf',
  '#6d8fa8',
  '#c9b28a',
  '#3f6f73',
  '#b8694f',
  '#8fa37a',
  '#d9c6a5',
  '#5a6f9a',
] as const;
export const WOODS = ['#9a6b43', '#7a5434', '#b8875a', '#6b4a32'] as const;

export type FloorKind = 'terracotta' | 'tiles' | 'wood' | 'marble';

/**
 * A room's back wall and floor, the floor from `floorY` down in perspective, and wooden beams
 * under the ceiling now and then.
 */
export function room(c: Canvas, wall: string, floor: FloorKind, floorY: number, beams: boolean): string {
  const { d, random, light } = c;
  const lit = light.time === 'dusk' ? mix(wall, '#f0c890', 0.25) : wall;
  const out = [
    `<rect width="${WIDTH}" height="${n(floorY)}" fill="${d.linear(
      [
        [0, shade(lit, 0.1)],
        [0.5, lit],
        [1, shade(lit, 0.08)],
      ],
      [light.fromLeft ? 1 : 0, 0, light.fromLeft ? 0 : 1, 0],
    )}"/>`,
    // Skirting.
    `<rect y="${n(floorY - 16)}" width="${WIDTH}" height="16" fill="${shade(lit, 0.15)}"/>`,
  ];
  const base = { terracotta: '#c47c55', tiles: '#e8e0d2', wood: '#b98a5e', marble: '#eeeae4' }[floor];
  const floorFill = d.linear([
    [0, shade(base, 0.15)],
    [1, base],
  ]);
  let joints = '';
  const rows = floor === 'wood' ? 0 : 1;
  if (rows) {
    for (let y = floorY + 10, gap = 10; y < HEIGHT; gap *= 1.3, y += gap)
      joints += `<rect x="0" y="${n(y)}" width="${WIDTH}" height="${n(1 + gap / 40)}"/>`;
  }
  for (let i = -20; i <= 20; i++) {
    const step = floor === 'wood' ? 70 : 110;
    const xTop = WIDTH / 2 + i * step * 0.45;
    const xBottom = WIDTH / 2 + i * step * 1.6;
    joints += joint(xTop, floorY, xBottom);
  }
  out.push(
    `<rect y="${n(floorY)}" width="${WIDTH}" height="${n(HEIGHT - floorY)}" fill="${floorFill}"/><g fill="${shade(base, 0.3)}" opacity="0.5">${joints}</g>`,
  );
  if (floor === 'tiles') {
    // Hydraulic tiles: a pattern of petals on every other tile.
    const tile = d.pattern(
      80,
      80,
      `<rect width="80" height="80" fill="none"/><circle cx="40" cy="40" r="14" fill="${random.pick(['#6f8fb0', '#b36b4f', '#7a9a6a'])}" opacity="0.35"/><path d="M40 10 L 48 40 L 40 70 L 32 40 Z M10 40 L 40 32 L 70 40 L 40 48 Z" fill="${random.pick(['#3f5f85', '#8a4a33', '#4f6f4a'])}" opacity="0.25"/>`,
    );
    // Squashed to lie flat.
    out.push(
      `<rect y="${n(floorY)}" width="${WIDTH}" height="${n((HEIGHT - floorY) * 2)}" fill="${tile}" transform="translate(0 ${n(floorY)}) scale(1 0.5) translate(0 ${n(-floorY)})"/>`,
    );
  }
  if (beams) {
    let timber = '';
    for (let i = 0; i < 7; i++) {
      const x = (i + 0.5) * (WIDTH / 7);
      timber += `<polygon points="${trapezoid(x, 0, 26, 56, 18)}"/>`;
    }
    out.push(
      `<rect width="${WIDTH}" height="60" fill="${lighten(lit, 0.2)}"/><g fill="${random.pick(WOODS)}">${timber}</g><rect y="56" width="${WIDTH}" height="10" fill="${light.shadow}" opacity="0.15"/>`,
    );
  }
  return out.join('');
}

/**
 * An opening in the back wall (window or balcony door) and the view through it: the sea or the
 * hills, in the picture's light; the reveal's thickness and a patch of sunlight on the floor.
 */
export function opening(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  floorY: number,
  view: 'sea' | 'hills',
): string {
  const { d, random, light } = c;
  const horizon = y + h * random.float(0.35, 0.5);
  const clip = d.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`);
  const outside =
    view === 'sea'
      ? sky(d, random, light, horizon, random.int(0, 2)) + sea(d, random, light, horizon, y + h + 10, x, x + w)
      : sky(d, random, light, horizon, random.int(0, 2)) +
        `<rect x="${n(x)}" y="${n(horizon)}" width="${n(w)}" height="${n(y + h - horizon)}" fill="${mix('#8f9f62', light.haze, 0.3)}"/>` +
        hills(d, random, light, horizon + h * 0.2, { layers: 2, height: h * 0.35, left: x, right: x + w }).svg;
  const frame = '#f6f3ec';
  const reveal = 22;
  const patch =
    light.time === 'dusk'
      ? ''
      : `<polygon points="${pts([
          [x, floorY],
          [x + w, floorY],
          [x + w + (light.fromLeft ? 1 : -1) * w * 0.5 + w * 0.2, HEIGHT],
          [x + (light.fromLeft ? 1 : -1) * w * 0.5 - w * 0.2, HEIGHT],
        ])}" fill="#fff6de" opacity="0.22"/>`;
  return `<rect x="${n(x - reveal)}" y="${n(y - reveal)}" width="${n(w + reveal * 2)}" height="${n(h + reveal * (y + h >= floorY ? 1 : 2))}" fill="${shade('#efe8dc', 0.12)}"/><g clip-path="${clip}">${outside}</g><g fill="${frame}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="10"/><rect x="${n(x)}" y="${n(y)}" width="10" height="${n(h)}"/><rect x="${n(x + w - 10)}" y="${n(y)}" width="10" height="${n(h)}"/><rect x="${n(x + w / 2 - 5)}" y="${n(y)}" width="10" height="${n(h)}"/></g>${patch}`;
}

/** A curtain hanging at one side of an opening, in soft folds. */
export function curtain(c: Canvas, x: number, top: number, w: number, h: number, colour: string): string {
  let folds = '';
  for (let i = 0; i < 5; i++)
    folds += `<rect x="${n(x + (i + 0.3) * (w / 5))}" y="${n(top)}" width="${n(w / 12)}" height="${n(h)}"/>`;
  return `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${colour}" opacity="0.92"/><g fill="${shade(colour, 0.15)}" opacity="0.6">${folds}</g><rect x="${n(x - 20)}" y="${n(top - 8)}" width="${n(w + 40)}" height="8" rx="4" fill="${c.random.pick(WOODS)}"/>`;
}

/** A framed picture on a wall: a little seascape or a block of colour. */
export function framedPicture(c: Canvas, x: number, y: number, w: number, h: number): string {
  const { d, random } = c;
  const inner = random.chance(0.5)
    ? `<rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(w - 20)}" height="${n((h - 20) * 0.55)}" fill="${d.linear([
        [0, '#9cc6e6'],
        [1, '#f3dcb0'],
      ])}"/><rect x="${n(x + 10)}" y="${n(y + 10 + (h - 20) * 0.55)}" width="${n(w - 20)}" height="${n((h - 20) * 0.45)}" fill="#2f7fb0"/><circle cx="${n(x + w * 0.7)}" cy="${n(y + h * 0.35)}" r="${n(h * 0.08)}" fill="#fff1c0"/>`
    : `<rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(w - 20)}" height="${n(h - 20)}" fill="${random.pick(['#e9c46a', '#2a9d8f', '#e76f51', '#8ab17d'])}"/><circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(Math.min(w, h) * 0.22)}" fill="${random.pick(['#264653', '#f4a261', '#ffffff'])}" opacity="0.8"/>`;
  return `<rect x="${n(x + 6)}" y="${n(y + 8)}" width="${n(w)}" height="${n(h)}" fill="#000" opacity="0.12"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${random.pick(['#f4f1ea', '#3a3530', '#b8875a'])}"/>${inner}`;
}

/** A plant in a big pot, for a room or a terrace: a fan of long leaves. */
export function pottedPalm(c: Canvas, x: number, ground: number, size: number): string {
  const { random } = c;
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.4;
    const l = size * random.float(0.7, 1);
    const ex = x + Math.cos(a) * l;
    const ey = ground - size * 0.55 + Math.sin(a) * l;
    leaves += `<path d="M${n(x)} ${n(ground - size * 0.5)} Q ${n((x + ex) / 2 + Math.sin(a) * 20)} ${n((ground - size * 0.5 + ey) / 2 - 20)} ${n(ex)} ${n(ey)}" />`;
  }
  return `<g><g fill="none" stroke="${random.pick(['#3f7a3a', '#4e8a3e', '#2f6b3a'])}" stroke-width="${n(size * 0.07)}" stroke-linecap="round">${leaves}</g><polygon points="${trapezoid(x, ground - size * 0.5, size * 0.3, ground, size * 0.22)}" fill="${random.pick(['#b8643f', '#e9e4da', '#6f7d8a'])}"/>${groundShadow(c.light, x, ground, size * 0.5, 0.1)}</g>`;
}
