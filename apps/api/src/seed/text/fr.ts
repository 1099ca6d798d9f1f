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

const far = (m: number) => distance(m, true);
const list = (items: string[]) => series(items, 'et', ' ainsi que');
/** Some of a cuisine, as a list of what the menu offers: "les plats végétariens" → "des plats végétariens". */
const PARTITIVE: Record<string, string> = { 'les ': 'des ', 'la ': 'de la ', 'le ': 'du ', 'l’': 'de l’' };
const partitive = (phrase: string) =>
  phrase.replace(/(^|, | et )(les |la |le |l’)/g, (_, before: string, article: string) => before + PARTITIVE[article]);
/** "Les tapas", "le poisson et les fruits de mer": what takes "ce sont" rather than "c’est". */
const isPlural = (phrase: string) => /^(les|des) | et /.test(phrase);

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
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espace ouvert' : f.bedrooms === 1 ? 'une chambre' : `${f.bedrooms} chambres`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'une salle de bains' : `${f.bathrooms} salles de bains`);
const stars = (n: number | null) => `${n} ${n === 1 ? 'étoile' : 'étoiles'}`;

/** French puts a no-break space (U+00A0, as the interface's texts do) before : ; ? and !. */
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
    grau: 'El Grau est le quartier du port\u00a0: les bateaux de pêche rentrent chaque après-midi et le front de mer est bordé de restaurants de riz.',
    vila: 'La Vila, c’est la vieille ville\u00a0: des ruelles étroites, le marché couvert et la place de l’église, à deux pas.',
    'platja-nord':
      'Platja Nord est la partie la plus animée de la plage, avec une longue promenade, des bars de plage et des sauveteurs tout l’été.',
    dunes:
      'Les Dunes est l’extrémité sud de la plage, la plus tranquille\u00a0: des passerelles en bois traversent les dunes et il y a toujours de la place pour poser sa serviette.',
    'sant-roc': 'Sant Roc est un quartier résidentiel à flanc de colline, qui domine les toits de la ville et la mer.',
    alqueria: 'L’Alqueria se trouve au milieu des orangers, en bordure de la ville, à dix minutes à vélo de la plage.',
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
    name(f) {
      const where = fr.inNeighbourhood[f.neighbourhood];
      const noun = capitalise(kind(f));
      switch (f.highlight) {
        case 'sea-view':
          return `${noun} avec vue sur la mer ${where}`;
        case 'pool':
          return `${noun} avec piscine ${where}`;
        case 'terrace':
          return `${noun} avec grande terrasse ${where}`;
        case 'beach':
          return `${noun} à ${far(f.beachMetres)} de la plage`;
        case 'quiet':
          return `${noun} au calme ${where}`;
        case 'bright':
          return `${noun} ${agree(f, 'lumineux', 'lumineuse')} ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Studio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'couchage' : 'couchages'}`);
      return parts.join(' · ');
    },
    main(f) {
      const [noun, article, demonstrative] = KIND[f.category];
      const lines = [
        pick(f.variant, [
          `${capitalise(article)} ${noun} ${agree(f, 'soigné', 'soignée')} de ${f.areaM2} m², avec ${BEDROOMS(f)} et ${BATHROOMS(f)}, pour ${f.sleeps} personnes au maximum.`,
          `${demonstrative} ${noun} de ${f.areaM2} m² compte ${BEDROOMS(f)} et ${BATHROOMS(f)}, et peut accueillir ${f.sleeps} personnes.`,
        ]),
      ];
      if (f.seaView) lines.push('On voit la mer depuis les fenêtres.');
      if (f.terrace)
        lines.push('La terrasse est idéale pour prendre le petit-déjeuner dehors ou un verre au coucher du soleil.');
      if (f.pool)
        lines.push(
          sharedPool(f) ? 'La résidence dispose d’une piscine commune.' : 'Le logement dispose d’une piscine privée.',
        );
      if (f.parking) lines.push('Une place de parking est incluse.');
      if (f.airCon) lines.push('Climatisation dans tout le logement.');
      if (f.rent) lines.push('Disponible pour des séjours de vacances, arrivée à partir de 17 h.');
      else if (f.long) lines.push('Location longue durée\u00a0: idéal pour vivre à Portalba toute l’année.');
      else if (f.sale) lines.push('À vendre, sans travaux à prévoir.');
      return lines.join(' ');
    },
    location(f) {
      return `${fr.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `La plage est à ${far(f.beachMetres)}, et boulangeries, commerces et restaurants sont accessibles à pied.`,
        `La plage est à ${far(f.beachMetres)}\u00a0; le supermarché et l’arrêt de bus sont juste au coin de la rue.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `Le séjour est lumineux, avec un canapé confortable, une table pour ${f.sleeps} et une télévision connectée.`,
          `La pièce à vivre, très lumineuse, dispose d’un grand canapé, d’une table pour ${f.sleeps} et d’un wifi rapide.`,
        ]) + (f.terrace ? ' Accès direct à la terrasse.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'Le coin nuit comprend un lit double, et le canapé se transforme en lit pour une personne de plus.';
      const rooms =
        f.bedrooms === 1
          ? 'La chambre dispose d’un lit double et d’un placard intégré.'
          : `Il y a ${f.bedrooms} chambres\u00a0: la chambre principale avec un lit double, les autres avec deux lits simples chacune.`;
      return rooms + (f.rent ? ' Linge de lit et serviettes fournis.' : ' Toutes les chambres ont un placard intégré.');
    },
    kitchen(f) {
      return pick(f.variant, [
        'La cuisine est entièrement équipée\u00a0: four, plaques, réfrigérateur-congélateur, micro-ondes, lave-vaisselle et cafetière.',
        'Ouverte sur le séjour, la cuisine a tout ce qu’il faut pour cuisiner, du lave-vaisselle à la poêle à paella.',
        'Une cuisine pratique avec plaque vitrocéramique, four, micro-ondes, lave-linge et de nombreux rangements.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'La salle de bains a une douche à l’italienne et un sèche-cheveux.'
        : `Il y a ${f.bathrooms} salles de bains, l’une avec baignoire, l’autre avec douche à l’italienne.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'une piscine extérieure' : '', f.restaurant ? 'son propre restaurant' : ''].filter(
        Boolean,
      );
      const withExtras = extras.length ? `, avec ${extras.join(' et ')}` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} est un hôtel ${stars(f.stars)} de ${f.units} chambres${withExtras}. Le petit-déjeuner est servi de 7 h 30 à 10 h 30 et la réception est ouverte 24 h/24.`;
      }
      if (f.hotelType === 'camping') {
        const offer = [`${f.units} emplacements`, 'des bungalows en bois', ...extras];
        return `${f.name} est un camping à l’ombre des pins\u00a0: ${offer.slice(0, -1).join(', ')} et ${offer.at(-1)}. Douches chaudes, laverie et petite épicerie sur place.`;
      }
      return `${f.name} propose ${f.units} appartements avec kitchenette et balcon${withExtras}. La réception est ouverte tous les jours et le ménage est fait deux fois par semaine.`;
    },
    location(f) {
      return `${fr.neighbourhood[f.neighbourhood]} La plage est à ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${fr.category.agency} · depuis ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'Elle est spécialisée dans l’achat et la vente de logements, de l’appartement dans la vieille ville à la villa avec piscine.',
        rent: 'Elle est spécialisée dans la location, saisonnière comme à l’année.',
        both: 'Elle s’occupe aussi bien des ventes que des locations saisonnières et à l’année.',
      }[f.focus];
      return `Fondée en ${f.founded}, ${f.name} est une entreprise familiale de ${f.staff} personnes qui connaissent chaque rue de Portalba. ${focus} Elle vous aide aussi pour les démarches, le notaire et les contrats d’eau et d’électricité.`;
    },
    location(f) {
      return `${fr.neighbourhood[f.neighbourhood]} L’agence se trouve ${fr.inNeighbourhood[f.neighbourhood]}, à ${far(f.beachMetres)} du front de mer.`;
    },
  },
  eat: {
    summary(f) {
      return `${fr.category[f.category]} · ${fr.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'En été, mieux vaut réserver le week-end.',
        'tapas-bar': 'Quelques tapas au comptoir ou un vrai repas à table, comme vous préférez.',
        'beach-bar': 'Les pieds dans le sable, on y mange de midi jusqu’au coucher du soleil.',
        cafe: 'Du premier café du matin à la glace de l’après-midi.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} a ouvert en ${f.founded} et, depuis, c’est l’une des adresses préférées des habitants comme des visiteurs.`,
        `Depuis ${f.founded}, ${f.name} fait partie des adresses où l’on mange bien à Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => fr.cuisine[c]);
      const more = others.length ? ` La carte propose aussi ${list(others.map(partitive))}.` : '';
      const produce = {
        sea: 'avec des produits de saison et le meilleur de la criée du matin',
        market: 'avec des produits frais du marché',
        garden: 'avec les fruits et légumes des potagers de Portalba',
        bakery: 'le tout fait maison chaque matin',
      }[produceOf(f)];
      return `La spécialité de la maison, ${isPlural(first!) ? 'ce sont' : 'c’est'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, et la terrasse ${f.terraceSeats} de plus` : '';
      const view = f.seaView ? ' Presque toutes les tables ont vue sur la mer.' : '';
      return `La salle compte ${f.seats} places${terrace}.${view}`;
    },
    chef(f) {
      const female = f.chefGender === 'f';
      return pick(f.variant, [
        `En cuisine, ${f.chef} s’est ${female ? 'formée' : 'formé'} à Valence et à Saint-Sébastien avant de revenir à Portalba.`,
        `${f.chef} tient les fourneaux et a appris les recettes de famille auprès de sa grand-mère, qui cuisinait pour la moitié du village.`,
        `${f.chef}, ${female ? 'la cheffe' : 'le chef'}, change une partie de la carte chaque semaine selon ${
          {
            sea: 'ce que rapportent les bateaux et les potagers',
            market: 'ce que propose le marché',
            garden: 'ce que donnent les potagers',
            bakery: 'les fruits de saison',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Une équipe de ${f.team} personnes s’occupe de la salle et de la cuisine, et vous indiquera volontiers les allergènes de chaque plat.`;
    },
    location(f) {
      return `${fr.neighbourhood[f.neighbourhood]} La plage est à ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${fr.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Du pain cuit chaque matin au feu de bois, mais aussi des cocas, des fartons et des viennoiseries.',
        fishmonger: 'Poissons et fruits de mer tout droit de la criée du port, vidés et levés en filets à la demande.',
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
      return `${fr.neighbourhood[f.neighbourhood]} La boutique est à ${far(f.beachMetres)} de la plage.`;
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
      return `Rendez-vous ${fr.inNeighbourhood[f.neighbourhood]}. ${fr.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} se trouve ${fr.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
