import {
  capitalise,
  distance,
  NEIGHBOURHOOD_NAMES as NAME,
  pick,
  produceOf,
  series,
  withoutArticles,
  type PhraseBank,
  type PropertyFacts,
} from './facts.ts';

const far = (m: number) => distance(m, true);
const count = (n: number, one: string, many: string) => (n === 1 ? `un ${one}` : `${n} ${many}`);
/** A cuisine as one of a list with no articles. */
const bare = (phrase: string) => withoutArticles(phrase, '(?:o|a|os|as) ', 'e');
const list = (items: string[]) => series(items, 'e', ', así como');
/** "As tapas", "o peixe e o marisco": what takes "son" rather than "é". */
const isPlural = (phrase: string) => /^(os|as) | e /.test(phrase);

/** Noun and gender of each kind of home: its category's name ("vila" would be the town). */
const KIND = {
  apartment: ['apartamento', 'm'],
  studio: ['estudio', 'm'],
  house: ['casa', 'f'],
  villa: ['chalé', 'm'],
  penthouse: ['ático', 'm'],
} as const;
const agree = (f: PropertyFacts, m: string, fem: string) => (KIND[f.category][1] === 'f' ? fem : m);
const kind = (f: PropertyFacts) => KIND[f.category][0];
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espazo diáfano' : count(f.bedrooms, 'dormitorio', 'dormitorios');
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'baño', 'baños');

export const gl: PhraseBank = {
  inNeighbourhood: {
    grau: 'en El Grau',
    vila: 'en La Vila',
    'platja-nord': 'en Platja Nord',
    dunes: 'en Les Dunes',
    'sant-roc': 'en Sant Roc',
    alqueria: 'en L’Alqueria',
  },
  neighbourhood: {
    grau: 'El Grau é o barrio do porto: as lanchas de pesca chegan cada tarde e o paseo está cheo de restaurantes de arroz.',
    vila: 'La Vila é o casco vello, con rúas estreitas, o mercado cuberto e a praza da igrexa a un paso.',
    'platja-nord':
      'Platja Nord é o treito de praia con máis ambiente, cun longo paseo marítimo, chiringuitos e socorristas todo o verán.',
    dunes:
      'Les Dunes é o extremo sur da praia, o máis tranquilo: pasarelas de madeira cruzan as dunas e sempre hai sitio para a toalla.',
    'sant-roc': 'Sant Roc é unha zona residencial na ladeira que domina a vila, con vistas aos tellados e ao mar.',
    alqueria: 'L’Alqueria está entre laranxeiras, nos arredores da vila e a dez minutos en bici da praia.',
  },
  cuisine: {
    mediterranean: 'a cociña mediterránea',
    spanish: 'a cociña española de sempre',
    valencian: 'a cociña valenciana caseira',
    catalan: 'a cociña catalá',
    basque: 'a cociña vasca',
    galician: 'a cociña galega',
    andalusian: 'a cociña andaluza',
    tapas: 'as tapas',
    seafood: 'o peixe e o marisco',
    rice: 'os arroces e as paellas',
    grill: 'as carnes e os peixes á brasa',
    market: 'a cociña de mercado',
    italian: 'a cociña italiana',
    pizza: 'a pizza en forno de leña',
    french: 'a cociña de bistró francés',
    portuguese: 'a cociña portuguesa',
    japanese: 'a cociña xaponesa',
    chinese: 'a cociña chinesa',
    thai: 'a cociña tailandesa',
    indian: 'a cociña india',
    mexican: 'a comida mexicana',
    argentinian: 'a grella arxentina',
    peruvian: 'a cociña peruana',
    vegetarian: 'os pratos vexetarianos',
    vegan: 'os pratos veganos',
    'gluten-free': 'os pratos sen glute',
    fusion: 'a cociña de fusión',
    burgers: 'as hamburguesas',
    desserts: 'os bolos, a repostaría e os xeados',
  },
  cuisineLabel: {
    mediterranean: 'Mediterránea',
    spanish: 'Española',
    valencian: 'Valenciana',
    catalan: 'Catalá',
    basque: 'Vasca',
    galician: 'Galega',
    andalusian: 'Andaluza',
    tapas: 'Tapas',
    seafood: 'Peixe e marisco',
    rice: 'Arroces',
    grill: 'Grella',
    market: 'De mercado',
    italian: 'Italiana',
    pizza: 'Pizza',
    french: 'Francesa',
    portuguese: 'Portuguesa',
    japanese: 'Xaponesa',
    chinese: 'Chinesa',
    thai: 'Tailandesa',
    indian: 'India',
    mexican: 'Mexicana',
    argentinian: 'Arxentina',
    peruvian: 'Peruana',
    vegetarian: 'Vexetariana',
    vegan: 'Vegana',
    'gluten-free': 'Sen glute',
    fusion: 'Fusión',
    burgers: 'Hamburguesas',
    desserts: 'Sobremesas',
  },
  category: {
    apartment: 'Apartamento',
    studio: 'Estudio',
    house: 'Casa',
    villa: 'Chalé',
    penthouse: 'Ático',
    hotel: 'Hotel',
    camping: 'Cámping',
    apartments: 'Apartamentos turísticos',
    agency: 'Axencia inmobiliaria',
    restaurant: 'Restaurante',
    'tapas-bar': 'Bar de tapas',
    'beach-bar': 'Chiringuito',
    cafe: 'Cafetaría',
    bakery: 'Panadaría',
    fishmonger: 'Peixaría',
    greengrocer: 'Froitaría',
    bookshop: 'Libraría',
    'surf-shop': 'Tenda de surf',
    fashion: 'Tenda de roupa',
    crafts: 'Artesanía',
    'wine-shop': 'Viñoteca',
    supermarket: 'Supermercado',
    kayak: 'Kaiak',
    diving: 'Mergullo',
    sailing: 'Vela',
    surf: 'Surf',
    hiking: 'Sendeirismo',
    cycling: 'Ciclismo',
    'boat-trip': 'Paseo en barco',
    yoga: 'Ioga',
    'cooking-class': 'Clase de cociña',
    pharmacy: 'Farmacia',
    taxi: 'Taxi',
    'bike-rental': 'Aluguer de bicicletas',
    laundry: 'Lavandaría',
    'health-centre': 'Centro de saúde',
    'car-rental': 'Aluguer de coches',
    cleaning: 'Limpeza',
    handyman: 'Reparacións e arranxos',
    hairdresser: 'Perrucaría',
    vet: 'Veterinario',
  },
  property: {
    name(f) {
      const where = gl.inNeighbourhood[f.neighbourhood];
      const noun = capitalise(kind(f));
      switch (f.highlight) {
        case 'sea-view':
          return `${noun} con vistas ao mar ${where}`;
        case 'pool':
          return `${noun} con piscina ${where}`;
        case 'terrace':
          return `${noun} cunha gran terraza ${where}`;
        case 'beach':
          return `${noun} a ${far(f.beachMetres)} da praia`;
        case 'quiet':
          return `${noun} ${agree(f, 'tranquilo', 'tranquila')} ${where}`;
        case 'bright':
          return `${noun} ${agree(f, 'luminoso', 'luminosa')} ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'praza' : 'prazas'}`);
      return parts.join(' · ');
    },
    main(f) {
      const lines = [
        pick(f.variant, [
          `${agree(f, 'Un', 'Unha')} ${kind(f)} de ${f.areaM2} m² moi ${agree(f, 'coidado', 'coidada')}, con ${BEDROOMS(f)} e ${BATHROOMS(f)}, para un máximo de ${f.sleeps} persoas.`,
          `${agree(f, 'Este', 'Esta')} ${kind(f)} ten ${f.areaM2} m², ${BEDROOMS(f)} e ${BATHROOMS(f)}, con sitio para ${f.sleeps} persoas.`,
        ]),
      ];
      if (f.seaView) lines.push('Desde as fiestras vese o mar.');
      if (f.terrace) lines.push('A terraza é ideal para almorzar ao aire libre ou tomar algo ao solpor.');
      if (f.pool) lines.push(sharedPool(f) ? 'O edificio ten piscina comunitaria.' : 'Ten piscina privada.');
      if (f.parking) lines.push('Inclúe praza de aparcamento.');
      if (f.airCon) lines.push('Aire acondicionado en toda a vivenda.');
      if (f.rent) lines.push('Dispoñible para estadías de vacacións, con entrada a partir das 17:00.');
      else if (f.long) lines.push('Alúgase para longa estadía: ideal para vivir en Portalba todo o ano.');
      else if (f.sale) lines.push(`En venda e ${agree(f, 'listo', 'lista')} para entrar a vivir.`);
      return lines.join(' ');
    },
    location(f) {
      return `${gl.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `A praia está a ${far(f.beachMetres)}, e hai panadarías, tendas e restaurantes aos que se chega a pé.`,
        `Ata a praia hai ${far(f.beachMetres)}; o supermercado e a parada do autobús están á volta da esquina.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `O salón é luminoso, cun sofá cómodo, mesa de comedor para ${f.sleeps} e televisión intelixente.`,
          `O salón-comedor recibe moita luz natural e ten un sofá amplo, mesa para ${f.sleeps} e wifi rápida.`,
        ]) + (f.terrace ? ' Dá directamente á terraza.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'A zona de noite ten unha cama de matrimonio, e o sofá convértese en cama para unha persoa máis.';
      const rooms =
        f.bedrooms === 1
          ? 'O dormitorio ten cama de matrimonio e armario empotrado.'
          : `Ten ${f.bedrooms} dormitorios: o principal con cama de matrimonio e os demais con dúas camas individuais cada un.`;
      return rooms + (f.rent ? ' Fornécense sabas e toallas.' : ' Todos os dormitorios teñen armario empotrado.');
    },
    kitchen(f) {
      return pick(f.variant, [
        'A cociña está totalmente equipada: forno, placa, frigorífico con conxelador, microondas, lavalouzas e cafeteira.',
        'A cociña, aberta ao salón, ten todo o necesario para cociñar, desde o lavalouzas ata a paelleira.',
        'Unha cociña práctica con vitrocerámica, forno, microondas, lavadora e moitos armarios.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'O baño ten ducha a nivel do chan e secador de pelo.'
        : `Hai ${f.bathrooms} baños, un con bañeira e outro con ducha a nivel do chan.`;
    },
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `Hotel de ${f.stars} ${f.stars === 1 ? 'estrela' : 'estrelas'} · ${f.units} habitacións`
          : f.hotelType === 'camping'
            ? `${gl.category.camping} · ${f.units} parcelas e bungalows`
            : `${gl.category.apartments} · ${f.units} apartamentos`;
      return `${kindText} · a ${far(f.beachMetres)} da praia`;
    },
    main(f) {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurante propio' : ''].filter(Boolean);
      const withExtras = extras.length ? `, con ${extras.join(' e ')}` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} é un hotel de ${f.stars} ${f.stars === 1 ? 'estrela' : 'estrelas'} con ${f.units} habitacións${withExtras}. O almorzo sérvese de 7:30 a 10:30 e a recepción está aberta as 24 horas.`;
      }
      if (f.hotelType === 'camping') {
        const offer = [`${f.units} parcelas`, 'bungalows de madeira', ...extras];
        const joined = `${offer.slice(0, -1).join(', ')} e ${offer.at(-1)}`;
        return `${f.name} é un cámping á sombra dos piñeiros, con ${joined}. Ten duchas de auga quente, lavandaría e unha pequena tenda.`;
      }
      return `${f.name} ofrece ${f.units} apartamentos con cociña americana e balcón${withExtras}. A recepción abre todos os días e os apartamentos límpanse dúas veces por semana.`;
    },
    location(f) {
      return `${gl.neighbourhood[f.neighbourhood]} A praia está a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${gl.category.agency} · desde ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'Están especializados na compravenda de vivendas, desde pisos no casco vello ata chalés con piscina.',
        rent: 'Están especializados en alugueres, tanto vacacionais como de longa duración.',
        both: 'Encárganse tanto da compravenda como do aluguer vacacional e de longa duración.',
      }[f.focus];
      return `Fundada en ${f.founded}, ${f.name} é unha empresa familiar de ${f.staff} persoas que coñecen cada rúa de Portalba. ${focus} Tamén axudan cos trámites, a notaría e os contratos de luz e auga.`;
    },
    location(f) {
      return `${gl.neighbourhood[f.neighbourhood]} A oficina está ${gl.inNeighbourhood[f.neighbourhood]}, a ${far(f.beachMetres)} do paseo marítimo.`;
    },
  },
  eat: {
    summary(f) {
      return `${gl.category[f.category]} · ${gl.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'No verán, convén reservar as fins de semana.',
        'tapas-bar': 'Podes tomar unhas tapas na barra ou sentar a comer con calma.',
        'beach-bar': 'Está na mesma area e serve comidas desde o mediodía ata o solpor.',
        cafe: 'Desde o primeiro café da mañá ata o xeado da tarde.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} abriu en ${f.founded} e desde entón é un dos favoritos de veciños e visitantes.`,
        `Desde ${f.founded}, ${f.name} é un dos sitios onde se come ben en Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => gl.cuisine[c]);
      const more = others.length ? ` A carta tamén inclúe ${list(others.map(bare))}.` : '';
      const produce = {
        sea: 'con produto de tempada e o mellor da lonxa de cada mañá',
        market: 'con produto fresco do mercado',
        garden: 'con verdura e froita da horta de Portalba',
        bakery: 'todo feito na casa cada mañá',
      }[produceOf(f)];
      return `A especialidade da casa ${isPlural(first!) ? 'son' : 'é'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` e a terraza outras ${f.terraceSeats}` : '';
      const view = f.seaView ? ' Case todas as mesas miran ao mar.' : '';
      return `O local ten ${f.seats} prazas${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'a xefa de cociña' : 'o xefe de cociña';
      return pick(f.variant, [
        `Na cociña está ${f.chef}, que se formou en Valencia e en San Sebastián antes de volver a Portalba.`,
        `${f.chef} leva a cociña e aprendeu as receitas da familia ao pé do lume da avoa, que cociñaba para media vila.`,
        `${f.chef}, ${the}, cambia parte da carta cada semana segundo ${
          {
            sea: 'o que traen as barcas e a horta',
            market: 'o que atopa no mercado',
            garden: 'o que dá a horta',
            bakery: 'a froita de tempada',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Un equipo de ${f.team} persoas encárgase da sala e da cociña, e dirache con gusto que alérxenos leva cada prato.`;
    },
    location(f) {
      return `${gl.neighbourhood[f.neighbourhood]} A praia está a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${gl.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pan cocido cada mañá en forno de leña, e tamén cocas, fartons e repostaría.',
        fishmonger: 'Peixe e marisco directos da lonxa do porto, limpos e fileteados no momento.',
        greengrocer: 'Froita e verdura da horta de Portalba, incluídas as súas famosas laranxas.',
        bookshop: 'Libros novos e de segunda man, mapas e guías da zona, e un andel de novelas en varias linguas.',
        'surf-shop': 'Táboas, neoprenos e accesorios, con reparacións e bos consellos sobre onde hai ondas hoxe.',
        fashion: 'Roupa de liño, bañadores e alpargatas, en boa parte de pequenos obradoiros españois.',
        crafts: 'Cerámica, cestaría e xoias feitas a man por artesáns da comarca.',
        'wine-shop': 'Viños valencianos e do resto de España, aceites de oliva e catas os venres pola tarde.',
        supermarket: 'Todo para a semana, con carnizaría, charcutaría e pan do día.',
      }[f.category];
      return `${what} ${f.name} abriu as súas portas en ${f.founded}.`;
    },
    location(f) {
      return `${gl.neighbourhood[f.neighbourhood]} A tenda está a ${far(f.beachMetres)} da praia.`;
    },
  },
  activity: {
    summary(f) {
      return `${gl.category[f.category]} · ${f.hours} h · a partir de ${f.minAge} anos`;
    },
    main(f) {
      const what = {
        kayak: 'Rema á beira da costa ata calas e covas ás que só se chega por mar.',
        diving: 'Bautismos e cursos para todos os niveis sobre pradarías de posidonia e fondos rochosos.',
        sailing:
          'Aprende a navegar en vela lixeira ou en catamarán con monitores titulados, ou goza dun paseo pola costa.',
        surf: 'Clases de surf e de pádel surf para principiantes, e aluguer para quen xa sabe.',
        hiking: 'Rutas guiadas pola marxal, entre laranxeiras e ata o miradoiro do castelo.',
        cycling: 'Rutas en bici por camiños tranquilos e vías verdes, con parada para tomar algo no bar dunha aldea.',
        'boat-trip': 'Paseos en barco pola costa, con parada para bañarse nunha cala e algo para beber a bordo.',
        yoga: 'Ioga na praia ao amencer e ao solpor, para todos os niveis.',
        'cooking-class': 'Aprende a facer unha boa paella e outros pratos de aquí, e despois senta a comelos.',
      }[f.category];
      return `${what} As sesións duran unhas ${f.hours} horas, en grupos de ata ${f.groupSize} persoas, con todo o material incluído. Idade mínima: ${f.minAge} anos.`;
    },
    location(f) {
      return `Quedamos ${gl.inNeighbourhood[f.neighbourhood]}. ${gl.neighbourhood[f.neighbourhood]}`;
    },
  },
  service: {
    summary(f) {
      return `${gl.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Receitas, protección solar e botiquín, con atención en varias linguas. Sempre hai unha farmacia de garda na vila.',
        taxi: 'Taxis pola vila e ata o aeroporto de Valencia, a estación de tren e as vilas arredor, de día e de noite.',
        'bike-rental': 'Bicis de paseo, eléctricas, infantís e cadeiriñas para nenos, por horas, días ou semanas.',
        laundry:
          'Lavadoras e secadoras de autoservizo, e servizo de lavado e pasado do ferro para recoller no mesmo día.',
        'health-centre': 'Medicina xeral e enfermaría, con atención sen cita para visitantes.',
        'car-rental': 'Coches pequenos, furgonetas e descapotables, con entrega na túa casa ou no teu hotel.',
        cleaning: 'Limpeza de vivendas turísticas entre hóspedes, e de casas e oficinas todo o ano.',
        handyman: 'Fontanaría, electricidade, cerraxaría e pequenas reparacións, normalmente no mesmo día.',
        hairdresser: 'Corte, cor e peiteado para mulleres, homes e nenos, con cita ou sen ela.',
        vet: 'Vacinas, revisións e urxencias para cans, gatos e outras mascotas.',
      }[f.category];
      return `${what} ${f.name} está ${gl.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
