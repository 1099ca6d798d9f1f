import {
  capitalise,
  distance,
  NEIGHBOURHOOD_NAMES as NAME,
  pick,
  produceOf,
  series,
  type PhraseBank,
  type PropertyFacts,
} from './facts.ts';

const far = (m: number) => distance(m, false);
const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);
const list = (items: string[]) => series(items, 'and', ', as well as');

/** Each kind of home by its category's name. */
const KIND = { apartment: 'flat', studio: 'studio', house: 'house', villa: 'villa', penthouse: 'penthouse' };

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'an open-plan layout' : count(f.bedrooms, 'bedroom', 'bedrooms');
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'bathroom', 'bathrooms');
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

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
    grau: 'El Grau is the harbour district: the fishing boats come in every afternoon and the seafront is lined with rice restaurants.',
    vila: 'La Vila is the old town, with narrow streets, the covered market and the church square all a short walk away.',
    'platja-nord':
      'Platja Nord is the liveliest stretch of sand, with a long promenade, beach bars and lifeguards all summer.',
    dunes:
      'Les Dunes is the quiet southern end of the beach, where wooden walkways cross the dunes and there is always room for your towel.',
    'sant-roc': 'Sant Roc is a residential area on the slope above the town, looking out over the rooftops to the sea.',
    alqueria: 'L’Alqueria sits among orange groves on the edge of town, a ten-minute bike ride from the beach.',
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
    name(f) {
      const kind = KIND[f.category];
      const where = en.inNeighbourhood[f.neighbourhood];
      switch (f.highlight) {
        case 'sea-view':
          return `${capitalise(kind)} with sea views ${where}`;
        case 'pool':
          return `${capitalise(kind)} with pool ${where}`;
        case 'terrace':
          return `${capitalise(kind)} with a large terrace ${where}`;
        case 'beach':
          return `${capitalise(kind)} ${far(f.beachMetres)} from the beach`;
        case 'quiet':
          return `Quiet ${kind} ${where}`;
        case 'bright':
          return `Bright ${kind} ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Studio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      if (f.sale) parts.push(BATHROOMS(f));
      else parts.push(`sleeps ${f.sleeps}`);
      return parts.join(' · ');
    },
    main(f) {
      const kind = KIND[f.category];
      const lines = [
        pick(f.variant, [
          `A ${f.category === 'apartment' ? 'well-kept' : 'welcoming'} ${kind} of ${f.areaM2} m² with ${BEDROOMS(f)} and ${BATHROOMS(f)}, sleeping up to ${f.sleeps}.`,
          `This ${kind} has ${f.areaM2} m², ${BEDROOMS(f)} and ${BATHROOMS(f)}, with room for ${f.sleeps} people.`,
        ]),
      ];
      if (f.seaView) lines.push('You can see the sea from the windows.');
      if (f.terrace) lines.push('The terrace is made for breakfast outdoors and a drink at sunset.');
      if (f.pool) lines.push(sharedPool(f) ? 'The building has a communal pool.' : 'It has its own private pool.');
      if (f.parking) lines.push('A parking space is included.');
      if (f.airCon) lines.push('Air conditioning throughout.');
      if (f.rent) lines.push('Available for holiday stays, with check-in from 17:00.');
      else if (f.long) lines.push('Let for long stays: ideal for living in Portalba all year round.');
      else if (f.sale) lines.push('For sale and ready to move into.');
      return lines.join(' ');
    },
    location(f) {
      return `${en.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `The beach is ${far(f.beachMetres)} away, and bakeries, shops and restaurants are all within walking distance.`,
        `It is ${far(f.beachMetres)} to the beach; the supermarket and the bus stop are just round the corner.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `The living room is bright, with a comfortable sofa, a dining table for ${f.sleeps} and a smart TV.`,
          `The living and dining room gets plenty of daylight and has a large sofa, a table for ${f.sleeps} and fast Wi-Fi.`,
        ]) + (f.terrace ? ' It opens straight onto the terrace.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0) {
        return 'The sleeping area has a double bed, and the sofa turns into a bed for one more guest.';
      }
      const rooms =
        f.bedrooms === 1
          ? 'The bedroom has a double bed and a built-in wardrobe.'
          : `There are ${f.bedrooms} bedrooms: the main one with a double bed, the others with two single beds each.`;
      return rooms + (f.rent ? ' Bed linen and towels are provided.' : ' Every bedroom has a built-in wardrobe.');
    },
    kitchen(f) {
      return pick(f.variant, [
        'The kitchen is fully equipped: oven, hob, fridge-freezer, microwave, dishwasher and coffee maker.',
        'The kitchen is open to the living room and has everything you need to cook, from a dishwasher to a paella pan.',
        'A practical kitchen with a ceramic hob, oven, microwave, washing machine and plenty of cupboard space.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'The bathroom has a walk-in shower, and a hairdryer is provided.'
        : `There are ${f.bathrooms} bathrooms, one with a bathtub and one with a walk-in shower.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'an outdoor pool' : '', f.restaurant ? 'its own restaurant' : ''].filter(Boolean);
      const withExtras = extras.length ? `, with ${extras.join(' and ')}` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} is a ${f.stars}-star hotel with ${f.units} rooms${withExtras}. Breakfast is served from 7:30 to 10:30 and reception is open around the clock.`;
      }
      if (f.hotelType === 'camping') {
        return `${f.name} is a campsite in the shade of pine trees, with ${f.units} pitches and wooden bungalows${withExtras}. Hot showers, a launderette and a small shop are on site.`;
      }
      return `${f.name} has ${f.units} apartments with a kitchenette and a balcony${withExtras}. Reception is open every day and the apartments are cleaned twice a week.`;
    },
    location(f) {
      return `${en.neighbourhood[f.neighbourhood]} The beach is ${far(f.beachMetres)} away.`;
    },
  },
  agency: {
    summary(f) {
      return `${en.category.agency} · since ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'They specialise in buying and selling homes, from flats in the old town to villas with a pool.',
        rent: 'They specialise in rentals, both holiday lets and long-term homes.',
        both: 'They handle sales as well as holiday and long-term rentals.',
      }[f.focus];
      return `Founded in ${f.founded}, ${f.name} is a family business with ${f.staff} people who know every street in Portalba. ${focus} They will also help with paperwork, notaries and utility contracts.`;
    },
    location(f) {
      return `${en.neighbourhood[f.neighbourhood]} The office is ${en.inNeighbourhood[f.neighbourhood]}, ${far(f.beachMetres)} from the seafront.`;
    },
  },
  eat: {
    summary(f) {
      return `${en.category[f.category]} · ${en.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'Book ahead at weekends in summer.',
        'tapas-bar': 'Drop in for a few tapas at the bar or sit down for a full meal.',
        'beach-bar': 'Right on the sand, it serves food from midday until sunset.',
        cafe: 'From the first coffee of the morning to an ice cream in the afternoon.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} opened in ${f.founded} and has been a favourite with locals and visitors ever since.`,
        `Since ${f.founded}, ${f.name} has been one of the best places to eat in Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => en.cuisine[c]);
      const more = others.length ? ` The menu also has ${list(others)}.` : '';
      const produce = {
        sea: 'made with seasonal produce and the day’s catch from the harbour',
        market: 'made with fresh produce from the market',
        garden: 'made with fruit and vegetables from the local market gardens',
        bakery: 'all made on the premises every morning',
      }[produceOf(f)];
      return `The house speciality is ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` and another ${f.terraceSeats} on the terrace` : '';
      const view = f.seaView ? ' Almost every table looks out to sea.' : '';
      return `There are ${f.seats} seats inside${terrace}.${view}`;
    },
    chef(f) {
      return pick(f.variant, [
        `In the kitchen is ${f.chef}, who trained in Valencia and San Sebastián before coming home to Portalba.`,
        `${f.chef} runs the kitchen and learnt the family recipes at the stove, alongside a grandmother who cooked for half the town.`,
        `${f.chef}, the chef, changes part of the menu every week depending on ${
          {
            sea: 'what the boats and the market gardens bring in',
            market: 'what is best at the market',
            garden: 'what the market gardens bring in',
            bakery: 'the fruit in season',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `A team of ${f.team} looks after the dining room and the kitchen, and will happily tell you which allergens each dish contains.`;
    },
    location(f) {
      return `${en.neighbourhood[f.neighbourhood]} The beach is ${far(f.beachMetres)} away.`;
    },
  },
  store: {
    summary(f) {
      return `${en.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Bread baked in a wood-fired oven every morning, plus cocas, fartons and pastries.',
        fishmonger: 'Fish and seafood straight from the harbour auction, cleaned and filleted while you wait.',
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
      return `${en.neighbourhood[f.neighbourhood]} The shop is ${far(f.beachMetres)} from the beach.`;
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
        cycling: 'Bike tours on quiet lanes and greenways, with a stop for almuerzo in a village bar.',
        'boat-trip': 'Boat trips along the coast, with a swim stop in a cove and a drink on board.',
        yoga: 'Yoga on the beach at sunrise and sunset, for every level.',
        'cooking-class': 'Learn to cook a proper paella and other local dishes, then sit down to eat them.',
      }[f.category];
      return `${what} Sessions last about ${f.hours} hours, in groups of up to ${f.groupSize}, and all the equipment is included. Minimum age: ${f.minAge}.`;
    },
    location(f) {
      return `We meet ${en.inNeighbourhood[f.neighbourhood]}. ${en.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} is ${en.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
