import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { AssetType } from '@town/shared';
import type { ASSET_CATEGORIES } from '@town/shared/catalogue';
import { type IMAGE_WIDTHS, imageFileName, THUMBNAIL_SIZES, thumbnailFileName } from '../lib/image-files.ts';
import {
  apartmentBlock,
  bedroom,
  campsite,
  holidayApartments,
  hotel,
  hotelRoom,
  kitchen,
  livingRoom,
  penthouse,
  poolside,
  promenade,
  smallHouse,
  terrace,
  townHouse,
  villa,
} from './pictures/homes.ts';
import {
  boatTrip,
  cookingClass,
  cove,
  cycling,
  harbour,
  hiking,
  kayaking,
  sailing,
  surfing,
  underwater,
  yoga,
} from './pictures/outdoors.ts';
import { canvas, WIDTH, type Scene } from './pictures/scene.ts';
import {
  agency,
  beachBar,
  bikeRental,
  cafe,
  diningRoom,
  dish,
  hairdresser,
  healthCentre,
  laundry,
  pharmacy,
  restaurant,
  shopInside,
  store,
  tapasBar,
  taxiRank,
  vehicles,
  vet,
} from './pictures/shops.ts';
import { Random } from './random.ts';

/*
 * The demo town's pictures, drawn here rather than downloaded (the scenes are in pictures/):
 * each listing's main picture shows its kind (a villa by its pool, a bakery's window, kayaks in a
 * cove) in one of a few variants, and its other pictures show more of it (rooms, a dish, the
 * harbour). Variants differ in their hour, backdrop and build, and a listing never gets the main
 * picture of the one before it in any of its lists, so neighbouring cards never look alike.
 * Every picture is drawn once for the whole town, whatever its size, so that seeding stays quick;
 * files are named by a hash of the scene and never change.
 */

/** Demo pictures are drawn at 1200 × 800, smaller than uploads, to keep seeding quick. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;
/**
 * Their widths, fewer than an upload's: each a page asks for (the gallery's strip 180, a card
 * 384 or 600, the gallery 800 or 1200), so every srcset still finds one close.
 */
export const DEMO_WIDTHS = [180, 384, 600, 800, 1200] as const satisfies readonly (typeof IMAGE_WIDTHS)[number][];
export { THUMBNAIL_SIZES };

/** A set of pictures: a scene drawn in `count` variants. */
type PictureSet = readonly [scene: Scene, count: number];

const SETS = {
  villa: [villa, 6],
  townHouse: [townHouse, 7],
  apartmentBlock: [apartmentBlock, 9],
  penthouse: [penthouse, 4],
  smallHouse: [smallHouse, 5],
  livingRoom: [livingRoom, 3],
  bedroom: [bedroom, 3],
  kitchen: [kitchen, 2],
  terrace: [terrace, 2],
  hotel: [hotel, 3],
  campsite: [campsite, 2],
  holidayApartments: [holidayApartments, 2],
  hotelRoom: [hotelRoom, 1],
  poolside: [poolside, 1],
  agency: [agency, 5],
  restaurant: [restaurant, 6],
  tapasBar: [tapasBar, 3],
  beachBar: [beachBar, 2],
  cafe: [cafe, 3],
  dish: [dish, 3],
  diningRoom: [diningRoom, 1],
  bakery: [store('bakery'), 2],
  fishmonger: [store('fishmonger'), 2],
  greengrocer: [store('greengrocer'), 2],
  bookshop: [store('bookshop'), 2],
  surfShop: [store('surf-shop'), 2],
  fashion: [store('fashion'), 2],
  crafts: [store('crafts'), 2],
  wineShop: [store('wine-shop'), 2],
  supermarket: [store('supermarket'), 2],
  cove: [cove, 1],
  harbour: [harbour, 2],
  promenade: [promenade, 2],
  pharmacy: [pharmacy, 2],
  taxiRank: [taxiRank, 2],
  bikeRental: [bikeRental, 2],
  laundry: [laundry, 2],
  healthCentre: [healthCentre, 2],
  carRental: [vehicles('car-rental'), 2],
  cleaning: [vehicles('cleaning'), 2],
  handyman: [vehicles('handyman'), 2],
  hairdresser: [hairdresser, 2],
  vet: [vet, 2],
  kayaking: [kayaking, 2],
  underwater: [underwater, 2],
  sailing: [sailing, 2],
  surfing: [surfing, 2],
  hiking: [hiking, 2],
  cycling: [cycling, 2],
  boatTrip: [boatTrip, 2],
  yoga: [yoga, 2],
  cookingClass: [cookingClass, 2],
  // Inside a few shops.
  inBakery: [shopInside('bread'), 1],
  inGreengrocer: [shopInside('fruit'), 1],
  inBookshop: [shopInside('books'), 1],
  inWineShop: [shopInside('wine'), 1],
  inPharmacy: [shopInside('medicine'), 1],
} as const satisfies Record<string, PictureSet>;
type SetName = keyof typeof SETS;

type Category<T extends AssetType> = (typeof ASSET_CATEGORIES)[T][number];

/** A kind of listing's pictures: the set its main picture comes from, then those of its other views. */
type Views = readonly [main: SetName, ...more: SetName[]];

/** Categories whose other pictures show the same views, each with its own main picture. */
function sameViews<C extends string>(more: readonly SetName[], main: Record<C, SetName>): Record<C, Views> {
  return Object.fromEntries(
    Object.entries<SetName>(main).map(([category, set]): [string, Views] => [category, [set, ...more]]),
  ) as Record<C, Views>;
}

/** Each kind of listing's pictures, by category: its main one, then more of it, each a different view. */
const PICTURES: { [T in AssetType]: Record<Category<T>, Views> } = {
  property: sameViews(['livingRoom', 'bedroom', 'kitchen', 'terrace'], {
    apartment: 'apartmentBlock',
    studio: 'smallHouse',
    house: 'townHouse',
    villa: 'villa',
    penthouse: 'penthouse',
  }),
  hotel: sameViews(['hotelRoom', 'poolside', 'diningRoom'], {
    hotel: 'hotel',
    camping: 'campsite',
    apartments: 'holidayApartments',
  }),
  // An agency's homes for sale.
  'real-estate': sameViews(['villa', 'townHouse', 'apartmentBlock'], { agency: 'agency' }),
  eat: sameViews(['dish', 'diningRoom', 'promenade'], {
    restaurant: 'restaurant',
    'tapas-bar': 'tapasBar',
    'beach-bar': 'beachBar',
    cafe: 'cafe',
  }),
  store: {
    bakery: ['bakery', 'inBakery', 'townHouse'],
    fishmonger: ['fishmonger', 'harbour', 'townHouse'],
    greengrocer: ['greengrocer', 'inGreengrocer', 'townHouse'],
    bookshop: ['bookshop', 'inBookshop', 'townHouse'],
    'surf-shop': ['surfShop', 'surfing', 'promenade'],
    fashion: ['fashion', 'promenade', 'townHouse'],
    crafts: ['crafts', 'townHouse', 'harbour'],
    'wine-shop': ['wineShop', 'inWineShop', 'diningRoom'],
    supermarket: ['supermarket', 'inGreengrocer', 'townHouse'],
  },
  activity: sameViews(['cove', 'harbour', 'promenade'], {
    kayak: 'kayaking',
    diving: 'underwater',
    sailing: 'sailing',
    surf: 'surfing',
    hiking: 'hiking',
    cycling: 'cycling',
    'boat-trip': 'boatTrip',
    yoga: 'yoga',
    'cooking-class': 'cookingClass',
  }),
  service: {
    pharmacy: ['pharmacy', 'inPharmacy', 'townHouse'],
    taxi: ['taxiRank', 'promenade', 'harbour'],
    'bike-rental': ['bikeRental', 'cycling', 'promenade'],
    laundry: ['laundry', 'townHouse', 'promenade'],
    'health-centre': ['healthCentre', 'inPharmacy', 'promenade'],
    'car-rental': ['carRental', 'promenade', 'cycling'],
    cleaning: ['cleaning', 'livingRoom', 'kitchen'],
    handyman: ['handyman', 'kitchen', 'townHouse'],
    hairdresser: ['hairdresser', 'promenade', 'townHouse'],
    vet: ['vet', 'townHouse', 'promenade'],
  },
};

export interface PoolImage {
  id: string;
  svg: string;
}

let pool: Map<SetName, PoolImage[]> | undefined;

function sets(): Map<SetName, PoolImage[]> {
  pool ??= new Map(
    (Object.entries(SETS) as [SetName, PictureSet][]).map(([name, [scene, count]]) => [
      name,
      Array.from({ length: count }, (_, variant) => {
        const svg = scene(canvas(new Random(`picture:${name}:${variant}`), variant));
        return { id: createHash('sha256').update(svg).digest('hex').slice(0, 16), svg };
      }),
    ]),
  );
  return pool;
}

/** Every demo picture: the same on every machine, whatever the town's seed or size. */
export function imagePool(): PoolImage[] {
  return [...sets().values()].flat();
}

/** What picks pictures remembers as a town is made: how many of each kind so far, the last main picture in each list. */
export interface PictureState {
  made: Map<string, number>;
  lastInList: Map<string, string>;
}

export const newPictureState = (): PictureState => ({ made: new Map(), lastInList: new Map() });

interface PicturedListing {
  type: AssetType;
  category: string;
  /** The lists it shows in (rent, sale…). */
  lists: readonly string[];
}

/**
 * A new listing's pictures, its main one first: the next variant of its kind's (never the main
 * picture of the listing before it in any of its lists), then up to three other views.
 */
export function listingPictures(state: PictureState, random: Random, listing: PicturedListing): string[] {
  const [name, ...views] = (PICTURES[listing.type] as Record<string, Views>)[listing.category]!;
  const variants = sets().get(name)!;
  const made = state.made.get(name) ?? 0;
  state.made.set(name, made + 1);
  let main = variants[made % variants.length]!;
  for (
    let step = 1;
    step < variants.length && listing.lists.some((list) => state.lastInList.get(list) === main.id);
    step++
  ) {
    main = variants[(made + step) % variants.length]!;
  }
  for (const list of listing.lists) state.lastInList.set(list, main.id);
  const more = random.sample(views, random.int(0, 3));
  const others = more.map((view) => random.pick(sets().get(view)!).id);
  // Two views drawn from one set may meet: a listing shows each picture once.
  return [...new Set([main.id, ...others])];
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
async function renderImage(image: PoolImage, dir: string): Promise<boolean> {
  const files = [
    ...DEMO_WIDTHS.map((w) => imageFileName(image.id, w)),
    ...THUMBNAIL_SIZES.map((s) => thumbnailFileName(image.id, s)),
  ];
  const present = await Promise.all(files.map((f) => exists(join(dir, f))));
  if (present.every(Boolean)) return false;
  // Drawn at its largest size and opaque: WebP encodes an alpha plane only at a cost.
  const { data, info } = await sharp(Buffer.from(image.svg), { density: (72 * IMAGE_WIDTH) / WIDTH })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // effort 2: flat drawings compress well even at a low effort, and the seed stays quick.
  const encode = (pipeline: Sharp) => pipeline.webp({ quality: 78, effort: 2 }).toBuffer();
  await Promise.all([
    ...DEMO_WIDTHS.map(async (w) =>
      writeAtomically(
        join(dir, imageFileName(image.id, w)),
        await encode(w === info.width ? sharp(data, raw) : sharp(data, raw).resize(w)),
      ),
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

/** Pictures drawn at once: one is rasterised (on one thread) while another is encoded. */
const DRAWING_AT_ONCE = 2;

/** Makes sure every picture of the pool exists under `dir`; returns how many were drawn. */
export async function ensureImagePool(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const queue = imagePool();
  let drawn = 0;
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) if (await renderImage(image, dir)) drawn++;
  };
  await Promise.all(Array.from({ length: DRAWING_AT_ONCE }, worker));
  return drawn;
}
