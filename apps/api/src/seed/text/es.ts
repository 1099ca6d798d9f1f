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
  withoutArticles,
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
  homeNouns,
  hotelMain,
  livingRoom,
  oneOf,
} from './compose.ts';

const far = (m: number) => distance(m, true);
const NUMBER = ['ningún', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];
const count = (n: number, one: string, many: string) => (n === 1 ? `un ${one}` : `${n} ${many}`);
/** A cuisine as one of a list with no articles. */
const bare = (phrase: string) => withoutArticles(phrase, '(?:el|la|los|las) ', 'y');
const list = (items: string[]) => series(items, 'y', ', así como');
/** "Las tapas", "el pescado y el marisco": what takes "son" rather than "es". */
const isPlural = (phrase: string) => /^(los|las) | y /.test(phrase);

/** Noun and gender of each kind of home: its category's name. */
const KIND = {
  apartment: ['apartamento', 'm'],
  studio: ['estudio', 'm'],
  house: ['casa', 'f'],
  villa: ['chalet', 'm'],
  penthouse: ['ático', 'm'],
} as const;
const { agree, kind } = homeNouns(KIND);
const article = (f: PropertyFacts) => agree(f, 'un', 'una');

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espacio diáfano' : count(f.bedrooms, 'dormitorio', 'dormitorios');
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'baño', 'baños');
const BEDS: Record<BedroomBeds, string> = {
  double: 'una cama de matrimonio',
  twin: 'dos camas individuales',
  bunk: 'una litera',
};
const ORDINAL = ['principal', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto'];
const SOFA = (children: number) => `un sofá cama para ${children === 1 ? 'un niño' : 'dos niños'}`;

export const es: PhraseBank = {
  inNeighbourhood: {
    grau: 'en El Grau',
    vila: 'en La Vila',
    'platja-nord': 'en Platja Nord',
    dunes: 'en Les Dunes',
    'sant-roc': 'en Sant Roc',
    alqueria: 'en L’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau es el barrio del puerto, en el extremo norte del pueblo: las barcas de pesca llegan cada tarde y el paseo está lleno de arrocerías.',
      'En El Grau, el barrio marinero del norte, las redes se remiendan junto al muelle y la lonja subasta el pescado cada tarde.',
    ],
    vila: [
      'La Vila es el casco antiguo, con calles estrechas, el mercado cubierto y la plaza de la iglesia a un paso.',
      'La Vila, el centro histórico, gira en torno a la Plaça Major y el ayuntamiento, entre calles estrechas y comercios de toda la vida.',
      'En La Vila, el casco antiguo, el mercado de los jueves llena la Plaça Major y las calles guardan la sombra en verano.',
    ],
    'platja-nord': [
      'Platja Nord es el tramo de playa con más ambiente, con un largo paseo marítimo, chiringuitos y socorristas todo el verano.',
      'Platja Nord, la playa principal, va del puerto al casco antiguo: paseo marítimo, bandera azul y socorristas en verano.',
      'En Platja Nord, entre El Grau y La Vila, el paseo marítimo se llena de paseantes al caer la tarde.',
    ],
    dunes: [
      'Les Dunes es el extremo sur de la playa, el más tranquilo: pasarelas de madera cruzan las dunas y siempre hay sitio para la toalla.',
      'Les Dunes, al sur de La Vila, tiene la playa más salvaje del pueblo, entre pinos y sin edificios sobre la arena.',
      'Al sur del pueblo, Les Dunes es la playa tranquila, con dunas protegidas, pinos y pasarelas de madera hasta el agua.',
    ],
    'sant-roc': [
      'Sant Roc es una zona residencial en la ladera que domina el pueblo, con vistas a los tejados y al mar.',
      'Sant Roc sube por la ladera hasta la ermita: calles tranquilas, casas con jardín y el mar al fondo.',
    ],
    alqueria: [
      'L’Alqueria está entre naranjos, a las afueras del pueblo, donde empiezan los caminos de la huerta.',
      'En L’Alqueria, al oeste del pueblo, las casas se reparten entre campos de naranjos y acequias.',
    ],
  },
  cuisine: {
    mediterranean: 'la cocina mediterránea',
    spanish: 'la cocina española de siempre',
    valencian: 'la cocina valenciana casera',
    catalan: 'la cocina catalana',
    basque: 'la cocina vasca',
    galician: 'la cocina gallega',
    andalusian: 'la cocina andaluza',
    tapas: 'las tapas',
    seafood: 'el pescado y el marisco',
    rice: 'los arroces y las paellas',
    grill: 'las carnes y los pescados a la brasa',
    market: 'la cocina de mercado',
    italian: 'la cocina italiana',
    pizza: 'la pizza al horno de leña',
    french: 'la cocina de bistró francés',
    portuguese: 'la cocina portuguesa',
    japanese: 'la cocina japonesa',
    chinese: 'la cocina china',
    thai: 'la cocina tailandesa',
    indian: 'la cocina india',
    mexican: 'la comida mexicana',
    argentinian: 'la parrilla argentina',
    peruvian: 'la cocina peruana',
    vegetarian: 'los platos vegetarianos',
    vegan: 'los platos veganos',
    'gluten-free': 'los platos sin gluten',
    fusion: 'la cocina de fusión',
    burgers: 'las hamburguesas',
    desserts: 'los pasteles, la bollería y los helados',
  },
  cuisineLabel: {
    mediterranean: 'Mediterránea',
    spanish: 'Española',
    valencian: 'Valenciana',
    catalan: 'Catalana',
    basque: 'Vasca',
    galician: 'Gallega',
    andalusian: 'Andaluza',
    tapas: 'Tapas',
    seafood: 'Pescado y marisco',
    rice: 'Arroces',
    grill: 'Brasa',
    market: 'De mercado',
    italian: 'Italiana',
    pizza: 'Pizza',
    french: 'Francesa',
    portuguese: 'Portuguesa',
    japanese: 'Japonesa',
    chinese: 'China',
    thai: 'Tailandesa',
    indian: 'India',
    mexican: 'Mexicana',
    argentinian: 'Argentina',
    peruvian: 'Peruana',
    vegetarian: 'Vegetariana',
    vegan: 'Vegana',
    'gluten-free': 'Sin gluten',
    fusion: 'Fusión',
    burgers: 'Hamburguesas',
    desserts: 'Postres',
  },
  category: {
    apartment: 'Apartamento',
    studio: 'Estudio',
    house: 'Casa',
    villa: 'Chalet',
    penthouse: 'Ático',
    hotel: 'Hotel',
    camping: 'Camping',
    apartments: 'Apartamentos turísticos',
    agency: 'Agencia inmobiliaria',
    restaurant: 'Restaurante',
    'tapas-bar': 'Bar de tapas',
    'beach-bar': 'Chiringuito',
    cafe: 'Cafetería',
    bakery: 'Panadería',
    fishmonger: 'Pescadería',
    greengrocer: 'Frutería',
    bookshop: 'Librería',
    'surf-shop': 'Tienda de surf',
    fashion: 'Tienda de ropa',
    crafts: 'Artesanía',
    'wine-shop': 'Vinoteca',
    supermarket: 'Supermercado',
    kayak: 'Kayak',
    diving: 'Buceo',
    sailing: 'Vela',
    surf: 'Surf',
    hiking: 'Senderismo',
    cycling: 'Ciclismo',
    'boat-trip': 'Paseo en barco',
    yoga: 'Yoga',
    'cooking-class': 'Clase de cocina',
    pharmacy: 'Farmacia',
    taxi: 'Taxi',
    'bike-rental': 'Alquiler de bicicletas',
    laundry: 'Lavandería',
    'health-centre': 'Centro de salud',
    'car-rental': 'Alquiler de coches',
    cleaning: 'Limpieza',
    handyman: 'Reparaciones y arreglos',
    hairdresser: 'Peluquería',
    vet: 'Veterinario',
  },
  property: {
    name: homeName((f, detail) => {
      const noun = capitalise(kind(f));
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${es.inNeighbourhood[f.neighbourhood]}`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? ` de ${f.areaM2} m²`
            : ` de ${count(f.bedrooms, 'dormitorio', 'dormitorios')}`
          : detail >= 4
            ? ` de ${f.areaM2} m²${f.bedrooms ? ` y ${count(f.bedrooms, 'dormitorio', 'dormitorios')}` : ''}`
            : '';
      return {
        'sea-view': `${noun}${size} con vistas al mar${where}`,
        pool: `${noun}${size} con piscina${where}`,
        terrace: `${noun}${size} con gran terraza${where}`,
        beach: `${noun}${size} a ${far(f.beachMetres)} de la playa${where}`,
        quiet: `${noun}${size} ${agree(f, 'tranquilo', 'tranquila')}${where}`,
        bright: `${noun}${size} ${agree(f, 'luminoso', 'luminosa')}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'plaza' : 'plazas'}`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const rooms = `${BEDROOMS(f)} y ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'vistas al mar' : '',
        f.terrace ? 'terraza' : '',
        f.pool ? (sharedPool(f) ? 'piscina comunitaria' : 'piscina privada') : '',
        f.parking ? 'plaza de aparcamiento' : '',
        f.airCon ? 'aire acondicionado' : '',
      ].filter(Boolean);
      const joined = series(extras, 'y', ' y');
      return {
        intro: [
          `${capitalise(article(f))} ${kind(f)} de ${f.areaM2} m² muy ${agree(f, 'cuidado', 'cuidada')}, con ${rooms}${f.sale ? '' : `, para un máximo de ${f.sleeps} personas`}.`,
          `${agree(f, 'Este', 'Esta')} ${kind(f)} tiene ${f.areaM2} m², ${rooms}${f.sale ? '' : `, con sitio para ${f.sleeps} personas`}.`,
          `${capitalise(es.inNeighbourhood[f.neighbourhood])}, ${article(f)} ${kind(f)} de ${f.areaM2} m² con ${rooms}.${f.sale ? '' : ` Caben ${f.sleeps} personas.`}`,
        ],
        features: extras.length ? [`Tiene ${joined}.`, `Cuenta con ${joined}.`, `A su favor: ${joined}.`] : [],
        forSale: [
          `En venta y ${agree(f, 'listo', 'lista')} para entrar a vivir.`,
          `Se vende ${agree(f, 'listo', 'lista')} para entrar a vivir, con las escrituras al día.`,
          `Está en venta: una ocasión para vivir ${es.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: 'Mientras no se vende, también se alquila para vacaciones.',
        forHolidays: [
          'Se alquila para vacaciones, con entrada a partir de las 17:00.',
          'Para vacaciones: la entrada es a partir de las 17:00 y la salida, antes de las 11:00.',
          `Una buena base para unas vacaciones ${es.inNeighbourhood[f.neighbourhood]}, con entrada desde las 17:00.`,
          'Se alquila por noches para estancias vacacionales; la llegada, desde las 17:00.',
        ],
        alsoByTheMonth: 'Fuera de temporada también se alquila por meses.',
        longTerm: [
          'Se alquila para larga estancia: ideal para vivir en Portalba todo el año.',
          `Se alquila por meses, para quien quiera vivir ${es.inNeighbourhood[f.neighbourhood]} todo el año.`,
          'Alquiler de larga duración, con contrato por un año o por temporadas.',
        ],
      };
    }),
    location: homeLocation(() => es, {
      distances: (f) => [
        `La playa está a ${far(f.beachMetres)} y la Plaça Major, a ${far(f.centreMetres)}.`,
        `Hasta la playa hay ${far(f.beachMetres)}; hasta la Plaça Major, en el centro, ${far(f.centreMetres)}.`,
        `Está a ${far(f.beachMetres)} de la playa y a ${far(f.centreMetres)} del ayuntamiento.`,
      ],
      byTheBeach: [
        'Se baja a la playa en bañador y chanclas.',
        'Por la mañana se oye el mar desde casa.',
        'La sombrilla no hace falta cargarla mucho rato: la arena está ahí mismo.',
      ],
      nearTheShops: 'Panaderías, tiendas y bares quedan a un paso.',
      farOut: [
        'Para el día a día viene bien tener coche o bicicleta.',
        'Para la compra de la semana, mejor en coche o en bici.',
        `El autobús urbano pasa cerca y lleva al centro en pocos minutos.`,
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'La zona de estar',
      livingRoom: 'El salón',
      forSale: (room, f) => [
        `${room} es amplio y luminoso, con sitio para una buena mesa de comedor.`,
        `${room} es exterior y recibe mucha luz natural, con suelos de gres claro.`,
        `${room}, de unos ${Math.round(f.areaM2 * 0.3)} m², tiene grandes ventanales.`,
      ],
      forRent: (room, f) => [
        `${room} es luminoso, con un sofá cómodo, mesa de comedor para ${f.sleeps} y televisión inteligente.`,
        `${room} recibe mucha luz natural y tiene un sofá amplio, mesa para ${f.sleeps} y wifi rápido.`,
        `En ${room.toLowerCase()} hay un sofá grande, una mesa para ${f.sleeps} personas y wifi.`,
      ],
      ontoTheTerrace: [
        ' Da directamente a la terraza.',
        ' Desde aquí se sale a la terraza.',
        'La terraza está justo al lado.',
      ],
      seaFromTheSofa: ' Desde el sofá se ve el mar.',
    }),
    bedrooms: homeBedrooms({
      studioForSale:
        'La zona de noche queda separada del resto por un armario bajo, con sitio para una cama de matrimonio.',
      oneForSale: [
        'El dormitorio es amplio, con armario empotrado.',
        'El dormitorio, exterior, tiene un armario empotrado grande.',
      ],
      moreForSale: (f) => [
        `Los ${f.bedrooms} dormitorios son exteriores, y el principal tiene un armario empotrado grande.`,
        `Tiene ${f.bedrooms} dormitorios: el principal, amplio y con vestidor, y ${f.bedrooms === 2 ? 'otro más pequeño' : `otros ${NUMBER[f.bedrooms - 1]} dobles`}.`,
        `De los ${f.bedrooms} dormitorios, el principal da al ${f.seaView ? 'mar' : 'sur'} y tiene armario empotrado.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `La zona de noche tiene ${BEDS.double}${sofa ? `, y en la zona de estar hay ${sofa}` : ''}.`,
        `Para dormir hay ${BEDS.double}${sofa ? ` y ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`El dormitorio tiene ${BEDS[main]}.`, `En el dormitorio hay ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `el ${ORDINAL[i + 1]}, ${BEDS[b]}`);
        return [
          `El dormitorio principal tiene ${BEDS[main]}; ${rest.slice(0, -1).join('; ')}${rest.length > 1 ? ', y ' : ''}${rest.at(-1)}.`,
          `Hay ${NUMBER[f.bedrooms]} dormitorios: el principal, con ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `el ${ORDINAL[i + 1]}, con ${BEDS[b]}`)],
            '; ',
            others.length > 1 ? '; y ' : ', y ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` En el salón hay además ${sofa}.`, ` El salón tiene ${sofa}.`],
      oneCloset: 'El armario es empotrado.',
      closets: ['Todos los dormitorios tienen armario empotrado.', 'Cada dormitorio tiene su armario.'],
      linen: [
        'Se facilitan sábanas y toallas.',
        'Las sábanas y las toallas están incluidas.',
        'La ropa de cama y las toallas van incluidas.',
        'Encontrarás las camas hechas y toallas para todos.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'La cocina está totalmente equipada: horno, placa, frigorífico con congelador, microondas, lavavajillas y cafetera.',
      'La cocina, abierta al salón, tiene todo lo necesario para cocinar, desde el lavavajillas hasta la paellera.',
      'Una cocina práctica con vitrocerámica, horno, microondas, lavadora y muchos armarios.',
      'La cocina es independiente, con placa de inducción, horno, lavavajillas y una mesa para desayunar.',
      'Cocina moderna con isla, placa de inducción, horno, lavavajillas y todo el menaje.',
      `En la cocina no falta de nada: frigorífico grande, horno, microondas y cafetera de cápsulas${f.terrace ? ', y la terraza queda al lado' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'El baño tiene ducha a ras de suelo y secador de pelo.',
        'El baño, reformado, tiene una ducha amplia con mampara.',
        'El baño es completo, con bañera y ducha de mano.',
      ],
      two: [
        'Hay dos baños, uno con bañera y otro con ducha a ras de suelo.',
        'Tiene dos baños completos: uno dentro del dormitorio principal y otro junto al pasillo.',
        'Los dos baños tienen ducha, y el del dormitorio principal, además, doble lavabo.',
      ],
      more: (f) => [
        `Hay ${NUMBER[f.bathrooms]} baños: uno con bañera y ${NUMBER[f.bathrooms - 1]} con ducha.`,
        `Tiene ${NUMBER[f.bathrooms]} baños completos, uno de ellos dentro del dormitorio principal.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `Hotel de ${f.stars} ${f.stars === 1 ? 'estrella' : 'estrellas'} · ${f.units} habitaciones`
          : f.hotelType === 'camping'
            ? `${es.category.camping} · ${f.units} parcelas y bungalós`
            : `${es.category.apartments} · ${f.units} apartamentos`;
      return `${kindText} · a ${far(f.beachMetres)} de la playa`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurante propio' : ''].filter(Boolean);
      const withExtras = extras.length ? `, con ${extras.join(' y ')}` : '';
      const offer = [`${f.units} parcelas`, 'bungalós de madera', ...extras];
      const joined = `${offer.slice(0, -1).join(', ')} y ${offer.at(-1)}`;
      return {
        hotel: {
          about: `${f.name} es un hotel de ${f.stars} ${f.stars === 1 ? 'estrella' : 'estrellas'} con ${f.units} habitaciones${withExtras}.`,
          more: [
            'El desayuno se sirve de 7:30 a 10:30 y la recepción está abierta las 24 horas.',
            'La recepción no cierra nunca, y el desayuno es de 7:30 a 10:30.',
            'Todas las habitaciones tienen aire acondicionado y wifi, y la recepción atiende día y noche.',
            `Muchas habitaciones tienen balcón, y la playa queda a ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} es un camping a la sombra de los pinos, con ${joined}.`,
          more: [
            'Tiene duchas de agua caliente, lavandería y una pequeña tienda.',
            'Hay duchas de agua caliente, lavadoras y un pequeño supermercado.',
          ],
        },
        apartments: {
          about: `${f.name} ofrece ${f.units} apartamentos con cocina americana y balcón${withExtras}.`,
          more: [
            'La recepción abre todos los días y los apartamentos se limpian dos veces por semana.',
            'Hay recepción todos los días, y la limpieza y el cambio de toallas son dos veces por semana.',
            'Se limpian dos veces por semana, y en recepción te ayudan con excursiones y reservas.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(es, f)} La playa está a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${es.category.agency} · desde ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Fundada en ${f.founded}, ${f.name} es una empresa familiar que conoce cada calle de Portalba.`,
      focus: {
        sale: [
          'Están especializados en compraventa de viviendas, desde pisos en el casco antiguo hasta chalets con piscina.',
          'Lo suyo es la compraventa: pisos, casas de pueblo y chalets, con tasación gratuita.',
          'Venden sobre todo casas y pisos de segunda mano, y conocen el precio de cada calle.',
        ],
        rent: [
          'Están especializados en alquileres, tanto vacacionales como de larga duración.',
          'Se dedican sobre todo al alquiler, por semanas en verano y por meses el resto del año.',
          'Gestionan alquileres para propietarios que viven fuera, de la limpieza a las llaves.',
        ],
        both: [
          'Se ocupan tanto de la compraventa como del alquiler vacacional y de larga duración.',
          'Compran, venden y alquilan: de la semana de vacaciones a la casa para toda la vida.',
          'Tienen pisos en venta y en alquiler, por semanas o por años.',
        ],
      },
      help: [
        `Su equipo de ${f.staff} personas también ayuda con los trámites, la notaría y los contratos de luz y agua.`,
        `Son ${f.staff} en la oficina, y te acompañan en la firma ante notario y con el papeleo de los suministros.`,
        `Si compras desde fuera, sus ${f.staff} agentes se ocupan de los trámites, del NIE a los contratos de luz y agua.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${es.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(es, f)} La oficina está${where} a ${far(f.beachMetres)} del paseo marítimo.`;
    },
  },
  eat: {
    summary(f) {
      return `${es.category[f.category]} · ${es.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} abrió en ${f.founded} y desde entonces es uno de los favoritos de vecinos y visitantes.`,
        `Desde ${f.founded}, ${f.name} es uno de los sitios donde se come bien en Portalba.`,
        `${f.name} lleva abierto desde ${f.founded}, y se nota en el trato.`,
      ],
      tail: {
        restaurant: [
          'En verano, conviene reservar los fines de semana.',
          'Los fines de semana de verano se llena: mejor reservar.',
          'Para cenar en agosto, reserva con un par de días de antelación.',
          'A mediodía suele haber mesa; por la noche, mejor llamar antes.',
        ],
        'tapas-bar': [
          'Puedes tomar unas tapas en la barra o sentarte a comer con calma.',
          'Se puede picar algo en la barra o sentarse a la mesa sin prisa.',
        ],
        'beach-bar': [
          'Está en la misma arena y sirve comidas desde mediodía hasta la puesta de sol.',
          'Con los pies en la arena, sirve comidas desde mediodía hasta que se pone el sol.',
        ],
        cafe: [
          'Desde el primer café de la mañana hasta el helado de la tarde.',
          'Abre temprano para los desayunos y sigue hasta la merienda.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => es.cuisine[c]);
      const more = others.length ? ` La carta también incluye ${list(others.map(bare))}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'con producto de temporada y lo mejor de la lonja, a pocos pasos',
                'con el pescado que se subasta cada tarde en la lonja del puerto',
              ]
            : ['con pescado de la costa y verdura de la huerta', 'con producto de temporada, pescado del día incluido'],
          market: ['con producto fresco del mercado', 'con lo que trae el mercado de los jueves'],
          garden: ['con verdura y fruta de la huerta de Portalba', 'con verduras de los huertos de L’Alqueria'],
          bakery: ['todo hecho en casa cada mañana', 'con masas y cremas hechas en casa'],
        }[produceOf(f)],
        3,
      );
      return `La especialidad de la casa ${isPlural(first!) ? 'son' : 'es'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` y la terraza otras ${f.terraceSeats}` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Casi todas las mesas miran al mar.', 'Desde casi todas las mesas se ve el mar.', 'El mar se ve desde la mayoría de las mesas.'], 13)}`
        : '';
      return `El local tiene ${f.seats} plazas${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'la chef' : 'el chef';
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valencia', 'San Sebastián'],
          ['Barcelona', 'Lyon'],
          ['Madrid', 'Londres'],
          ['Dénia', 'Girona'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `En la cocina está ${f.chef}, que se formó en ${school} y en ${abroad} antes de volver a Portalba.`,
          `${f.chef} lleva la cocina y aprendió las recetas de la familia junto a los fogones de su abuela, que cocinaba para medio pueblo.`,
          `${f.chef}, ${the}, cambia parte de la carta cada semana según ${
            {
              sea: 'lo que traen las barcas y la huerta',
              market: 'lo que encuentra en el mercado',
              garden: 'lo que da la huerta',
              bakery: 'la fruta de temporada',
            }[produceOf(f)]
          }.`,
          `${f.chef} está al frente de los fogones desde ${Math.max(f.founded, 2000 + (f.variant % 23))} y mantiene los platos de siempre junto a alguno nuevo.`,
          `${capitalise(the)}, ${f.chef}, prefiere pocos ingredientes y bien tratados, sin adornos.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Un equipo de ${f.team} personas se ocupa de la sala y la cocina, y te dirá con gusto qué alérgenos lleva cada plato.`,
      `Son ${f.team} en el equipo. Si tienes alguna alergia o intolerancia, dilo al pedir: te dirán qué platos puedes tomar.`,
      `La carta señala los alérgenos de cada plato, y el equipo, de ${f.team} personas, adapta lo que puede.`,
      `En sala y cocina trabajan ${f.team} personas; pregúntales por los alérgenos, los tienen apuntados plato a plato.`,
      `Entre la sala y la cocina son ${f.team}, y en la carta verás los alérgenos de cada plato.`,
      `Las ${f.team} personas del equipo conocen cada receta: si algo no te sienta bien, te proponen otro plato.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(es, f)} La playa está a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${es.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pan cocido cada mañana en horno de leña, además de cocas, fartons y bollería.',
        fishmonger: nearTheSea(f)
          ? 'Pescado y marisco directos de la lonja del puerto, limpios y fileteados al momento.'
          : 'Pescado y marisco que llegan cada tarde del puerto, limpios y fileteados al momento.',
        greengrocer: 'Fruta y verdura de la huerta de Portalba, incluidas sus famosas naranjas.',
        bookshop:
          'Libros nuevos y de segunda mano, mapas y guías de la zona, y una estantería de novelas en varios idiomas.',
        'surf-shop': 'Tablas, neoprenos y accesorios, con reparaciones y buenos consejos sobre dónde hay olas hoy.',
        fashion: 'Ropa de lino, bañadores y alpargatas, en buena parte de pequeños talleres españoles.',
        crafts: 'Cerámica, cestería y joyas hechas a mano por artesanos de la comarca.',
        'wine-shop': 'Vinos valencianos y del resto de España, aceites de oliva y catas los viernes por la tarde.',
        supermarket: 'Todo para la semana, con carnicería, charcutería y pan del día.',
      }[f.category];
      return `${what} ${f.name} abrió sus puertas en ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(es, f)} La tienda está a ${far(f.beachMetres)} de la playa y a ${far(f.centreMetres)} de la Plaça Major.`;
    },
  },
  activity: {
    summary(f) {
      return `${es.category[f.category]} · ${f.hours} h · a partir de ${f.minAge} años`;
    },
    main(f) {
      const what = {
        kayak: 'Rema junto a la costa hasta calas y cuevas a las que solo se llega por mar.',
        diving: 'Bautismos y cursos para todos los niveles sobre praderas de posidonia y fondos rocosos.',
        sailing:
          'Aprende a navegar en vela ligera o en catamarán con monitores titulados, o disfruta de un paseo por la costa.',
        surf: 'Clases de surf y de pádel surf para principiantes, y alquiler para quien ya sabe.',
        hiking: 'Rutas guiadas por la marjal, entre naranjos y hasta el mirador del castillo.',
        cycling: 'Rutas en bici por caminos tranquilos y vías verdes, con parada para almorzar en el bar de un pueblo.',
        'boat-trip': 'Paseos en barco por la costa, con parada para bañarse en una cala y algo de beber a bordo.',
        yoga: 'Yoga en la playa al amanecer y al atardecer, para todos los niveles.',
        'cooking-class': 'Aprende a hacer una buena paella y otros platos de aquí, y después siéntate a comerlos.',
      }[f.category];
      return `${what} Las sesiones duran unas ${f.hours} horas, en grupos de hasta ${f.groupSize} personas, con todo el material incluido. Edad mínima: ${f.minAge} años.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `Quedamos en nuestro local, a ${far(f.beachMetres)} de la playa.`
        : `Quedamos ${es.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(es, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${es.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Recetas, protección solar y botiquín, con atención en varios idiomas. Siempre hay una farmacia de guardia en el pueblo.',
        taxi: 'Taxis por el pueblo y hasta el aeropuerto de Valencia, la estación de tren y los pueblos de alrededor, de día y de noche.',
        'bike-rental': 'Bicis de paseo, eléctricas, infantiles y sillitas para niños, por horas, días o semanas.',
        laundry: 'Lavadoras y secadoras de autoservicio, y servicio de lavado y planchado para recoger el mismo día.',
        'health-centre': 'Medicina general y enfermería, con atención sin cita para visitantes.',
        'car-rental': 'Coches pequeños, furgonetas y descapotables, con entrega en tu casa o en tu hotel.',
        cleaning: 'Limpieza de viviendas turísticas entre huéspedes, y de casas y oficinas todo el año.',
        handyman: 'Fontanería, electricidad, cerrajería y pequeñas reparaciones, normalmente en el mismo día.',
        hairdresser: 'Corte, color y peinado para mujeres, hombres y niños, con cita o sin ella.',
        vet: 'Vacunas, revisiones y urgencias para perros, gatos y otras mascotas.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `Está a ${far(f.centreMetres)} de la Plaça Major.`
        : `${f.name} está ${es.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
