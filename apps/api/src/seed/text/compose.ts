// How the demo town's texts are put together, the same in every language: which facts choose
// which wordings, and in what order the sentences follow. Each language module (text/<lang>.ts)
// gives only its words and grammar to these.
import {
  neighbourhoodOf,
  pick,
  type AgencyFacts,
  type BedroomBeds,
  type EatCategory,
  type EatFacts,
  type Gender,
  type HotelFacts,
  type PhraseBank,
  type PropertyFacts,
  type PropertyHighlight,
} from './facts.ts';

/** One of the wordings `options` gives for `f`, chosen by its variant (`salt` as in `pick`). */
export const oneOf =
  <F extends { variant: number }>(salt: number, options: (f: F) => readonly string[]) =>
  (f: F): string =>
    pick(f.variant, options(f), salt);

export interface HomeLocationWords {
  /** How far the beach and the Plaça Major are. */
  distances(f: PropertyFacts): readonly string[];
  /** Added for a home a few steps from the sand. */
  byTheBeach: readonly string[];
  /** Else, for one near the centre. */
  nearTheShops: string;
  /** Else, for one far from it. */
  farOut: readonly string[];
}

/** Where a home is: its neighbourhood, its distances and, at either end of town, what that means. */
export const homeLocation =
  (bank: () => PhraseBank, words: HomeLocationWords) =>
  (f: PropertyFacts): string => {
    const lines = [neighbourhoodOf(bank(), f), pick(f.variant, words.distances(f), 4)];
    if (f.beachMetres < 250) lines.push(pick(f.variant, words.byTheBeach, 12));
    else if (f.centreMetres < 600) lines.push(words.nearTheShops);
    else if (f.centreMetres > 1500) lines.push(pick(f.variant, words.farOut, 12));
    return lines.join(' ');
  };

export interface LivingRoomWords {
  /** What a studio's living space is called. */
  livingArea: string;
  /** What it is called in a home with bedrooms. */
  livingRoom: string;
  /** The room as buyers see it (`room` is one of the two names above). */
  forSale(room: string, f: PropertyFacts): readonly string[];
  /** The room as guests and tenants use it. */
  forRent(room: string, f: PropertyFacts): readonly string[];
  /** Added when there is a terrace (each starts with its own space, or none). */
  ontoTheTerrace: readonly string[];
  /** Else added when the sea is in sight. */
  seaFromTheSofa: string;
}

/** A home's living room: for buyers or for guests, and what it opens onto. */
export const livingRoom =
  (words: LivingRoomWords) =>
  (f: PropertyFacts): string => {
    const room = f.bedrooms === 0 ? words.livingArea : words.livingRoom;
    const text = pick(f.variant, f.sale ? words.forSale(room, f) : words.forRent(room, f), 5);
    const opens = f.terrace ? pick(f.variant, words.ontoTheTerrace, 6) : f.seaView ? words.seaFromTheSofa : '';
    return text + opens;
  };

export interface BathroomWords {
  one: readonly string[];
  two: readonly string[];
  /** Three or more. */
  more(f: PropertyFacts): readonly string[];
}

/** A home's bathrooms: one, two or more. */
export const bathrooms =
  (words: BathroomWords) =>
  (f: PropertyFacts): string =>
    pick(f.variant, f.bathrooms === 1 ? words.one : f.bathrooms === 2 ? words.two : words.more(f), 11);

export interface BedroomWords {
  /** A studio's sleeping area, for buyers. */
  studioForSale: string;
  oneForSale: readonly string[];
  moreForSale(f: PropertyFacts): readonly string[];
  /** The sofa bed, by how many children it sleeps. */
  sofaBed(children: number): string;
  /** A studio's beds, for guests (`sofa` is the sofa bed, or ''). */
  studioBeds(sofa: string, f: PropertyFacts): readonly string[];
  /** The one bedroom's beds. */
  oneRoomBeds(main: BedroomBeds, f: PropertyFacts): readonly string[];
  /** The main bedroom's beds and the others'. */
  roomsBeds(main: BedroomBeds, others: BedroomBeds[], f: PropertyFacts): readonly string[];
  /** Added where the living room has a sofa bed too. */
  sofaToo(sofa: string, f: PropertyFacts): readonly string[];
  /** Said to buyers and tenants of one bedroom at the most. */
  oneCloset: string;
  /** Said to them when there are more. */
  closets: readonly string[];
  /** Said to holiday guests instead. */
  linen: readonly string[];
}

/** A home's bedrooms: their rooms for buyers; their beds, and the linen or the closets, for the others. */
export const homeBedrooms =
  (words: BedroomWords) =>
  (f: PropertyFacts): string => {
    if (f.sale) {
      if (f.bedrooms === 0) return words.studioForSale;
      return pick(f.variant, f.bedrooms === 1 ? words.oneForSale : words.moreForSale(f), 7);
    }
    const sofa = f.sofaBed ? words.sofaBed(f.sofaBed) : '';
    let beds: string;
    if (f.bedrooms === 0) {
      beds = pick(f.variant, words.studioBeds(sofa, f), 7);
    } else {
      const [main, ...others] = f.beds as [BedroomBeds, ...BedroomBeds[]];
      beds = pick(f.variant, others.length === 0 ? words.oneRoomBeds(main, f) : words.roomsBeds(main, others, f), 7);
      if (sofa) beds += pick(f.variant, words.sofaToo(sofa, f), 8);
    }
    const closet = f.bedrooms <= 1 ? words.oneCloset : pick(f.variant, words.closets, 9);
    const linen = pick(f.variant, words.linen, 9);
    return `${beds} ${f.rent ? linen : closet}`;
  };

export interface HomeMainWords {
  /** The home in a sentence: kind, size, rooms (and, unless for sale, how many it sleeps). */
  intro: readonly string[];
  /** What it has (sea view, terrace, pool…); none when it has none of them. */
  features: readonly string[];
  forSale: readonly string[];
  /** Added for a home for sale that is let for holidays meanwhile. */
  alsoForHolidays: string;
  forHolidays: readonly string[];
  /** Added for a holiday home also let by the month. */
  alsoByTheMonth: string;
  /** For a home let only long-term. */
  longTerm: readonly string[];
}

/** What a home is and how it is offered; `words` gives the wordings for that home. */
export const homeMain =
  (words: (f: PropertyFacts) => HomeMainWords) =>
  (f: PropertyFacts): string => {
    const w = words(f);
    const lines = [pick(f.variant, w.intro, 1)];
    if (w.features.length) lines.push(pick(f.variant, w.features, 2));
    if (f.sale) {
      lines.push(pick(f.variant, w.forSale, 3));
      if (f.rent) lines.push(w.alsoForHolidays);
    } else if (f.rent) {
      lines.push(pick(f.variant, w.forHolidays, 3));
      if (f.long) lines.push(w.alsoByTheMonth);
    } else {
      lines.push(pick(f.variant, w.longTerm, 3));
    }
    return lines.join(' ');
  };

export interface AgencyMainWords {
  /** Who the agency is. */
  about: string;
  /** What it does, by what it deals in. */
  focus: Record<AgencyFacts['focus'], readonly string[]>;
  /** How it helps beyond that. */
  help: readonly string[];
}

/** An estate agency: who it is, what it deals in, how it helps. */
export const agencyMain =
  (words: (f: AgencyFacts) => AgencyMainWords) =>
  (f: AgencyFacts): string => {
    const w = words(f);
    return `${w.about} ${pick(f.variant, w.focus[f.focus], 1)} ${pick(f.variant, w.help, 2)}`;
  };

export interface EatMainWords {
  /** Since when the place has been open. */
  opening: readonly string[];
  /** A word of advice, by the kind of place. */
  tail: Record<EatCategory, readonly string[]>;
}

/** A place to eat: since when it has been open, and a word of advice for its kind. */
export const eatMain =
  (words: (f: EatFacts) => EatMainWords) =>
  (f: EatFacts): string => {
    const w = words(f);
    const tail = pick(f.variant, w.tail[f.category], 1);
    return `${pick(f.variant, w.opening, 2)} ${tail}`;
  };

export interface HotelKindWords {
  /** What the place is and offers. */
  about: string;
  /** Its services, one of which is told. */
  more: readonly string[];
}

/** A hotel, campsite or apartment block: what it is and offers, and one of its services. */
export const hotelMain =
  (words: (f: HotelFacts) => Record<HotelFacts['hotelType'], HotelKindWords>) =>
  (f: HotelFacts): string => {
    const w = words(f)[f.hotelType];
    return `${w.about} ${pick(f.variant, w.more, 1)}`;
  };

/** A home's title, after what stands out in it; `titles` gives one for each such feature. */
export const homeName =
  (titles: (f: PropertyFacts, detail: number) => Record<PropertyHighlight, string>) =>
  (f: PropertyFacts, detail: number): string =>
    titles(f, detail)[f.highlight];

/** A language's noun and gender for each kind of home: the noun for a home, and the word that agrees with it. */
export function homeNouns(kinds: Record<PropertyFacts['category'], readonly [noun: string, gender: Gender]>) {
  return {
    kind: (f: PropertyFacts) => kinds[f.category][0],
    agree: (f: PropertyFacts, masculine: string, feminine: string) =>
      kinds[f.category][1] === 'f' ? feminine : masculine,
  };
}
