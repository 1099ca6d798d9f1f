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

const far = (m: number) => distance(m, true);
const list = (items: string[]) => series(items, 'et', ' ainsi que');
/** Some of a cuisine, as a list of what the menu offers: "les plats végétariens" → "des plats végétariens". */
const PARTITIVE: Record<string, string> = { 'les ': 'des ', 'la ': 'de la ', 'le ': 'du ', 'l’': 'de l’' };
const partitive = (phrase: string) =>
  phrase.replace(/(^|, | et )(les |la |le |l’)/g, (_, before: string, article: string) => before + PARTITIVE[article]);
/** "Les tapas", "le poisson et les fruits de mer": what takes "ce sont" rather than "c’est". */
const isPlural = (phrase: string) => /^(les|des) | et /.test(phrase);
const NUMBER = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six'];

/** Noun, indefinite article and demonstrative of each kind of home. */
const KIND = {
  apartment: ['appartement', 'un', 'Cet', 'm'],
  studio: ['studio', 'un', 'Ce', 'm'],
  house: ['maison', 'une', 'Cette', 'f'],
  villa: ['villa', 'une', 'Cette', 'f'],
  penthouse: ['penthouse', 'un', 'Ce', 'm'],
} as const;
const kind = (f: PropertyFacts) => KIND[f.category][0];
const agree = (f: PropertyFacts, m: string, fem: string) => (KIND[f.category][3] === 'f' ? fem : m);

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espace ouvert' : f.bedrooms === 1 ? 'une chambre' : `${f.bedrooms} chambres`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'une salle de bains' : `${f.bathrooms} salles de bains`);
const stars = (n: number | null) => `${n} ${n === 1 ? 'étoile' : 'étoiles'}`;
const BEDS: Record<BedroomBeds, string> = {
  double: 'un grand lit',
  twin: 'deux lits simples',
  bunk: 'des lits superposés',
};
const ORDINAL = ['principale', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième'];
const SOFA = (children: number) => `un canapé convertible pour ${children === 1 ? 'un enfant' : 'deux enfants'}`;

export const fr: PhraseBank = {
  inNeighbourhood: {
    grau: 'à El Grau',
    vila: 'à La Vila',
    'platja-nord': 'à Platja Nord',
    dunes: 'à Les Dunes',
    'sant-roc': 'à Sant Roc',
    alqueria: 'à L’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau est le quartier du port, à l’extrémité nord de la ville\u00a0: les bateaux de pêche rentrent chaque après-midi et le front de mer est bordé de restaurants de riz.',
      'À El Grau, le quartier des pêcheurs au nord, on ravaude les filets sur le quai et le poisson est vendu à la criée chaque après-midi.',
    ],
    vila: [
      'La Vila, c’est la vieille ville\u00a0: des ruelles étroites, le marché couvert et la place de l’église, à deux pas.',
      'La Vila, le centre historique, s’organise autour de la Plaça Major et de la mairie, entre ruelles et commerces de toujours.',
      'À La Vila, la vieille ville, le marché du jeudi remplit la Plaça Major et les ruelles gardent l’ombre en été.',
    ],
    'platja-nord': [
      'Platja Nord est la partie la plus animée de la plage, avec une longue promenade, des bars de plage et des sauveteurs tout l’été.',
      'Platja Nord, la plage principale, va du port à la vieille ville\u00a0: promenade, pavillon bleu et sauveteurs en été.',
      'À Platja Nord, entre El Grau et La Vila, la promenade se remplit de flâneurs en fin d’après-midi.',
    ],
    dunes: [
      'Les Dunes est l’extrémité sud de la plage, la plus tranquille\u00a0: des passerelles en bois traversent les dunes et il y a toujours de la place pour poser sa serviette.',
      'Au sud de la ville, Les Dunes est la plage tranquille, avec ses dunes protégées, ses pins et ses passerelles en bois jusqu’à l’eau.',
      'Les Dunes, au sud de La Vila, offre la plage la plus sauvage de la ville, bordée de pins, sans aucun bâtiment sur le sable.',
    ],
    'sant-roc': [
      'Sant Roc est un quartier résidentiel à flanc de colline, qui domine les toits de la ville et la mer.',
      'Sant Roc grimpe à flanc de colline jusqu’à l’ermitage\u00a0: rues calmes, maisons avec jardin et la mer au loin.',
    ],
    alqueria: [
      'L’Alqueria se trouve au milieu des orangers, en bordure de la ville, là où commencent les chemins de campagne.',
      'À L’Alqueria, à l’ouest de la ville, les maisons sont dispersées entre les orangeraies et les canaux d’irrigation.',
    ],
  },
  cuisine: {
    mediterranean: 'la cuisine méditerranéenne',
    spanish: 'la cuisine espagnole traditionnelle',
    valencian: 'la cuisine valencienne familiale',
    catalan: 'la cuisine catalane',
    basque: 'la cuisine basque',
    galician: 'la cuisine galicienne',
    andalusian: 'la cuisine andalouse',
    tapas: 'les tapas',
    seafood: 'le poisson et les fruits de mer',
    rice: 'les paellas et autres riz',
    grill: 'les viandes et les poissons grillés au feu de bois',
    market: 'la cuisine du marché',
    italian: 'la cuisine italienne',
    pizza: 'la pizza au feu de bois',
    french: 'la cuisine de bistrot',
    portuguese: 'la cuisine portugaise',
    japanese: 'la cuisine japonaise',
    chinese: 'la cuisine chinoise',
    thai: 'la cuisine thaïlandaise',
    indian: 'la cuisine indienne',
    mexican: 'la cuisine mexicaine',
    argentinian: 'les grillades argentines',
    peruvian: 'la cuisine péruvienne',
    vegetarian: 'les plats végétariens',
    vegan: 'les plats végans',
    'gluten-free': 'les plats sans gluten',
    fusion: 'la cuisine fusion',
    burgers: 'les burgers',
    desserts: 'les gâteaux, les viennoiseries et les glaces',
  },
  cuisineLabel: {
    mediterranean: 'Méditerranéenne',
    spanish: 'Espagnole',
    valencian: 'Valencienne',
    catalan: 'Catalane',
    basque: 'Basque',
    galician: 'Galicienne',
    andalusian: 'Andalouse',
    tapas: 'Tapas',
    seafood: 'Poissons et fruits de mer',
    rice: 'Riz et paellas',
    grill: 'Grillades',
    market: 'Cuisine du marché',
    italian: 'Italienne',
    pizza: 'Pizza',
    french: 'Française',
    portuguese: 'Portugaise',
    japanese: 'Japonaise',
    chinese: 'Chinoise',
    thai: 'Thaïlandaise',
    indian: 'Indienne',
    mexican: 'Mexicaine',
    argentinian: 'Argentine',
    peruvian: 'Péruvienne',
    vegetarian: 'Végétarienne',
    vegan: 'Végane',
    'gluten-free': 'Sans gluten',
    fusion: 'Fusion',
    burgers: 'Burgers',
    desserts: 'Desserts',
  },
  category: {
    apartment: 'Appartement',
    studio: 'Studio',
    house: 'Maison',
    villa: 'Villa',
    penthouse: 'Penthouse',
    hotel: 'Hôtel',
    camping: 'Camping',
    apartments: 'Résidence de tourisme',
    agency: 'Agence immobilière',
    restaurant: 'Restaurant',
    'tapas-bar': 'Bar à tapas',
    'beach-bar': 'Bar de plage',
    cafe: 'Café',
    bakery: 'Boulangerie',
    fishmonger: 'Poissonnerie',
    greengrocer: 'Primeur',
    bookshop: 'Librairie',
    'surf-shop': 'Boutique de surf',
    fashion: 'Boutique de vêtements',
    crafts: 'Artisanat',
    'wine-shop': 'Caviste',
    supermarket: 'Supermarché',
    kayak: 'Kayak',
    diving: 'Plongée',
    sailing: 'Voile',
    surf: 'Surf',
    hiking: 'Randonnée',
    cycling: 'Vélo',
    'boat-trip': 'Sortie en bateau',
    yoga: 'Yoga',
    'cooking-class': 'Cours de cuisine',
    pharmacy: 'Pharmacie',
    taxi: 'Taxi',
    'bike-rental': 'Location de vélos',
    laundry: 'Laverie',
    'health-centre': 'Centre de santé',
    'car-rental': 'Location de voitures',
    cleaning: 'Ménage',
    handyman: 'Petits travaux',
    hairdresser: 'Coiffeur',
    vet: 'Vétérinaire',
  },
  property: {
    name: homeName((f, detail) => {
      const noun = capitalise(kind(f));
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${fr.inNeighbourhood[f.neighbourhood]}`;
      const rooms = f.bedrooms === 1 ? 'une chambre' : `${f.bedrooms} chambres`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? ` de ${f.areaM2} m²`
            : ` ${rooms}`
          : detail >= 4
            ? ` de ${f.areaM2} m²${f.bedrooms ? `, ${rooms},` : ''}`
            : '';
      return {
        'sea-view': `${noun}${size} avec vue sur la mer${where}`,
        pool: `${noun}${size} avec piscine${where}`,
        terrace: `${noun}${size} avec grande terrasse${where}`,
        beach: `${noun}${size} à ${far(f.beachMetres)} de la plage${where}`,
        quiet: `${noun}${size} au calme${where}`,
        bright: `${noun}${size} ${agree(f, 'lumineux', 'lumineuse')}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Studio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} couchages`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const [, a, This] = KIND[f.category];
      const rooms = `${BEDROOMS(f)} et ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'la vue sur la mer' : '',
        f.terrace ? 'une terrasse' : '',
        f.pool ? (sharedPool(f) ? 'une piscine commune' : 'une piscine privée') : '',
        f.parking ? 'une place de parking' : '',
        f.airCon ? 'la climatisation' : '',
      ].filter(Boolean);
      const joined = series(extras, 'et', ' et');
      return {
        intro: [
          `${capitalise(a)} ${kind(f)} de ${f.areaM2} m² très bien ${agree(f, 'entretenu', 'entretenue')}, avec ${rooms}${f.sale ? '' : `, pour ${f.sleeps} personnes au maximum`}.`,
          `${This} ${kind(f)} fait ${f.areaM2} m² et compte ${rooms}${f.sale ? '' : `, de quoi loger ${f.sleeps} personnes`}.`,
          `${capitalise(fr.inNeighbourhood[f.neighbourhood])}, ${a} ${kind(f)} de ${f.areaM2} m² avec ${rooms}.${f.sale ? '' : ` On y dort à ${f.sleeps}.`}`,
        ],
        features: extras.length ? [`Il y a ${joined}.`, `On y trouve ${joined}.`, `Côté atouts\u00a0: ${joined}.`] : [],
        forSale: [
          `À vendre, ${agree(f, 'prêt', 'prête')} à habiter.`,
          `En vente, ${agree(f, 'prêt', 'prête')} à habiter, avec tous ses papiers en règle.`,
          `À vendre\u00a0: l’occasion de vivre ${fr.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: `En attendant sa vente, ${agree(f, 'il', 'elle')} se loue aussi pour les vacances.`,
        forHolidays: [
          'Disponible en location saisonnière, avec arrivée à partir de 17 h.',
          'Pour les vacances\u00a0: arrivée à partir de 17 h, départ avant 11 h.',
          `Un bon point de chute pour des vacances ${fr.inNeighbourhood[f.neighbourhood]}, avec arrivée dès 17 h.`,
          'Se loue à la nuit pour les vacances\u00a0; arrivée à partir de 17 h.',
        ],
        alsoByTheMonth: `Hors saison, ${agree(f, 'il', 'elle')} se loue aussi au mois.`,
        longTerm: [
          'Loué à l’année\u00a0: idéal pour vivre à Portalba en toute saison.',
          `Se loue au mois, pour qui veut vivre ${fr.inNeighbourhood[f.neighbourhood]} toute l’année.`,
          'Location longue durée, avec un bail annuel ou saisonnier.',
        ],
      };
    }),
    location: homeLocation(() => fr, {
      distances: (f) => [
        `La plage est à ${far(f.beachMetres)} et la Plaça Major à ${far(f.centreMetres)}.`,
        `Il y a ${far(f.beachMetres)} jusqu’à la plage et ${far(f.centreMetres)} jusqu’à la Plaça Major, dans le centre.`,
        `On est à ${far(f.beachMetres)} de la plage et à ${far(f.centreMetres)} de la mairie.`,
      ],
      byTheBeach: [
        'On descend à la plage en maillot et en tongs.',
        'Le matin, on entend la mer depuis la maison.',
        'Pas besoin de porter le parasol bien loin\u00a0: le sable est juste là.',
      ],
      nearTheShops: 'Boulangeries, commerces et bars sont à deux pas.',
      farOut: [
        'Une voiture ou un vélo rend service au quotidien.',
        'Pour les grosses courses, mieux vaut prendre la voiture ou le vélo.',
        'Le bus urbain passe tout près et rejoint le centre en quelques minutes.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'Le coin séjour',
      livingRoom: 'Le séjour',
      forSale: (room, f) => [
        `${room} est spacieux et lumineux, avec la place pour une belle table.`,
        `${room} donne sur l’extérieur et reçoit beaucoup de lumière, avec un sol en grès clair.`,
        `${room}, d’environ ${Math.round(f.areaM2 * 0.3)} m², a de grandes fenêtres.`,
      ],
      forRent: (room, f) => [
        `${room} est lumineux, avec un canapé confortable, une table pour ${f.sleeps} et une télévision connectée.`,
        `${room} reçoit beaucoup de lumière et offre un grand canapé, une table pour ${f.sleeps} et un wifi rapide.`,
        `${room} a un grand canapé, une table pour ${f.sleeps} et le wifi.`,
      ],
      ontoTheTerrace: [
        ' Il donne directement sur la terrasse.',
        ' De là, on sort sur la terrasse.',
        'La terrasse est juste à côté.',
      ],
      seaFromTheSofa: ' Depuis le canapé, on voit la mer.',
    }),
    bedrooms: homeBedrooms({
      studioForSale: 'Le coin nuit est séparé du reste par un meuble bas, avec la place pour un grand lit.',
      oneForSale: [
        'La chambre est spacieuse, avec un placard intégré.',
        'La chambre, lumineuse, a un grand placard intégré.',
      ],
      moreForSale: (f) => [
        `Les ${NUMBER[f.bedrooms]} chambres sont lumineuses, et la principale a un grand placard intégré.`,
        `Il y a ${NUMBER[f.bedrooms]} chambres\u00a0: la principale, spacieuse, avec dressing, et ${f.bedrooms === 2 ? 'une plus petite' : `${NUMBER[f.bedrooms - 1]} autres chambres doubles`}.`,
        `Des ${NUMBER[f.bedrooms]} chambres, la principale donne ${f.seaView ? 'sur la mer' : 'plein sud'} et a un placard intégré.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `Le coin nuit a ${BEDS.double}${sofa ? `, et le coin séjour ${sofa}` : ''}.`,
        `Pour dormir, il y a ${BEDS.double}${sofa ? ` et ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`La chambre a ${BEDS[main]}.`, `Dans la chambre, il y a ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `la ${ORDINAL[i + 1]}, ${BEDS[b]}`);
        return [
          `La chambre principale a ${BEDS[main]}\u00a0; ${rest.slice(0, -1).join('\u00a0; ')}${rest.length > 1 ? ' et ' : ''}${rest.at(-1)}.`,
          `Il y a ${NUMBER[f.bedrooms]} chambres\u00a0: la principale avec ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `la ${ORDINAL[i + 1]} avec ${BEDS[b]}`)],
            ', ',
            ' et ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` Le séjour a en plus ${sofa}.`, ` Dans le séjour, il y a ${sofa}.`],
      oneCloset: 'Le placard est intégré.',
      closets: ['Chaque chambre a un placard intégré.', 'Toutes les chambres ont leur placard.'],
      linen: [
        'Draps et serviettes sont fournis.',
        'Les draps et le linge de toilette sont inclus.',
        'Le linge de lit et de toilette est compris.',
        'Vous trouverez les lits faits et des serviettes pour tout le monde.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'La cuisine est entièrement équipée\u00a0: four, plaques, réfrigérateur-congélateur, micro-ondes, lave-vaisselle et cafetière.',
      'La cuisine, ouverte sur le séjour, a tout ce qu’il faut pour cuisiner, du lave-vaisselle à la poêle à paella.',
      'Une cuisine pratique avec plaque vitrocéramique, four, micro-ondes, lave-linge et beaucoup de rangements.',
      'La cuisine est fermée, avec plaque à induction, four, lave-vaisselle et une table pour le petit-déjeuner.',
      'Cuisine moderne avec îlot, plaque à induction, four, lave-vaisselle et toute la vaisselle.',
      `Rien ne manque dans la cuisine\u00a0: grand réfrigérateur, four, micro-ondes et machine à café à capsules${f.terrace ? ', avec la terrasse juste à côté' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'La salle de bains a une douche à l’italienne et un sèche-cheveux.',
        'La salle de bains, refaite à neuf, a une grande douche avec paroi vitrée.',
        'La salle de bains est complète, avec baignoire et douchette.',
      ],
      two: [
        'Il y a deux salles de bains, l’une avec baignoire, l’autre avec douche à l’italienne.',
        'Il y a deux salles de bains complètes\u00a0: l’une dans la chambre principale, l’autre dans le couloir.',
        'Les deux salles de bains ont une douche, et celle de la chambre principale a en plus une double vasque.',
      ],
      more: (f) => [
        `Il y a ${NUMBER[f.bathrooms]} salles de bains\u00a0: une avec baignoire et ${NUMBER[f.bathrooms - 1]} avec douche.`,
        `Il y a ${NUMBER[f.bathrooms]} salles de bains complètes, dont une dans la chambre principale.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `Hôtel ${stars(f.stars)} · ${f.units} chambres`
          : f.hotelType === 'camping'
            ? `${fr.category.camping} · ${f.units} emplacements et bungalows`
            : `${fr.category.apartments} · ${f.units} appartements`;
      return `${kindText} · à ${far(f.beachMetres)} de la plage`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'une piscine extérieure' : '', f.restaurant ? 'son propre restaurant' : ''].filter(
        Boolean,
      );
      const withExtras = extras.length ? `, avec ${extras.join(' et ')}` : '';
      const offer = [`${f.units} emplacements`, 'des bungalows en bois', ...extras];
      return {
        hotel: {
          about: `${f.name} est un hôtel ${stars(f.stars)} de ${f.units} chambres${withExtras}.`,
          more: [
            'Le petit-déjeuner est servi de 7 h 30 à 10 h 30 et la réception est ouverte 24 h/24.',
            'La réception ne ferme jamais, et le petit-déjeuner est servi de 7 h 30 à 10 h 30.',
            'Toutes les chambres ont la climatisation et le wifi, et la réception répond jour et nuit.',
            `Beaucoup de chambres ont un balcon, et la plage est à ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} est un camping à l’ombre des pins\u00a0: ${offer.slice(0, -1).join(', ')} et ${offer.at(-1)}.`,
          more: [
            'Douches chaudes, laverie et petite épicerie sur place.',
            'Sur place, des douches chaudes, des machines à laver et une petite supérette.',
          ],
        },
        apartments: {
          about: `${f.name} propose ${f.units} appartements avec kitchenette et balcon${withExtras}.`,
          more: [
            'La réception est ouverte tous les jours et le ménage est fait deux fois par semaine.',
            'La réception est ouverte chaque jour, et le ménage et le changement des serviettes ont lieu deux fois par semaine.',
            'Le ménage est fait deux fois par semaine, et la réception vous aide à réserver sorties et restaurants.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(fr, f)} La plage est à ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${fr.category.agency} · depuis ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Fondée en ${f.founded}, ${f.name} est une entreprise familiale qui connaît chaque rue de Portalba.`,
      focus: {
        sale: [
          'Elle est spécialisée dans l’achat et la vente de logements, de l’appartement dans la vieille ville à la villa avec piscine.',
          'Son métier, c’est la vente\u00a0: appartements, maisons de village et villas, avec estimation gratuite.',
          'Elle vend surtout des maisons et des appartements anciens, et connaît le prix de chaque rue.',
        ],
        rent: [
          'Elle est spécialisée dans la location, saisonnière comme à l’année.',
          'Elle s’occupe surtout de location, à la semaine l’été et au mois le reste de l’année.',
          'Elle gère les locations de propriétaires qui vivent ailleurs, du ménage aux clés.',
        ],
        both: [
          'Elle s’occupe aussi bien des ventes que des locations saisonnières et à l’année.',
          'Elle achète, vend et loue\u00a0: de la semaine de vacances à la maison de toute une vie.',
          'Elle a des logements à vendre et à louer, à la semaine ou à l’année.',
        ],
      },
      help: [
        `Son équipe de ${f.staff} personnes vous aide aussi pour les démarches, le notaire et les contrats d’eau et d’électricité.`,
        `Ils sont ${f.staff} à l’agence, et vous accompagnent chez le notaire comme pour les abonnements d’eau et d’électricité.`,
        `Si vous achetez depuis l’étranger, ses ${f.staff} agents se chargent des démarches, du NIE aux contrats d’eau et d’électricité.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${fr.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(fr, f)} L’agence se trouve${where} à ${far(f.beachMetres)} du front de mer.`;
    },
  },
  eat: {
    summary(f) {
      return `${fr.category[f.category]} · ${fr.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} a ouvert en ${f.founded} et, depuis, c’est l’une des adresses préférées des habitants comme des visiteurs.`,
        `Depuis ${f.founded}, ${f.name} fait partie des adresses où l’on mange bien à Portalba.`,
        `${f.name} est ouvert depuis ${f.founded}, et cela se sent dans l’accueil.`,
      ],
      tail: {
        restaurant: [
          'En été, mieux vaut réserver le week-end.',
          'Les week-ends d’été, c’est complet\u00a0: réservez.',
          'Pour dîner en août, réservez deux ou trois jours à l’avance.',
          'À midi, on trouve en général une table\u00a0; le soir, mieux vaut appeler avant.',
        ],
        'tapas-bar': [
          'Quelques tapas au comptoir ou un vrai repas à table, comme vous préférez.',
          'On grignote au comptoir ou on s’attable sans se presser.',
        ],
        'beach-bar': [
          'Les pieds dans le sable, on y mange de midi jusqu’au coucher du soleil.',
          'Installé sur le sable, il sert à manger de midi jusqu’à ce que le soleil se couche.',
        ],
        cafe: [
          'Du premier café du matin à la glace de l’après-midi.',
          'Il ouvre tôt pour le petit-déjeuner et reste ouvert jusqu’au goûter.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => fr.cuisine[c]);
      const more = others.length ? ` La carte propose aussi ${list(others.map(partitive))}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'avec des produits de saison et le meilleur de la criée, à deux pas',
                'avec le poisson vendu chaque après-midi à la criée du port',
              ]
            : [
                'avec du poisson de la côte et les légumes des potagers',
                'avec des produits de saison, poisson du jour compris',
              ],
          market: ['avec des produits frais du marché', 'avec ce qu’apporte le marché du jeudi'],
          garden: ['avec les fruits et légumes des potagers de Portalba', 'avec les légumes des jardins de L’Alqueria'],
          bakery: ['le tout fait maison chaque matin', 'avec des pâtes et des crèmes faites maison'],
        }[produceOf(f)],
        3,
      );
      return `La spécialité de la maison, ${isPlural(first!) ? 'ce sont' : 'c’est'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, et la terrasse ${f.terraceSeats} de plus` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Presque toutes les tables ont vue sur la mer.', 'On voit la mer depuis presque chaque table.', 'La plupart des tables donnent sur la mer.'], 13)}`
        : '';
      return `La salle compte ${f.seats} places${terrace}.${view}`;
    },
    chef(f) {
      const female = f.chefGender === 'f';
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valence', 'Saint-Sébastien'],
          ['Barcelone', 'Lyon'],
          ['Madrid', 'Londres'],
          ['Dénia', 'Gérone'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `En cuisine, ${f.chef} s’est ${female ? 'formée' : 'formé'} à ${school} et à ${abroad} avant de revenir à Portalba.`,
          `${f.chef} tient les fourneaux et a appris les recettes de famille auprès de sa grand-mère, qui cuisinait pour la moitié du village.`,
          `${f.chef}, ${female ? 'la cheffe' : 'le chef'}, change une partie de la carte chaque semaine selon ${
            {
              sea: 'ce que rapportent les bateaux et les potagers',
              market: 'ce que propose le marché',
              garden: 'ce que donnent les potagers',
              bakery: 'les fruits de saison',
            }[produceOf(f)]
          }.`,
          `${f.chef} est aux fourneaux depuis ${Math.max(f.founded, 2000 + (f.variant % 23))} et garde les plats de toujours à côté de quelques nouveautés.`,
          `${female ? 'La cheffe' : 'Le chef'}, ${f.chef}, aime les produits peu nombreux et bien traités, sans fioritures.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Une équipe de ${f.team} personnes s’occupe de la salle et de la cuisine, et vous indiquera volontiers les allergènes de chaque plat.`,
      `L’équipe compte ${f.team} personnes. En cas d’allergie ou d’intolérance, dites-le en commandant\u00a0: on vous indiquera les plats possibles.`,
      `La carte signale les allergènes de chaque plat, et l’équipe de ${f.team} personnes adapte ce qu’elle peut.`,
      `En salle et en cuisine, ${f.team} personnes travaillent\u00a0; demandez-leur les allergènes, ils sont notés plat par plat.`,
      `Entre la salle et la cuisine, ils sont ${f.team}, et la carte indique les allergènes de chaque plat.`,
      `Les ${f.team} membres de l’équipe connaissent chaque recette\u00a0: si un plat ne vous convient pas, ils vous en proposent un autre.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(fr, f)} La plage est à ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${fr.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Du pain cuit chaque matin au feu de bois, mais aussi des cocas, des fartons et des viennoiseries.',
        fishmonger: nearTheSea(f)
          ? 'Poissons et fruits de mer tout droit de la criée du port, vidés et levés en filets à la demande.'
          : 'Poissons et fruits de mer montés du port chaque après-midi, vidés et levés en filets à la demande.',
        greengrocer: 'Fruits et légumes des vergers et potagers de Portalba, dont les fameuses oranges.',
        bookshop:
          'Livres neufs et d’occasion, cartes et guides de la région, et un rayon de romans en plusieurs langues.',
        'surf-shop':
          'Planches, combinaisons et accessoires, avec un atelier de réparation et de bons conseils sur les vagues du jour.',
        fashion:
          'Vêtements en lin, maillots de bain et espadrilles, en grande partie fabriqués par de petits ateliers espagnols.',
        crafts: 'Céramiques, vannerie et bijoux faits main par des artisans de la région.',
        'wine-shop': 'Vins de Valence et de toute l’Espagne, huiles d’olive et dégustations le vendredi soir.',
        supermarket: 'Tout pour la semaine, avec boucherie, charcuterie et pain du jour.',
      }[f.category];
      return `${what} ${f.name} a ouvert ses portes en ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(fr, f)} La boutique est à ${far(f.beachMetres)} de la plage et à ${far(f.centreMetres)} de la Plaça Major.`;
    },
  },
  activity: {
    summary(f) {
      return `${fr.category[f.category]} · ${f.hours} h · dès ${f.minAge} ans`;
    },
    main(f) {
      const what = {
        kayak: 'Pagayez le long de la côte jusqu’à des criques et des grottes accessibles uniquement par la mer.',
        diving:
          'Baptêmes et formations pour tous les niveaux, au-dessus des herbiers de posidonie et des fonds rocheux.',
        sailing:
          'Apprenez à naviguer sur un dériveur ou un catamaran avec des moniteurs diplômés, ou profitez simplement d’une balade le long de la côte.',
        surf: 'Cours de surf et de paddle pour débutants, et location pour ceux qui savent déjà.',
        hiking: 'Randonnées guidées dans le marais, à travers les orangeraies et jusqu’au belvédère du château.',
        cycling:
          'Balades à vélo sur des chemins tranquilles et des voies vertes, avec une pause casse-croûte dans un bar de village.',
        'boat-trip': 'Sorties en mer le long de la côte, avec une baignade dans une crique et un verre à bord.',
        yoga: 'Yoga sur la plage au lever et au coucher du soleil, pour tous les niveaux.',
        'cooking-class':
          'Apprenez à préparer une vraie paella et d’autres plats d’ici, puis passez à table pour les déguster.',
      }[f.category];
      return `${what} Les séances durent environ ${f.hours} heures, en groupes de ${f.groupSize} personnes au maximum, tout le matériel compris. Âge minimum\u00a0: ${f.minAge} ans.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `Rendez-vous à notre local, à ${far(f.beachMetres)} de la plage.`
        : `Rendez-vous ${fr.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(fr, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${fr.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Ordonnances, protection solaire et premiers soins, avec un accueil en plusieurs langues. Une pharmacie de garde est toujours ouverte en ville.',
        taxi: 'Taxis en ville et vers l’aéroport de Valence, la gare et les villages voisins, de jour comme de nuit.',
        'bike-rental':
          'Vélos de ville, vélos électriques, vélos enfants et sièges bébé, à l’heure, à la journée ou à la semaine.',
        laundry:
          'Lave-linge et sèche-linge en libre-service, et un service de lavage et pliage à récupérer le jour même.',
        'health-centre':
          'Médecine générale et soins infirmiers, avec consultations sans rendez-vous pour les visiteurs.',
        'car-rental': 'Petites voitures, utilitaires et cabriolets, livrés chez vous ou à votre hôtel.',
        cleaning: 'Ménage des locations saisonnières entre deux séjours, et des maisons et bureaux toute l’année.',
        handyman: 'Plomberie, électricité, serrurerie et petites réparations, généralement dans la journée.',
        hairdresser: 'Coupe, couleur et coiffage pour femmes, hommes et enfants, avec ou sans rendez-vous.',
        vet: 'Vaccins, bilans de santé et urgences pour chiens, chats et autres animaux de compagnie.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `À ${far(f.centreMetres)} de la Plaça Major.`
        : `${f.name} se trouve ${fr.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
