import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ASSET_TYPES, type AssetType } from '@town/shared';
import { IMAGE_WIDTHS, imageFileName, THUMBNAIL_SIZES, thumbnailFileName } from '../lib/image-files.ts';
import { Random } from './random.ts';

/*
 * The demo town's pictures, drawn here rather than downloaded: one SVG scene per asset type
 * (a house by the sea, a hotel, a table under a parasol…) in a palette picked by a seeded
 * generator, rendered by sharp in every size a page needs. A small pool per type is shared by
 * all assets, so seeding stays fast; files are named by a hash of the scene and never change.
 */

export const IMAGE_WIDTH = 1500;
export const IMAGE_HEIGHT = 1000;
export { IMAGE_WIDTHS, THUMBNAIL_SIZES };

const POOL_SIZE: Record<AssetType, number> = {
  property: 6,
  hotel: 4,
  'real-estate': 3,
  eat: 5,
  store: 4,
  activity: 4,
  service: 3,
};

export interface PoolImage {
  id: string;
  type: AssetType;
  svg: string;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  sea: string;
  seaLight: string;
  sand: string;
  wall: string;
  roof: string;
  accent: string;
  green: string;
}

const PALETTES: readonly Palette[] = [
  {
    skyTop: '#3d7cc9',
    skyBottom: '#bfe3f7',
    sun: '#ffe27a',
    sea: '#1f6fa8',
    seaLight: '#5fb2dd',
    sand: '#ecd9a8',
    wall: '#fbf6ec',
    roof: '#c4573a',
    accent: '#e9a23b',
    green: '#4f8a3c',
  },
  {
    skyTop: '#f08a5d',
    skyBottom: '#ffd8a8',
    sun: '#fff1b8',
    sea: '#2b5d8c',
    seaLight: '#f4a46c',
    sand: '#e7c998',
    wall: '#fff4e6',
    roof: '#b34a2f',
    accent: '#3f88c5',
    green: '#5b7f3a',
  },
  {
    skyTop: '#5aa9e6',
    skyBottom: '#e0f4ff',
    sun: '#fff6c2',
    sea: '#137c9e',
    seaLight: '#7fd1e8',
    sand: '#f3e2b9',
    wall: '#ffffff',
    roof: '#2f6f95',
    accent: '#f25f5c',
    green: '#3c8d5a',
  },
  {
    skyTop: '#6d4c91',
    skyBottom: '#f7b2a3',
    sun: '#ffd27f',
    sea: '#35406b',
    seaLight: '#d98c8c',
    sand: '#d9b98f',
    wall: '#f6ead8',
    roof: '#8c3b3b',
    accent: '#f2c14e',
    green: '#446a46',
  },
  {
    skyTop: '#2d9cdb',
    skyBottom: '#c6ecff',
    sun: '#ffef9f',
    sea: '#0d6e8a',
    seaLight: '#4fc3d9',
    sand: '#f0dcae',
    wall: '#fdf1df',
    roof: '#d1783c',
    accent: '#1b998b',
    green: '#6a994e',
  },
  {
    skyTop: '#86a8e7',
    skyBottom: '#fde2e4',
    sun: '#fff3b0',
    sea: '#3a6ea5',
    seaLight: '#9ec5e8',
    sand: '#eadbc8',
    wall: '#fffaf3',
    roof: '#9c6644',
    accent: '#e07a5f',
    green: '#588157',
  },
];

function backdrop(p: Palette, random: Random): string {
  const sunX = random.int(180, 1320);
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = 585 + i * 38;
    return `<path d="M0 ${y} Q 190 ${y - 16} 375 ${y} T 750 ${y} T 1125 ${y} T 1500 ${y}" stroke="${p.seaLight}" stroke-width="5" fill="none" opacity="${0.7 - i * 0.12}"/>`;
  }).join('');
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`,
    `<rect width="1500" height="1000" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${random.int(140, 260)}" r="${random.int(70, 110)}" fill="${p.sun}"/>`,
    `<rect y="560" width="1500" height="200" fill="${p.sea}"/>`,
    waves,
    `<path d="M0 760 Q 375 730 750 760 T 1500 755 V 1000 H 0 Z" fill="${p.sand}"/>`,
  ].join('');
}

function palm(x: number, y: number, p: Palette, scale = 1): string {
  const s = (n: number) => Math.round(n * scale);
  const top = y - s(300);
  const leaves = [-1, 1]
    .flatMap((side) =>
      [-40, -5, 30].map((angle) => {
        const rad = (angle * Math.PI) / 180;
        const endX = Math.round(x + side * Math.cos(rad) * s(140));
        const endY = Math.round(top + Math.sin(rad) * s(80));
        return `<path d="M${x} ${top} Q ${x + side * s(70)} ${top - s(50)} ${endX} ${endY}" stroke="${p.green}" stroke-width="${s(18)}" fill="none" stroke-linecap="round"/>`;
      }),
    )
    .join('');
  return `<path d="M${x} ${y} Q ${x + s(20)} ${y - s(150)} ${x} ${top}" stroke="#7a5230" stroke-width="${s(16)}" fill="none"/>${leaves}`;
}

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, colour: string) {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="4" fill="${colour}"/>`;
    }
  }
  return out;
}

const SCENES: Record<AssetType, (p: Palette, random: Random) => string> = {
  property(p, random) {
    const x = random.int(420, 760);
    const w = random.int(380, 520);
    const floors = random.int(1, 3);
    const h = 150 + floors * 110;
    const top = 820 - h;
    return [
      `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${p.wall}"/>`,
      `<polygon points="${x - 30},${top} ${x + w / 2},${top - 130} ${x + w + 30},${top}" fill="${p.roof}"/>`,
      windows(x + 40, top + 50, Math.floor((w - 60) / 110), floors, 70, 80, 40, p.seaLight),
      `<rect x="${x + w / 2 - 45}" y="${820 - 150}" width="90" height="150" rx="8" fill="${p.accent}"/>`,
      palm(x - 120, 860, p, random.float(0.8, 1.1)),
      palm(x + w + 140, 870, p, random.float(0.7, 1)),
    ].join('');
  },
  hotel(p, random) {
    const x = random.int(480, 720);
    const floors = random.int(5, 8);
    const h = floors * 70 + 40;
    const top = 800 - h;
    return [
      `<rect x="${x}" y="${top}" width="460" height="${h}" fill="${p.wall}"/>`,
      windows(x + 30, top + 30, 6, floors, 50, 40, 22, p.seaLight),
      `<rect x="${x - 20}" y="${top - 24}" width="500" height="24" fill="${p.roof}"/>`,
      `<line x1="${x + 430}" y1="${top - 24}" x2="${x + 430}" y2="${top - 130}" stroke="#555" stroke-width="6"/>`,
      `<rect x="${x + 433}" y="${top - 130}" width="70" height="44" fill="${p.accent}"/>`,
      `<rect x="${x + 40}" y="840" width="380" height="70" rx="30" fill="${p.seaLight}"/>`,
      palm(x - 110, 880, p),
      palm(x + 600, 880, p, 0.9),
    ].join('');
  },
  'real-estate'(p, random) {
    const base = random.int(250, 450);
    const houses = [0, 1, 2]
      .map((i) => {
        const x = base + i * 260;
        const h = 200 + ((i * 53 + base) % 90);
        return `<rect x="${x}" y="${820 - h}" width="220" height="${h}" fill="${i === 1 ? p.wall : p.sand}"/><polygon points="${x - 15},${820 - h} ${x + 110},${760 - h} ${x + 235},${820 - h}" fill="${p.roof}"/>${windows(x + 30, 850 - h, 2, 1, 60, 60, 40, p.seaLight)}`;
      })
      .join('');
    const signX = base + 820;
    return `${houses}<line x1="${signX}" y1="900" x2="${signX}" y2="640" stroke="#6b4f2f" stroke-width="14"/><rect x="${signX - 10}" y="640" width="230" height="130" rx="12" fill="${p.accent}"/><circle cx="${signX + 70}" cy="705" r="30" fill="none" stroke="${p.wall}" stroke-width="12"/><rect x="${signX + 95}" y="699" width="90" height="12" fill="${p.wall}"/>`;
  },
  eat(p, random) {
    const x = random.int(500, 900);
    return [
      `<line x1="${x}" y1="860" x2="${x}" y2="560" stroke="#6b4f2f" stroke-width="12"/>`,
      `<path d="M${x - 260} 600 Q ${x} 440 ${x + 260} 600 Z" fill="${p.accent}"/>`,
      `<path d="M${x - 260} 600 Q ${x - 130} 570 ${x} 600 Q ${x + 130} 570 ${x + 260} 600" fill="${p.wall}" opacity="0.5"/>`,
      `<ellipse cx="${x}" cy="800" rx="260" ry="46" fill="${p.wall}"/>`,
      `<rect x="${x - 220}" y="800" width="18" height="130" fill="#6b4f2f"/><rect x="${x + 202}" y="800" width="18" height="130" fill="#6b4f2f"/>`,
      `<ellipse cx="${x - 90}" cy="790" rx="70" ry="16" fill="#ffffff" stroke="${p.roof}" stroke-width="6"/>`,
      `<ellipse cx="${x + 100}" cy="790" rx="70" ry="16" fill="#ffffff" stroke="${p.roof}" stroke-width="6"/>`,
      `<ellipse cx="${x - 90}" cy="786" rx="40" ry="8" fill="${p.accent}"/>`,
      `<rect x="${x - 10}" y="740" width="24" height="46" rx="6" fill="${p.seaLight}" opacity="0.8"/>`,
    ].join('');
  },
  store(p, random) {
    const x = random.int(380, 620);
    const stripes = Array.from(
      { length: 10 },
      (_, i) => `<rect x="${x + i * 60}" y="470" width="60" height="90" fill="${i % 2 ? p.wall : p.accent}"/>`,
    ).join('');
    return [
      `<rect x="${x}" y="420" width="600" height="420" fill="${p.wall}"/>`,
      `<rect x="${x}" y="420" width="600" height="50" fill="${p.roof}"/>`,
      stripes,
      `<path d="M${x} 560 ${Array.from({ length: 10 }, (_, i) => `Q ${x + i * 60 + 30} 600 ${x + (i + 1) * 60} 560`).join(' ')}" fill="${p.accent}"/>`,
      `<rect x="${x + 50}" y="610" width="300" height="180" rx="6" fill="${p.seaLight}"/>`,
      `<rect x="${x + 400}" y="610" width="140" height="230" rx="6" fill="${p.roof}"/>`,
      windows(x + 70, 720, 4, 1, 50, 50, 18, p.accent),
    ].join('');
  },
  activity(p, random) {
    const x = random.int(400, 1000);
    const boat = random.chance(0.5)
      ? `<path d="M${x - 170} 640 L ${x + 170} 640 L ${x + 120} 690 L ${x - 120} 690 Z" fill="${p.wall}"/><line x1="${x}" y1="640" x2="${x}" y2="330" stroke="#555" stroke-width="8"/><polygon points="${x + 6},340 ${x + 6},620 ${x + 170},620" fill="${p.wall}"/><polygon points="${x - 6},380 ${x - 6},620 ${x - 140},620" fill="${p.accent}"/>`
      : `<ellipse cx="${x}" cy="660" rx="210" ry="26" fill="${p.accent}"/><circle cx="${x}" cy="600" r="26" fill="#7a5230"/><rect x="${x - 22}" y="620" width="44" height="40" rx="10" fill="${p.roof}"/><line x1="${x - 160}" y1="560" x2="${x + 160}" y2="700" stroke="#555" stroke-width="10"/>`;
    return `${boat}<path d="M${x - 300} 720 Q ${x} 700 ${x + 300} 720" stroke="${p.seaLight}" stroke-width="6" fill="none"/>`;
  },
  service(p, random) {
    const x = random.int(450, 850);
    const icon = random.pick([
      `<rect x="${x + 85}" y="530" width="50" height="150" fill="${p.wall}"/><rect x="${x + 35}" y="580" width="150" height="50" fill="${p.wall}"/>`,
      `<circle cx="${x + 60}" cy="650" r="48" fill="none" stroke="${p.wall}" stroke-width="14"/><circle cx="${x + 170}" cy="650" r="48" fill="none" stroke="${p.wall}" stroke-width="14"/><path d="M${x + 60} 650 L ${x + 105} 570 L ${x + 170} 650 M ${x + 95} 570 H ${x + 135}" stroke="${p.wall}" stroke-width="12" fill="none"/>`,
      `<path d="M${x + 50} 690 L ${x + 150} 590" stroke="${p.wall}" stroke-width="26" stroke-linecap="round"/><circle cx="${x + 160}" cy="575" r="36" fill="none" stroke="${p.wall}" stroke-width="22"/>`,
    ]);
    return `<rect x="${x - 40}" y="480" width="300" height="260" rx="40" fill="${p.accent}"/>${icon}<line x1="${x + 110}" y1="740" x2="${x + 110}" y2="880" stroke="#555" stroke-width="14"/>${palm(x - 220, 890, p, 0.9)}`;
  },
};

function scene(type: AssetType, index: number): string {
  const random = new Random(`image:${type}:${index}`);
  const palette = random.pick(PALETTES);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 1500 1000">${backdrop(palette, random)}${SCENES[type](palette, random)}</svg>`;
}

let pool: Record<AssetType, PoolImage[]> | undefined;

/** The pool of pictures per type: the same on every machine, whatever the town's seed. */
export function imagePool(): Record<AssetType, PoolImage[]> {
  pool ??= Object.fromEntries(
    ASSET_TYPES.map((type) => [
      type,
      Array.from({ length: POOL_SIZE[type] }, (_, index) => {
        const svg = scene(type, index);
        const id = createHash('sha256').update(svg).digest('hex').slice(0, 16);
        return { id, type, svg };
      }),
    ]),
  ) as Record<AssetType, PoolImage[]>;
  return pool;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Renders one picture in every size, unless its files are already there. */
export async function renderImage(image: PoolImage, dir: string): Promise<boolean> {
  const files = [
    ...IMAGE_WIDTHS.map((w) => imageFileName(image.id, w)),
    ...THUMBNAIL_SIZES.map((s) => thumbnailFileName(image.id, s)),
  ];
  const present = await Promise.all(files.map((f) => exists(join(dir, f))));
  if (present.every(Boolean)) return false;
  const { data, info } = await sharp(Buffer.from(image.svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // effort 2: flat drawings compress well even at a low effort, and the seed stays quick.
  const encode = (pipeline: Sharp) => pipeline.webp({ quality: 78, effort: 2 }).toBuffer();
  await Promise.all([
    ...IMAGE_WIDTHS.map(async (w) =>
      writeAtomically(join(dir, imageFileName(image.id, w)), await encode(sharp(data, raw).resize(w))),
    ),
    ...THUMBNAIL_SIZES.map(async (s) =>
      writeAtomically(
        join(dir, thumbnailFileName(image.id, s)),
        await encode(sharp(data, raw).resize(s, s, { fit: 'cover' })),
      ),
    ),
  ]);
  return true;
}

/** Makes sure every picture of the pool exists under `dir`; returns how many were drawn. */
export async function ensureImagePool(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let drawn = 0;
  for (const images of Object.values(imagePool())) {
    for (const image of images) if (await renderImage(image, dir)) drawn++;
  }
  return drawn;
}
