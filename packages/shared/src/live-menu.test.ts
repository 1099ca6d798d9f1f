import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, type Allergen } from './catalogue-codes.ts';
import type { ListingMenu, ListingMenuItem } from './listings.ts';
import { isLiveMenuChange, liveDishChanges, liveMenu, matchDishes, sameMenu } from './live-menu.ts';

const dish = (name: ListingMenuItem['name'], price: number, allergens: Allergen[] = [], available = true) => ({
  name,
  description: {},
  price,
  allergens,
  available,
});
const section = (name: string, ...items: ListingMenuItem[]) => ({ name: { es: name }, items });
const menu = (...sections: ListingMenu['sections']): ListingMenu => ({ sections });
/** A menu to change without touching the one it was copied from. */
const copy = (m: ListingMenu): ListingMenu => JSON.parse(JSON.stringify(m)) as ListingMenu;

const published = menu(
  section('Entrantes', dish({ es: 'Croquetas', gl: 'Croquetas' }, 8, ['gluten']), dish({ es: 'Ensalada' }, 9)),
  section('Postres', dish({ es: 'Flan' }, 5, ['eggs', 'milk'])),
);

describe('which dish is which', () => {
  it('is known by its Spanish name wherever it stands, in any case and spacing', () => {
    const next = menu(
      section('Postres', dish({ es: '  flan ' }, 5.5, ['eggs', 'milk'])),
      section('Para picar', dish({ es: 'Ensalada' }, 9, [], false), dish({ es: 'Croquetas', gl: 'Croquetiñas' }, 8.5)),
    );
    const matches = matchDishes(published, next);
    expect(matches.map((items) => items.map((d) => d?.price))).toEqual([[8.5, 9], [5.5]]);
    // A translation changed: the same dish. The Spanish name changed: another one.
    const renamed = menu(section('Entrantes', dish({ es: 'Croquetas caseras' }, 7)));
    expect(matchDishes(published, renamed)[0]).toEqual([undefined, undefined]);
  });

  it('tells dishes of the same name apart by their section, and leaves out those still ambiguous', () => {
    const twice = menu(
      section('Entrantes', dish({ es: 'Croquetas' }, 8)),
      section('Menú infantil', dish({ es: 'Croquetas' }, 6)),
    );
    const next = menu(
      section('Menú infantil', dish({ es: 'Croquetas' }, 6.5)),
      section('Entrantes', dish({ es: 'Croquetas' }, 8.5), dish({ es: 'Croquetas' }, 9)),
    );
    expect(matchDishes(twice, next).map((items) => items.map((d) => d?.price))).toEqual([[undefined], [6.5]]);
  });

  it('a dish with no name is no dish the public menu knows', () => {
    const nameless = menu(section('Entrantes', dish({}, 8)));
    expect(matchDishes(nameless, nameless)).toEqual([[undefined]]);
  });
});

describe('what goes live', () => {
  it('the price, allergens and availability of the dishes still there; nothing else', () => {
    const next = menu(
      section('Entrantes', dish({ es: 'Croquetas de jamón' }, 9), dish({ es: 'Ensalada' }, 10, ['mustard'], false)),
      section('Dulces', dish({ es: 'Flan' }, 5, ['eggs', 'milk']), dish({ es: 'Tarta' }, 6)),
    );
    expect(liveMenu(published, next)).toEqual(
      menu(
        section(
          'Entrantes',
          dish({ es: 'Croquetas', gl: 'Croquetas' }, 8, ['gluten']),
          dish({ es: 'Ensalada' }, 10, ['mustard'], false),
        ),
        section('Postres', dish({ es: 'Flan' }, 5, ['eggs', 'milk'])),
      ),
    );
    expect(liveDishChanges(published, next)).toEqual([
      { section: 0, item: 1, dish: dish({ es: 'Ensalada' }, 10, ['mustard'], false) },
    ]);
    expect(isLiveMenuChange(published, next)).toBe(false);
  });

  it('a change of only those is live whole; a new order, a description or a new dish is not', () => {
    const cheaper = copy(published);
    cheaper.sections[1]!.items[0]!.price = 4.5;
    cheaper.sections[0]!.items[0]!.allergens = ['milk', 'gluten'];
    expect(isLiveMenuChange(published, cheaper)).toBe(true);
    const described = copy(cheaper);
    described.sections[1]!.items[0]!.description = { es: 'De la casa' };
    expect(isLiveMenuChange(published, described)).toBe(false);
    const moved = copy(published);
    moved.sections[0]!.items.reverse();
    expect(isLiveMenuChange(published, moved)).toBe(false);
    expect(isLiveMenuChange(null, published)).toBe(false);
    expect(isLiveMenuChange(published, null)).toBe(false);
    expect(isLiveMenuChange(null, menu())).toBe(true);
  });

  it('a menu read back from the catalogue is the same menu', () => {
    // The catalogue keeps whole cents and drops empty texts.
    const stored = menu(section('Entrantes', dish({ es: 'Croquetas' }, 1655 / 100, ['milk', 'gluten'])));
    const sent = menu({
      name: { es: 'Entrantes', ca: '' },
      items: [{ ...dish({ es: 'Croquetas', gl: '' }, 16.55, ['gluten', 'milk']), description: { en: '' } }],
    });
    expect(sameMenu(stored, sent)).toBe(true);
  });
});

/** A menu from a few names (some twice), so that dishes meet again, move, and collide. */
const anyMenu = fc
  .array(
    fc.record({
      name: fc.constantFrom('Entrantes', 'Postres', 'Arroces'),
      items: fc.array(
        fc.record({
          name: fc.constantFrom('Croquetas', 'Flan', 'Paella', 'Ensalada', 'Tarta'),
          price: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
          allergens: fc.subarray([...ALLERGENS]),
          available: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
    }),
    { maxLength: 3 },
  )
  .map((sections) =>
    menu(
      ...sections.map((s) =>
        section(s.name, ...s.items.map((i) => dish({ es: i.name }, i.price, i.allergens, i.available))),
      ),
    ),
  );

const withoutLiveValues = (m: ListingMenu) =>
  m.sections.map((s) => [s.name, s.items.map((i) => [i.name, i.description])]);

describe('whatever the owner saves', () => {
  it('the public menu keeps its dishes, names and order; going live twice is going live once', () => {
    fc.assert(
      fc.property(anyMenu, anyMenu, (shown, next) => {
        const after = liveMenu(shown, next);
        expect(withoutLiveValues(after)).toEqual(withoutLiveValues(shown));
        expect(liveMenu(after, next)).toEqual(after);
        // Each dish changed is one the saved menu has, with its values.
        for (const change of liveDishChanges(shown, next)) {
          expect(next.sections.flatMap((s) => s.items)).toContainEqual(change.dish);
        }
      }),
    );
  });

  it('a change is live whole exactly when going live makes the public menu the saved one', () => {
    fc.assert(
      fc.property(anyMenu, anyMenu, (before, after) => {
        expect(isLiveMenuChange(before, after)).toBe(sameMenu(liveMenu(before, after), after));
        if (isLiveMenuChange(before, after)) expect(withoutLiveValues(after)).toEqual(withoutLiveValues(before));
      }),
    );
  });

  it('changing only prices, allergens and availability of dishes with names of their own is live whole', () => {
    const unique = anyMenu.filter((m) => {
      const names = m.sections.flatMap((s) => s.items.map((i) => i.name.es));
      return new Set(names).size === names.length;
    });
    fc.assert(
      fc.property(unique, fc.infiniteStream(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.boolean())), (m, changes) => {
        const next = copy(m);
        for (const item of next.sections.flatMap((s) => s.items)) {
          const [price, available] = changes.next().value as [number, boolean];
          Object.assign(item, { price, available, allergens: available ? item.allergens : ['sesame'] });
        }
        expect(isLiveMenuChange(m, next)).toBe(true);
        expect(sameMenu(liveMenu(m, next), next)).toBe(true);
      }),
    );
  });
});
