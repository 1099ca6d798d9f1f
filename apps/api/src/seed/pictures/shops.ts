import {
  awning,
  bicycle,
  bush,
  groundShadow,
  hills,
  house,
  lampGlow,
  lighten,
  mix,
  n,
  parasol,
  person,
  pot,
  pts,
  ROOFS,
  shade,
  SHUTTERS,
  sky,
  vehicle,
  WALLS,
  type WindowKind,
} from './drawing.ts';
import { terraceTable } from './homes.ts';
import {
  beach,
  type Canvas,
  finish,
  ground,
  HEIGHT,
  houseRow,
  opening,
  room,
  seaView,
  tree,
  WIDTH,
  WOODS,
} from './scene.ts';
import type { Random } from '../random.ts';

/*
 * Shopfronts and what is in their windows, places to eat, the town's services. Signs carry a
 * pictogram, never words: the pictures are the same in every language.
 */

/** What a shop sells, as its window shows it and its sign's pictogram says. */
type Goods =
  | 'bread'
  | 'fish'
  | 'fruit'
  | 'books'
  | 'surf'
  | 'clothes'
  | 'pottery'
  | 'wine'
  | 'groceries'
  | 'medicine'
  | 'laundry'
  | 'bikes'
  | 'hair'
  | 'pets'
  | 'homes'
  | 'tapas'
  | 'coffee'
  | 'health'
  | 'tools'
  | 'cars';

const SIGNS = ['#1f4e79', '#2a8a8a', '#b8452f', '#3f7d4e', '#6b4a7a', '#c08a2e', '#3a3a48', '#2f6fa3'] as const;
const AWNING_COLOURS = ['#3f7d4e', '#2f6fa3', '#d9674a', '#e0a030', '#b8452f', '#2a8a8a', '#6b4a7a'] as const;
const SURFBOARDS = ['#f4f1ea', '#e6c14d', '#2a8a8a', '#d9674a', '#5fb2dd'] as const;
/** The walls inside: warm in a dining room, lighter in a shop. */
const DINING_ROOM_WALLS = ['#f3ece0', '#f6ecdc', '#efe6d6', '#ece3d3'] as const;
const SHOP_WALLS = ['#f3ece0', '#f6ecdc', '#eef1f0', '#f7f3ea'] as const;

/** A sign's pictogram, in `colour`, centred on (cx, cy), `s` across. */
function pictogram(goods: Goods, cx: number, cy: number, s: number, colour: string): string {
  const h = s / 2;
  const stroke = `fill="none" stroke="${colour}" stroke-width="${n(s * 0.08)}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (goods) {
    case 'medicine':
    case 'health':
      return `<path d="M${n(cx - h * 0.3)} ${n(cy - h)} h ${n(h * 0.6)} v ${n(h * 0.7)} h ${n(h * 0.7)} v ${n(h * 0.6)} h ${n(-h * 0.7)} v ${n(h * 0.7)} h ${n(-h * 0.6)} v ${n(-h * 0.7)} h ${n(-h * 0.7)} v ${n(-h * 0.6)} h ${n(h * 0.7)} Z" fill="${goods === 'medicine' ? '#3bd16f' : colour}"/>`;
    case 'bread':
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(h)}" ry="${n(h * 0.55)}" fill="${colour}"/><path d="M${n(cx - h * 0.5)} ${n(cy - h * 0.1)} l ${n(h * 0.2)} ${n(-h * 0.3)} M${n(cx - h * 0.05)} ${n(cy - h * 0.1)} l ${n(h * 0.2)} ${n(-h * 0.3)} M${n(cx + h * 0.4)} ${n(cy - h * 0.1)} l ${n(h * 0.2)} ${n(-h * 0.3)}" stroke="#00000055" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/>`;
    case 'fish':
      return `<path d="M${n(cx - h)} ${n(cy)} Q ${n(cx - h * 0.2)} ${n(cy - h * 0.7)} ${n(cx + h * 0.5)} ${n(cy)} Q ${n(cx - h * 0.2)} ${n(cy + h * 0.7)} ${n(cx - h)} ${n(cy)} Z M${n(cx + h * 0.4)} ${n(cy)} L ${n(cx + h)} ${n(cy - h * 0.5)} V ${n(cy + h * 0.5)} Z" fill="${colour}"/><circle cx="${n(cx - h * 0.6)}" cy="${n(cy - h * 0.08)}" r="${n(s * 0.05)}" fill="#00000088"/>`;
    case 'fruit':
    case 'groceries':
      return `<circle cx="${n(cx)}" cy="${n(cy + h * 0.15)}" r="${n(h * 0.75)}" fill="${colour}"/><path d="M${n(cx)} ${n(cy - h * 0.55)} q ${n(h * 0.3)} ${n(-h * 0.45)} ${n(h * 0.7)} ${n(-h * 0.35)} q ${n(-h * 0.2)} ${n(h * 0.4)} ${n(-h * 0.7)} ${n(h * 0.35)} Z" fill="${colour}"/>`;
    case 'books':
      return `<path d="M${n(cx)} ${n(cy - h * 0.5)} Q ${n(cx - h * 0.5)} ${n(cy - h * 0.8)} ${n(cx - h)} ${n(cy - h * 0.55)} V ${n(cy + h * 0.6)} Q ${n(cx - h * 0.5)} ${n(cy + h * 0.35)} ${n(cx)} ${n(cy + h * 0.65)} Q ${n(cx + h * 0.5)} ${n(cy + h * 0.35)} ${n(cx + h)} ${n(cy + h * 0.6)} V ${n(cy - h * 0.55)} Q ${n(cx + h * 0.5)} ${n(cy - h * 0.8)} ${n(cx)} ${n(cy - h * 0.5)} Z" ${stroke}/><path d="M${n(cx)} ${n(cy - h * 0.5)} V ${n(cy + h * 0.6)}" ${stroke}/>`;
    case 'surf':
      return `<path d="M${n(cx - h)} ${n(cy + h * 0.3)} Q ${n(cx - h * 0.5)} ${n(cy - h * 0.8)} ${n(cx + h * 0.2)} ${n(cy - h * 0.5)} Q ${n(cx - h * 0.2)} ${n(cy - h * 0.1)} ${n(cx + h * 0.1)} ${n(cy + h * 0.2)} Q ${n(cx + h * 0.5)} ${n(cy + h * 0.5)} ${n(cx + h)} ${n(cy + h * 0.1)}" ${stroke}/>`;
    case 'clothes':
      return `<path d="M${n(cx)} ${n(cy - h * 0.5)} V ${n(cy - h * 0.75)} Q ${n(cx)} ${n(cy - h)} ${n(cx + h * 0.2)} ${n(cy - h * 0.9)} M${n(cx)} ${n(cy - h * 0.5)} L ${n(cx - h)} ${n(cy + h * 0.4)} H ${n(cx + h)} Z" ${stroke}/>`;
    case 'pottery':
      return `<path d="M${n(cx - h * 0.3)} ${n(cy - h)} H ${n(cx + h * 0.3)} V ${n(cy - h * 0.7)} Q ${n(cx + h)} ${n(cy - h * 0.3)} ${n(cx + h * 0.5)} ${n(cy + h)} H ${n(cx - h * 0.5)} Q ${n(cx - h)} ${n(cy - h * 0.3)} ${n(cx - h * 0.3)} ${n(cy - h * 0.7)} Z" fill="${colour}"/>`;
    case 'wine':
      return `<path d="M${n(cx - h * 0.55)} ${n(cy + h)} V ${n(cy - h * 0.1)} Q ${n(cx - h * 0.55)} ${n(cy - h * 0.4)} ${n(cx - h * 0.35)} ${n(cy - h * 0.5)} V ${n(cy - h)} H ${n(cx - h * 0.15)} V ${n(cy - h * 0.5)} Q ${n(cx + h * 0.05)} ${n(cy - h * 0.4)} ${n(cx + h * 0.05)} ${n(cy - h * 0.1)} V ${n(cy + h)} Z" fill="${colour}"/><path d="M${n(cx + h * 0.3)} ${n(cy - h * 0.3)} H ${n(cx + h)} Q ${n(cx + h)} ${n(cy + h * 0.2)} ${n(cx + h * 0.65)} ${n(cy + h * 0.25)} V ${n(cy + h * 0.8)} M${n(cx + h * 0.4)} ${n(cy + h * 0.85)} H ${n(cx + h * 0.9)}" ${stroke}/>`;
    case 'laundry':
      return `<rect x="${n(cx - h * 0.8)}" y="${n(cy - h)}" width="${n(h * 1.6)}" height="${n(h * 2)}" rx="${n(h * 0.15)}" ${stroke}/><circle cx="${n(cx)}" cy="${n(cy + h * 0.15)}" r="${n(h * 0.5)}" ${stroke}/>`;
    case 'bikes':
      return `<circle cx="${n(cx - h * 0.55)}" cy="${n(cy + h * 0.3)}" r="${n(h * 0.4)}" ${stroke}/><circle cx="${n(cx + h * 0.55)}" cy="${n(cy + h * 0.3)}" r="${n(h * 0.4)}" ${stroke}/><path d="M${n(cx - h * 0.55)} ${n(cy + h * 0.3)} L ${n(cx - h * 0.1)} ${n(cy - h * 0.3)} H ${n(cx + h * 0.35)} L ${n(cx + h * 0.55)} ${n(cy + h * 0.3)} M${n(cx - h * 0.1)} ${n(cy - h * 0.3)} L ${n(cx)} ${n(cy + h * 0.3)} L ${n(cx + h * 0.35)} ${n(cy - h * 0.3)}" ${stroke}/>`;
    case 'hair':
      return `<circle cx="${n(cx - h * 0.5)}" cy="${n(cy + h * 0.55)}" r="${n(h * 0.3)}" ${stroke}/><circle cx="${n(cx + h * 0.5)}" cy="${n(cy + h * 0.55)}" r="${n(h * 0.3)}" ${stroke}/><path d="M${n(cx - h * 0.35)} ${n(cy + h * 0.3)} L ${n(cx + h * 0.5)} ${n(cy - h)} M${n(cx + h * 0.35)} ${n(cy + h * 0.3)} L ${n(cx - h * 0.5)} ${n(cy - h)}" ${stroke}/>`;
    case 'pets':
      return `<ellipse cx="${n(cx)}" cy="${n(cy + h * 0.35)}" rx="${n(h * 0.5)}" ry="${n(h * 0.42)}" fill="${colour}"/>${[
        [-0.7, -0.1],
        [-0.28, -0.6],
        [0.28, -0.6],
        [0.7, -0.1],
      ]
        .map(
          ([dx, dy]) =>
            `<ellipse cx="${n(cx + dx! * h)}" cy="${n(cy + dy! * h)}" rx="${n(h * 0.2)}" ry="${n(h * 0.26)}" fill="${colour}"/>`,
        )
        .join('')}`;
    case 'homes':
      return `<path d="M${n(cx - h)} ${n(cy - h * 0.05)} L ${n(cx)} ${n(cy - h)} L ${n(cx + h)} ${n(cy - h * 0.05)} M${n(cx - h * 0.7)} ${n(cy - h * 0.3)} V ${n(cy + h)} H ${n(cx + h * 0.7)} V ${n(cy - h * 0.3)}" ${stroke}/><rect x="${n(cx - h * 0.2)}" y="${n(cy + h * 0.3)}" width="${n(h * 0.4)}" height="${n(h * 0.7)}" fill="${colour}"/>`;
    case 'tapas':
      return `<path d="M${n(cx - h * 0.6)} ${n(cy - h)} H ${n(cx + h * 0.6)} Q ${n(cx + h * 0.6)} ${n(cy)} ${n(cx)} ${n(cy + h * 0.1)} Q ${n(cx - h * 0.6)} ${n(cy)} ${n(cx - h * 0.6)} ${n(cy - h)} Z" fill="${colour}"/><path d="M${n(cx)} ${n(cy + h * 0.1)} V ${n(cy + h * 0.9)} M${n(cx - h * 0.45)} ${n(cy + h * 0.95)} H ${n(cx + h * 0.45)}" ${stroke}/>`;
    case 'coffee':
      return `<path d="M${n(cx - h * 0.8)} ${n(cy - h * 0.4)} H ${n(cx + h * 0.5)} V ${n(cy + h * 0.3)} Q ${n(cx + h * 0.5)} ${n(cy + h * 0.8)} ${n(cx - h * 0.15)} ${n(cy + h * 0.8)} Q ${n(cx - h * 0.8)} ${n(cy + h * 0.8)} ${n(cx - h * 0.8)} ${n(cy + h * 0.3)} Z" fill="${colour}"/><path d="M${n(cx + h * 0.5)} ${n(cy - h * 0.2)} q ${n(h * 0.5)} 0 ${n(h * 0.4)} ${n(h * 0.35)} q ${n(-h * 0.1)} ${n(h * 0.3)} ${n(-h * 0.4)} ${n(h * 0.3)} M${n(cx - h * 0.4)} ${n(cy - h * 0.65)} q ${n(h * 0.1)} ${n(-h * 0.2)} 0 ${n(-h * 0.35)} M${n(cx)} ${n(cy - h * 0.65)} q ${n(h * 0.1)} ${n(-h * 0.2)} 0 ${n(-h * 0.35)}" ${stroke}/>`;
    case 'cars':
      return `<path d="M${n(cx - h)} ${n(cy + h * 0.35)} V ${n(cy)} L ${n(cx - h * 0.6)} ${n(cy - h * 0.1)} L ${n(cx - h * 0.3)} ${n(cy - h * 0.6)} H ${n(cx + h * 0.4)} L ${n(cx + h * 0.7)} ${n(cy - h * 0.1)} L ${n(cx + h)} ${n(cy)} V ${n(cy + h * 0.35)} Z" fill="${colour}"/><circle cx="${n(cx - h * 0.5)}" cy="${n(cy + h * 0.4)}" r="${n(h * 0.22)}" fill="${colour}" stroke="#00000055" stroke-width="${n(s * 0.05)}"/><circle cx="${n(cx + h * 0.5)}" cy="${n(cy + h * 0.4)}" r="${n(h * 0.22)}" fill="${colour}" stroke="#00000055" stroke-width="${n(s * 0.05)}"/>`;
    case 'tools':
      return `<path d="M${n(cx - h * 0.8)} ${n(cy + h * 0.8)} L ${n(cx + h * 0.3)} ${n(cy - h * 0.3)}" ${stroke}/><path d="M${n(cx + h * 0.1)} ${n(cy - h * 0.6)} a ${n(h * 0.45)} ${n(h * 0.45)} 0 1 0 ${n(h * 0.5)} ${n(-h * 0.4)} l ${n(-h * 0.25)} ${n(h * 0.25)} l ${n(-h * 0.2)} ${n(-h * 0.05)} l ${n(-h * 0.05)} ${n(-h * 0.2)} l ${n(h * 0.25)} ${n(-h * 0.25)} Z" fill="${colour}"/>`;
  }
}

/** Goods on the shelves of a window from (x, y), `w` by `h`: what the shop sells, at a size to read. */
function goodsIn(random: Random, goods: Goods, x: number, y: number, w: number, h: number): string {
  const shelves = 2;
  const rowH = h / shelves;
  const out: string[] = [];
  for (let r = 0; r < shelves; r++) {
    const base = y + rowH * (r + 1) - 6;
    out.push(`<rect x="${n(x)}" y="${n(base)}" width="${n(w)}" height="6" fill="#d8cfc0"/>`);
    let cx = x + 10;
    while (cx < x + w - 20) {
      const item = goodsItem(random, goods, cx, base, rowH * 0.8);
      out.push(item.svg);
      cx += item.width + random.float(4, 14);
    }
  }
  return out.join('');
}

/** One thing a shop sells, standing at (x, base), about `s` tall; answers it and its width. */
function goodsItem(random: Random, goods: Goods, x: number, base: number, s: number): { svg: string; width: number } {
  switch (goods) {
    case 'bread': {
      const w = s * random.float(0.7, 1.3);
      const baguette = random.chance(0.3);
      const crust = random.pick(['#c98a3e', '#b8752e', '#d9a05a']);
      return {
        svg: baguette
          ? `<rect x="${n(x)}" y="${n(base - s * 0.95)}" width="${n(s * 0.22)}" height="${n(s * 0.95)}" rx="${n(s * 0.11)}" fill="${crust}"/>`
          : `<ellipse cx="${n(x + w / 2)}" cy="${n(base - s * 0.25)}" rx="${n(w / 2)}" ry="${n(s * 0.25)}" fill="${crust}"/><path d="M${n(x + w * 0.25)} ${n(base - s * 0.3)} l ${n(w * 0.12)} ${n(-s * 0.12)} M${n(x + w * 0.5)} ${n(base - s * 0.3)} l ${n(w * 0.12)} ${n(-s * 0.12)}" stroke="${lighten(crust, 0.4)}" stroke-width="3"/>`,
        width: baguette ? s * 0.22 : w,
      };
    }
    case 'fish': {
      const w = s * random.float(1, 1.5);
      const body = random.pick(['#9fb4c4', '#b8c6cf', '#d08a6a', '#8fa5b8']);
      return {
        svg: `<path d="M${n(x)} ${n(base - s * 0.2)} Q ${n(x + w * 0.4)} ${n(base - s * 0.45)} ${n(x + w * 0.8)} ${n(base - s * 0.2)} L ${n(x + w)} ${n(base - s * 0.35)} V ${n(base - s * 0.05)} L ${n(x + w * 0.8)} ${n(base - s * 0.2)} Q ${n(x + w * 0.4)} ${n(base + s * 0.05)} ${n(x)} ${n(base - s * 0.2)} Z" fill="${body}"/><circle cx="${n(x + w * 0.12)}" cy="${n(base - s * 0.22)}" r="3" fill="#222"/><rect x="${n(x - 4)}" y="${n(base - s * 0.06)}" width="${n(w + 8)}" height="${n(s * 0.06)}" fill="#eef6fa"/>`,
        width: w,
      };
    }
    case 'fruit':
    case 'groceries': {
      if (goods === 'groceries' && random.chance(0.6)) {
        const w = s * random.float(0.35, 0.6);
        const hh = s * random.float(0.5, 0.95);
        return {
          svg: `<rect x="${n(x)}" y="${n(base - hh)}" width="${n(w)}" height="${n(hh)}" rx="3" fill="${random.pick(['#d9463c', '#2f6fa3', '#e6c14d', '#3f7d4e', '#f4f1ea', '#e07a2e'])}"/><rect x="${n(x + w * 0.15)}" y="${n(base - hh * 0.6)}" width="${n(w * 0.7)}" height="${n(hh * 0.25)}" fill="#ffffff" opacity="0.7"/>`,
          width: w,
        };
      }
      const colour = random.pick(['#f29a2e', '#f2d23a', '#d9463c', '#8fbf3f', '#6a2f5a', '#e8742e']);
      const r = s * 0.14;
      let fruit = `<rect x="${n(x)}" y="${n(base - s * 0.35)}" width="${n(r * 7)}" height="${n(s * 0.35)}" fill="#b8875a"/>`;
      for (let i = 0; i < 6; i++)
        fruit += `<circle cx="${n(x + r + (i % 3) * r * 2.3)}" cy="${n(base - s * 0.35 - (i < 3 ? 0 : r * 1.2))}" r="${n(r)}" fill="${colour}"/>`;
      return { svg: fruit, width: r * 7 };
    }
    case 'books':
    case 'homes': {
      if (goods === 'homes') {
        // A card in the agency's window: a little house and a price line.
        const w = s * 0.8;
        return {
          svg: `<rect x="${n(x)}" y="${n(base - s)}" width="${n(w)}" height="${n(s)}" fill="#fbfaf6"/><rect x="${n(x + w * 0.1)}" y="${n(base - s * 0.9)}" width="${n(w * 0.8)}" height="${n(s * 0.5)}" fill="${random.pick(['#9cc6e6', '#bfe0c0', '#f3dcb0'])}"/><rect x="${n(x + w * 0.3)}" y="${n(base - s * 0.68)}" width="${n(w * 0.4)}" height="${n(s * 0.28)}" fill="#ffffff"/><polygon points="${pts(
            [
              [x + w * 0.25, base - s * 0.68],
              [x + w * 0.5, base - s * 0.82],
              [x + w * 0.75, base - s * 0.68],
            ],
          )}" fill="${random.pick(ROOFS)}"/><rect x="${n(x + w * 0.1)}" y="${n(base - s * 0.3)}" width="${n(w * 0.6)}" height="${n(s * 0.06)}" fill="#555"/><rect x="${n(x + w * 0.1)}" y="${n(base - s * 0.18)}" width="${n(w * 0.4)}" height="${n(s * 0.05)}" fill="#b8452f"/>`,
          width: w,
        };
      }
      let spines = '';
      let bx = x;
      for (let i = random.int(4, 8); i > 0; i--) {
        const bw = s * random.float(0.08, 0.16);
        const bh = s * random.float(0.65, 0.95);
        spines += `<rect x="${n(bx)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${random.pick(['#b8452f', '#2f6fa3', '#e6c14d', '#3f7d4e', '#6b4a7a', '#f4f1ea', '#2a8a8a', '#d9674a'])}"/>`;
        bx += bw + 1;
      }
      return { svg: spines, width: bx - x };
    }
    case 'surf': {
      const w = s * 0.26;
      const colour = random.pick(SURFBOARDS);
      return {
        svg: `<rect x="${n(x)}" y="${n(base - s * 1.05)}" width="${n(w)}" height="${n(s * 1.05)}" rx="${n(w / 2)}" fill="${colour}"/><rect x="${n(x + w / 2 - 2)}" y="${n(base - s)}" width="4" height="${n(s * 0.9)}" fill="${shade(colour, 0.3)}"/>`,
        width: w,
      };
    }
    case 'clothes': {
      const w = s * 0.55;
      const colour = random.pick(['#d9674a', '#2f6fa3', '#f4f1ea', '#e6c14d', '#3a8a8a', '#c8337a']);
      return {
        svg: `<path d="M${n(x + w / 2)} ${n(base - s)} v ${n(s * 0.08)} M${n(x + w * 0.2)} ${n(base - s * 0.85)} H ${n(x + w * 0.8)} L ${n(x + w)} ${n(base - s * 0.05)} H ${n(x)} Z" fill="${colour}" stroke="#6b6b70" stroke-width="2"/>`,
        width: w,
      };
    }
    case 'pottery': {
      const w = s * random.float(0.4, 0.7);
      const colour = random.pick(['#2f5f9a', '#e6c14d', '#b8643f', '#f4f1ea', '#2a7a8a']);
      const plate = random.chance(0.4);
      return {
        svg: plate
          ? `<circle cx="${n(x + w / 2)}" cy="${n(base - w / 2)}" r="${n(w / 2)}" fill="#f4f1ea"/><circle cx="${n(x + w / 2)}" cy="${n(base - w / 2)}" r="${n(w * 0.35)}" fill="none" stroke="${colour}" stroke-width="4"/><circle cx="${n(x + w / 2)}" cy="${n(base - w / 2)}" r="${n(w * 0.12)}" fill="${colour}"/>`
          : `<path d="M${n(x + w * 0.35)} ${n(base - s * 0.8)} H ${n(x + w * 0.65)} V ${n(base - s * 0.65)} Q ${n(x + w)} ${n(base - s * 0.45)} ${n(x + w * 0.8)} ${n(base)} H ${n(x + w * 0.2)} Q ${n(x)} ${n(base - s * 0.45)} ${n(x + w * 0.35)} ${n(base - s * 0.65)} Z" fill="${colour}"/><rect x="${n(x + w * 0.15)}" y="${n(base - s * 0.4)}" width="${n(w * 0.7)}" height="4" fill="#f4f1ea" opacity="0.8"/>`,
        width: w,
      };
    }
    case 'wine':
    case 'tapas': {
      const w = s * 0.2;
      const glass = random.pick(['#2f4f2a', '#5a1f2a', '#3a5a2a', '#c9b36a']);
      if (goods === 'tapas' && random.chance(0.35)) {
        // A ham hanging from the shelf above.
        return {
          svg: `<path d="M${n(x + s * 0.15)} ${n(base - s)} Q ${n(x + s * 0.4)} ${n(base - s * 0.6)} ${n(x + s * 0.3)} ${n(base - s * 0.15)} Q ${n(x + s * 0.15)} ${n(base)} ${n(x)} ${n(base - s * 0.2)} Q ${n(x - s * 0.05)} ${n(base - s * 0.6)} ${n(x + s * 0.15)} ${n(base - s)} Z" fill="#9a4a3a"/>`,
          width: s * 0.4,
        };
      }
      return {
        svg: `<path d="M${n(x)} ${n(base)} V ${n(base - s * 0.55)} Q ${n(x)} ${n(base - s * 0.68)} ${n(x + w * 0.35)} ${n(base - s * 0.72)} V ${n(base - s * 0.95)} H ${n(x + w * 0.65)} V ${n(base - s * 0.72)} Q ${n(x + w)} ${n(base - s * 0.68)} ${n(x + w)} ${n(base - s * 0.55)} V ${n(base)} Z" fill="${glass}"/><rect x="${n(x + w * 0.1)}" y="${n(base - s * 0.4)}" width="${n(w * 0.8)}" height="${n(s * 0.18)}" fill="#f1ead8"/>`,
        width: w,
      };
    }
    case 'medicine':
    case 'health': {
      const w = s * random.float(0.3, 0.5);
      const hh = s * random.float(0.4, 0.7);
      return {
        svg: `<rect x="${n(x)}" y="${n(base - hh)}" width="${n(w)}" height="${n(hh)}" fill="#f7f7f4"/><rect x="${n(x)}" y="${n(base - hh * 0.55)}" width="${n(w)}" height="${n(hh * 0.15)}" fill="${random.pick(['#3bb273', '#2f6fa3', '#d9463c', '#e6c14d'])}"/>`,
        width: w,
      };
    }
    case 'laundry': {
      const w = s * 0.9;
      return {
        svg: `<rect x="${n(x)}" y="${n(base - s)}" width="${n(w)}" height="${n(s)}" rx="6" fill="#f1f1ee"/><circle cx="${n(x + w / 2)}" cy="${n(base - s * 0.42)}" r="${n(w * 0.32)}" fill="#8fb4c8" stroke="#b9bcc4" stroke-width="6"/><rect x="${n(x + w * 0.1)}" y="${n(base - s * 0.92)}" width="${n(w * 0.3)}" height="${n(s * 0.08)}" fill="#c9ccd2"/>`,
        width: w,
      };
    }
    case 'bikes':
      return {
        svg: bicycle(x + s * 0.25, base, s * 0.8, random.pick(['#d9463c', '#2f6fa3', '#3a8a8a', '#e6c14d'])),
        width: s * 1.3,
      };
    case 'hair': {
      // A chair before a mirror.
      const w = s * 0.9;
      return {
        svg: `<rect x="${n(x + w * 0.15)}" y="${n(base - s * 1.05)}" width="${n(w * 0.7)}" height="${n(s * 0.55)}" rx="10" fill="#cfe2ea" stroke="#c0a060" stroke-width="5"/><rect x="${n(x + w * 0.2)}" y="${n(base - s * 0.42)}" width="${n(w * 0.6)}" height="${n(s * 0.3)}" rx="8" fill="#3a3a48"/><rect x="${n(x + w * 0.46)}" y="${n(base - s * 0.15)}" width="${n(w * 0.08)}" height="${n(s * 0.15)}" fill="#888"/>`,
        width: w,
      };
    }
    case 'pets': {
      const w = s * 0.45;
      return {
        svg: `<rect x="${n(x)}" y="${n(base - s * 0.7)}" width="${n(w)}" height="${n(s * 0.7)}" rx="6" fill="${random.pick(['#e6c14d', '#3a8a8a', '#d9674a', '#8fa37a'])}"/><ellipse cx="${n(x + w / 2)}" cy="${n(base - s * 0.4)}" rx="${n(w * 0.25)}" ry="${n(w * 0.2)}" fill="#ffffff" opacity="0.8"/>`,
        width: w,
      };
    }
    case 'coffee': {
      const w = s * 0.5;
      return {
        svg: `<rect x="${n(x)}" y="${n(base - s * 0.75)}" width="${n(w)}" height="${n(s * 0.75)}" rx="6" fill="${random.pick(['#6b4a32', '#3a3a48', '#b8452f', '#c9b28a'])}"/><rect x="${n(x + w * 0.15)}" y="${n(base - s * 0.5)}" width="${n(w * 0.7)}" height="${n(s * 0.2)}" fill="#f1ead8"/>`,
        width: w,
      };
    }
    case 'cars': {
      // A poster of a car to hire.
      const w = s * 0.9;
      return {
        svg: `<rect x="${n(x)}" y="${n(base - s * 0.8)}" width="${n(w)}" height="${n(s * 0.8)}" fill="#fbfaf6"/>${pictogram('cars', x + w / 2, base - s * 0.45, w * 0.7, random.pick(['#b8452f', '#2f6fa3', '#3a8a8a', '#e6c14d']))}<rect x="${n(x + w * 0.15)}" y="${n(base - s * 0.18)}" width="${n(w * 0.5)}" height="${n(s * 0.06)}" fill="#555"/>`,
        width: w,
      };
    }
    case 'tools': {
      const w = s * 0.35;
      return {
        svg: `<rect x="${n(x + w * 0.42)}" y="${n(base - s * 0.9)}" width="${n(w * 0.16)}" height="${n(s * 0.9)}" fill="${random.pick(WOODS)}"/><rect x="${n(x)}" y="${n(base - s * 0.95)}" width="${n(w)}" height="${n(s * 0.2)}" rx="3" fill="${random.pick(['#8a8f98', '#d9463c', '#e6c14d'])}"/>`,
        width: w,
      };
    }
  }
}

interface ShopOptions {
  goods: Goods;
  /** Things set out on the pavement before the shop. */
  outside?: (c: Canvas, left: number, right: number, street: number) => string;
  /** The sign's colour, and the awning's, else one of the usual. */
  sign?: string;
  awning?: string | false;
}

/**
 * A shopfront in a street of the town: the house above it with its balconies, the shop's sign
 * with its pictogram, a striped awning, the goods in the window, and what stands outside.
 */
function shopfront(c: Canvas, options: ShopOptions): string {
  const { d, random, light, variant } = c;
  const street = random.int(900, 930);
  const shopHeight = random.int(460, 500);
  const shopTop = street - shopHeight;
  const width = random.int(980, 1160);
  const x = random.int(40, WIDTH - width - 40);
  const wall = random.pick(WALLS);
  const out = [sky(d, random, light, 520, random.int(1, 3))];
  if (variant % 2) out.push(hills(d, random, light, 520, { layers: 2, height: 200 }).svg);
  // The neighbours, then the house the shop is in.
  const neighbour = (nx: number, nw: number) =>
    house(d, random, light, {
      x: nx,
      ground: street,
      width: nw,
      storeys: random.int(3, 4),
      storeyHeight: random.int(170, 190),
      depth: 0,
      wall: mix(random.pick(WALLS), '#e8e0d0', 0.3),
      roof: random.pick(['gable', 'flat'] as const),
      roofColour: random.pick(ROOFS),
      columns: 1,
      window: random.pick<WindowKind>(['shutters', 'blind']),
      shutter: random.pick(SHUTTERS),
      balconies: random.chance(0.5),
      door: 0,
      doorColour: random.pick(WOODS),
    });
  out.push(neighbour(x - 420, 420), neighbour(x + width, 440));
  out.push(
    house(d, random, light, {
      x,
      ground: shopTop,
      width,
      storeys: 2,
      storeyHeight: random.int(180, 200),
      depth: 0,
      wall,
      roof: random.pick(['gable', 'flat'] as const),
      roofColour: random.pick(ROOFS),
      columns: random.int(3, 4),
      window: random.pick<WindowKind>(['shutters', 'blind', 'shutters']),
      shutter: random.pick(SHUTTERS),
      balconies: random.chance(0.6),
      pots: true,
      bougainvillea: random.chance(0.3),
    }),
  );
  // The shop's storey.
  const sign = options.sign ?? random.pick(SIGNS);
  out.push(
    `<rect x="${n(x)}" y="${n(shopTop)}" width="${n(width)}" height="${n(shopHeight)}" fill="${shade(wall, 0.04)}"/><rect x="${n(x)}" y="${n(shopTop)}" width="${n(width)}" height="10" fill="${light.shadow}" opacity="0.15"/>`,
  );
  const windowX = x + 60;
  const windowW = width * random.float(0.5, 0.58);
  const windowY = shopTop + 150;
  const windowH = street - 50 - windowY;
  const doorX = windowX + windowW + 60;
  const doorW = Math.min(170, x + width - doorX - 50);
  const frame = shade(sign, 0.2);
  const glass = light.lit
    ? d.linear([
        [0, '#ffe2a8'],
        [1, '#f0b870'],
      ])
    : d.linear([
        [0, '#f4efe4'],
        [1, '#e2d8c6'],
      ]);
  const clip = d.clip(`<rect x="${n(windowX)}" y="${n(windowY)}" width="${n(windowW)}" height="${n(windowH)}"/>`);
  const reflection = `<polygon points="${pts([
    [windowX + windowW * 0.55, windowY],
    [windowX + windowW * 0.75, windowY],
    [windowX + windowW * 0.4, windowY + windowH],
    [windowX + windowW * 0.2, windowY + windowH],
  ])}" fill="#ffffff" opacity="0.18"/>`;
  out.push(
    `<rect x="${n(windowX - 14)}" y="${n(windowY - 14)}" width="${n(windowW + 28)}" height="${n(windowH + 28)}" fill="${frame}"/><rect x="${n(windowX)}" y="${n(windowY)}" width="${n(windowW)}" height="${n(windowH)}" fill="${glass}"/><g clip-path="${clip}">${goodsIn(random, options.goods, windowX + 16, windowY + 20, windowW - 32, windowH - 30)}${reflection}</g>`,
    // The door, glazed.
    `<rect x="${n(doorX - 12)}" y="${n(windowY - 14)}" width="${n(doorW + 24)}" height="${n(street - windowY + 14)}" fill="${frame}"/><rect x="${n(doorX)}" y="${n(windowY)}" width="${n(doorW)}" height="${n(street - windowY)}" fill="${glass}"/><rect x="${n(doorX)}" y="${n(windowY)}" width="${n(doorW)}" height="${n(street - windowY)}" fill="${light.shadow}" opacity="0.25"/><rect x="${n(doorX + doorW - 30)}" y="${n(windowY + (street - windowY) / 2)}" width="10" height="50" rx="4" fill="#c0a060"/>`,
    // The sign, with its pictogram and a band of colour.
    `<rect x="${n(windowX - 14)}" y="${n(shopTop + 24)}" width="${n(doorX + doorW + 12 - windowX + 14)}" height="100" rx="6" fill="${sign}"/>${pictogram(options.goods, windowX + 56, shopTop + 74, 70, '#fbf6ea')}<rect x="${n(windowX + 120)}" y="${n(shopTop + 64)}" width="${n(Math.min(380, windowW * 0.6))}" height="20" rx="10" fill="#fbf6ea" opacity="0.85"/>`,
  );
  if (options.awning !== false)
    out.push(awning(d, windowX - 10, windowY - 10, windowW + 20, 110, options.awning ?? random.pick(AWNING_COLOURS)));
  out.push(ground(c, street, random.pick(['paving', 'cobbles'] as const)));
  if (options.outside) out.push(options.outside(c, x, x + width, street));
  if (random.chance(0.6)) out.push(pot(random, doorX + doorW + 70, street + 10, 80));
  return finish(c, out);
}

/** Crates of fruit and vegetables on the pavement. */
const crates = (c: Canvas, left: number, right: number, street: number) => {
  let out = '';
  for (let x = left + 40; x < Math.min(right, left + 560); x += 180) {
    const colour = c.random.pick(['#f29a2e', '#f2d23a', '#d9463c', '#8fbf3f', '#3f7d3a']);
    let fruit = '';
    for (let i = 0; i < 9; i++)
      fruit += `<circle cx="${n(x + 20 + (i % 5) * 30 + (i > 4 ? 15 : 0))}" cy="${n(street + 30 - (i > 4 ? 22 : 0))}" r="17" fill="${colour}"/>`;
    out += `<g>${fruit}<rect x="${n(x)}" y="${n(street + 36)}" width="170" height="70" fill="#b8875a"/><rect x="${n(x)}" y="${n(street + 56)}" width="170" height="6" fill="#8a6440"/></g>`;
  }
  return out;
};

/** Surfboards stood against the wall. */
const boards = (c: Canvas, left: number, right: number, street: number) => {
  let out = '';
  const start = c.random.chance(0.5) ? left + 20 : right - 420;
  for (let i = 0; i < 5; i++) {
    const x = start + i * 80;
    const colour = c.random.pick(SURFBOARDS);
    out += `<g transform="rotate(${c.random.int(-6, 2)} ${x} ${street})"><rect x="${x}" y="${street - 330}" width="66" height="340" rx="33" fill="${colour}"/><rect x="${x + 31}" y="${street - 320}" width="4" height="320" fill="${shade(colour, 0.3)}"/></g>`;
  }
  return out;
};

/** Bicycles in a row. */
const bikes = (c: Canvas, left: number, right: number, street: number) => {
  let out = '';
  for (let i = 0; i < 4; i++)
    out += bicycle(
      Math.max(left, 60) + 40 + i * 150,
      street + 60 + (i % 2) * 20,
      150,
      c.random.pick(['#d9463c', '#2f6fa3', '#3a8a8a', '#e6c14d', '#f4f1ea']),
    );
  return right > 0 ? out : '';
};

/** A dog sitting by the door. */
const dog = (c: Canvas, left: number, right: number, street: number) => {
  const x = c.random.int(left + 100, Math.max(left + 101, right - 300));
  const coat = c.random.pick(['#c98a4e', '#3a3530', '#e8dcc0', '#8a6a4a']);
  return `<g>${groundShadow(c.light, x, street + 60, 140)}<ellipse cx="${x}" cy="${street + 10}" rx="60" ry="50" fill="${coat}"/><rect x="${x - 50}" y="${street + 10}" width="20" height="50" rx="8" fill="${coat}"/><rect x="${x + 30}" y="${street + 10}" width="20" height="50" rx="8" fill="${coat}"/><circle cx="${x + 40}" cy="${street - 60}" r="36" fill="${coat}"/><ellipse cx="${x + 20}" cy="${street - 70}" rx="12" ry="26" fill="${shade(coat, 0.3)}"/><ellipse cx="${x + 70}" cy="${street - 52}" rx="14" ry="10" fill="${shade(coat, 0.2)}"/><circle cx="${x + 82}" cy="${street - 56}" r="5" fill="#222"/><circle cx="${x + 52}" cy="${street - 68}" r="4" fill="#222"/><path d="M${x - 58} ${street + 20} q -40 -10 -30 -50" stroke="${coat}" stroke-width="12" fill="none" stroke-linecap="round"/></g>`;
};

/** A blackboard on the pavement, chalked. */
const blackboard = (c: Canvas, left: number, _right: number, street: number) => {
  const x = left + c.random.int(60, 200);
  let chalk = '';
  for (let i = 0; i < 5; i++)
    chalk += `<rect x="${x + 18}" y="${street - 150 + i * 24}" width="${c.random.int(50, 100)}" height="5" rx="2"/>`;
  return `<g>${groundShadow(c.light, x + 70, street + 30, 150)}<polygon points="${pts([
    [x, street + 30],
    [x + 20, street - 180],
    [x + 120, street - 180],
    [x + 140, street + 30],
  ])}" fill="${c.random.pick(WOODS)}"/><rect x="${x + 12}" y="${street - 168}" width="116" height="150" fill="#2f3a36"/><g fill="#f4f1ea" opacity="0.8">${chalk}</g></g>`;
};

const STORE_GOODS: Record<string, Goods> = {
  bakery: 'bread',
  fishmonger: 'fish',
  greengrocer: 'fruit',
  bookshop: 'books',
  'surf-shop': 'surf',
  fashion: 'clothes',
  crafts: 'pottery',
  'wine-shop': 'wine',
  supermarket: 'groceries',
};

/** A shop of a category (bakery, fishmonger…), its window showing what it sells. */
export function store(category: keyof typeof STORE_GOODS) {
  const goods = STORE_GOODS[category]!;
  const outside = { fruit: crates, surf: boards, groceries: crates } as Partial<Record<Goods, ShopOptions['outside']>>;
  return (c: Canvas) =>
    shopfront(c, { goods, outside: outside[goods], awning: goods === 'fish' ? '#2f6fa3' : undefined });
}

export const agency = (c: Canvas) => shopfront(c, { goods: 'homes', awning: c.variant % 2 ? false : undefined });

/** A service's shopfront (pharmacy, laundry…), or its vehicles for those on wheels. */
export const pharmacy = (c: Canvas) => shopfront(c, { goods: 'medicine', sign: '#2f7d4f', awning: false });
export const laundry = (c: Canvas) => shopfront(c, { goods: 'laundry' });
export const healthCentre = (c: Canvas) => shopfront(c, { goods: 'health', sign: '#2f6fa3', awning: false });
export const bikeRental = (c: Canvas) => shopfront(c, { goods: 'bikes', outside: bikes });
export const hairdresser = (c: Canvas) => shopfront(c, { goods: 'hair' });
export const vet = (c: Canvas) => shopfront(c, { goods: 'pets', outside: dog });
export const cafe = (c: Canvas) =>
  shopfront(c, { goods: 'coffee', outside: (cc, l, r, s) => blackboard(cc, l, r, s) + cafeTables(cc, l, r, s) });
export const tapasBar = (c: Canvas) =>
  shopfront(c, { goods: 'tapas', sign: c.random.pick(['#6b2a2a', '#3a3530', '#2f4f2a']), outside: barrels });

/** Little round tables for coffee on the pavement. */
function cafeTables(c: Canvas, left: number, right: number, street: number): string {
  let out = '';
  for (let x = Math.max(left, 0) + 380; x < Math.min(right, WIDTH) - 100; x += 380) {
    const top = c.random.pick(['#f4f1ea', '#3a3a40', '#b8875a']);
    out += terraceTableSmall(c, x, street + 90, top);
  }
  return out;
}

function terraceTableSmall(c: Canvas, x: number, ground: number, top: string): string {
  const chair = c.random.pick(['#3a3a40', '#2f6fa3', '#b8452f', '#d8d4c8']);
  const cup = `<rect x="${x - 16}" y="${ground - 200}" width="22" height="18" rx="4" fill="#f4f1ea"/><rect x="${x + 20}" y="${ground - 198}" width="22" height="16" rx="4" fill="#f4f1ea"/>`;
  return `<g>${groundShadow(c.light, x, ground, 220)}<g fill="${chair}"><rect x="${x - 150}" y="${ground - 260}" width="10" height="260"/><rect x="${x - 170}" y="${ground - 120}" width="90" height="12"/><rect x="${x - 90}" y="${ground - 120}" width="8" height="120"/><rect x="${x + 140}" y="${ground - 260}" width="10" height="260"/><rect x="${x + 80}" y="${ground - 120}" width="90" height="12"/><rect x="${x + 82}" y="${ground - 120}" width="8" height="120"/></g><rect x="${x - 5}" y="${ground - 180}" width="10" height="180" fill="#3a3a40"/><ellipse cx="${x}" cy="${ground - 182}" rx="80" ry="16" fill="${top}"/>${cup}</g>`;
}

/** Wine barrels for tables, and stools. */
function barrels(c: Canvas, left: number, right: number, street: number): string {
  let out = '';
  for (let x = Math.max(left, 0) + 420; x < Math.min(right, WIDTH) - 80; x += 420) {
    const wood = c.random.pick(WOODS);
    out += `<g>${groundShadow(c.light, x, street + 80, 200)}<path d="M${x - 70} ${street + 80} Q ${x - 90} ${street - 20} ${x - 70} ${street - 110} H ${x + 70} Q ${x + 90} ${street - 20} ${x + 70} ${street + 80} Z" fill="${wood}"/><rect x="${x - 82}" y="${street - 70}" width="164" height="10" fill="#3a3530"/><rect x="${x - 84}" y="${street + 20}" width="168" height="10" fill="#3a3530"/><ellipse cx="${x}" cy="${street - 112}" rx="72" ry="14" fill="${lighten(wood, 0.15)}"/><rect x="${x - 30}" y="${street - 150}" width="20" height="36" rx="4" fill="#5a1f2a" opacity="0.85"/><ellipse cx="${x + 30}" cy="${street - 118}" rx="26" ry="6" fill="#f4f1ea"/><rect x="${x - 180}" y="${street - 30}" width="60" height="12" fill="${shade(wood, 0.2)}"/><rect x="${x - 170}" y="${street - 18}" width="8" height="98" fill="#3a3530"/><rect x="${x - 136}" y="${street - 18}" width="8" height="98" fill="#3a3530"/></g>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Places to eat

/** A restaurant's terrace: tables laid under parasols or an awning, the sea or the square beyond. */
export function restaurant(c: Canvas): string {
  const { d, random, light, variant } = c;
  const horizon = random.int(460, 520);
  const floorY = random.int(640, 700);
  const out = [variant % 2 ? seaView(c, horizon, floorY) : sky(d, random, light, floorY, random.int(1, 3))];
  const facadeLeft = light.fromLeft ? random.int(700, 860) : -40;
  const facadeRight = light.fromLeft ? WIDTH + 40 : random.int(640, 800);
  if (variant % 2 === 0) {
    // A square: a plane tree and houses across it.
    out.push(hills(d, random, light, floorY - 120, { layers: 2, height: 160 }).svg);
    out.push(
      house(d, random, light, {
        x: light.fromLeft ? -60 : facadeRight,
        ground: floorY,
        width: 900,
        storeys: 2,
        storeyHeight: 150,
        depth: 0,
        wall: mix(random.pick(WALLS), light.haze, 0.2),
        roof: 'gable',
        roofColour: random.pick(ROOFS),
        columns: 4,
        window: 'shutters',
        shutter: random.pick(SHUTTERS),
        balconies: true,
      }),
    );
  }
  // The restaurant's own house, its open doors lit.
  out.push(
    house(d, random, light, {
      x: facadeLeft,
      ground: floorY,
      width: facadeRight - facadeLeft,
      storeys: 3,
      storeyHeight: random.int(190, 210),
      depth: 0,
      wall: random.pick(WALLS),
      roof: random.pick(['gable', 'flat'] as const),
      roofColour: random.pick(ROOFS),
      columns: 3,
      window: random.pick<WindowKind>(['shutters', 'arched']),
      shutter: random.pick(SHUTTERS),
      balconies: true,
      door: 1,
      doorColour: '#f0c080',
      pots: true,
      bougainvillea: random.chance(0.5),
    }),
  );
  out.push(ground(c, floorY, random.pick(['paving', 'terracotta'] as const)));
  const cloth = random.pick(['#f4f1ea', '#f4f1ea', '#2f6fa3', '#c9d7c0', '#e6c14d']);
  const colour = random.pick(['#f2efe6', '#2f6fa3', '#d9674a', '#3f7d4e', '#e6c14d']);
  const tables = [
    [random.int(220, 360), floorY + 160, 240],
    [random.int(700, 820), floorY + 140, 220],
    [random.int(400, 560), HEIGHT - 20, 330],
    [random.int(1000, 1200), HEIGHT - 30, 320],
  ] as const;
  for (const [x, y, size] of tables) out.push(terraceTable(c, x, y, size, cloth));
  out.push(
    parasol(d, light, tables[2][0] + 160, HEIGHT - 70, 520, 560, colour, random.chance(0.5) ? '#ffffff' : undefined),
  );
  if (light.time === 'golden' || light.time === 'dusk' || random.chance(0.3)) out.push(stringLights(c, floorY - 200));
  out.push(pot(random, light.fromLeft ? 80 : WIDTH - 80, HEIGHT - 10, 110));
  return finish(c, out);
}

/** Bulbs strung across the top of the picture. */
function stringLights(c: Canvas, lowest: number): string {
  const { light } = c;
  let bulbs = '';
  let wire = '';
  for (const [x0, x1] of [
    [-20, 760],
    [740, 1520],
  ] as const) {
    const sag = lowest * 0.25;
    const y0 = lowest * 0.35;
    wire += `<path d="M${x0} ${n(y0)} Q ${(x0 + x1) / 2} ${n(y0 + sag * 2)} ${x1} ${n(y0)}"/>`;
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const x = x0 + (x1 - x0) * t;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0 + 10;
      bulbs += `<circle cx="${n(x)}" cy="${n(y)}" r="9"/>${light.lit ? `<circle cx="${n(x)}" cy="${n(y)}" r="26" opacity="0.25"/>` : ''}`;
    }
  }
  return `<g fill="none" stroke="#3a3530" stroke-width="3">${wire}</g><g fill="${light.lit ? '#ffe2a0' : '#fff6dc'}">${bulbs}</g>`;
}

/** A beach bar: a wooden hut with a reed roof on the sand, straw parasols, the sea behind. */
export function beachBar(c: Canvas): string {
  const { random, light } = c;
  const horizon = random.int(400, 460);
  const shore = horizon + random.int(130, 170);
  const out = [seaView(c, horizon, shore + 30)];
  out.push(beach(c, shore, { dip: 25, tilt: 10, haze: 0.15, surf: 6 }));
  // The hut.
  const hx = light.fromLeft ? random.int(620, 760) : random.int(80, 220);
  const hw = random.int(560, 680);
  const roofY = shore - random.int(140, 180);
  const wood = random.pick(WOODS);
  const ground = HEIGHT - random.int(180, 230);
  let posts = '';
  for (const px of [hx + 10, hx + hw / 2, hx + hw - 30])
    posts += `<rect x="${n(px)}" y="${n(roofY)}" width="20" height="${n(ground - roofY)}" fill="${wood}"/>`;
  let thatch = '';
  for (let x = hx - 60; x < hx + hw + 60; x += 10)
    thatch += `<rect x="${x}" y="${roofY - 10}" width="3" height="${random.int(60, 90)}"/>`;
  out.push(
    `<rect x="${n(hx)}" y="${n(roofY + 40)}" width="${n(hw)}" height="${n(ground - roofY - 40)}" fill="${shade(wood, 0.35)}"/>${posts}<rect x="${n(hx + 40)}" y="${n(roofY + 90)}" width="${n(hw - 80)}" height="120" fill="#3a3040"/>${goodsIn(random, 'wine', hx + 60, roofY + 96, hw - 120, 110)}<rect x="${n(hx - 20)}" y="${n(ground - 150)}" width="${n(hw + 40)}" height="150" fill="${wood}"/><rect x="${n(hx - 30)}" y="${n(ground - 160)}" width="${n(hw + 60)}" height="20" fill="${lighten(wood, 0.15)}"/>`,
    `<polygon points="${pts([
      [hx - 70, roofY + 40],
      [hx + hw + 70, roofY + 40],
      [hx + hw + 20, roofY - 40],
      [hx - 20, roofY - 40],
    ])}" fill="#c9a45c"/><g fill="#9c7a3c" opacity="0.7">${thatch}</g>`,
  );
  for (let i = 0; i < 4; i++)
    out.push(
      `<g><rect x="${n(hx + 40 + (i * (hw - 80)) / 3 - 20)}" y="${n(ground - 90)}" width="40" height="12" rx="6" fill="${shade(wood, 0.2)}"/><rect x="${n(hx + 40 + (i * (hw - 80)) / 3 - 3)}" y="${n(ground - 80)}" width="6" height="80" fill="#3a3530"/></g>`,
    );
  // Straw parasols over tables on the sand.
  const side = light.fromLeft ? 0 : WIDTH - 560;
  for (let i = 0; i < 2; i++) {
    const px = side + 120 + i * 300 + random.int(-30, 30);
    const py = HEIGHT - random.int(40, 90) - i * 40;
    out.push(terraceTable(c, px, py, 220, random.pick(['#f4f1ea', '#2f6fa3', '#e6c14d'])));
    let straw = '';
    for (let k = -8; k <= 8; k++)
      straw += `<rect x="${px + k * 18}" y="${py - 420}" width="3" height="${70 - Math.abs(k) * 2}"/>`;
    out.push(
      `<g><rect x="${px - 4}" y="${py - 440}" width="8" height="440" fill="${wood}"/><path d="M${px - 170} ${py - 360} Q ${px} ${py - 470} ${px + 170} ${py - 360} Z" fill="#c9a45c"/><g fill="#9c7a3c" opacity="0.8">${straw}</g></g>`,
    );
  }
  out.push(
    tree(c, ['palm'], light.fromLeft ? random.int(80, 200) : random.int(1300, 1420), shore + 40, random.int(420, 480)),
  );
  return finish(c, out);
}

/** A dish on a laid table, seen from above: paella, grilled fish, or tapas to share. */
export function dish(c: Canvas): string {
  const { d, random, variant, light } = c;
  const cloth = random.pick(['#f4f1ea', '#e8eef2', '#2f6fa3', '#c9d7c0', '#b8452f']);
  const check = random.chance(0.5);
  const tableFill = check
    ? d.pattern(
        120,
        120,
        `<rect width="120" height="120" fill="#f7f4ee"/><rect width="60" height="120" fill="${cloth}" opacity="0.5"/><rect width="120" height="60" fill="${cloth}" opacity="0.5"/>`,
      )
    : cloth;
  const out = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${tableFill}"/>`];
  const shadow = (cx: number, cy: number, r: number) =>
    `<circle cx="${n(cx + 14)}" cy="${n(cy + 18)}" r="${n(r)}" fill="#000" opacity="0.16"/>`;
  const kind = variant % 3;
  const cx = WIDTH / 2 + random.int(-80, 80);
  const cy = HEIGHT / 2 + random.int(-40, 40);
  if (kind === 0) {
    // A paella pan: rice, peppers, beans, prawns, mussels, lemon.
    const r = 340;
    let top = '';
    for (let i = 0; i < 14; i++) {
      const a = random.float(0, Math.PI * 2);
      const rr = random.float(0, r * 0.75);
      top += `<rect x="${n(cx + Math.cos(a) * rr - 40)}" y="${n(cy + Math.sin(a) * rr - 8)}" width="80" height="16" rx="8" fill="#d9463c" transform="rotate(${random.int(0, 180)} ${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)})"/>`;
    }
    for (let i = 0; i < 16; i++) {
      const a = random.float(0, Math.PI * 2);
      const rr = random.float(0, r * 0.8);
      top += `<rect x="${n(cx + Math.cos(a) * rr - 30)}" y="${n(cy + Math.sin(a) * rr - 7)}" width="60" height="14" rx="7" fill="#5f9a3a" transform="rotate(${random.int(0, 180)} ${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)})"/>`;
    }
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + random.float(-0.2, 0.2);
      const px = cx + Math.cos(a) * r * 0.55;
      const py = cy + Math.sin(a) * r * 0.55;
      top += `<path d="M${n(px - 40)} ${n(py)} A 40 40 0 1 1 ${n(px + 30)} ${n(py + 20)}" stroke="#f07a4a" stroke-width="22" fill="none" stroke-linecap="round"/><ellipse cx="${n(px + 60)}" cy="${n(py - 30)}" rx="34" ry="20" fill="#2a2a3a" transform="rotate(30 ${n(px + 60)} ${n(py - 30)})"/>`;
    }
    top += `<path d="M${n(cx - 60)} ${n(cy - 20)} L ${n(cx + 60)} ${n(cy - 20)} A 60 60 0 0 1 ${n(cx - 60)} ${n(cy - 20)} Z" fill="#f2d23a" stroke="#fff7c0" stroke-width="6"/>`;
    out.push(
      `${shadow(cx, cy, r + 40)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${r + 30}" fill="#3a3a40"/><rect x="${n(cx - r - 110)}" y="${n(cy - 30)}" width="100" height="60" rx="20" fill="#3a3a40"/><rect x="${n(cx + r + 10)}" y="${n(cy - 30)}" width="100" height="60" rx="20" fill="#3a3a40"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${d.radial(
        [
          [0, '#f2c04a'],
          [0.8, '#e0a030'],
          [1, '#b8752e'],
        ],
      )}"/>${top}`,
    );
  } else if (kind === 1) {
    // Grilled fish with lemon and a salad on a white plate.
    const r = 300;
    out.push(
      `${shadow(cx, cy, r)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="#fbfaf6"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${r * 0.78}" fill="#f1eee6"/>`,
    );
    out.push(
      `<path d="M${n(cx - 220)} ${n(cy)} Q ${n(cx - 40)} ${n(cy - 120)} ${n(cx + 140)} ${n(cy)} L ${n(cx + 230)} ${n(cy - 70)} V ${n(cy + 70)} L ${n(cx + 140)} ${n(cy)} Q ${n(cx - 40)} ${n(cy + 120)} ${n(cx - 220)} ${n(cy)} Z" fill="#b8a48a"/>`,
    );
    for (let i = 0; i < 5; i++)
      out.push(
        `<path d="M${n(cx - 140 + i * 60)} ${n(cy - 60)} l 40 120" stroke="#5a4030" stroke-width="8" opacity="0.7"/>`,
      );
    out.push(`<circle cx="${n(cx - 170)}" cy="${n(cy - 6)}" r="10" fill="#222"/>`);
    for (let i = 0; i < 10; i++)
      out.push(
        `<circle cx="${n(cx + random.float(-160, 160))}" cy="${n(cy + random.float(130, 200))}" r="${random.int(20, 34)}" fill="${random.pick(['#5f9a3a', '#8fbf3f', '#d9463c', '#4a7a2a'])}"/>`,
      );
    out.push(
      `<path d="M${n(cx + 150)} ${n(cy - 200)} L ${n(cx + 250)} ${n(cy - 200)} A 50 50 0 0 1 ${n(cx + 150)} ${n(cy - 200)} Z" fill="#f2d23a" stroke="#fff7c0" stroke-width="5"/>`,
    );
  } else {
    // Tapas to share: little plates and bowls.
    const plates = [
      [cx - 300, cy - 160],
      [cx + 60, cy - 200],
      [cx + 360, cy - 60],
      [cx - 220, cy + 200],
      [cx + 160, cy + 200],
    ] as const;
    for (const [px, py] of plates) {
      const r = random.int(120, 150);
      const dishColour = random.pick(['#fbfaf6', '#c97650', '#2f5f9a', '#e9e4da']);
      let food = '';
      const what = random.int(0, 3);
      for (let i = 0; i < 9; i++) {
        const fx = px + random.float(-r, r) * 0.55;
        const fy = py + random.float(-r, r) * 0.55;
        food +=
          what === 0
            ? `<rect x="${n(fx - 20)}" y="${n(fy - 20)}" width="40" height="40" rx="8" fill="#f0c060"/><circle cx="${n(fx)}" cy="${n(fy)}" r="10" fill="#d9463c"/>`
            : what === 1
              ? `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="20" ry="14" fill="#5a6a2a"/>`
              : what === 2
                ? `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="34" ry="18" fill="#c9784a" transform="rotate(${random.int(0, 180)} ${n(fx)} ${n(fy)})"/>`
                : `<path d="M${n(fx - 30)} ${n(fy)} q 30 -30 60 0 q -30 20 -60 0 Z" fill="#c94a5a"/>`;
      }
      out.push(
        `${shadow(px, py, r)}<circle cx="${n(px)}" cy="${n(py)}" r="${r}" fill="${dishColour}"/><circle cx="${n(px)}" cy="${n(py)}" r="${r * 0.8}" fill="${shade(dishColour, 0.06)}"/>${food}`,
      );
    }
  }
  // A glass of wine, bread, cutlery.
  const gx = random.chance(0.5) ? 150 : WIDTH - 150;
  const wine = random.pick(['#7a1f2f', '#f2e3a0', '#f0a0a0']);
  out.push(
    `${shadow(gx, 160, 80)}<circle cx="${gx}" cy="160" r="80" fill="#ffffff" opacity="0.5"/><circle cx="${gx}" cy="160" r="62" fill="${wine}" opacity="0.85"/><circle cx="${gx - 20}" cy="140" r="16" fill="#ffffff" opacity="0.5"/>`,
  );
  out.push(
    `${shadow(WIDTH - gx, HEIGHT - 150, 110)}<ellipse cx="${WIDTH - gx}" cy="${HEIGHT - 150}" rx="130" ry="90" fill="#c9a45c"/>${[0, 1, 2].map((i) => `<ellipse cx="${WIDTH - gx - 50 + i * 50}" cy="${HEIGHT - 160 + (i % 2) * 20}" rx="40" ry="28" fill="#d9a05a"/>`).join('')}`,
  );
  out.push(
    `<rect x="${gx - 30}" y="${HEIGHT - 360}" width="14" height="300" rx="7" fill="#c9ccd2"/><rect x="${gx + 20}" y="${HEIGHT - 360}" width="14" height="300" rx="7" fill="#c9ccd2"/>`,
  );
  // The day's light across the table.
  out.push(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${d.linear(
      [
        [0, '#ffffff', light.time === 'dusk' ? 0 : 0.18],
        [1, '#000000', 0.12],
      ],
      [light.fromLeft ? 0 : 1, 0, light.fromLeft ? 1 : 0, 1],
    )}"/>`,
  );
  return finish(c, out);
}

/** A dining room: laid tables, a bar with its bottles, lamps hanging low, a window onto the sea. */
export function diningRoom(c: Canvas): string {
  const { d, random, light, variant } = c;
  const floorY = random.int(640, 690);
  const out = [
    room(c, random.pick(DINING_ROOM_WALLS), variant % 2 ? 'terracotta' : 'tiles', floorY, random.chance(0.6)),
  ];
  const barLeft = random.chance(0.5);
  const ox = barLeft ? random.int(860, 1000) : random.int(100, 220);
  out.push(opening(c, ox, 170, random.int(340, 420), floorY - 260, floorY, 'sea'));
  // The bar with shelves of bottles behind it.
  const bx = barLeft ? 40 : WIDTH - 640;
  out.push(
    `<rect x="${bx}" y="${floorY - 480}" width="600" height="260" fill="${shade(random.pick(WOODS), 0.2)}"/>${goodsIn(random, 'wine', bx + 20, floorY - 470, 560, 240)}`,
  );
  const wood = random.pick(WOODS);
  out.push(
    `<rect x="${bx - 20}" y="${floorY - 110}" width="640" height="${HEIGHT - floorY + 110}" fill="${wood}"/><rect x="${bx - 30}" y="${floorY - 124}" width="660" height="20" fill="${lighten(wood, 0.2)}"/>`,
  );
  // Lamps.
  for (let i = 0; i < 3; i++) {
    const lx = 300 + i * 450 + random.int(-40, 40);
    out.push(
      `<rect x="${lx - 2}" y="0" width="4" height="200" fill="#3a3530"/><path d="M${lx - 60} 260 Q ${lx} 170 ${lx + 60} 260 Z" fill="${random.pick(['#3a3a40', '#b8875a', '#2f6fa3', '#f4f1ea'])}"/>${lampGlow(d, light, lx, 270, 120, 0.6)}`,
    );
  }
  const cloth = random.pick(['#f4f1ea', '#f4f1ea', '#c9d7c0', '#e6c14d', '#2f6fa3']);
  const tx = barLeft ? 1000 : 450;
  out.push(
    terraceTable(c, tx - 250, floorY + 120, 230, cloth),
    terraceTable(c, tx + 200, floorY + 110, 220, cloth),
    terraceTable(c, tx, HEIGHT - 10, 330, cloth),
  );
  return finish(c, out);
}

// ---------------------------------------------------------------------------------------------
// Services on wheels

/** A taxi rank in a street of the town: taxis waiting under the palms. */
export function taxiRank(c: Canvas): string {
  const { d, random, light } = c;
  const street = random.int(760, 800);
  const out = [sky(d, random, light, 560, random.int(1, 3))];
  out.push(
    houseRow(
      c,
      -random.int(40, 160),
      () => random.int(320, 460),
      (x, width) => ({
        x,
        ground: street,
        width,
        storeys: random.int(2, 3),
        storeyHeight: random.int(150, 170),
        depth: 0,
        wall: random.pick(WALLS),
        roof: random.pick(['gable', 'flat'] as const),
        roofColour: random.pick(ROOFS),
        columns: 2,
        window: random.pick<WindowKind>(['shutters', 'blind']),
        shutter: random.pick(SHUTTERS),
        balconies: random.chance(0.6),
        door: random.chance(0.6) ? 0 : undefined,
        doorColour: random.pick(WOODS),
      }),
    ),
  );
  out.push(ground(c, street, 'paving'));
  out.push(
    `<rect y="${street + 90}" width="${WIDTH}" height="${HEIGHT - street - 90}" fill="${shade('#6f6a66', light.time === 'dusk' ? 0.3 : 0)}"/><rect y="${street + 84}" width="${WIDTH}" height="12" fill="#d8d2c4"/>`,
  );
  for (let i = 0; i < 3; i++)
    out.push(tree(c, ['palm'], 200 + i * 520 + random.int(-40, 40), street + 70, random.int(380, 440)));
  // The rank's sign: a pole with the taxi pictogram.
  const sx = random.int(300, 1200);
  out.push(
    `<rect x="${sx - 4}" y="${street - 200}" width="8" height="280" fill="#8a8f98"/><rect x="${sx - 50}" y="${street - 260}" width="100" height="80" rx="8" fill="#2f6fa3"/>${pictogram('cars', sx, street - 220, 60, '#f4f4f0')}`,
  );
  for (let i = 0; i < 3; i++)
    out.push(
      vehicle(
        d,
        light,
        -60 + i * 540 + random.int(0, 60),
        HEIGHT - 30 - (i % 2) * 14,
        500,
        '#f4f4f0',
        'taxi',
        random.chance(0.3),
      ),
    );
  return finish(c, out);
}

/** Hire cars parked before their office, or a tradesman's van before his workshop. */
export function vehicles(kind: 'car-rental' | 'cleaning' | 'handyman') {
  const goods = (
    { 'car-rental': 'cars', cleaning: 'laundry', handyman: 'tools' } as const satisfies Record<typeof kind, Goods>
  )[kind];
  return (c: Canvas): string => {
    const { d, random, light } = c;
    return shopfront(c, {
      goods,
      outside: (cc, _left, _right, street) => {
        let out = '';
        if (kind === 'car-rental') {
          const colours = ['#c9d3dc', '#b8452f', '#2f4f6f', '#e6c14d', '#f4f1ea', '#3a8a8a'];
          for (let i = 0; i < 3; i++)
            out += vehicle(
              d,
              light,
              -80 + i * 560 + random.int(0, 40),
              street + 70 + (i % 2) * 12,
              480,
              random.pick(colours),
              'car',
              random.chance(0.3),
            );
        } else {
          const colour = random.pick(['#f4f4f0', '#2f6fa3', '#3f7d4e', '#e6c14d']);
          const x = random.int(100, 700);
          out += vehicle(d, light, x, street + 60, 620, colour, 'van', random.chance(0.5));
          out += pictogramOnVan(goods, x + 240, street - 110, random, colour);
          if (kind === 'handyman')
            out += `<rect x="${x + 80}" y="${street - 265}" width="420" height="14" fill="#c9ccd2"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 100 + i * 52}" y="${street - 265}" width="8" height="14" fill="#8a8f98"/>`).join('')}`;
        }
        return out + tree(cc, ['palm', 'orange'], light.fromLeft ? WIDTH - 60 : 60, street + 40, 360);
      },
    });
  };
}

function pictogramOnVan(goods: Goods, x: number, y: number, random: Random, colour: string): string {
  const ink = colour === '#f4f4f0' || colour === '#e6c14d' ? random.pick(['#2f6fa3', '#3f7d4e', '#b8452f']) : '#f4f4f0';
  return `<circle cx="${x}" cy="${y}" r="56" fill="${ink}" opacity="0.2"/>${pictogram(goods, x, y, 70, ink)}`;
}

/** A shop's inside: its counter, and shelves of what it sells. */
export function shopInside(goods: Goods) {
  return (c: Canvas): string => {
    const { random, variant } = c;
    const floorY = random.int(760, 800);
    const out = [room(c, random.pick(SHOP_WALLS), variant % 2 ? 'wood' : 'tiles', floorY, random.chance(0.4))];
    const wood = random.pick(WOODS);
    for (const [x, w] of [
      [60, 640],
      [800, 640],
    ] as const) {
      out.push(
        `<rect x="${x}" y="110" width="${w}" height="${floorY - 200}" fill="${shade(wood, 0.25)}"/>${goodsIn(random, goods, x + 20, 130, w - 40, floorY - 240)}`,
      );
    }
    const counter = random.pick(WOODS);
    const cx = random.int(200, 700);
    // The shopkeeper behind the counter.
    if (random.chance(0.6))
      out.push(person(random, cx + 480, floorY + 60, 420, random.pick(['#2f6fa3', '#f4f1ea', '#3a8a8a', '#b8452f'])));
    out.push(
      `<rect x="${cx}" y="${floorY - 40}" width="620" height="${HEIGHT - floorY + 40}" fill="${counter}"/><rect x="${cx - 10}" y="${floorY - 56}" width="640" height="22" fill="${lighten(counter, 0.2)}"/>`,
    );
    out.push(bush(random, cx + 100, floorY - 50, 120, '#4f7a3a', random.pick(['#d8343f', '#f2f2f2'])));
    return finish(c, out);
  };
}
