import type { Random } from '../random.ts';

/*
 * What the demo town's pictures are drawn with (images.ts, scenes.ts, town-photo.ts): an SVG
 * canvas that keeps its gradients apart, the light of an hour of the day, and the coast's parts:
 * sky, sea, hills, trees, whitewashed houses. Shapes are lit from the sun's side and shaded on
 * the other, and fade into the haze with distance, so that flat shapes read as a place.
 */

/** A coordinate, rounded to keep the SVG short. */
export const n = (value: number) => Math.round(value * 10) / 10;

/** A polygon's or polyline's points attribute. */
export const pts = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** The points of a trapezoid symmetric about `x`: `half` either side of it at `y`, `half2` at `y2`. */
export const trapezoid = (x: number, y: number, half: number, y2: number, half2: number) =>
  pts([
    [x - half, y],
    [x + half, y],
    [x + half2, y2],
    [x - half2, y2],
  ]);

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved towards `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca
    .map((c, i) =>
      Math.round(c + (cb[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Darker, towards a cool shadow rather than grey. */
export const shade = (colour: string, t: number) => mix(colour, '#26233a', t);
/** Lighter. */
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);

type Stop = readonly [offset: number, colour: string, opacity?: number];

/** An SVG picture under construction: its gradients, clips and patterns get ids of their own. */
export class Drawing {
  private readonly defs: string[] = [];
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private id(): string {
    return `d${(this.count++).toString(36)}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient across the shape it fills, top to bottom unless told; answers the fill. */
  linear(stops: readonly Stop[], [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient across the shape it fills; answers the fill. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path from shapes; answers the attribute's value. */
  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A repeating pattern in user space; answers the fill. */
  pattern(width: number, height: number, body: string): string {
    const id = this.id();
    this.defs.push(
      `<pattern id="${id}" width="${n(width)}" height="${n(height)}" patternUnits="userSpaceOnUse">${body}</pattern>`,
    );
    return `url(#${id})`;
  }

  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Light

export type TimeOfDay = 'morning' | 'midday' | 'afternoon' | 'golden' | 'dusk';

/** The light of a picture: its sky, its sea, and how its shapes are lit. */
export interface Light {
  time: TimeOfDay;
  skyTop: string;
  skyMiddle: string;
  skyHorizon: string;
  sun: string;
  glow: string;
  sunX: number;
  /** How high the sun stands, as a share of the sky's height above the horizon measured from the top (over 1: set). */
  sunHeight: number;
  sunRadius: number;
  /** The sun is on the left: faces turned right are in shade, shadows fall to the right. */
  fromLeft: boolean;
  seaFar: string;
  seaNear: string;
  glint: string;
  /** What distant things fade into. */
  haze: string;
  cloud: string;
  cloudShade: string;
  /** Colour and strength of cast shadows. */
  shadow: string;
  shadowOpacity: number;
  /** How much darker a face turned from the sun is. */
  side: number;
  /** A wash over everything: warm in the evening, nothing at noon. */
  wash: string;
  washOpacity: number;
  /** Lit windows and lamps. */
  lit: boolean;
  /** How far shadows reach, per unit of height. */
  shadowLength: number;
}

const LIGHTS: Record<TimeOfDay, Omit<Light, 'time' | 'sunX' | 'sunHeight' | 'fromLeft'>> = {
  morning: {
    skyTop: '#5d9bd8',
    skyMiddle: '#a9d0ee',
    skyHorizon: '#f6e3c8',
    sun: '#fff6dc',
    glow: '#ffe9b8',
    sunRadius: 46,
    seaFar: '#8fb9d6',
    seaNear: '#2f7fb0',
    glint: '#fff4d6',
    haze: '#d9e3ea',
    cloud: '#fffaf2',
    cloudShade: '#d8dce8',
    shadow: '#3b4a78',
    shadowOpacity: 0.26,
    side: 0.2,
    wash: '#ffd9a8',
    washOpacity: 0.06,
    lit: false,
    shadowLength: 0.9,
  },
  midday: {
    skyTop: '#2f7fd0',
    skyMiddle: '#6fb2e8',
    skyHorizon: '#d6ecf8',
    sun: '#ffffff',
    glow: '#fffbe8',
    sunRadius: 40,
    seaFar: '#5aa8cf',
    seaNear: '#12709f',
    glint: '#ffffff',
    haze: '#cfe3ef',
    cloud: '#ffffff',
    cloudShade: '#dbe5f0',
    shadow: '#2c3e6b',
    shadowOpacity: 0.3,
    side: 0.16,
    wash: '#ffffff',
    washOpacity: 0,
    lit: false,
    shadowLength: 0.35,
  },
  afternoon: {
    skyTop: '#3f86cf',
    skyMiddle: '#8fc2e8',
    skyHorizon: '#f1e6cf',
    sun: '#fffbe6',
    glow: '#fff0c4',
    sunRadius: 44,
    seaFar: '#79b3d4',
    seaNear: '#1b6c9c',
    glint: '#fff6da',
    haze: '#e2e4e0',
    cloud: '#fffdf6',
    cloudShade: '#e0d9d6',
    shadow: '#38406e',
    shadowOpacity: 0.28,
    side: 0.2,
    wash: '#ffcf8f',
    washOpacity: 0.05,
    lit: false,
    shadowLength: 0.7,
  },
  golden: {
    skyTop: '#4f78b8',
    skyMiddle: '#e9b98f',
    skyHorizon: '#ffcf86',
    sun: '#fff1c4',
    glow: '#ffb861',
    sunRadius: 52,
    seaFar: '#d9a982',
    seaNear: '#2b5f8c',
    glint: '#ffe2a0',
    haze: '#f0c9a0',
    cloud: '#ffd9b0',
    cloudShade: '#c98d8c',
    shadow: '#4a3a6e',
    shadowOpacity: 0.32,
    side: 0.3,
    wash: '#ff9d45',
    washOpacity: 0.1,
    lit: false,
    shadowLength: 1.6,
  },
  dusk: {
    skyTop: '#2c3466',
    skyMiddle: '#8a6d9a',
    skyHorizon: '#f4a27e',
    sun: '#ffd7a0',
    glow: '#ff9a6a',
    sunRadius: 50,
    seaFar: '#9c7d95',
    seaNear: '#243a64',
    glint: '#ffc79a',
    haze: '#b49aad',
    cloud: '#e9a49a',
    cloudShade: '#6d5a82',
    shadow: '#221f45',
    shadowOpacity: 0.25,
    side: 0.38,
    wash: '#5a4a8a',
    washOpacity: 0.14,
    lit: true,
    shadowLength: 1.2,
  },
};

const SUN_HEIGHTS: Record<TimeOfDay, number> = {
  morning: 0.55,
  midday: 0.12,
  afternoon: 0.35,
  golden: 0.78,
  dusk: 1.02,
};

/** The light at `time` on a picture `width` wide, the sun left or right as `random` says. */
export function lightAt(time: TimeOfDay, random: Random, width: number): Light {
  const fromLeft = random.chance(0.5);
  const across = random.float(0.08, 0.3);
  const sunX = (fromLeft ? across : 1 - across) * width;
  return { ...LIGHTS[time], time, sunX, sunHeight: SUN_HEIGHTS[time] + random.float(-0.04, 0.04), fromLeft };
}

/** A colour `distance` (0 near – 1 at the horizon) away, faded into the haze. */
export const far = (light: Light, colour: string, distance: number) => mix(colour, light.haze, distance);

/** A wash of the hour's colour over the whole picture: warm in the evening, none at noon. */
export function wash(d: Drawing, light: Light): string {
  return light.washOpacity
    ? `<rect width="${d.width}" height="${d.height}" fill="${light.wash}" opacity="${light.washOpacity}"/>`
    : '';
}

/** A lamp's glow, `r` in radius round (x, y) and `strength` strong at its heart, once the lamps are lit. */
export function lampGlow(
  d: Drawing,
  light: Light,
  x: number,
  y: number,
  r: number,
  strength: number,
  colour = '#ffdca0',
): string {
  return light.lit
    ? `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${d.radial([
        [0, colour, strength],
        [1, colour, 0],
      ])}"/>`
    : '';
}

// ---------------------------------------------------------------------------------------------
// Sky, sea, land

/** The sky down to `horizon`, its sun and clouds. */
export function sky(d: Drawing, random: Random, light: Light, horizon: number, clouds = random.int(1, 5)): string {
  const sunY = horizon * light.sunHeight;
  const out = [
    `<rect width="${d.width}" height="${n(horizon + 4)}" fill="${d.linear([
      [0, light.skyTop],
      [0.6, light.skyMiddle],
      [1, light.skyHorizon],
    ])}"/>`,
  ];
  const glowR = light.time === 'midday' ? 360 : 620;
  out.push(
    `<circle cx="${n(light.sunX)}" cy="${n(sunY)}" r="${glowR}" fill="${d.radial([
      [0, light.glow, 0.85],
      [0.25, light.glow, 0.35],
      [1, light.glow, 0],
    ])}"/>`,
  );
  if (sunY < horizon - light.sunRadius * 0.4) {
    out.push(`<circle cx="${n(light.sunX)}" cy="${n(sunY)}" r="${light.sunRadius}" fill="${light.sun}"/>`);
  }
  for (let i = 0; i < clouds; i++) {
    const y = random.float(horizon * 0.08, horizon * 0.75);
    out.push(cloud(d, random, light, random.float(-100, d.width), y, random.float(160, 420) * (0.5 + y / horizon)));
  }
  return out.join('');
}

/** A flat-bottomed cumulus, lit from above. */
export function cloud(d: Drawing, random: Random, light: Light, x: number, y: number, width: number): string {
  const fill = d.linear([
    [0, lighten(light.cloud, 0.35)],
    [0.55, light.cloud],
    [1, light.cloudShade],
  ]);
  const count = random.int(4, 7);
  let puffs = '';
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const r = width * (0.09 + 0.15 * Math.sin(Math.PI * t) ** 1.5) * random.float(0.75, 1.25);
    puffs += `<circle cx="${n(x + width * t)}" cy="${n(y - r * 0.35)}" r="${n(r)}"/>`;
  }
  const base = d.clip(
    `<rect x="${n(x - width)}" y="${n(y - width)}" width="${n(width * 3)}" height="${n(width + width * 0.04)}"/>`,
  );
  return `<g fill="${fill}" clip-path="${base}" opacity="${light.time === 'midday' ? 0.95 : 0.85}">${puffs}</g>`;
}

/** The sea from the horizon down to `bottom`: deeper nearer, glinting under the sun. */
export function sea(
  d: Drawing,
  random: Random,
  light: Light,
  horizon: number,
  bottom: number,
  left = 0,
  right = d.width,
): string {
  const out = [
    `<rect x="${n(left)}" y="${n(horizon)}" width="${n(right - left)}" height="${n(bottom - horizon)}" fill="${d.linear(
      [
        [0, light.seaFar],
        [0.35, mix(light.seaFar, light.seaNear, 0.6)],
        [1, light.seaNear],
      ],
    )}"/>`,
    `<rect x="${n(left)}" y="${n(horizon)}" width="${n(right - left)}" height="3" fill="${lighten(light.seaFar, 0.3)}" opacity="0.7"/>`,
  ];
  if (light.time !== 'midday') {
    // The sun's path on the water.
    const w = light.sunRadius * 5;
    out.push(
      `<rect x="${n(light.sunX - w / 2)}" y="${n(horizon)}" width="${n(w)}" height="${n(bottom - horizon)}" fill="${d.radial(
        [
          [0, light.glint, 0.55],
          [1, light.glint, 0],
        ],
        0.5,
        0,
        0.5,
      )}"/>`,
    );
  }
  const depth = bottom - horizon;
  let glints = '';
  for (let i = 0; i < 70; i++) {
    const t = random.next() ** 1.7;
    const y = horizon + 4 + depth * t;
    const inPath = random.chance(0.45);
    const spread = inPath ? light.sunRadius * (1 + t * 4) : right - left;
    const x = inPath ? light.sunX + random.float(-spread, spread) : random.float(left, right);
    const length = (8 + 60 * t) * random.float(0.5, 1.3);
    glints += `<rect x="${n(x - length / 2)}" y="${n(y)}" width="${n(length)}" height="${n(1 + 2.5 * t)}" rx="1" opacity="${n(inPath ? 0.5 + 0.4 * random.next() : 0.15 + 0.25 * random.next())}"/>`;
  }
  out.push(`<g fill="${light.glint}">${glints}</g>`);
  return out.join('');
}

/** The top of a ridge from `left` to `right`: smooth rolling hills around `baseY`, `height` tall at most. */
export function ridgeLine(
  random: Random,
  left: number,
  right: number,
  baseY: number,
  height: number,
): [number, number][] {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    length: (random.float(0.5, 1.2) * (right - left)) / (i * 2.2 + 1),
    phase: random.float(0, Math.PI * 2),
    weight: [0.55, 0.3, 0.15][i]!,
  }));
  const points: [number, number][] = [];
  for (let x = left; x <= right + 20; x += 20) {
    const y = waves.reduce((sum, w) => sum + w.weight * Math.sin((x / w.length) * Math.PI * 2 + w.phase), 0);
    points.push([x, baseY - height * (0.55 + 0.45 * y)]);
  }
  return points;
}

/** A filled ridge from its top line down to `bottom`. */
export function ridge(points: readonly [number, number][], bottom: number, fill: string, extra = ''): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  return `<polygon points="${pts([[first[0], bottom], ...points, [last[0], bottom]])}" fill="${fill}"${extra}/>`;
}

/** The height of a ridge line at `x`. */
export function ridgeAt(points: readonly [number, number][], x: number): number {
  const i = Math.max(0, Math.min(points.length - 2, Math.floor((x - points[0]![0]) / 20)));
  const [a, b] = [points[i]!, points[i + 1]!];
  return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
}

const GREENS = ['#5f7d3a', '#4d6e35', '#6b8a45', '#56743f'] as const;

/**
 * Hills behind the horizon, `layers` of them, the farthest palest; the nearer ones dotted with
 * pines. Answers the drawing and the nearest ridge's line.
 */
export function hills(
  d: Drawing,
  random: Random,
  light: Light,
  horizon: number,
  options: { layers?: number; height?: number; left?: number; right?: number } = {},
): { svg: string; nearest: [number, number][] } {
  const { layers = 3, height = 240, left = 0, right = d.width } = options;
  let svg = '';
  let nearest: [number, number][] = [];
  for (let i = 0; i < layers; i++) {
    const distance = 1 - (i + 1) / (layers + 0.6);
    const green = random.pick(GREENS);
    const line = ridgeLine(random, left, right, horizon, height * (1 - 0.22 * (layers - 1 - i)) * random.float(0.7, 1));
    const colour = far(light, i === layers - 1 ? green : mix(green, '#6d7f8f', 0.5), distance * 0.85);
    svg += ridge(
      line,
      horizon + 2,
      d.linear([
        [0, colour],
        [1, mix(colour, light.haze, 0.25)],
      ]),
    );
    if (i >= layers - 2) {
      // Pines, as dark dots along the slope.
      let dots = '';
      for (let k = 0; k < (90 * (right - left)) / d.width; k++) {
        const x = random.float(left, right);
        const top = ridgeAt(line, x);
        const y = top + random.float(6, Math.max(8, horizon - top));
        const r = (3 + 6 * (1 - distance)) * random.float(0.6, 1.3);
        dots += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.4)}" ry="${n(r)}"/>`;
      }
      svg += `<g fill="${shade(colour, 0.25)}" opacity="0.7">${dots}</g>`;
    }
    nearest = line;
  }
  return { svg, nearest };
}

/** A headland running out into the sea at one side of the horizon. */
export function headland(d: Drawing, random: Random, light: Light, horizon: number, onLeft: boolean): string {
  const w = random.float(0.25, 0.45) * d.width;
  const h = random.float(40, 110);
  const [from, to] = onLeft ? [-20, w] : [d.width - w, d.width + 20];
  const rise = (x: number) => {
    const t = onLeft ? 1 - (x - from) / (to - from) : (x - from) / (to - from);
    return horizon - h * Math.min(1, t * 1.6) ** 0.8 * (0.85 + 0.15 * Math.sin(x / 37));
  };
  const points: [number, number][] = [];
  for (let x = from; x <= to; x += 15) points.push([x, rise(x)]);
  return ridge(points, horizon + 1, far(light, '#6f7d63', 0.6));
}

/** The painted hulls of the harbour's fishing boats (llaüts). */
export const HULLS = ['#f4f4f0', '#2f6fa3', '#3f7d4e', '#b8452f', '#e6c14d'] as const;

/** A small sailing boat far out: hull and sail, `size` its height. */
export function sailboat(x: number, y: number, size: number, light: Light, sail = '#ffffff'): string {
  const s = size;
  return `<g><polygon points="${trapezoid(x, y - s * 0.12, s * 0.45, y, s * 0.32)}" fill="${shade('#f4f1ea', light.side)}"/><polygon points="${pts(
    [
      [x, y - s],
      [x, y - s * 0.16],
      [x + s * 0.42, y - s * 0.16],
    ],
  )}" fill="${sail}"/><polygon points="${pts([
    [x - 2, y - s * 0.9],
    [x - 2, y - s * 0.16],
    [x - s * 0.3, y - s * 0.16],
  ])}" fill="${shade(sail, 0.12)}"/></g>`;
}

/** Birds: a few soft Vs. */
export function birds(random: Random, x: number, y: number, count: number, colour = '#3b3b4f'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + random.float(-120, 120);
    const by = y + random.float(-50, 50);
    const s = random.float(6, 12);
    out += `<path d="M${n(bx - s)} ${n(by - s * 0.3)} Q ${n(bx - s / 2)} ${n(by - s * 0.7)} ${n(bx)} ${n(by)} Q ${n(bx + s / 2)} ${n(by - s * 0.7)} ${n(bx + s)} ${n(by - s * 0.3)}"/>`;
  }
  return `<g fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" opacity="0.7">${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Plants

/** A soft shadow on the ground under something `width` wide, towards the shade's side. */
export function groundShadow(light: Light, x: number, y: number, width: number, reach = 0.4): string {
  const dx = (light.fromLeft ? 1 : -1) * width * reach * light.shadowLength;
  return `<ellipse cx="${n(x + dx)}" cy="${n(y)}" rx="${n(width / 2 + Math.abs(dx) / 2)}" ry="${n(width * 0.09 + 2)}" fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.9)}"/>`;
}

/** A palm: a leaning ringed trunk `height` tall and a crown of drooping, serrated fronds. */
export function palm(random: Random, light: Light, x: number, y: number, height: number): string {
  const lean = random.float(-0.22, 0.22) * height;
  const top: [number, number] = [x + lean, y - height];
  const control: [number, number] = [x + lean * 0.15, y - height * 0.55];
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * control[0] + t * t * top[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * control[1] + t * t * top[1],
  ];
  const width = height * 0.045;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i <= 10; i++) {
    const [px, py] = at(i / 10);
    const w = width * (1 - 0.45 * (i / 10));
    left.push([px - w / 2, py]);
    right.push([px + w / 2, py]);
  }
  const bark = '#8a6a4c';
  let trunk = `<polygon points="${pts([...left, ...right.reverse()])}" fill="${d3(bark, light)}"/>`;
  let rings = '';
  for (let i = 1; i < 14; i++) {
    const [px, py] = at(i / 14);
    const w = width * (1 - 0.45 * (i / 14));
    rings += `<path d="M${n(px - w / 2)} ${n(py)} q ${n(w / 2)} ${n(w * 0.25)} ${n(w)} 0"/>`;
  }
  trunk += `<g fill="none" stroke="${shade(bark, 0.35)}" stroke-width="${n(Math.max(1, width * 0.12))}">${rings}</g>`;
  const greens = ['#3f7a3a', '#4e8a3e', '#5c9443', '#467f3a'];
  // A fountain of fronds: those behind first and darker, the outer ones hanging lowest.
  const back: string[] = [];
  const front: string[] = [];
  const count = random.int(9, 12);
  const length = height * random.float(0.34, 0.42);
  for (let i = 0; i < count; i++) {
    const spread = ((i + random.float(-0.25, 0.25)) / (count - 1)) * 2 - 1;
    const behind = i % 2 === 1;
    const l = length * random.float(0.8, 1.1) * (1 - 0.35 * (1 - Math.abs(spread)) * (behind ? 1 : 0.5));
    const green = random.pick(greens);
    (behind ? back : front).push(frond(top, spread, l, behind ? shade(green, 0.22) : green));
  }
  const coconuts = `<g fill="#6b4a2b">${[-1, 0, 1].map((k) => `<circle cx="${n(top[0] + k * width * 0.5)}" cy="${n(top[1] + width * 0.6)}" r="${n(width * 0.35)}"/>`).join('')}</g>`;
  return `<g>${groundShadow(light, x, y, height * 0.35)}${back.join('')}${trunk}${coconuts}${front.join('')}</g>`;
}

/** A palm frond from `base`, out to one side (`spread` from -1, left, to 1), arching up and drooping down. */
function frond(base: readonly [number, number], spread: number, length: number, colour: string): string {
  const out = Math.abs(spread);
  const end: [number, number] = [base[0] + spread * length * 0.95, base[1] + length * (0.05 + 0.5 * out ** 1.5)];
  const control: [number, number] = [base[0] + spread * length * 0.55, base[1] - length * (0.45 - 0.25 * out)];
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * base[0] + 2 * (1 - t) * t * control[0] + t * t * end[0],
    (1 - t) ** 2 * base[1] + 2 * (1 - t) * t * control[1] + t * t * end[1],
  ];
  const upper: [number, number][] = [];
  const lower: [number, number][] = [];
  const steps = 22;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(qx - px, qy - py) || 1;
    // The normal pointing up, so leaflets hang below the rib.
    let [nx, ny] = [-(qy - py) / len, (qx - px) / len];
    if (ny > 0) [nx, ny] = [-nx, -ny];
    const w = length * 0.1 * Math.sin(Math.PI * Math.min(1, t * 1.1)) ** 0.6;
    const spike = i % 2 ? 1 : 0.3;
    upper.push([px + nx * w * spike * 0.6, py + ny * w * spike * 0.6]);
    lower.push([px - nx * w * spike * 1.4, py - ny * w * spike * 1.4 + w * 0.4 * spike]);
  }
  return `<polygon points="${pts([...upper, ...lower.reverse()])}" fill="${colour}"/>`;
}

/** A colour on a face lit by the sun (slightly warm) */
const d3 = (colour: string, light: Light) => (light.time === 'golden' ? mix(colour, '#ffb46b', 0.12) : colour);

/** An umbrella pine: a slender trunk forking under a wide, flat-topped crown; its shadow on flat ground. */
export function pine(random: Random, light: Light, x: number, y: number, size: number, shadow = true): string {
  const bark = '#7b5d4a';
  const lean = random.float(-0.12, 0.12) * size;
  const fork: [number, number] = [x + lean, y - size * 0.6];
  const crownY = y - size * 0.78;
  const base = size * 0.04;
  const limb = (dx: number) => {
    const tip: [number, number] = [fork[0] + dx, crownY + size * 0.04];
    return `<path d="M${n(fork[0] - base * 0.35)} ${n(fork[1] + base)} Q ${n(fork[0] + dx * 0.3)} ${n(fork[1] - size * 0.06)} ${n(tip[0] - base * 0.2)} ${n(tip[1])} L ${n(tip[0] + base * 0.2)} ${n(tip[1])} Q ${n(fork[0] + dx * 0.35)} ${n(fork[1] - size * 0.02)} ${n(fork[0] + base * 0.35)} ${n(fork[1] + base)} Z"/>`;
  };
  const trunk = `<g fill="${bark}"><path d="M${n(x - base / 2)} ${n(y)} Q ${n(x + lean * 0.4 - base * 0.4)} ${n(y - size * 0.3)} ${n(fork[0] - base * 0.35)} ${n(fork[1])} L ${n(fork[0] + base * 0.35)} ${n(fork[1])} Q ${n(x + lean * 0.4 + base * 0.4)} ${n(y - size * 0.3)} ${n(x + base / 2)} ${n(y)} Z"/>${limb(-size * 0.25)}${limb(size * 0.22)}${limb(size * 0.02)}</g><path d="M${n(x + (light.fromLeft ? 1 : -1) * base * 0.2)} ${n(y)} Q ${n(x + lean * 0.4)} ${n(y - size * 0.3)} ${n(fork[0])} ${n(fork[1])}" stroke="${shade(bark, 0.3)}" stroke-width="${n(base * 0.3)}" fill="none"/>`;
  const dark = '#2f5a2c';
  const lit = '#4f7f3a';
  const cx = x + lean;
  let crown = '';
  let highlights = '';
  const lumps = random.int(7, 10);
  const side = light.fromLeft ? -1 : 1;
  for (let i = 0; i < lumps; i++) {
    const t = i / (lumps - 1) - 0.5;
    const lx = cx + t * size * 1.05 + random.float(-0.02, 0.02) * size;
    const r = size * random.float(0.13, 0.18) * (1 - Math.abs(t) * 0.5);
    const ly = crownY - Math.cos(t * Math.PI) * size * 0.08 + random.float(-0.015, 0.015) * size;
    crown += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(r * 1.5)}" ry="${n(r * 0.7)}"/>`;
    highlights += `<ellipse cx="${n(lx + side * r * 0.3)}" cy="${n(ly - r * 0.3)}" rx="${n(r)}" ry="${n(r * 0.35)}"/>`;
  }
  return `<g>${shadow ? groundShadow(light, x, y, size * 0.8) : ''}${trunk}<g fill="${dark}">${crown}</g><g fill="${lit}" opacity="0.75">${highlights}</g></g>`;
}

/** A cypress: a tall dark flame. */
export function cypress(light: Light, x: number, y: number, height: number): string {
  const w = height * 0.13;
  const side = light.fromLeft ? -1 : 1;
  return `<g>${groundShadow(light, x, y, w * 2)}<path d="M${n(x)} ${n(y - height)} C ${n(x + w)} ${n(y - height * 0.7)} ${n(x + w * 1.1)} ${n(y - height * 0.2)} ${n(x + w * 0.5)} ${n(y)} L ${n(x - w * 0.5)} ${n(y)} C ${n(x - w * 1.1)} ${n(y - height * 0.2)} ${n(x - w)} ${n(y - height * 0.7)} ${n(x)} ${n(y - height)} Z" fill="#2d4f2e"/><path d="M${n(x)} ${n(y - height)} C ${n(x + side * w * 0.8)} ${n(y - height * 0.7)} ${n(x + side * w * 0.9)} ${n(y - height * 0.25)} ${n(x + side * w * 0.4)} ${n(y - height * 0.05)} L ${n(x)} ${n(y - height * 0.1)} Z" fill="#466b3c" opacity="0.8"/></g>`;
}

/** A round tree (an olive, grey-green; an orange tree, glossy, with its fruit). */
export function roundTree(
  random: Random,
  light: Light,
  x: number,
  y: number,
  size: number,
  kind: 'olive' | 'orange',
): string {
  const [dark, lit] = kind === 'olive' ? ['#6e7f55', '#98a77a'] : ['#2f5e2f', '#4f8a3e'];
  const trunk = `<path d="M${n(x - size * 0.05)} ${n(y)} q ${n(size * 0.04)} ${n(-size * 0.25)} ${n(-size * 0.02)} ${n(-size * 0.45)} l ${n(size * 0.1)} 0 q ${n(-size * 0.02)} ${n(size * 0.25)} ${n(size * 0.04)} ${n(size * 0.45)} Z" fill="#6d5443"/>`;
  const cy = y - size * 0.6;
  let crown = '';
  let lights = '';
  let fruit = '';
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const cx = x + Math.cos(a) * size * 0.22;
    const yy = cy + Math.sin(a) * size * 0.14;
    const r = size * random.float(0.2, 0.26);
    crown += `<circle cx="${n(cx)}" cy="${n(yy)}" r="${n(r)}"/>`;
    if (Math.sin(a) < 0.2)
      lights += `<circle cx="${n(cx + (light.fromLeft ? -1 : 1) * r * 0.3)}" cy="${n(yy - r * 0.3)}" r="${n(r * 0.6)}"/>`;
  }
  if (kind === 'orange') {
    for (let i = 0; i < 9; i++) {
      fruit += `<circle cx="${n(x + random.float(-0.38, 0.38) * size)}" cy="${n(cy + random.float(-0.25, 0.25) * size)}" r="${n(size * 0.035)}"/>`;
    }
  }
  return `<g>${groundShadow(light, x, y, size * 0.7)}${trunk}<g fill="${dark}">${crown}</g><g fill="${lit}" opacity="0.7">${lights}</g><g fill="#f29a2e">${fruit}</g></g>`;
}

/** A low bush, `colour` its leaves, with flowers when told. */
export function bush(random: Random, x: number, y: number, width: number, colour: string, flowers?: string): string {
  let leaves = '';
  let lit = '';
  let blossom = '';
  const count = Math.max(3, Math.round(width / 18));
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1) - 0.5;
    const r = width * random.float(0.13, 0.2);
    const bx = x + t * width * 0.8;
    const by = y - r * 0.8 - Math.cos(t * Math.PI) * width * 0.12;
    leaves += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}"/>`;
    lit += `<circle cx="${n(bx - r * 0.2)}" cy="${n(by - r * 0.3)}" r="${n(r * 0.55)}"/>`;
    if (flowers) {
      for (let k = 0; k < 3; k++) {
        blossom += `<circle cx="${n(bx + random.float(-r, r) * 0.8)}" cy="${n(by + random.float(-r, r) * 0.7)}" r="${n(Math.max(2, r * 0.2))}"/>`;
      }
    }
  }
  return `<g><g fill="${colour}">${leaves}</g><g fill="${lighten(colour, 0.2)}" opacity="0.5">${lit}</g>${flowers ? `<g fill="${flowers}">${blossom}</g>` : ''}</g>`;
}

/** A clipped hedge or a row of shrubs from `left` to `right`, `height` tall, standing on `y`. */
export function hedge(
  random: Random,
  light: Light,
  left: number,
  right: number,
  y: number,
  height: number,
  colour: string,
): string {
  let leaves = '';
  let lit = '';
  for (let x = left; x < right; x += height * random.float(0.35, 0.6)) {
    const r = height * random.float(0.4, 0.6);
    const top = y - height + r;
    leaves += `<circle cx="${n(x)}" cy="${n(top)}" r="${n(r)}"/>`;
    lit += `<circle cx="${n(x + (light.fromLeft ? -1 : 1) * r * 0.25)}" cy="${n(top - r * 0.3)}" r="${n(r * 0.6)}"/>`;
  }
  return `<g><rect x="${n(left)}" y="${n(y - height * 0.5)}" width="${n(right - left)}" height="${n(height * 0.5)}" fill="${colour}"/><g fill="${colour}">${leaves}</g><g fill="${lighten(colour, 0.18)}" opacity="0.6">${lit}</g></g>`;
}

/** Bougainvillea tumbling over a wall: magenta on green, `width` wide from (x, y) down `height`. */
export function bougainvillea(
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  colour = '#c8337a',
): string {
  let green = '';
  let flowers = '';
  let lit = '';
  // Clusters in proportion to the plant, so that close up it is not a scatter of dots.
  const size = Math.max(6, width / 32);
  for (let i = Math.round((width * height) / (size * size * 5)); i > 0; i--) {
    const t = random.next();
    const bx = x + random.float(0, width) * (1 - 0.3 * t) + width * 0.15 * t;
    const by = y + height * t ** 1.6;
    const r = size * random.float(0.6, 1.3) * (1 - t * 0.5);
    if (random.chance(0.35)) green += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}"/>`;
    else {
      flowers += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}"/>`;
      lit += `<circle cx="${n(bx - r * 0.25)}" cy="${n(by - r * 0.3)}" r="${n(r * 0.45)}"/>`;
    }
  }
  return `<g><g fill="#4f7a3a">${green}</g><g fill="${colour}">${flowers}</g><g fill="${lighten(colour, 0.35)}" opacity="0.6">${lit}</g></g>`;
}

/** A terracotta pot with a plant: geraniums (red), herbs, or a small palm. */
export function pot(
  random: Random,
  x: number,
  y: number,
  size: number,
  flowers = random.pick(['#d8343f', '#e6557a', '#f2f2f2', '#e85d2f']),
): string {
  const w = size;
  const h = size * 0.8;
  const pot = `<polygon points="${trapezoid(x, y - h, w / 2, y, w * 0.35)}" fill="#b8643f"/><rect x="${n(x - w * 0.55)}" y="${n(y - h - size * 0.12)}" width="${n(w * 1.1)}" height="${n(size * 0.16)}" fill="#c97650"/>`;
  return `<g>${pot}${bush(random, x, y - h, size * 1.5, '#4a7a3a', flowers)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Houses

export const WALLS = ['#fbf8f1', '#f7f2e8', '#f4ead6', '#f1e2c2', '#ecd3a4', '#f2d9c7', '#f5e6b8', '#ffffff'] as const;
export const ROOFS = ['#c0593a', '#b24f33', '#cc6a46', '#a8492f', '#c7704b'] as const;
export const SHUTTERS = ['#3f7d4e', '#2f6fa3', '#2a8a8a', '#6f4a2e', '#4f8f5f', '#3565a0', '#7d9aa6'] as const;

export type RoofKind = 'gable' | 'hip' | 'flat';
export type WindowKind = 'shutters' | 'blind' | 'arched' | 'grille' | 'plain';

export interface HouseSpec {
  /** Left edge of the front, and the ground it stands on. */
  x: number;
  ground: number;
  width: number;
  storeys: number;
  storeyHeight: number;
  /** How much of its side shows (0: none). */
  depth: number;
  wall: string;
  roof: RoofKind;
  roofColour: string;
  /** Window columns on each storey. */
  columns: number;
  window: WindowKind;
  shutter: string;
  /** Balconies on the storeys above the ground. */
  balconies: boolean;
  /** Where the door is: a column, or none. */
  door?: number;
  doorColour?: string;
  /** A painted plinth along the bottom. */
  plinth?: string;
  bougainvillea?: boolean;
  /** Flower pots on the balconies and by the door. */
  pots?: boolean;
  /** Striped awnings over some of the balconies, in this colour. */
  awnings?: string;
}

/** A whitewashed house: front lit, side in shade, its roof, windows, balconies and door. */
export function house(d: Drawing, random: Random, light: Light, spec: HouseSpec): string {
  const { x, ground, width: w, storeys, storeyHeight: sh, depth, wall } = spec;
  const h = storeys * sh;
  const top = ground - h;
  // The side that shows is the shaded one, away from the sun.
  const right = light.fromLeft;
  const dx = (right ? 1 : -1) * depth * 0.8;
  const dy = depth * 0.35;
  const edge = right ? x + w : x;
  const out: string[] = [];

  // Cast shadow on the ground.
  const reach = h * light.shadowLength * 0.5 * (right ? 1 : -1);
  out.push(
    `<polygon points="${pts([
      [edge, ground],
      [edge + dx, ground - dy],
      [edge + dx + reach, ground - dy * 0.4],
      [edge + reach * 0.8, ground + 6],
    ])}" fill="${light.shadow}" opacity="${light.shadowOpacity}"/>`,
  );
  // Side and front walls.
  if (depth > 0) {
    out.push(
      `<polygon points="${pts([
        [edge, ground],
        [edge + dx, ground - dy],
        [edge + dx, top - dy],
        [edge, top],
      ])}" fill="${shade(wall, light.side + 0.08)}"/>`,
    );
  }
  out.push(
    `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${d.linear([
      [0, d3(wall, light)],
      [1, shade(d3(wall, light), 0.06)],
    ])}"/>`,
  );
  if (spec.plinth)
    out.push(
      `<rect x="${n(x)}" y="${n(ground - sh * 0.16)}" width="${n(w)}" height="${n(sh * 0.16)}" fill="${spec.plinth}"/>`,
    );
  // Roof.
  out.push(roof(d, light, spec, top, dx, dy));
  // Windows, balconies, door.
  const cell = w / spec.columns;
  const winW = Math.min(cell * 0.5, sh * 0.42);
  const winH = Math.min(sh * 0.55, winW * 1.6);
  for (let s = 0; s < storeys; s++) {
    const floorTop = ground - (s + 1) * sh;
    for (let c = 0; c < spec.columns; c++) {
      const cx = x + cell * (c + 0.5);
      if (s === 0 && spec.door === c) {
        out.push(
          door(d, light, cx, ground, Math.min(cell * 0.5, sh * 0.42), sh * 0.74, spec.doorColour ?? spec.shutter),
        );
        if (spec.pots)
          out.push(pot(random, cx - cell * 0.38, ground, sh * 0.12), pot(random, cx + cell * 0.38, ground, sh * 0.1));
        continue;
      }
      const balcony = spec.balconies && s > 0;
      const wy = floorTop + sh * (balcony ? 0.2 : 0.24);
      const wh = balcony ? sh * 0.68 : winH;
      out.push(windowAt(d, light, spec.window, cx - winW / 2, wy, winW, wh, spec.shutter));
      if (balcony) {
        if (spec.awnings && random.chance(0.6))
          out.push(awning(d, cx - winW * 0.85, floorTop + sh * 0.08, winW * 1.7, sh * 0.3, spec.awnings));
        out.push(balconyAt(random, light, cx, floorTop + sh * 0.88, winW * 1.7, sh * 0.3, spec.wall, !!spec.pots));
      }
    }
  }
  if (spec.bougainvillea) {
    const bx = random.chance(0.5) ? x - 10 : x + w * 0.55;
    out.push(bougainvillea(random, bx, top + sh * 0.1, w * 0.45, h * random.float(0.5, 0.8)));
  }
  return `<g>${out.join('')}</g>`;
}

function roof(d: Drawing, light: Light, spec: HouseSpec, top: number, dx: number, dy: number): string {
  const { x, width: w, roofColour, wall } = spec;
  const eave = 14;
  const right = dx > 0;
  if (spec.roof === 'flat') {
    // A parapet, and the eave's thin shadow under it.
    const edge = right ? x + w : x;
    return `<rect x="${n(x - 4)}" y="${n(top - 16)}" width="${n(w + 8)}" height="18" fill="${lighten(wall, 0.3)}"/><polygon points="${pts(
      [
        [edge + (right ? 4 : -4), top + 2],
        [edge + dx, top - dy + 2],
        [edge + dx, top - dy - 16],
        [edge + (right ? 4 : -4), top - 16],
      ],
    )}" fill="${shade(wall, light.side)}"/><rect x="${n(x)}" y="${n(top + 2)}" width="${n(w)}" height="8" fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.6)}"/>`;
  }
  const rise = Math.min(w * 0.28, 40 + Math.abs(dx) * 1.2);
  const tiles = d.pattern(
    16,
    12,
    `<rect width="16" height="12" fill="${roofColour}"/><path d="M0 11 Q 4 7 8 11 T 16 11" fill="none" stroke="${shade(roofColour, 0.25)}" stroke-width="2"/><rect x="7" width="2" height="12" fill="${lighten(roofColour, 0.12)}" opacity="0.6"/>`,
  );
  const inset = spec.roof === 'hip' ? w * 0.22 : 0;
  const edge = right ? x + w : x;
  const out = edge + (right ? eave : -eave);
  const ridgeY = top - rise - dy / 2;
  // A gable's ridge ends over its wall's apex, on the side that shows.
  const apex = edge + dx / 2;
  const gableShows = spec.roof === 'gable' && dx !== 0;
  const ridgeLeft = gableShows && !right ? apex : x - eave + inset + dx / 2;
  const ridgeRight = gableShows && right ? apex : x + w + eave - inset + dx / 2;
  const front = `<polygon points="${pts([
    [x - eave, top + 4],
    [x + w + eave, top + 4],
    [ridgeRight, ridgeY],
    [ridgeLeft, ridgeY],
  ])}" fill="${tiles}"/>`;
  const end = right ? ridgeRight : ridgeLeft;
  const side = !dx
    ? ''
    : spec.roof === 'hip'
      ? `<polygon points="${pts([
          [out, top + 4],
          [out + dx, top - dy + 4],
          [end, ridgeY],
        ])}" fill="${shade(roofColour, light.side + 0.1)}"/>`
      : `<polygon points="${pts([
          [edge, top],
          [edge + dx, top - dy],
          [apex, ridgeY],
        ])}" fill="${shade(wall, light.side + 0.08)}"/><polyline points="${pts([
          [out, top + 4],
          [apex, ridgeY - 3],
          [out + dx, top - dy + 4],
        ])}" fill="none" stroke="${shade(roofColour, 0.2)}" stroke-width="8" stroke-linejoin="round"/>`;
  const shadowUnder = `<rect x="${n(x)}" y="${n(top + 4)}" width="${n(w)}" height="14" fill="${d.linear([
    [0, light.shadow, light.shadowOpacity * 1.4],
    [1, light.shadow, 0],
  ])}"/>`;
  return `${side}${front}<rect x="${n(x - eave)}" y="${n(top)}" width="${n(w + eave * 2)}" height="6" fill="${shade(roofColour, 0.2)}"/>${shadowUnder}`;
}

/** Horizontal slats down a box (a shutter's, a blind's): one dashed stroke rather than a rect each. */
function slats(x: number, y: number, w: number, h: number, step: number, thickness: number, colour: string): string {
  return `<line x1="${n(x + w / 2)}" y1="${n(y)}" x2="${n(x + w / 2)}" y2="${n(y + h)}" stroke="${colour}" stroke-width="${n(w)}" stroke-dasharray="${thickness} ${step - thickness}"/>`;
}

/** A window: its recess, glass reflecting the sky (or lit at dusk), frame, and its shutters or blind. */
export function windowAt(
  d: Drawing,
  light: Light,
  kind: WindowKind,
  x: number,
  y: number,
  w: number,
  h: number,
  shutter: string,
): string {
  const glass = light.lit
    ? d.linear([
        [0, '#ffd98a'],
        [1, '#f0a850'],
      ])
    : d.linear([
        [0, lighten(light.skyMiddle, 0.2)],
        [0.45, mix(light.skyTop, '#2a3a55', 0.45)],
        [1, '#27344a'],
      ]);
  const arch = kind === 'arched' ? w / 2 : 0;
  const shape = (inset: number, fill: string) =>
    arch
      ? `<path d="M${n(x + inset)} ${n(y + h - inset)} V ${n(y + arch)} A ${n(w / 2 - inset)} ${n(w / 2 - inset)} 0 0 1 ${n(x + w - inset)} ${n(y + arch)} V ${n(y + h - inset)} Z" fill="${fill}"/>`
      : `<rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(w - inset * 2)}" height="${n(h - inset * 2)}" fill="${fill}"/>`;
  const frame = '#f4f1ea';
  let out = shape(-3, shade('#d9d2c4', 0.35)) + shape(2, glass);
  // Frame bars.
  out += `<rect x="${n(x + w / 2 - 2)}" y="${n(y + arch * 0.6)}" width="4" height="${n(h - arch * 0.6)}" fill="${frame}"/><rect x="${n(x)}" y="${n(y + h * 0.45)}" width="${n(w)}" height="3" fill="${frame}" opacity="0.85"/>`;
  // The recess's shadow at the top.
  out += `<rect x="${n(x + 2)}" y="${n(y + arch + 2)}" width="${n(w - 4)}" height="${n(h * 0.12)}" fill="${light.shadow}" opacity="${n(light.shadowOpacity)}"/>`;
  if (kind === 'blind') {
    const drop = h * 0.45;
    const blind = mix(shutter, '#e8e2d4', 0.55);
    out += `<rect x="${n(x + 2)}" y="${n(y + 2)}" width="${n(w - 4)}" height="${n(drop)}" fill="${blind}"/>${slats(x + 2, y + 6, w - 4, drop - 6, 7, 1.5, shade(blind, 0.25))}`;
  }
  if (kind === 'shutters' || kind === 'arched') {
    for (const side of [-1, 1]) {
      const sx = side < 0 ? x - w / 2 - 3 : x + w + 3;
      out += `<rect x="${n(sx)}" y="${n(y + arch * 0.3)}" width="${n(w / 2)}" height="${n(h - arch * 0.3)}" fill="${shutter}"/>${slats(sx + 3, y + 8, w / 2 - 6, h - 12, 8, 2, shade(shutter, 0.3))}`;
    }
  }
  if (kind === 'grille') {
    let bars = '';
    for (let bx = x + w / 5; bx < x + w - 2; bx += w / 5)
      bars += `<rect x="${n(bx - 1.5)}" y="${n(y - 4)}" width="3" height="${n(h + 8)}"/>`;
    out += `<g fill="#2b2b30">${bars}<rect x="${n(x - 4)}" y="${n(y - 6)}" width="${n(w + 8)}" height="4"/><rect x="${n(x - 4)}" y="${n(y + h + 2)}" width="${n(w + 8)}" height="4"/></g>`;
  }
  // Sill.
  out += `<rect x="${n(x - 6)}" y="${n(y + h)}" width="${n(w + 12)}" height="6" fill="#ebe4d6"/><rect x="${n(x - 6)}" y="${n(y + h + 6)}" width="${n(w + 12)}" height="5" fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.8)}"/>`;
  return out;
}

/** A balcony: its slab, an iron railing, and pots when told. */
function balconyAt(
  random: Random,
  light: Light,
  cx: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  pots: boolean,
): string {
  const x = cx - w / 2;
  // The bars: one dashed stroke across.
  const bars = `<line x1="${n(x + 6)}" y1="${n(y - h / 2)}" x2="${n(x + w - 3)}" y2="${n(y - h / 2)}" stroke="#2b2b32" stroke-width="${n(h)}" stroke-dasharray="2.4 6.6"/>`;
  const plants = pots ? pot(random, x + w * 0.18, y, h * 0.4) + pot(random, x + w * 0.82, y, h * 0.35) : '';
  return `<g><rect x="${n(x - 4)}" y="${n(y)}" width="${n(w + 8)}" height="9" fill="${lighten(wall, 0.4)}"/><rect x="${n(x - 4)}" y="${n(y + 9)}" width="${n(w + 8)}" height="12" fill="${light.shadow}" opacity="${n(light.shadowOpacity)}"/>${plants}<g fill="#2b2b32">${bars}<rect x="${n(x - 4)}" y="${n(y - h - 3)}" width="${n(w + 8)}" height="5"/></g></g>`;
}

/** A door: recess, panelled wood or paint, a step, and a lamp beside it. */
export function door(
  d: Drawing,
  light: Light,
  cx: number,
  ground: number,
  w: number,
  h: number,
  colour: string,
): string {
  const x = cx - w / 2;
  const y = ground - h;
  const arch = w / 2;
  const leaf = d.linear([
    [0, lighten(colour, 0.1)],
    [1, shade(colour, 0.2)],
  ]);
  const lamp = lampGlow(d, light, x + w + 22, y + 10, 30, 0.9, '#ffe2a0');
  return `<g><path d="M${n(x - 6)} ${n(ground)} V ${n(y + arch)} A ${n(arch + 6)} ${n(arch + 6)} 0 0 1 ${n(x + w + 6)} ${n(y + arch)} V ${n(ground)} Z" fill="#e8e0cf"/><path d="M${n(x)} ${n(ground)} V ${n(y + arch)} A ${n(arch)} ${n(arch)} 0 0 1 ${n(x + w)} ${n(y + arch)} V ${n(ground)} Z" fill="${leaf}"/><rect x="${n(cx - 1)}" y="${n(y + arch * 0.3)}" width="2" height="${n(h - arch * 0.3)}" fill="${shade(colour, 0.35)}"/><g fill="none" stroke="${shade(colour, 0.3)}" stroke-width="2"><rect x="${n(x + w * 0.12)}" y="${n(y + h * 0.45)}" width="${n(w * 0.3)}" height="${n(h * 0.4)}"/><rect x="${n(x + w * 0.58)}" y="${n(y + h * 0.45)}" width="${n(w * 0.3)}" height="${n(h * 0.4)}"/></g><rect x="${n(x + w * 0.12)}" y="${n(y + arch + 2)}" width="${n(w * 0.76)}" height="${n(h * 0.12)}" fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.6)}"/><rect x="${n(x - 10)}" y="${n(ground - 6)}" width="${n(w + 20)}" height="8" fill="#d8cdb8"/>${lamp}<rect x="${n(x + w + 16)}" y="${n(y + 4)}" width="12" height="16" rx="3" fill="#2b2b32"/></g>`;
}

/** Skin tones, for the people in the pictures. */
export const SKINS = ['#e8b894', '#c98e64', '#8d5a3b', '#f1c9a5'] as const;

/** A person seen from afar: a rounded figure `height` tall in `clothes`. */
export function person(random: Random, x: number, ground: number, height: number, clothes: string): string {
  const head = height * 0.13;
  const skin = random.pick(SKINS);
  const hair = random.pick(['#2b211c', '#5a3a22', '#c9a063', '#1c1c1c', '#8a8a8a']);
  const body = `<path d="M${n(x - height * 0.14)} ${n(ground - height * 0.42)} Q ${n(x - height * 0.15)} ${n(ground - height * 0.8)} ${n(x)} ${n(ground - height * 0.8)} Q ${n(x + height * 0.15)} ${n(ground - height * 0.8)} ${n(x + height * 0.14)} ${n(ground - height * 0.42)} Z" fill="${clothes}"/>`;
  const legs = `<rect x="${n(x - height * 0.11)}" y="${n(ground - height * 0.45)}" width="${n(height * 0.09)}" height="${n(height * 0.45)}" rx="${n(height * 0.03)}" fill="${shade(clothes, 0.35)}"/><rect x="${n(x + height * 0.02)}" y="${n(ground - height * 0.45)}" width="${n(height * 0.09)}" height="${n(height * 0.45)}" rx="${n(height * 0.03)}" fill="${shade(clothes, 0.35)}"/>`;
  return `<g>${legs}${body}<circle cx="${n(x)}" cy="${n(ground - height * 0.87)}" r="${n(head)}" fill="${skin}"/><path d="M${n(x - head)} ${n(ground - height * 0.87)} A ${n(head)} ${n(head)} 0 0 1 ${n(x + head)} ${n(ground - height * 0.87)} Z" fill="${hair}"/></g>`;
}

/** A market parasol: pole and a canvas in one colour or striped, `span` wide. */
export function parasol(
  d: Drawing,
  light: Light,
  x: number,
  ground: number,
  span: number,
  height: number,
  colour: string,
  stripe?: string,
): string {
  const top = ground - height;
  const canvas = stripe
    ? d.linear(
        Array.from({ length: 8 }, (_, i): Stop[] => [
          [i / 8, i % 2 ? stripe : colour],
          [(i + 1) / 8, i % 2 ? stripe : colour],
        ]).flat(),
        [0, 0, 1, 0],
      )
    : d.linear([
        [0, lighten(colour, 0.15)],
        [1, shade(colour, 0.1)],
      ]);
  return `<g><rect x="${n(x - 3)}" y="${n(top)}" width="6" height="${n(height)}" fill="#d9d4c8"/><path d="M${n(x - span / 2)} ${n(top + span * 0.16)} Q ${n(x)} ${n(top - span * 0.14)} ${n(x + span / 2)} ${n(top + span * 0.16)} Z" fill="${canvas}"/><path d="M${n(x - span / 2)} ${n(top + span * 0.16)} Q ${n(x - span / 4)} ${n(top + span * 0.22)} ${n(x)} ${n(top + span * 0.16)} Q ${n(x + span / 4)} ${n(top + span * 0.22)} ${n(x + span / 2)} ${n(top + span * 0.16)}" fill="${shade(colour, 0.25)}" opacity="0.6"/>${groundShadow(light, x, ground, span * 0.7, 0.2)}</g>`;
}

/** A striped canvas awning sloping out from the wall, `w` wide, its valance scalloped. */
export function awning(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  stripe = '#f6f1e6',
): string {
  const stripes = Math.max(4, Math.round(w / 36));
  const fill = d.linear(
    Array.from({ length: stripes }, (_, i): Stop[] => [
      [i / stripes, i % 2 ? stripe : colour],
      [(i + 1) / stripes, i % 2 ? stripe : colour],
    ]).flat(),
    [0, 0, 1, 0],
  );
  const drop = h * 0.28;
  let valance = `M${n(x - 8)} ${n(y + h)}`;
  const step = (w + 16) / stripes;
  for (let i = 0; i < stripes; i++) valance += ` q ${n(step / 2)} ${n(drop)} ${n(step)} 0`;
  return `<g><polygon points="${pts([
    [x, y],
    [x + w, y],
    [x + w + 8, y + h],
    [x - 8, y + h],
  ])}" fill="${fill}"/><polygon points="${pts([
    [x, y],
    [x + w, y],
    [x + w + 8, y + h],
    [x - 8, y + h],
  ])}" fill="${d.linear([
    [0, '#000000', 0.18],
    [1, '#000000', 0],
  ])}"/><path d="${valance} V ${n(y + h - 2)} H ${n(x - 8)} Z" fill="${fill}"/><rect x="${n(x - 8)}" y="${n(y + h + drop * 0.5)}" width="${n(w + 16)}" height="${n(drop * 1.6)}" fill="#1d1b2c" opacity="0.12"/></g>`;
}

/** A car or van seen from the side, facing right unless `left`. */
export function vehicle(
  d: Drawing,
  light: Light,
  x: number,
  ground: number,
  length: number,
  colour: string,
  kind: 'car' | 'van' | 'taxi',
  left = false,
): string {
  const h = kind === 'van' ? length * 0.5 : length * 0.36;
  const wheel = length * 0.09;
  const body =
    kind === 'van'
      ? `M0 ${n(-wheel * 0.6)} V ${n(-h * 0.95)} Q 0 ${n(-h)} ${n(length * 0.04)} ${n(-h)} H ${n(length * 0.72)} Q ${n(length * 0.8)} ${n(-h)} ${n(length * 0.86)} ${n(-h * 0.6)} L ${n(length * 0.98)} ${n(-h * 0.5)} Q ${n(length)} ${n(-h * 0.45)} ${n(length)} ${n(-h * 0.3)} V ${n(-wheel * 0.6)} Z`
      : `M0 ${n(-wheel * 0.6)} V ${n(-h * 0.5)} Q 0 ${n(-h * 0.6)} ${n(length * 0.06)} ${n(-h * 0.6)} L ${n(length * 0.22)} ${n(-h * 0.62)} L ${n(length * 0.34)} ${n(-h)} H ${n(length * 0.66)} L ${n(length * 0.8)} ${n(-h * 0.6)} L ${n(length * 0.96)} ${n(-h * 0.55)} Q ${n(length)} ${n(-h * 0.5)} ${n(length)} ${n(-h * 0.35)} V ${n(-wheel * 0.6)} Z`;
  const glass = light.lit
    ? '#3a3550'
    : d.linear([
        [0, lighten(light.skyMiddle, 0.3)],
        [1, '#3b4a60'],
      ]);
  const windows =
    kind === 'van'
      ? `<path d="M${n(length * 0.74)} ${n(-h * 0.92)} H ${n(length * 0.78)} L ${n(length * 0.85)} ${n(-h * 0.62)} H ${n(length * 0.74)} Z" fill="${glass}"/>`
      : `<path d="M${n(length * 0.36)} ${n(-h * 0.94)} H ${n(length * 0.49)} V ${n(-h * 0.64)} H ${n(length * 0.27)} Z M${n(length * 0.52)} ${n(-h * 0.94)} H ${n(length * 0.64)} L ${n(length * 0.76)} ${n(-h * 0.64)} H ${n(length * 0.52)} Z" fill="${glass}"/>`;
  const wheels = [0.2, 0.8]
    .map(
      (t) =>
        `<circle cx="${n(length * t)}" cy="${n(-wheel)}" r="${n(wheel)}" fill="#222228"/><circle cx="${n(length * t)}" cy="${n(-wheel)}" r="${n(wheel * 0.5)}" fill="#b9bcc4"/>`,
    )
    .join('');
  const extra =
    kind === 'taxi'
      ? `<rect x="${n(length * 0.46)}" y="${n(-h * 1.1)}" width="${n(length * 0.1)}" height="${n(h * 0.1)}" rx="3" fill="#f3f1ea"/><rect x="${n(length * 0.52)}" y="${n(-h * 1.08)}" width="${n(length * 0.03)}" height="${n(h * 0.06)}" fill="#3bb273"/><rect x="${n(length * 0.02)}" y="${n(-h * 0.44)}" width="${n(length * 0.96)}" height="${n(h * 0.06)}" fill="#d3463c"/>`
      : '';
  const sheen = `<path d="${body}" fill="${d.linear([
    [0, '#ffffff', 0.25],
    [0.5, '#ffffff', 0],
    [1, '#000000', 0.15],
  ])}"/>`;
  const transform = left ? `translate(${n(x + length)} ${n(ground)}) scale(-1 1)` : `translate(${n(x)} ${n(ground)})`;
  return `<g>${groundShadow(light, x + length / 2, ground, length, 0.08)}<g transform="${transform}"><path d="${body}" fill="${colour}"/>${sheen}${windows}${extra}<rect x="${n(length * 0.94)}" y="${n(-h * 0.45)}" width="${n(length * 0.05)}" height="${n(h * 0.08)}" rx="2" fill="#fff4c8"/>${wheels}</g></g>`;
}

/** A bicycle from the side, `size` its wheelbase. */
export function bicycle(x: number, ground: number, size: number, colour: string): string {
  const r = size * 0.32;
  const [back, front] = [x, x + size];
  const y = ground - r;
  const seat: [number, number] = [x + size * 0.32, ground - r * 2.2];
  const bar: [number, number] = [x + size * 0.82, ground - r * 2.4];
  const crank: [number, number] = [x + size * 0.42, y];
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><g stroke="#2a2a30" stroke-width="${n(size * 0.035)}"><circle cx="${n(back)}" cy="${n(y)}" r="${n(r)}"/><circle cx="${n(front)}" cy="${n(y)}" r="${n(r)}"/></g><polyline points="${pts(
    [[back, y], crank, seat, [back, y]],
  )} " stroke="${colour}" stroke-width="${n(size * 0.05)}"/><polyline points="${pts([
    crank,
    [x + size * 0.78, ground - r * 2.05],
    seat,
  ])}" stroke="${colour}" stroke-width="${n(size * 0.05)}"/><polyline points="${pts([
    [front, y],
    bar,
    [bar[0] - size * 0.1, bar[1]],
  ])}" stroke="${colour}" stroke-width="${n(size * 0.045)}"/><path d="M${n(seat[0] - size * 0.08)} ${n(seat[1] - 3)} h ${n(size * 0.14)}" stroke="#2a2a30" stroke-width="${n(size * 0.05)}"/></g>`;
}
