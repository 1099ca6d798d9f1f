import {
  capitalise,
  distance,
  joinLast,
  NEIGHBOURHOOD_NAMES as NAME,
  nameSaysWhere,
  nearTheSea,
  neighbourhoodOf,
  pick,
  produceOf,
  series,
  sharedPool,
  streetOf,
  type BedroomBeds,
  type PhraseBank,
  type PropertyFacts,
} from './facts.ts';
import {
  agencyMain,
  bathrooms,
  eatMain,
  homeBedrooms,
  homeLocation,
  homeMain,
  homeName,
  hotelMain,
  livingRoom,
  oneOf,
} from './compose.ts';

const far = (m: number) => distance(m, false);
const NUMBER = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);
const list = (items: string[]) => series(items, 'and', ', as well as');

/** Each kind of home by its category's name. */
const KIND = { apartment: 'flat', studio: 'studio', house: 'house', villa: 'villa', penthouse: 'penthouse' };

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'an open-plan layout' : count(f.bedrooms, 'bedroom', 'bedrooms');
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'bathroom', 'bathrooms');
const BEDS: Record<BedroomBeds, string> = { double: 'a double bed', twin: 'two single beds', bunk: 'a bunk bed' };
const ORDINAL = ['main', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const SOFA = (children: number) => `a sofa bed for ${children === 1 ? 'one child' : 'two children'}`;

export const en: PhraseBank = {
  inNeighbourhood: {
    grau: 'in El Grau',
    vila: 'in La Vila',
    'platja-nord': 'in Platja Nord',
    dunes: 'in Les Dunes',
    'sant-roc': 'in Sant Roc',
    alqueria: 'in L’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau is the harbour district at the northern end of town: the fishing boats come in every afternoon and the seafront is lined with rice restaurants.',
      'In El Grau, the fishermen’s quarter to the north, nets are mended on the quay and the catch is auctioned at the fish market every afternoon.',
    ],
    vila: [
      'La Vila is the old town, with narrow streets, the covered market and the church square all a short walk away.',
      'La Vila, the historic centre, gathers round the Plaça Major and the town hall, among narrow streets and long-established shops.',
      'In La Vila, the old town, the Thursday market fills the Plaça Major and the narrow streets stay shady in summer.',
    ],
    'platja-nord': [
      'Platja Nord is the liveliest stretch of sand, with a long promenade, beach bars and lifeguards all summer.',
      'Platja Nord, the main beach, runs from the harbour to the old town: a seafront promenade, a Blue Flag and lifeguards in summer.',
      'On Platja Nord, between El Grau and La Vila, the promenade fills with strollers as the afternoon cools.',
    ],
    dunes: [
      'Les Dunes is the quiet southern end of the beach, where wooden walkways cross the dunes and there is always room for your towel.',
      'South of the town, Les Dunes is the quiet beach, with protected dunes, pine trees and boardwalks down to the water.',
      'Les Dunes, south of La Vila, is the town’s wildest beach, backed by pines, with no buildings on the sand.',
    ],
    'sant-roc': [
      'Sant Roc is a residential area on the slope above the town, looking out over the rooftops to the sea.',
      'Sant Roc climbs the hillside up to the hermitage: quiet streets, houses with gardens and the sea in the distance.',
    ],
    alqueria: [
      'L’Alqueria sits among orange groves on the edge of town, where the farm tracks begin.',
      'In L’Alqueria, west of the town, the houses are scattered among orange groves and irrigation channels.',
    ],
  },
  cuisine: {
    mediterranean: 'Mediterranean cooking',
    spanish: 'traditional Spanish cooking',
    valencian: 'Valencian home cooking',
    catalan: 'Catalan cuisine',
    basque: 'Basque cuisine',
    galician: 'Galician cooking',
    andalusian: 'Andalusian cooking',
    tapas: 'tapas',
    seafood: 'fish and seafood',
    rice: 'rice dishes and paellas',
    grill: 'meat and fish from the charcoal grill',
    market: 'seasonal dishes from the market',
    italian: 'Italian cooking',
    pizza: 'wood-fired pizza',
    french: 'French bistro cooking',
    portuguese: 'Portuguese cooking',
    japanese: 'Japanese cuisine',
    chinese: 'Chinese cooking',
    thai: 'Thai cooking',
    indian: 'Indian cooking',
    mexican: 'Mexican food',
    argentinian: 'Argentinian grills',
    peruvian: 'Peruvian cuisine',
    vegetarian: 'vegetarian dishes',
    vegan: 'vegan dishes',
    'gluten-free': 'gluten-free dishes',
    fusion: 'fusion cooking',
    burgers: 'burgers',
    desserts: 'cakes, pastries and ice cream',
  },
  cuisineLabel: {
    mediterranean: 'Mediterranean',
    spanish: 'Spanish',
    valencian: 'Valencian',
    catalan: 'Catalan',
    basque: 'Basque',
    galician: 'Galician',
    andalusian: 'Andalusian',
    tapas: 'Tapas',
    seafood: 'Seafood',
    rice: 'Rice dishes',
    grill: 'Grill',
    market: 'Market cooking',
    italian: 'Italian',
    pizza: 'Pizza',
    french: 'French',
    portuguese: 'Portuguese',
    japanese: 'Japanese',
    chinese: 'Chinese',
    thai: 'Thai',
    indian: 'Indian',
    mexican: 'Mexican',
    argentinian: 'Argentinian',
    peruvian: 'Peruvian',
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    'gluten-free': 'Gluten-free',
    fusion: 'Fusion',
    burgers: 'Burgers',
    desserts: 'Desserts',
  },
  category: {
    apartment: 'Flat',
    studio: 'Studio',
    house: 'House',
    villa: 'Villa',
    penthouse: 'Penthouse',
    hotel: 'Hotel',
    camping: 'Campsite',
    apartments: 'Holiday apartments',
    agency: 'Estate agency',
    restaurant: 'Restaurant',
    'tapas-bar': 'Tapas bar',
    'beach-bar': 'Beach bar',
    cafe: 'Café',
    bakery: 'Bakery',
    fishmonger: 'Fishmonger',
    greengrocer: 'Greengrocer',
    bookshop: 'Bookshop',
    'surf-shop': 'Surf shop',
    fashion: 'Clothes shop',
    crafts: 'Crafts',
    'wine-shop': 'Wine shop',
    supermarket: 'Supermarket',
    kayak: 'Kayaking',
    diving: 'Diving',
    sailing: 'Sailing',
    surf: 'Surfing',
    hiking: 'Hiking',
    cycling: 'Cycling',
    'boat-trip': 'Boat trip',
    yoga: 'Yoga',
    'cooking-class': 'Cookery class',
    pharmacy: 'Pharmacy',
    taxi: 'Taxi',
    'bike-rental': 'Bike hire',
    laundry: 'Launderette',
    'health-centre': 'Health centre',
    'car-rental': 'Car hire',
    cleaning: 'Cleaning',
    handyman: 'Repairs and odd jobs',
    hairdresser: 'Hairdresser',
    vet: 'Vet',
  },
  property: {
    name: homeName((f, detail) => {
      const kind = KIND[f.category];
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${en.inNeighbourhood[f.neighbourhood]}`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? `${f.areaM2} m² `
            : `${f.bedrooms === 1 ? 'one' : f.bedrooms}-bedroom `
          : detail >= 4
            ? `${f.areaM2} m² ${f.bedrooms ? `${f.bedrooms === 1 ? 'one' : f.bedrooms}-bedroom ` : ''}`
            : '';
      const noun = `${size}${kind}`;
      return {
        'sea-view': `${capitalise(noun)} with sea views${where}`,
        pool: `${capitalise(noun)} with pool${where}`,
        terrace: `${capitalise(noun)} with a large terrace${where}`,
        beach: `${capitalise(noun)} ${far(f.beachMetres)} from the beach${where}`,
        quiet: `Quiet ${noun}${where}`,
        bright: `Bright ${noun}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Studio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      if (f.sale) parts.push(BATHROOMS(f));
      else parts.push(`sleeps ${f.sleeps}`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const kind = KIND[f.category];
      const rooms = `${BEDROOMS(f)} and ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'sea views' : '',
        f.terrace ? 'a terrace' : '',
        f.pool ? (sharedPool(f) ? 'a communal pool' : 'a private pool') : '',
        f.parking ? 'a parking space' : '',
        f.airCon ? 'air conditioning' : '',
      ].filter(Boolean);
      const joined = series(extras, 'and', ' and');
      return {
        intro: [
          `A ${f.category === 'apartment' ? 'well-kept' : 'welcoming'} ${kind} of ${f.areaM2} m² with ${rooms}${f.sale ? '' : `, sleeping up to ${f.sleeps}`}.`,
          `This ${kind} has ${f.areaM2} m², ${rooms}${f.sale ? '' : `, with room for ${f.sleeps} people`}.`,
          `${capitalise(en.inNeighbourhood[f.neighbourhood])}, a ${kind} of ${f.areaM2} m² with ${rooms}.${f.sale ? '' : ` It sleeps ${f.sleeps}.`}`,
        ],
        features: extras.length ? [`It has ${joined}.`, `It comes with ${joined}.`, `In its favour: ${joined}.`] : [],
        forSale: [
          'For sale and ready to move into.',
          'For sale, ready to move into, with all its paperwork in order.',
          `For sale: a chance to live ${en.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: 'Until it sells, it is also let for holidays.',
        forHolidays: [
          'Available for holiday stays, with check-in from 17:00.',
          'For holidays: check-in is from 17:00 and check-out by 11:00.',
          `A good base for a holiday ${en.inNeighbourhood[f.neighbourhood]}, with check-in from 17:00.`,
          'Let by the night for holiday stays; arrivals from 17:00.',
        ],
        alsoByTheMonth: 'Out of season it is also let by the month.',
        longTerm: [
          'Let for long stays: ideal for living in Portalba all year round.',
          `Let by the month, for anyone who wants to live ${en.inNeighbourhood[f.neighbourhood]} all year round.`,
          'A long-term let, on a yearly or a seasonal contract.',
        ],
      };
    }),
    location: homeLocation(() => en, {
      distances: (f) => [
        `The beach is ${far(f.beachMetres)} away and the Plaça Major ${far(f.centreMetres)}.`,
        `It is ${far(f.beachMetres)} to the beach and ${far(f.centreMetres)} to the Plaça Major, in the centre.`,
        `It stands ${far(f.beachMetres)} from the beach and ${far(f.centreMetres)} from the town hall.`,
      ],
      byTheBeach: [
        'You can walk down to the beach in your swimsuit and flip-flops.',
        'In the morning you can hear the sea from the house.',
        'No need to carry the parasol far: the sand is right there.',
      ],
      nearTheShops: 'Bakeries, shops and bars are all a short walk away.',
      farOut: [
        'A car or a bike comes in handy for everyday errands.',
        'For the weekly shop, a car or a bike helps.',
        'The town bus stops nearby and takes a few minutes to the centre.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'The living area',
      livingRoom: 'The living room',
      forSale: (room, f) => [
        `${room} is large and bright, with space for a proper dining table.`,
        `${room} faces outwards and gets plenty of daylight, with pale tiled floors.`,
        `${room}, about ${Math.round(f.areaM2 * 0.3)} m², has large windows.`,
      ],
      forRent: (room, f) => [
        `${room} is bright, with a comfortable sofa, a dining table for ${f.sleeps} and a smart TV.`,
        `${room} gets plenty of daylight and has a large sofa, a table for ${f.sleeps} and fast Wi-Fi.`,
        `${room} has a big sofa, a table that seats ${f.sleeps} and Wi-Fi.`,
      ],
      ontoTheTerrace: [
        ' It opens straight onto the terrace.',
        ' From here you step out onto the terrace.',
        'The terrace is right next to it.',
      ],
      seaFromTheSofa: ' You can see the sea from the sofa.',
    }),
    bedrooms: homeBedrooms({
      studioForSale: 'The sleeping area is set apart by a low wardrobe, with room for a double bed.',
      oneForSale: [
        'The bedroom is spacious, with a built-in wardrobe.',
        'The bedroom faces outwards and has a large built-in wardrobe.',
      ],
      moreForSale: (f) => [
        `All ${NUMBER[f.bedrooms]} bedrooms face outwards, and the main one has a large built-in wardrobe.`,
        `There are ${NUMBER[f.bedrooms]} bedrooms: the main one, large and with a dressing room, and ${f.bedrooms === 2 ? 'a smaller one' : `${NUMBER[f.bedrooms - 1]} more doubles`}.`,
        `Of the ${NUMBER[f.bedrooms]} bedrooms, the main one looks ${f.seaView ? 'out to sea' : 'south'} and has a built-in wardrobe.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `The sleeping area has ${BEDS.double}${sofa ? `, and the living area ${sofa}` : ''}.`,
        `For sleeping there is ${BEDS.double}${sofa ? ` and ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`The bedroom has ${BEDS[main]}.`, `In the bedroom there is ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `the ${ORDINAL[i + 1]}, ${BEDS[b]}`);
        return [
          `The main bedroom has ${BEDS[main]}; ${rest.slice(0, -1).join('; ')}${rest.length > 1 ? '; and ' : ''}${rest.at(-1)}.`,
          `There are ${NUMBER[f.bedrooms]} bedrooms: the main one with ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `the ${ORDINAL[i + 1]} with ${BEDS[b]}`)],
            ', ',
            ' and ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` The living room also has ${sofa}.`, ` In the living room there is ${sofa}.`],
      oneCloset: 'The wardrobe is built in.',
      closets: ['Every bedroom has a built-in wardrobe.', 'Each bedroom has its own wardrobe.'],
      linen: [
        'Bed linen and towels are provided.',
        'Sheets and towels are included.',
        'Bedding and towels come with the stay.',
        'You will find the beds made and towels for everyone.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'The kitchen is fully equipped: oven, hob, fridge-freezer, microwave, dishwasher and coffee maker.',
      'The kitchen is open to the living room and has everything you need to cook, from a dishwasher to a paella pan.',
      'A practical kitchen with a ceramic hob, oven, microwave, washing machine and plenty of cupboard space.',
      'The kitchen is a separate room, with an induction hob, oven, dishwasher and a breakfast table.',
      'A modern kitchen with an island, induction hob, oven, dishwasher and all the cookware.',
      `The kitchen lacks nothing: a large fridge, oven, microwave and a capsule coffee machine${f.terrace ? ', with the terrace right next to it' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'The bathroom has a walk-in shower, and a hairdryer is provided.',
        'The bathroom has been refurbished, with a roomy shower behind a glass screen.',
        'The bathroom is complete, with a bathtub and a hand shower.',
      ],
      two: [
        'There are two bathrooms, one with a bathtub and another with a walk-in shower.',
        'There are two full bathrooms: one en suite to the main bedroom and one off the hall.',
        'Both bathrooms have a shower, and the one in the main bedroom also has twin basins.',
      ],
      more: (f) => [
        `There are ${NUMBER[f.bathrooms]} bathrooms: one with a bathtub and ${NUMBER[f.bathrooms - 1]} with a shower.`,
        `There are ${NUMBER[f.bathrooms]} full bathrooms, one of them en suite to the main bedroom.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kind =
        f.hotelType === 'hotel'
          ? `${f.stars}-star hotel · ${f.units} rooms`
          : f.hotelType === 'camping'
            ? `${en.category.camping} · ${f.units} pitches and bungalows`
            : `${en.category.apartments} · ${f.units} apartments`;
      return `${kind} · ${far(f.beachMetres)} from the beach`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'an outdoor pool' : '', f.restaurant ? 'its own restaurant' : ''].filter(Boolean);
      const withExtras = extras.length ? `, with ${extras.join(' and ')}` : '';
      return {
        hotel: {
          about: `${f.name} is a ${f.stars}-star hotel with ${f.units} rooms${withExtras}.`,
          more: [
            'Breakfast is served from 7:30 to 10:30 and reception is open around the clock.',
            'Reception never closes, and breakfast is from 7:30 to 10:30.',
            'Every room has air conditioning and Wi-Fi, and reception is staffed day and night.',
            `Many rooms have a balcony, and the beach is ${far(f.beachMetres)} away.`,
          ],
        },
        camping: {
          about: `${f.name} is a campsite in the shade of pine trees, with ${f.units} pitches and wooden bungalows${withExtras}.`,
          more: [
            'Hot showers, a launderette and a small shop are on site.',
            'There are hot showers, washing machines and a small supermarket.',
          ],
        },
        apartments: {
          about: `${f.name} has ${f.units} apartments with a kitchenette and a balcony${withExtras}.`,
          more: [
            'Reception is open every day and the apartments are cleaned twice a week.',
            'Reception is staffed daily, and cleaning and fresh towels come twice a week.',
            'They are cleaned twice a week, and reception will help you book trips and tables.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(en, f)} The beach is ${far(f.beachMetres)} away.`;
    },
  },
  agency: {
    summary(f) {
      return `${en.category.agency} · since ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Founded in ${f.founded}, ${f.name} is a family business that knows every street in Portalba.`,
      focus: {
        sale: [
          'They specialise in buying and selling homes, from flats in the old town to villas with a pool.',
          'Sales are their trade: flats, village houses and villas, with a free valuation.',
          'They mostly sell resale houses and flats, and know what every street is worth.',
        ],
        rent: [
          'They specialise in rentals, both holiday lets and long-term homes.',
          'Their work is mostly letting: by the week in summer and by the month the rest of the year.',
          'They manage lets for owners who live elsewhere, from the cleaning to the keys.',
        ],
        both: [
          'They handle sales as well as holiday and long-term rentals.',
          'They buy, sell and let: from a week’s holiday to a home for life.',
          'They have homes for sale and to let, by the week or by the year.',
        ],
      },
      help: [
        `Their team of ${f.staff} will also help with paperwork, notaries and utility contracts.`,
        `There are ${f.staff} of them in the office, and they will see you through the notary’s signing and the utility paperwork.`,
        `If you buy from abroad, their ${f.staff} agents handle the formalities, from the NIE to the electricity and water contracts.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${en.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(en, f)} The office is${where} ${far(f.beachMetres)} from the seafront.`;
    },
  },
  eat: {
    summary(f) {
      return `${en.category[f.category]} · ${en.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} opened in ${f.founded} and has been a favourite with locals and visitors ever since.`,
        `Since ${f.founded}, ${f.name} has been one of the best places to eat in Portalba.`,
        `${f.name} has been open since ${f.founded}, and the welcome shows it.`,
      ],
      tail: {
        restaurant: [
          'Book ahead at weekends in summer.',
          'Summer weekends fill up: better book.',
          'For dinner in August, book a couple of days ahead.',
          'At lunchtime there is usually a table; in the evening, better call first.',
        ],
        'tapas-bar': [
          'Drop in for a few tapas at the bar or sit down for a full meal.',
          'Have a bite at the bar or take a table and linger.',
        ],
        'beach-bar': [
          'Right on the sand, it serves food from midday until sunset.',
          'With your feet in the sand, you can eat here from midday until the sun goes down.',
        ],
        cafe: [
          'From the first coffee of the morning to an ice cream in the afternoon.',
          'It opens early for breakfast and stays open until teatime.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => en.cuisine[c]);
      const more = others.length ? ` The menu also has ${list(others)}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'made with seasonal produce and the best of the fish market, a few steps away',
                'made with the fish auctioned every afternoon at the harbour’s fish market',
              ]
            : [
                'made with fish from the coast and vegetables from the market gardens',
                'made with seasonal produce, the day’s fish included',
              ],
          market: ['made with fresh produce from the market', 'made with what the Thursday market brings'],
          garden: [
            'made with fruit and vegetables from the local market gardens',
            'made with vegetables from the plots of L’Alqueria',
          ],
          bakery: ['all made on the premises every morning', 'with doughs and creams made in house'],
        }[produceOf(f)],
        3,
      );
      return `The house speciality is ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` and another ${f.terraceSeats} on the terrace` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Almost every table looks out to sea.', 'You can see the sea from nearly every table.', 'Most tables have a view of the sea.'], 13)}`
        : '';
      return `There are ${f.seats} seats inside${terrace}.${view}`;
    },
    chef(f) {
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valencia', 'San Sebastián'],
          ['Barcelona', 'Lyon'],
          ['Madrid', 'London'],
          ['Dénia', 'Girona'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `In the kitchen is ${f.chef}, who trained in ${school} and ${abroad} before coming home to Portalba.`,
          `${f.chef} runs the kitchen and learnt the family recipes at the stove, alongside a grandmother who cooked for half the town.`,
          `${f.chef}, the chef, changes part of the menu every week depending on ${
            {
              sea: 'what the boats and the market gardens bring in',
              market: 'what is best at the market',
              garden: 'what the market gardens bring in',
              bakery: 'the fruit in season',
            }[produceOf(f)]
          }.`,
          `${f.chef} has run the kitchen since ${Math.max(f.founded, 2000 + (f.variant % 23))}, keeping the old favourites and adding a few new dishes.`,
          `The chef, ${f.chef}, likes few ingredients, well treated and without frills.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `A team of ${f.team} looks after the dining room and the kitchen, and will happily tell you which allergens each dish contains.`,
      `There are ${f.team} in the team. If you have an allergy or intolerance, say so when you order: they will tell you which dishes you can have.`,
      `The menu marks the allergens in every dish, and the team of ${f.team} adapts what it can.`,
      `${f.team} people work in the dining room and the kitchen; ask them about allergens, they have them noted dish by dish.`,
      `Between the dining room and the kitchen there are ${f.team} of them, and the menu lists the allergens of each dish.`,
      `The ${f.team} people on the team know every recipe: if something does not agree with you, they will suggest another dish.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(en, f)} The beach is ${far(f.beachMetres)} away.`;
    },
  },
  store: {
    summary(f) {
      return `${en.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Bread baked in a wood-fired oven every morning, plus cocas, fartons and pastries.',
        fishmonger: nearTheSea(f)
          ? 'Fish and seafood straight from the harbour auction, cleaned and filleted while you wait.'
          : 'Fish and seafood brought up from the harbour every afternoon, cleaned and filleted while you wait.',
        greengrocer: 'Fruit and vegetables from the market gardens around Portalba, including the famous oranges.',
        bookshop: 'New and second-hand books, local maps and guides, and a shelf of novels in several languages.',
        'surf-shop': 'Boards, wetsuits and accessories, with repairs and friendly advice on where the waves are today.',
        fashion: 'Linen clothes, swimwear and espadrilles, much of it made by small Spanish workshops.',
        crafts: 'Ceramics, baskets and handmade jewellery by artisans from the region.',
        'wine-shop': 'Wines from Valencia and the rest of Spain, olive oils and tastings on Friday evenings.',
        supermarket: 'Everything for the week, with a butcher, a deli counter and fresh bread.',
      }[f.category];
      return `${what} ${f.name} has been open since ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(en, f)} The shop is ${far(f.beachMetres)} from the beach and ${far(f.centreMetres)} from the Plaça Major.`;
    },
  },
  activity: {
    summary(f) {
      return `${en.category[f.category]} · ${f.hours} h · from age ${f.minAge}`;
    },
    main(f) {
      const what = {
        kayak: 'Paddle along the coast to the coves and caves that can only be reached from the sea.',
        diving: 'Try dives and courses for every level over the sea-grass meadows and the rocky reef.',
        sailing:
          'Learn to sail a dinghy or a catamaran with qualified instructors, or simply enjoy a sail along the coast.',
        surf: 'Surfing and paddle-boarding lessons for beginners and rentals for those who already know how.',
        hiking: 'Guided walks through the marshes, the orange groves and up to the castle viewpoint.',
        cycling:
          'Bike tours on quiet lanes and greenways, with a stop for almuerzo, the Valencian mid-morning snack, in a village bar.',
        'boat-trip': 'Boat trips along the coast, with a swim stop in a cove and a drink on board.',
        yoga: 'Yoga on the beach at sunrise and sunset, for every level.',
        'cooking-class': 'Learn to cook a proper paella and other local dishes, then sit down to eat them.',
      }[f.category];
      return `${what} Sessions last about ${f.hours} hours, in groups of up to ${f.groupSize}, and all the equipment is included. Minimum age: ${f.minAge}.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `We meet at our base, ${far(f.beachMetres)} from the beach.`
        : `We meet ${en.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(en, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${en.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Prescriptions, sun care and first aid, with advice in several languages. A duty pharmacy is always open in town.',
        taxi: 'Taxis around town and to Valencia airport, the train station and nearby villages, day and night.',
        'bike-rental': 'City bikes, e-bikes, children’s bikes and child seats, by the hour, the day or the week.',
        laundry: 'Self-service washers and dryers, plus a wash-and-fold service you can collect the same day.',
        'health-centre': 'General practitioners and nurses, with a walk-in service for visitors.',
        'car-rental': 'Small cars, vans and convertibles, delivered to your door or your hotel.',
        cleaning: 'Cleaning for holiday homes between guests, and for homes and offices all year round.',
        handyman: 'Plumbing, electrics, locks and small repairs, usually the same day.',
        hairdresser: 'Cuts, colour and styling for women, men and children, by appointment or walk-in.',
        vet: 'Vaccinations, check-ups and emergencies for dogs, cats and other pets.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `It is ${far(f.centreMetres)} from the Plaça Major.`
        : `${f.name} is ${en.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
