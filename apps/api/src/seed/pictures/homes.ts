import {
  bougainvillea,
  bush,
  groundShadow,
  hedge,
  hills,
  house,
  type HouseSpec,
  lampGlow,
  type Light,
  lighten,
  mix,
  n,
  parasol,
  pine,
  pot,
  pts,
  type RoofKind,
  ROOFS,
  shade,
  SHUTTERS,
  sky,
  trapezoid,
  vehicle,
  WALLS,
  windowAt,
  type WindowKind,
} from './drawing.ts';
import {
  balustrade,
  type Canvas,
  CUSHIONS,
  curtain,
  FABRICS,
  finish,
  type FloorKind,
  framedPicture,
  glassRail,
  ground,
  HEIGHT,
  hillView,
  houseRow,
  lounger,
  opening,
  pool,
  pottedPalm,
  room,
  seaView,
  tree,
  WIDTH,
  WOODS,
} from './scene.ts';

/*
 * Homes and stays: a villa with its pool, a village house in its street, a block of flats on
 * the seafront, a penthouse's terrace, a small house close up; their rooms; hotels, a
 * campsite, holiday apartments.
 */

const ROOFS_BY_VARIANT: readonly RoofKind[] = ['hip', 'flat', 'gable'];
const PARASOLS = ['#f2efe6', '#e6c14d', '#2f6fa3', '#d9674a', '#3a8a8a'] as const;
const AWNINGS = ['#3f7d4e', '#2f6fa3', '#d9674a', '#e0a030', '#7d9aa6', '#b8452f'] as const;

/** A villa with its garden and pool, by the sea or under the hills. */
export function villa(c: Canvas): string {
  const { d, random, light, variant } = c;
  const horizon = random.int(380, 430);
  const byTheSea = variant % 2 === 0;
  const back = byTheSea ? seaView(c, horizon) : hillView(c, horizon).svg;
  const gardenTop = horizon + (byTheSea ? random.int(40, 70) : 0);
  const groundY = horizon + random.int(190, 230);
  const storeys = random.int(1, 2);
  const width = random.int(620, 820);
  const x = random.int(260, WIDTH - width - 240);
  const spec: HouseSpec = {
    x,
    ground: groundY,
    width,
    storeys,
    storeyHeight: random.int(150, 175),
    depth: random.int(110, 180),
    wall: random.pick(WALLS),
    roof: ROOFS_BY_VARIANT[variant % 3]!,
    roofColour: random.pick(ROOFS),
    columns: random.int(4, 5),
    window: random.pick<WindowKind>(['shutters', 'arched', 'blind']),
    shutter: random.pick(SHUTTERS),
    balconies: storeys > 1 && random.chance(0.6),
    door: random.int(1, 2),
    bougainvillea: random.chance(0.5),
    pots: random.chance(0.6),
  };
  const out = [
    back,
    `<rect y="${gardenTop}" width="${WIDTH}" height="${n(groundY - gardenTop + 10)}" fill="${d.linear([
      [0, mix('#7d9a52', light.haze, 0.35)],
      [1, '#6f8f48'],
    ])}"/>`,
    hedge(random, light, -40, WIDTH + 40, gardenTop + 30, random.int(40, 70), random.pick(['#55783c', '#4c6f3a'])),
    tree(c, ['pine', 'cypress', 'palm'], x - random.int(60, 160), groundY + 10, random.int(300, 400)),
    house(d, random, light, spec),
    ground(c, groundY, random.pick(['paving', 'gravel'] as const)),
  ];
  const poolLeft = random.chance(0.5);
  if (variant % 4 === 3) {
    // A garden instead: a lawn, a path to the door, olive and orange trees, a table in the shade.
    const doorX = x + (width / spec.columns) * (spec.door! + 0.5);
    out.push(
      `<polygon points="${pts([
        [-20, groundY + 30],
        [WIDTH + 20, groundY + 30],
        [WIDTH + 20, HEIGHT],
        [-20, HEIGHT],
      ])}" fill="${d.linear([
        [0, '#8aa35a'],
        [1, '#6f8f48'],
      ])}"/>`,
      `<polygon points="${trapezoid(doorX, groundY + 30, 50, HEIGHT, 220)}" fill="#e6dcc7"/>`,
    );
    for (let i = 0; i < 3; i++)
      out.push(
        tree(
          c,
          ['olive', 'orange'],
          poolLeft ? 120 + i * 200 : WIDTH - 120 - i * 200,
          groundY + 120 + i * 90,
          random.int(220, 300),
        ),
      );
    out.push(
      terraceTable(
        c,
        poolLeft ? random.int(1050, 1250) : random.int(250, 450),
        HEIGHT - 40,
        260,
        random.pick(['#f4f1ea', '#2f6fa3', '#e6c14d']),
      ),
    );
  } else {
    // The pool to one side, loungers and a parasol to the other.
    const poolX = poolLeft ? random.int(60, 200) : random.int(620, 760);
    out.push(
      pool(c, poolX, poolX + random.int(620, 720), groundY + random.int(50, 80), groundY + random.int(230, 290)),
    );
    const cushion = random.pick(CUSHIONS);
    const loungersX = poolLeft ? random.int(940, 1060) : random.int(40, 120);
    for (let i = 0; i < 2; i++) out.push(lounger(c, loungersX + i * 200, HEIGHT - 60 + i * 20, 190, cushion));
    out.push(
      parasol(
        d,
        light,
        loungersX + 180,
        HEIGHT - 110,
        300,
        300,
        random.pick(PARASOLS),
        random.chance(0.4) ? '#ffffff' : undefined,
      ),
    );
  }
  out.push(tree(c, ['palm', 'palm', 'olive'], x + width + random.int(140, 240), groundY + 40, random.int(320, 430)));
  out.push(pot(random, poolLeft ? WIDTH - 90 : 90, HEIGHT - 20, 80));
  return finish(c, out);
}

/** A church tower with a blue-tiled spire behind the rooftops, as the Valencian coast has them. */
function churchTower(c: Canvas, x: number, base: number, height: number, distance: number): string {
  const { light } = c;
  const stone = mix('#eadbbd', light.haze, distance);
  const w = height * 0.22;
  const top = base - height;
  return `<g><rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(height)}" fill="${stone}"/><rect x="${n(light.fromLeft ? x + w * 0.7 : x)}" y="${n(top)}" width="${n(w * 0.3)}" height="${n(height)}" fill="${shade(stone, light.side)}"/><rect x="${n(x + w * 0.3)}" y="${n(top + w * 0.35)}" width="${n(w * 0.4)}" height="${n(w * 0.6)}" rx="${n(w * 0.2)}" fill="${shade(stone, 0.55)}"/><rect x="${n(x - 6)}" y="${n(top - 8)}" width="${n(w + 12)}" height="10" fill="${lighten(stone, 0.3)}"/><polygon points="${pts(
    [
      [x - 4, top - 8],
      [x + w + 4, top - 8],
      [x + w / 2, top - w * 0.9],
    ],
  )}" fill="${mix('#2f6fa3', light.haze, distance)}"/><polygon points="${pts([
    [x + w / 2, top - 8],
    [x + w + 4, top - 8],
    [x + w / 2, top - w * 0.9],
  ])}" fill="${mix('#24578a', light.haze, distance)}"/></g>`;
}

/** A village house in a narrow street, its neighbours either side. */
export function townHouse(c: Canvas): string {
  const { d, random, light, variant } = c;
  const street = random.int(760, 820);
  const out = [sky(d, random, light, 560, random.int(1, 3))];
  if (variant % 2) out.push(hills(d, random, light, 560, { layers: 2, height: 220 }).svg);
  if (random.chance(0.6)) out.push(churchTower(c, random.int(150, 1250), 560, random.int(380, 460), 0.25));
  // The second house is the one the picture is of.
  const isMain = (i: number) => i === 1;
  out.push(
    houseRow(
      c,
      -random.int(60, 200),
      (i) => (isMain(i) ? random.int(420, 520) : random.int(300, 440)),
      (x, width, i) => {
        const main = isMain(i);
        return {
          x,
          ground: street,
          width,
          storeys: random.int(2, 3),
          storeyHeight: random.int(150, 175),
          depth: 0,
          wall: main
            ? random.pick(WALLS)
            : mix(random.pick(WALLS), random.pick(['#f1e2c2', '#f2d9c7', '#e8eef0']), 0.5),
          roof: random.pick<RoofKind>(['gable', 'gable', 'flat']),
          roofColour: random.pick(ROOFS),
          columns: width > 400 ? 2 : random.int(1, 2),
          window: random.pick<WindowKind>(['shutters', 'blind', 'grille', 'shutters']),
          shutter: random.pick(SHUTTERS),
          balconies: random.chance(0.7),
          door: random.chance(main ? 1 : 0.7) ? 0 : undefined,
          doorColour: random.pick(['#6f4a2e', '#2f6fa3', '#3f7d4e', '#8a3b2e']),
          plinth: random.chance(0.5) ? random.pick(['#c9b38a', '#9fb0b8', '#d8c7a0']) : undefined,
          bougainvillea: random.chance(main ? 0.6 : 0.2),
          pots: true,
        };
      },
    ),
  );
  out.push(ground(c, street, 'cobbles'));
  // The shade of the houses across the street.
  out.push(
    `<polygon points="${pts([
      [0, HEIGHT],
      [0, street + 60],
      [WIDTH * 0.6, street + 20],
      [WIDTH, HEIGHT],
    ])}" fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.5)}"/>`,
  );
  if (random.chance(0.4))
    out.push(
      vehicle(
        d,
        light,
        random.int(200, 900),
        HEIGHT - 40,
        300,
        random.pick(['#c9d3dc', '#b8452f', '#f2f0ea', '#2f4f6f']),
        'car',
        random.chance(0.5),
      ),
    );
  else
    for (let k = random.int(1, 3); k > 0; k--)
      out.push(pot(random, random.int(80, 1420), random.int(street + 60, HEIGHT - 30), random.int(50, 80)));
  return finish(c, out);
}

/** A block of flats: on the seafront with a row of palms, or in a street of the town. */
export function apartmentBlock(c: Canvas): string {
  const { d, random, light, variant } = c;
  const seafront = variant % 2 === 0;
  const horizon = random.int(520, 580);
  const groundY = random.int(800, 850);
  const out: string[] = [];
  const blockLeft = light.fromLeft ? random.int(520, 640) : random.int(-80, 80);
  const width = random.int(760, 900);
  const spec: HouseSpec = {
    x: blockLeft,
    ground: groundY,
    width,
    storeys: random.int(4, 6),
    storeyHeight: random.int(84, 98),
    depth: random.int(120, 200),
    wall: random.pick(WALLS),
    roof: 'flat',
    roofColour: random.pick(ROOFS),
    columns: random.int(4, 5),
    window: random.pick<WindowKind>(['blind', 'plain', 'blind']),
    shutter: random.pick(SHUTTERS),
    balconies: true,
    door: random.int(1, 2),
    doorColour: '#5a5f6a',
    plinth: random.pick(['#c9b38a', '#b9b4aa', '#d8c7a0']),
    awnings: random.pick(AWNINGS),
    pots: random.chance(0.5),
  };
  if (seafront) {
    out.push(seaView(c, horizon, groundY));
    out.push(house(d, random, light, spec));
    out.push(ground(c, groundY - 10, 'paving'));
    out.push(
      balustrade(
        c,
        light.fromLeft ? -20 : blockLeft + width + 100,
        light.fromLeft ? blockLeft - 120 : WIDTH + 20,
        groundY + 10,
        70,
      ),
    );
    // A row of palms along the promenade.
    const side = light.fromLeft ? 1 : -1;
    for (let i = 0; i < 3; i++) {
      const px = (light.fromLeft ? blockLeft - 90 : blockLeft + width + 90) - side * i * random.int(220, 260);
      out.push(tree(c, ['palm'], px, groundY + 50 + i * 40, random.int(300, 360) + i * 30));
    }
  } else {
    out.push(hillView(c, horizon).svg);
    const neighbour: HouseSpec = {
      ...spec,
      x: light.fromLeft ? blockLeft - random.int(520, 600) : blockLeft + width,
      width: random.int(520, 600),
      storeys: spec.storeys - random.int(1, 2),
      depth: 0,
      wall: random.pick(WALLS),
      awnings: random.pick(AWNINGS),
    };
    out.push(house(d, random, light, neighbour), house(d, random, light, spec));
    out.push(ground(c, groundY - 10, 'paving'));
    for (let i = 0; i < 3; i++)
      out.push(tree(c, ['orange', 'olive'], 180 + i * 560 + random.int(-60, 60), groundY + 120, random.int(300, 360)));
    out.push(
      vehicle(
        d,
        light,
        random.int(100, 1100),
        HEIGHT - 20,
        340,
        random.pick(['#c9d3dc', '#b8452f', '#f2f0ea', '#2f4f6f', '#6f8f48']),
        'car',
        random.chance(0.5),
      ),
    );
  }
  return finish(c, out);
}

/** A table under the sun with chairs around it. */
export function terraceTable(c: Canvas, x: number, ground: number, size: number, cloth: string): string {
  const { random, light } = c;
  const wood = random.pick(WOODS);
  const chair = (cx: number, back: number) =>
    `<g fill="${wood}"><rect x="${n(cx - size * 0.13)}" y="${n(ground - size * 0.4)}" width="${n(size * 0.26)}" height="${n(size * 0.05)}"/><rect x="${n(cx - size * 0.12)}" y="${n(ground - size * 0.4)}" width="${n(size * 0.03)}" height="${n(size * 0.4)}"/><rect x="${n(cx + size * 0.09)}" y="${n(ground - size * 0.4)}" width="${n(size * 0.03)}" height="${n(size * 0.4)}"/><rect x="${n(cx + back * size * 0.11 - size * 0.015)}" y="${n(ground - size * 0.8)}" width="${n(size * 0.03)}" height="${n(size * 0.42)}"/></g>`;
  return `<g>${groundShadow(light, x, ground, size * 1.5)}${chair(x - size * 0.7, -1)}${chair(x + size * 0.7, 1)}<rect x="${n(x - size * 0.45)}" y="${n(ground - size * 0.55)}" width="${n(size * 0.05)}" height="${n(size * 0.55)}" fill="${shade(wood, 0.2)}"/><rect x="${n(x + size * 0.4)}" y="${n(ground - size * 0.55)}" width="${n(size * 0.05)}" height="${n(size * 0.55)}" fill="${shade(wood, 0.2)}"/><polygon points="${trapezoid(x, ground - size * 0.62, size * 0.55, ground - size * 0.5, size * 0.6)}" fill="${cloth}"/><polygon points="${trapezoid(x, ground - size * 0.5, size * 0.6, ground - size * 0.42, size * 0.6)}" fill="${shade(cloth, 0.15)}"/><circle cx="${n(x - size * 0.15)}" cy="${n(ground - size * 0.66)}" r="${n(size * 0.06)}" fill="#f29a2e"/><circle cx="${n(x - size * 0.05)}" cy="${n(ground - size * 0.67)}" r="${n(size * 0.05)}" fill="#f2d23a"/><rect x="${n(x + size * 0.15)}" y="${n(ground - size * 0.8)}" width="${n(size * 0.07)}" height="${n(size * 0.18)}" rx="4" fill="#d8eef0" opacity="0.8"/></g>`;
}

/** A pergola's beams across the top of the picture, their shadows striping the floor. */
function pergola(c: Canvas, floorY: number): string {
  const { random, light } = c;
  const wood = random.pick(WOODS);
  let beams = '';
  let shadows = '';
  for (let i = 0; i < 9; i++) {
    const x = i * 190 - 40;
    beams += `<polygon points="${pts([
      [x, 0],
      [x + 40, 0],
      [x + 52, 70],
      [x + 10, 70],
    ])}"/>`;
    const sx = x + (light.fromLeft ? 140 : -140);
    shadows += `<polygon points="${pts([
      [sx, floorY],
      [sx + 30, floorY],
      [sx + 60 + (light.fromLeft ? 120 : -120), HEIGHT],
      [sx + (light.fromLeft ? 120 : -120), HEIGHT],
    ])}"/>`;
  }
  return `<g fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.5)}">${shadows}</g><rect y="60" width="${WIDTH}" height="26" fill="${shade(wood, 0.1)}"/><g fill="${wood}">${beams}</g><rect y="0" width="${WIDTH}" height="20" fill="${shade(wood, 0.25)}"/>`;
}

/**
 * A terrace over the town and the sea: its floor, a rail, plants, a table or loungers, and the
 * town's rooftops below. `penthouse` adds the flat's glazed wall at one side.
 */
export function terrace(c: Canvas, penthouse = false): string {
  const { d, random, light, variant } = c;
  const horizon = random.int(360, 420);
  const floorY = random.int(720, 770);
  const out = [seaView(c, horizon, floorY)];
  // Rooftops of the town below, running down to the sea: smaller and hazier further off.
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const y = horizon + 70 + r * ((floorY - 130 - horizon - 70) / (rows - 1));
    const scale = 0.55 + r * 0.35;
    const distance = 0.45 - r * 0.17;
    let x = -random.int(0, 120);
    while (x < WIDTH) {
      const w = random.int(80, 170) * scale;
      const h = random.int(30, 70) * scale;
      const wall = mix(random.pick(WALLS), light.haze, distance);
      let windows = '';
      for (let k = 0; k < Math.floor(w / (34 * scale)); k++) {
        windows += `<rect x="${n(x + 12 * scale + k * 34 * scale)}" y="${n(y - h + 14 * scale)}" width="${n(12 * scale)}" height="${n(16 * scale)}"/>`;
      }
      out.push(
        `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h + 160)}" fill="${wall}"/><rect x="${n(light.fromLeft ? x + w * 0.82 : x)}" y="${n(y - h)}" width="${n(w * 0.18)}" height="${n(h + 160)}" fill="${shade(wall, light.side)}"/><g fill="${mix('#4a5566', light.haze, distance)}">${windows}</g>`,
      );
      if (random.chance(0.6)) {
        out.push(
          `<polygon points="${pts([
            [x - 4, y - h],
            [x + w + 4, y - h],
            [x + w * 0.8, y - h - h * 0.45],
            [x + w * 0.2, y - h - h * 0.45],
          ])}" fill="${mix(random.pick(ROOFS), light.haze, distance)}"/>`,
        );
      }
      x += w + random.int(-6, 16) * scale;
    }
    if (r === 1 && random.chance(0.6)) out.push(tree(c, ['palm', 'pine'], random.int(100, 1400), y + 10, 150));
  }
  out.push(ground(c, floorY, random.pick(['terracotta', 'paving'] as const)));
  out.push(
    random.chance(0.5)
      ? glassRail(c, -20, WIDTH + 20, floorY + 6, 150)
      : balustrade(c, -20, WIDTH + 20, floorY + 6, 120),
  );
  if (penthouse) {
    // The flat's glazed wall on the shaded side.
    const w = random.int(300, 380);
    const x = light.fromLeft ? WIDTH - w : 0;
    const wall = random.pick(WALLS);
    out.push(`<rect x="${n(x)}" y="0" width="${w}" height="${HEIGHT}" fill="${shade(wall, light.side * 0.7)}"/>`);
    out.push(windowAt(d, light, 'plain', x + 50, 220, w - 100, HEIGHT - 260, '#888888'));
    out.push(pottedPalm(c, light.fromLeft ? x - 60 : x + w + 60, HEIGHT - 40, 200));
  }
  if (variant % 2 || random.chance(0.3)) out.push(pergola(c, floorY));
  if (random.chance(0.5)) {
    const cloth = random.pick(['#f4f1ea', '#2f6fa3', '#e6c14d', '#c9d7c0']);
    out.push(terraceTable(c, random.int(520, 980), HEIGHT - random.int(40, 80), random.int(260, 320), cloth));
  } else {
    const cushion = random.pick(CUSHIONS);
    const x0 = random.int(380, 700);
    for (let i = 0; i < 2; i++) out.push(lounger(c, x0 + i * 260, HEIGHT - 40 - i * 30, 240, cushion));
  }
  out.push(pot(random, light.fromLeft ? 90 : WIDTH - 90, HEIGHT - 30, 90));
  return finish(c, out);
}

export const penthouse = (c: Canvas) => terrace(c, true);

/** A small house close up: its door and a window, a bench, a bicycle, pots. */
export function smallHouse(c: Canvas): string {
  const { d, random, light, variant } = c;
  const street = random.int(900, 940);
  const storeyHeight = random.int(400, 440);
  const out = [sky(d, random, light, street - storeyHeight * 2 + 200, random.int(0, 2))];
  const wall = random.pick(WALLS);
  const columns = variant % 2 ? 2 : 3;
  out.push(
    house(d, random, light, {
      x: random.int(-80, -10),
      ground: street,
      width: WIDTH + random.int(100, 160),
      storeys: 2,
      storeyHeight,
      depth: 0,
      wall,
      roof: random.pick<RoofKind>(['gable', 'flat']),
      roofColour: random.pick(ROOFS),
      columns,
      window: random.pick<WindowKind>(['shutters', 'grille', 'blind', 'arched']),
      shutter: random.pick(SHUTTERS),
      balconies: random.chance(0.5),
      door: random.int(0, columns - 1),
      doorColour: random.pick(['#2f6fa3', '#3f7d4e', '#6f4a2e', '#8a3b2e', '#2a8a8a']),
      plinth: random.pick(['#c9b38a', '#9fb0b8', '#d8c7a0', '#b8643f']),
      bougainvillea: random.chance(0.6),
      pots: true,
    }),
  );
  out.push(ground(c, street, 'cobbles'));
  if (random.chance(0.6)) {
    // A bench against the wall.
    const wood = random.pick(WOODS);
    const bx = random.int(900, 1060);
    out.push(
      `<g>${groundShadow(light, bx + 130, street + 30, 260)}<rect x="${bx}" y="${street - 150}" width="260" height="14" rx="4" fill="${wood}"/><rect x="${bx}" y="${street - 122}" width="260" height="14" rx="4" fill="${wood}"/><rect x="${bx - 10}" y="${street - 70}" width="280" height="18" rx="4" fill="${shade(wood, 0.1)}"/><rect x="${bx + 10}" y="${street - 156}" width="12" height="186" fill="#3a3530"/><rect x="${bx + 238}" y="${street - 156}" width="12" height="186" fill="#3a3530"/></g>`,
    );
  }
  out.push(
    bush(
      random,
      random.chance(0.5) ? 120 : 1380,
      street + 40,
      160,
      '#4f7a3a',
      random.pick(['#d8343f', '#c8337a', '#f2f2f2']),
    ),
  );
  return finish(c, out);
}

// ---------------------------------------------------------------------------------------------
// Rooms

const WALLS_INSIDE = ['#f7f3ea', '#f3ece0', '#eef1f0', '#f6ecdc', '#ffffff', '#efe6d6'] as const;
const FLOORS: readonly FloorKind[] = ['terracotta', 'tiles', 'wood', 'marble'];

/** A sofa facing us, `w` wide, its seat at `seat`. */
function sofa(c: Canvas, x: number, seat: number, w: number, fabric: string): string {
  const { random, light } = c;
  const count = random.int(2, 3);
  const cushions = Array.from({ length: count }, (_, i) => {
    const cx = x + w * ((i + 1) / (count + 1));
    return `<rect x="${n(cx - 45)}" y="${n(seat - 150)}" width="90" height="80" rx="18" fill="${random.pick(['#e9c46a', '#f4f1ea', '#2a9d8f', '#e76f51', '#264653', '#c9d7c0'])}" transform="rotate(${random.int(-8, 8)} ${n(cx)} ${n(seat - 110)})"/>`;
  }).join('');
  return `<g>${groundShadow(light, x + w / 2, seat + 70, w * 0.9, 0.05)}<rect x="${n(x)}" y="${n(seat - 190)}" width="${n(w)}" height="150" rx="26" fill="${shade(fabric, 0.1)}"/><rect x="${n(x - 20)}" y="${n(seat - 40)}" width="${n(w + 40)}" height="90" rx="22" fill="${fabric}"/><rect x="${n(x - 40)}" y="${n(seat - 110)}" width="70" height="170" rx="26" fill="${shade(fabric, 0.05)}"/><rect x="${n(x + w - 30)}" y="${n(seat - 110)}" width="70" height="170" rx="26" fill="${shade(fabric, 0.05)}"/>${cushions}<rect x="${n(x)}" y="${n(seat + 50)}" width="12" height="20" fill="#3a3530"/><rect x="${n(x + w - 12)}" y="${n(seat + 50)}" width="12" height="20" fill="#3a3530"/></g>`;
}

/** A lampshade, `x` its middle, glowing once the lamps are lit. */
function lampshade(
  light: Light,
  x: number,
  bottom: number,
  halfBottom: number,
  top: number,
  halfTop: number,
  unlit: string,
): string {
  return `<polygon points="${trapezoid(x, bottom, halfBottom, top, halfTop)}" fill="${light.lit ? '#ffe6b0' : unlit}"/>`;
}

/** A living room: the sofa, a low table on a rug, a lamp, a plant, and the view. */
export function livingRoom(c: Canvas): string {
  const { d, random, light, variant } = c;
  const floorY = random.int(700, 740);
  const wall = random.pick(WALLS_INSIDE);
  const out = [room(c, wall, FLOORS[variant % FLOORS.length]!, floorY, random.chance(0.4))];
  const doorLeft = random.chance(0.5);
  const ox = doorLeft ? random.int(120, 260) : random.int(880, 1000);
  const ow = random.int(380, 460);
  out.push(opening(c, ox, random.int(170, 230), ow, floorY - 200, floorY, variant % 3 === 2 ? 'hills' : 'sea'));
  out.push(
    curtain(
      c,
      doorLeft ? ox + ow + 10 : ox - 130,
      120,
      120,
      floorY - 120,
      random.pick(['#f4f1ea', '#e8dcc4', '#d9e4ea']),
    ),
  );
  const sofaX = doorLeft ? random.int(760, 860) : random.int(160, 260);
  out.push(framedPicture(c, sofaX + 120, random.int(230, 300), random.int(220, 300), random.int(160, 200)));
  // The rug, then what stands on it.
  out.push(
    `<polygon points="${pts([
      [sofaX - 120, floorY + 150],
      [sofaX + 620, floorY + 150],
      [sofaX + 740, HEIGHT],
      [sofaX - 240, HEIGHT],
    ])}" fill="${random.pick(['#d9c6a5', '#b8694f', '#6d8fa8', '#e8e0cf'])}" opacity="0.9"/>`,
  );
  out.push(sofa(c, sofaX, floorY + 100, 500, random.pick(FABRICS)));
  const wood = random.pick(WOODS);
  out.push(
    `<g>${groundShadow(light, sofaX + 250, HEIGHT - 30, 360, 0.05)}<rect x="${sofaX + 60}" y="${HEIGHT - 110}" width="380" height="26" rx="6" fill="${wood}"/><rect x="${sofaX + 80}" y="${HEIGHT - 84}" width="16" height="60" fill="${shade(wood, 0.3)}"/><rect x="${sofaX + 404}" y="${HEIGHT - 84}" width="16" height="60" fill="${shade(wood, 0.3)}"/><ellipse cx="${sofaX + 200}" cy="${HEIGHT - 118}" rx="60" ry="14" fill="${random.pick(['#2f6fa3', '#f4f1ea', '#b8643f'])}"/><circle cx="${sofaX + 185}" cy="${HEIGHT - 128}" r="12" fill="#f29a2e"/><circle cx="${sofaX + 210}" cy="${HEIGHT - 126}" r="12" fill="#f2d23a"/><rect x="${sofaX + 320}" y="${HEIGHT - 150}" width="30" height="40" rx="4" fill="#d8eef0" opacity="0.8"/></g>`,
  );
  // A floor lamp, lit at dusk.
  const lampX = doorLeft ? sofaX + 600 : sofaX - 110;
  out.push(
    `<g><rect x="${lampX - 3}" y="${floorY - 230}" width="6" height="${330}" fill="#3a3530"/><ellipse cx="${lampX}" cy="${floorY + 100}" rx="40" ry="10" fill="#3a3530"/>${lampshade(light, lampX, floorY - 230, 50, floorY - 320, 34, '#f1ead8')}${lampGlow(d, light, lampX, floorY - 260, 220, 0.5)}</g>`,
  );
  out.push(pottedPalm(c, doorLeft ? WIDTH - 90 : 90, HEIGHT - 20, random.int(240, 300)));
  return finish(c, out);
}

/** A bed seen from its foot: headboard, duvet and pillows, a bedside table and lamp each side. */
function bed(c: Canvas, cx: number, floorY: number, w: number, linen: string, throwColour: string): string {
  const { random, light } = c;
  const wood = random.pick(WOODS);
  const headTop = floorY - random.int(240, 300);
  const table = (x: number) =>
    `<g><rect x="${n(x - 55)}" y="${n(floorY - 150)}" width="110" height="150" fill="${wood}"/><rect x="${n(x - 55)}" y="${n(floorY - 150)}" width="110" height="10" fill="${lighten(wood, 0.15)}"/><rect x="${n(x - 45)}" y="${n(floorY - 110)}" width="90" height="4" fill="${shade(wood, 0.3)}"/><rect x="${n(x - 4)}" y="${n(floorY - 220)}" width="8" height="70" fill="#3a3530"/>${lampshade(light, x, floorY - 210, 45, floorY - 270, 32, '#efe6d2')}</g>`;
  return `<g>${table(cx - w / 2 - 90)}${table(cx + w / 2 + 90)}<rect x="${n(cx - w / 2 - 10)}" y="${n(headTop)}" width="${n(w + 20)}" height="${n(floorY - headTop)}" rx="20" fill="${random.chance(0.5) ? wood : random.pick(FABRICS)}"/><rect x="${n(cx - w / 2 + 20)}" y="${n(floorY - 170)}" width="${n(w / 2 - 30)}" height="80" rx="26" fill="${lighten(linen, 0.4)}"/><rect x="${n(cx + 10)}" y="${n(floorY - 170)}" width="${n(w / 2 - 30)}" height="80" rx="26" fill="${lighten(linen, 0.4)}"/><polygon points="${trapezoid(cx, floorY - 110, w / 2, HEIGHT - 110, w / 2 + 120)}" fill="${linen}"/><polygon points="${trapezoid(cx, floorY + 60, w / 2 + 60, HEIGHT - 150, w / 2 + 105)}" fill="${throwColour}"/><rect x="${n(cx - w / 2 - 120)}" y="${n(HEIGHT - 110)}" width="${n(w + 240)}" height="90" fill="${shade(linen, 0.12)}"/><rect x="${n(cx - w / 2 - 120)}" y="${n(HEIGHT - 110)}" width="${n(w + 240)}" height="40" fill="${shade(throwColour, 0.15)}"/>${groundShadow(light, cx, HEIGHT - 10, w + 200, 0.02)}</g>`;
}

/** A bedroom: a double bed (two singles in a hotel), and the window's view over it. */
export function bedroom(c: Canvas, twin = false): string {
  const { random, variant } = c;
  const floorY = random.int(640, 690);
  const out = [room(c, random.pick(WALLS_INSIDE), FLOORS[(variant + 1) % FLOORS.length]!, floorY, random.chance(0.3))];
  const windowLeft = random.chance(0.5);
  const wx = windowLeft ? random.int(80, 180) : random.int(1020, 1140);
  const ww = random.int(280, 340);
  out.push(opening(c, wx, random.int(150, 200), ww, random.int(300, 360), floorY, variant % 3 === 1 ? 'hills' : 'sea'));
  const shutter = random.pick(SHUTTERS);
  for (const sx of [wx - ww / 2 - 30, wx + ww + 30]) {
    let slats = '';
    for (let y = 170; y < 520; y += 14)
      slats += `<rect x="${n(sx + 8)}" y="${y}" width="${n(ww / 2 - 16)}" height="4"/>`;
    out.push(
      `<rect x="${n(sx)}" y="150" width="${n(ww / 2)}" height="380" fill="${shutter}" opacity="0.95"/><g fill="${shade(shutter, 0.3)}">${slats}</g>`,
    );
  }
  const cx = windowLeft ? random.int(820, 940) : random.int(520, 640);
  const linen = random.pick(['#f7f5f0', '#eef1f4', '#f3ece0']);
  const throwColour = random.pick(['#2f6fa3', '#d9674a', '#e6c14d', '#3a8a8a', '#8fa37a', '#b8694f']);
  if (twin) {
    const mid = WIDTH / 2 + random.int(-40, 40);
    out.push(bed(c, mid - 360, floorY, 240, linen, throwColour), bed(c, mid + 360, floorY, 240, linen, throwColour));
  } else {
    out.push(framedPicture(c, cx - 140, floorY - 430, 280, 110));
    out.push(bed(c, cx, floorY, random.int(460, 540), linen, throwColour));
  }
  return finish(c, out);
}

export const hotelRoom = (c: Canvas) => bedroom(c, true);

/** A kitchen: tiled splashback, cupboards, a window, and a table with a bowl of fruit. */
export function kitchen(c: Canvas): string {
  const { d, random, light, variant } = c;
  const floorY = random.int(780, 820);
  const out = [room(c, random.pick(WALLS_INSIDE), FLOORS[(variant + 2) % FLOORS.length]!, floorY, random.chance(0.3))];
  const counter = floorY - 260;
  const blue = random.pick(['#2f5f9a', '#2a7a8a', '#3d6b4f', '#b8643f']);
  const tiles = d.pattern(
    60,
    60,
    `<rect width="60" height="60" fill="#f4f1ea"/><rect width="60" height="60" fill="none" stroke="#d8d2c4" stroke-width="2"/><path d="M30 8 L 38 30 L 30 52 L 22 30 Z M8 30 L 30 22 L 52 30 L 30 38 Z" fill="${blue}" opacity="0.8"/><circle cx="30" cy="30" r="5" fill="#e6c14d"/>`,
  );
  out.push(`<rect y="${counter - 240}" width="${WIDTH}" height="240" fill="${tiles}"/>`);
  const wx = random.int(520, 720);
  out.push(opening(c, wx, counter - 220, 300, 200, floorY, variant % 2 ? 'sea' : 'hills'));
  const cupboard = random.pick(['#f4f1ea', '#9fb7c4', '#b9c7a5', '#e8dcc4', '#5f7f8f']);
  let doors = '';
  for (let x = 20; x < WIDTH; x += 180)
    doors += `<rect x="${x}" y="${counter + 40}" width="160" height="${floorY - counter - 60}" rx="4"/>`;
  out.push(
    `<rect y="${counter}" width="${WIDTH}" height="${floorY - counter}" fill="${cupboard}"/><g fill="${lighten(cupboard, 0.15)}" stroke="${shade(cupboard, 0.2)}" stroke-width="3">${doors}</g><rect y="${counter - 8}" width="${WIDTH}" height="36" fill="${random.pick(['#d8cfc0', '#4a4a50', '#b8875a', '#e9e4da'])}"/>`,
  );
  // Shelves with plates and jars, away from the window.
  const shelfX = wx > 700 ? 100 : 1000;
  let things = '';
  for (let i = 0; i < 5; i++)
    things += `<circle cx="${shelfX + 40 + i * 70}" cy="${counter - 330}" r="30" fill="${random.pick(['#f4f1ea', blue, '#e6c14d'])}" stroke="${shade('#f4f1ea', 0.2)}" stroke-width="3"/>`;
  for (let i = 0; i < 4; i++)
    things += `<rect x="${shelfX + 20 + i * 90}" y="${counter - 450}" width="50" height="70" rx="8" fill="${random.pick(['#e9d8b0', '#c9e0d0', '#f0c8a0'])}" opacity="0.9"/>`;
  out.push(
    `<rect x="${shelfX}" y="${counter - 370}" width="380" height="12" fill="${random.pick(WOODS)}"/><rect x="${shelfX}" y="${counter - 290}" width="380" height="12" fill="${random.pick(WOODS)}"/>${things}`,
  );
  // The table in front, with fruit.
  const tx = random.int(400, 1100);
  const wood = random.pick(WOODS);
  let fruit = '';
  for (let i = 0; i < 7; i++)
    fruit += `<circle cx="${n(tx + random.float(-70, 70))}" cy="${n(HEIGHT - 190 - random.float(0, 30))}" r="${random.int(20, 26)}" fill="${random.pick(['#f29a2e', '#f2d23a', '#e8742e', '#8fbf3f'])}"/>`;
  out.push(
    `<g>${groundShadow(light, tx, HEIGHT, 700, 0.02)}<polygon points="${trapezoid(tx, HEIGHT - 150, 340, HEIGHT - 60, 420)}" fill="${wood}"/><rect x="${tx - 420}" y="${HEIGHT - 60}" width="840" height="24" fill="${shade(wood, 0.2)}"/><ellipse cx="${tx}" cy="${HEIGHT - 165}" rx="120" ry="30" fill="${random.pick(['#f4f1ea', blue])}"/>${fruit}</g>`,
  );
  return finish(c, out);
}

// ---------------------------------------------------------------------------------------------
// Stays

/** Five-pointed stars on a hotel's sign, how many it has. */
function stars(cx: number, cy: number, count: number, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * size * 2.4;
    const points: [number, number][] = [];
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? size * 0.45 : size;
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      points.push([x + Math.cos(a) * r, cy + Math.sin(a) * r]);
    }
    out += `<polygon points="${pts(points)}"/>`;
  }
  return `<g fill="#f6d365">${out}</g>`;
}

/** A hotel: a tall block on the seafront, its sign and flags, palms and the promenade. */
export function hotel(c: Canvas): string {
  const { d, random, light, variant } = c;
  const horizon = random.int(540, 600);
  const groundY = random.int(820, 860);
  const storeys = 6 + (variant % 4);
  const storeyHeight = random.int(72, 84);
  const width = random.int(640, 820);
  const x = light.fromLeft ? random.int(420, 560) : random.int(140, 300);
  const out = [seaView(c, horizon, groundY)];
  if (random.chance(0.5)) out.push(hills(d, random, light, horizon, { layers: 2, height: 160 }).svg);
  const spec: HouseSpec = {
    x,
    ground: groundY,
    width,
    storeys,
    storeyHeight,
    depth: random.int(160, 240),
    wall: random.pick(WALLS),
    roof: 'flat',
    roofColour: random.pick(ROOFS),
    columns: random.int(5, 7),
    window: random.pick<WindowKind>(['plain', 'blind']),
    shutter: random.pick(SHUTTERS),
    balconies: true,
    door: 2,
    doorColour: '#4a5560',
    plinth: random.pick(['#c9b38a', '#9fa8b0']),
    awnings: random.chance(0.5) ? random.pick(AWNINGS) : undefined,
  };
  out.push(house(d, random, light, spec));
  const top = groundY - storeys * storeyHeight;
  // The sign on the roof, with the hotel's stars.
  const sign = random.pick(['#1f4e79', '#b8452f', '#2a8a8a', '#3a3a48', '#c08a2e']);
  const signW = width * 0.5;
  out.push(
    `<rect x="${n(x + width / 2 - signW / 2)}" y="${n(top - 110)}" width="${n(signW)}" height="80" rx="8" fill="${sign}"/><rect x="${n(x + width * 0.3)}" y="${n(top - 30)}" width="8" height="18" fill="#555"/><rect x="${n(x + width * 0.7)}" y="${n(top - 30)}" width="8" height="18" fill="#555"/>${stars(x + width / 2, top - 70, random.int(3, 4), 18)}`,
  );
  // An entrance canopy and flags.
  const door = x + (width / spec.columns) * 2.5;
  out.push(
    `<rect x="${n(door - 120)}" y="${n(groundY - storeyHeight * 0.95)}" width="240" height="22" fill="${sign}"/><rect x="${n(door - 110)}" y="${n(groundY - storeyHeight * 0.95 + 22)}" width="6" height="${n(storeyHeight * 0.95 - 22)}" fill="#555"/><rect x="${n(door + 104)}" y="${n(groundY - storeyHeight * 0.95 + 22)}" width="6" height="${n(storeyHeight * 0.95 - 22)}" fill="#555"/>`,
  );
  // Flags beside the entrance.
  const flags = ['#c8102e', '#f1bf00', '#1f4e9c', '#ffffff', '#2a8a4a'];
  for (let i = 0; i < 3; i++) {
    const fx = door + 150 + i * 50;
    out.push(
      `<rect x="${n(fx)}" y="${groundY - 260}" width="5" height="270" fill="#d9d9d9"/><path d="M${n(fx + 5)} ${groundY - 256} q 30 -6 60 3 v 40 q -30 -8 -60 -3 Z" fill="${flags[(i + variant) % flags.length]}"/>`,
    );
  }
  out.push(ground(c, groundY, 'paving'));
  // Palms either side of the hotel, not in front of it.
  out.push(tree(c, ['palm'], x - random.int(60, 120), groundY + 100, random.int(360, 420)));
  out.push(tree(c, ['palm'], x + width + random.int(180, 300), groundY + 80, random.int(360, 420)));
  if (random.chance(0.5)) out.push(pool(c, random.int(80, 300), random.int(1100, 1400), groundY + 110, HEIGHT + 20));
  return finish(c, out);
}

/** A tent: a dome or a ridge tent in a colour, its door open. */
function tent(c: Canvas, x: number, ground: number, size: number, colour: string): string {
  const { random, light } = c;
  if (random.chance(0.5)) {
    return `<g>${groundShadow(light, x, ground, size * 1.2, 0.2)}<path d="M${n(x - size * 0.6)} ${n(ground)} Q ${n(x - size * 0.55)} ${n(ground - size * 0.75)} ${n(x)} ${n(ground - size * 0.72)} Q ${n(x + size * 0.55)} ${n(ground - size * 0.75)} ${n(x + size * 0.6)} ${n(ground)} Z" fill="${colour}"/><path d="M${n(x - size * 0.18)} ${n(ground)} Q ${n(x)} ${n(ground - size * 0.6)} ${n(x + size * 0.18)} ${n(ground)} Z" fill="${shade(colour, 0.45)}"/><path d="M${n(x - size * 0.6)} ${n(ground)} Q ${n(x)} ${n(ground - size * 1.1)} ${n(x + size * 0.6)} ${n(ground)}" fill="none" stroke="${shade(colour, 0.25)}" stroke-width="4"/></g>`;
  }
  return `<g>${groundShadow(light, x, ground, size * 1.3, 0.2)}<polygon points="${pts([
    [x - size * 0.2, ground - size * 0.7],
    [x + size * 0.7, ground - size * 0.62],
    [x + size * 0.85, ground],
    [x, ground],
  ])}" fill="${shade(colour, light.side)}"/><polygon points="${pts([
    [x - size * 0.2, ground - size * 0.7],
    [x - size * 0.55, ground],
    [x + size * 0.15, ground],
  ])}" fill="${colour}"/><polygon points="${pts([
    [x - size * 0.2, ground - size * 0.45],
    [x - size * 0.32, ground],
    [x - size * 0.06, ground],
  ])}" fill="${shade(colour, 0.5)}"/></g>`;
}

/** A campsite under umbrella pines: tents, a caravan, the sea or the hills beyond. */
export function campsite(c: Canvas): string {
  const { d, random, light, variant } = c;
  const horizon = random.int(520, 580);
  const groundY = horizon + 60;
  const out = [variant % 2 ? hillView(c, horizon).svg : seaView(c, horizon, groundY)];
  out.push(
    `<rect y="${groundY - 10}" width="${WIDTH}" height="${HEIGHT - groundY + 10}" fill="${d.linear([
      [0, mix('#cdb48a', light.haze, 0.3)],
      [1, '#b89a6a'],
    ])}"/>`,
  );
  // Dappled shade under the pines.
  let dapple = '';
  for (let i = 0; i < 30; i++)
    dapple += `<ellipse cx="${random.int(0, WIDTH)}" cy="${random.int(groundY, HEIGHT)}" rx="${random.int(60, 160)}" ry="${random.int(12, 30)}"/>`;
  out.push(`<g fill="${light.shadow}" opacity="${n(light.shadowOpacity * 0.6)}">${dapple}</g>`);
  const tents = ['#e0a030', '#2f6fa3', '#d9674a', '#3a8a8a', '#6f8f48', '#c8337a'];
  const spots = [200, 560, 980, 1320].map((x) => x + random.int(-60, 60));
  // The caravan takes one spot, tents the others.
  const caravanAt = random.int(0, 3);
  spots.forEach((x, i) => {
    const y = groundY + 120 + (i % 2) * 90 + random.int(0, 40);
    if (i === caravanAt) {
      out.push(
        `<g>${groundShadow(light, x, y, 320, 0.1)}<rect x="${x - 170}" y="${y - 170}" width="320" height="150" rx="40" fill="#f4f1ea"/><rect x="${x - 170}" y="${y - 80}" width="320" height="16" fill="${random.pick(tents)}"/><rect x="${x - 130}" y="${y - 140}" width="90" height="50" rx="10" fill="#3b4a60"/><rect x="${x + 40}" y="${y - 150}" width="50" height="120" rx="6" fill="#dcd6ca"/><circle cx="${x - 40}" cy="${y - 18}" r="24" fill="#222228"/><rect x="${x + 150}" y="${y - 50}" width="60" height="8" fill="#888"/></g>`,
      );
    } else {
      out.push(tent(c, x, y, random.int(200, 260), random.pick(tents)));
    }
  });
  // The pines: trunks through the picture, crowns across the top.
  for (let i = 0; i < 4; i++)
    out.push(pine(random, light, i * 420 + random.int(0, 200), HEIGHT - random.int(0, 60), random.int(900, 1050)));
  return finish(c, out);
}

/** Holiday apartments: low white blocks stepping up a slope around their pool. */
export function holidayApartments(c: Canvas): string {
  const { d, random, light, variant } = c;
  const horizon = random.int(360, 420);
  const out = [variant % 2 ? seaView(c, horizon) : hillView(c, horizon).svg];
  const wall = random.pick(WALLS);
  const tiers = 3;
  for (let t = 0; t < tiers; t++) {
    const groundY = horizon + 120 + t * 110;
    const count = 4 - t;
    const w = random.int(260, 320) + t * 40;
    const startX = (WIDTH - count * w) / 2 + random.int(-60, 60);
    for (let i = 0; i < count; i++) {
      out.push(
        house(d, random, light, {
          x: startX + i * w,
          ground: groundY,
          width: w - 10,
          storeys: 1,
          storeyHeight: 120 + t * 20,
          depth: i === count - 1 || i === 0 ? 60 : 0,
          wall: mix(wall, random.pick(WALLS), 0.3),
          roof: random.chance(0.7) ? 'flat' : 'gable',
          roofColour: random.pick(ROOFS),
          columns: 2,
          window: 'plain',
          shutter: random.pick(SHUTTERS),
          balconies: false,
          door: random.int(0, 1),
          doorColour: '#4a5560',
          bougainvillea: random.chance(0.3),
          pots: true,
        }),
      );
      if (random.chance(0.5))
        out.push(
          `<g transform="translate(0 ${n(-(120 + t * 20) * 0.95)})">${bush(random, startX + i * w + w / 2, groundY, 60, '#4f7a3a', '#c8337a')}</g>`,
        );
    }
    out.push(bush(random, WIDTH / 2, groundY + 14, WIDTH * 0.05, '#4f7a3a'));
  }
  const poolTop = horizon + 120 + tiers * 110;
  out.push(ground(c, poolTop - 20, 'paving'));
  out.push(pool(c, random.int(100, 300), random.int(1100, 1350), poolTop + 30, HEIGHT - 60));
  const cushion = random.pick(CUSHIONS);
  for (let i = 0; i < 3; i++) out.push(lounger(c, 60 + i * 520 + random.int(0, 60), HEIGHT - 6, 170, cushion));
  out.push(tree(c, ['palm'], light.fromLeft ? WIDTH - 120 : 120, HEIGHT - 20, random.int(480, 560)));
  out.push(bougainvillea(random, light.fromLeft ? 0 : WIDTH - 260, poolTop - 120, 260, 120));
  return finish(c, out);
}

/** A hotel's pool: loungers in a row under parasols, palms, the hotel behind. */
export function poolside(c: Canvas): string {
  const { d, random, light } = c;
  const horizon = random.int(380, 440);
  const out = [seaView(c, horizon)];
  const groundY = horizon + random.int(80, 120);
  out.push(
    house(d, random, light, {
      x: random.int(-100, 300),
      ground: groundY,
      width: random.int(900, 1200),
      storeys: random.int(3, 4),
      storeyHeight: 80,
      depth: 0,
      wall: random.pick(WALLS),
      roof: 'flat',
      roofColour: random.pick(ROOFS),
      columns: random.int(8, 10),
      window: 'plain',
      shutter: random.pick(SHUTTERS),
      balconies: true,
      awnings: random.pick(AWNINGS),
    }),
  );
  out.push(ground(c, groundY, 'paving'));
  out.push(pool(c, -60, WIDTH + 60, groundY + 60, groundY + random.int(230, 280)));
  const colour = random.pick(PARASOLS);
  const cushion = random.pick(CUSHIONS);
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 380 + random.int(0, 40);
    out.push(lounger(c, x, HEIGHT - 30, 220, cushion));
    if (i % 2 === 0)
      out.push(parasol(d, light, x + 300, HEIGHT - 80, 280, 300, colour, random.chance(0.5) ? '#ffffff' : undefined));
  }
  out.push(tree(c, ['palm'], light.fromLeft ? WIDTH - 80 : 80, HEIGHT - 60, random.int(500, 600)));
  return finish(c, out);
}

/** The seafront seen along the promenade: the sea, a balustrade, palms, and a walker or two. */
export function promenade(c: Canvas): string {
  const { d, random, light } = c;
  const horizon = random.int(430, 480);
  const out = [seaView(c, horizon, HEIGHT)];
  const sand = `<polygon points="${pts([
    [0, horizon + 140],
    [WIDTH, horizon + 90],
    [WIDTH, HEIGHT],
    [0, HEIGHT],
  ])}" fill="${d.linear([
    [0, mix('#ecd9ad', light.haze, 0.2)],
    [1, '#e2c994'],
  ])}"/>`;
  out.push(sand);
  out.push(ground(c, 760, 'paving'));
  out.push(balustrade(c, -20, WIDTH + 20, 770, 90));
  for (let i = 0; i < 4; i++)
    out.push(tree(c, ['palm'], 150 + i * 400 + random.int(-40, 40), 880 + random.int(0, 40), random.int(400, 480)));
  return finish(c, out);
}
