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
const agree = (f: PropertyFacts, m: string, fem: string) => (KIND[f.category][1] === 'f' ? fem : m);
const kind = (f: PropertyFacts) => KIND[f.category][0];
const article = (f: PropertyFacts) => agree(f, 'un', 'una');
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espacio diáfano' : count(f.bedrooms, 'dormitorio', 'dormitorios');
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'baño', 'baños');

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
    grau: 'El Grau es el barrio del puerto: las barcas de pesca llegan cada tarde y el paseo está lleno de arrocerías.',
    vila: 'La Vila es el casco antiguo, con calles estrechas, el mercado cubierto y la plaza de la iglesia a un paso.',
    'platja-nord':
      'Platja Nord es el tramo de playa con más ambiente, con un largo paseo marítimo, chiringuitos y socorristas todo el verano.',
    dunes:
      'Les Dunes es el extremo sur de la playa, el más tranquilo: pasarelas de madera cruzan las dunas y siempre hay sitio para la toalla.',
    'sant-roc':
      'Sant Roc es una zona residencial en la ladera que domina el pueblo, con vistas a los tejados y al mar.',
    alqueria: 'L’Alqueria está entre naranjos, a las afueras del pueblo y a diez minutos en bici de la playa.',
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
    name(f) {
      const where = es.inNeighbourhood[f.neighbourhood];
      const noun = capitalise(kind(f));
      switch (f.highlight) {
        case 'sea-view':
          return `${noun} con vistas al mar ${where}`;
        case 'pool':
          return `${noun} con piscina ${where}`;
        case 'terrace':
          return `${noun} con gran terraza ${where}`;
        case 'beach':
          return `${noun} a ${far(f.beachMetres)} de la playa`;
        case 'quiet':
          return `${noun} ${agree(f, 'tranquilo', 'tranquila')} ${where}`;
        case 'bright':
          return `${noun} ${agree(f, 'luminoso', 'luminosa')} ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'plaza' : 'plazas'}`);
      return parts.join(' · ');
    },
    main(f) {
      const lines = [
        pick(f.variant, [
          `${capitalise(article(f))} ${kind(f)} de ${f.areaM2} m² muy ${agree(f, 'cuidado', 'cuidada')}, con ${BEDROOMS(f)} y ${BATHROOMS(f)}, para un máximo de ${f.sleeps} personas.`,
          `${agree(f, 'Este', 'Esta')} ${kind(f)} tiene ${f.areaM2} m², ${BEDROOMS(f)} y ${BATHROOMS(f)}, con sitio para ${f.sleeps} personas.`,
        ]),
      ];
      if (f.seaView) lines.push('Desde las ventanas se ve el mar.');
      if (f.terrace) lines.push('La terraza es ideal para desayunar al aire libre o tomar algo al atardecer.');
      if (f.pool) lines.push(sharedPool(f) ? 'El edificio tiene piscina comunitaria.' : 'Tiene piscina privada.');
      if (f.parking) lines.push('Incluye plaza de aparcamiento.');
      if (f.airCon) lines.push('Aire acondicionado en toda la vivienda.');
      if (f.rent) lines.push('Disponible para estancias vacacionales, con entrada a partir de las 17:00.');
      else if (f.long) lines.push('Se alquila para larga estancia: ideal para vivir en Portalba todo el año.');
      else if (f.sale) lines.push(`En venta y ${agree(f, 'listo', 'lista')} para entrar a vivir.`);
      return lines.join(' ');
    },
    location(f) {
      return `${es.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `La playa está a ${far(f.beachMetres)}, y hay panaderías, tiendas y restaurantes a los que se llega andando.`,
        `Hasta la playa hay ${far(f.beachMetres)}; el supermercado y la parada del autobús están a la vuelta de la esquina.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `El salón es luminoso, con un sofá cómodo, mesa de comedor para ${f.sleeps} y televisión inteligente.`,
          `El salón-comedor recibe mucha luz natural y tiene un sofá amplio, mesa para ${f.sleeps} y wifi rápido.`,
        ]) + (f.terrace ? ' Da directamente a la terraza.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'La zona de noche tiene una cama de matrimonio, y el sofá se convierte en cama para una persona más.';
      const rooms =
        f.bedrooms === 1
          ? 'El dormitorio tiene cama de matrimonio y armario empotrado.'
          : `Tiene ${f.bedrooms} dormitorios: el principal con cama de matrimonio y los demás con dos camas individuales cada uno.`;
      return rooms + (f.rent ? ' Se facilitan sábanas y toallas.' : ' Todos los dormitorios tienen armario empotrado.');
    },
    kitchen(f) {
      return pick(f.variant, [
        'La cocina está totalmente equipada: horno, placa, frigorífico con congelador, microondas, lavavajillas y cafetera.',
        'La cocina, abierta al salón, tiene todo lo necesario para cocinar, desde el lavavajillas hasta la paella.',
        'Una cocina práctica con vitrocerámica, horno, microondas, lavadora y muchos armarios.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'El baño tiene ducha a ras de suelo y secador de pelo.'
        : `Hay ${f.bathrooms} baños, uno con bañera y otro con ducha a ras de suelo.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurante propio' : ''].filter(Boolean);
      const withExtras = extras.length ? `, con ${extras.join(' y ')}` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} es un hotel de ${f.stars} ${f.stars === 1 ? 'estrella' : 'estrellas'} con ${f.units} habitaciones${withExtras}. El desayuno se sirve de 7:30 a 10:30 y la recepción está abierta las 24 horas.`;
      }
      if (f.hotelType === 'camping') {
        const offer = [`${f.units} parcelas`, 'bungalós de madera', ...extras];
        const joined = `${offer.slice(0, -1).join(', ')} y ${offer.at(-1)}`;
        return `${f.name} es un camping a la sombra de los pinos, con ${joined}. Tiene duchas de agua caliente, lavandería y una pequeña tienda.`;
      }
      return `${f.name} ofrece ${f.units} apartamentos con cocina americana y balcón${withExtras}. La recepción abre todos los días y los apartamentos se limpian dos veces por semana.`;
    },
    location(f) {
      return `${es.neighbourhood[f.neighbourhood]} La playa está a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${es.category.agency} · desde ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'Están especializados en compraventa de viviendas, desde pisos en el casco antiguo hasta chalets con piscina.',
        rent: 'Están especializados en alquileres, tanto vacacionales como de larga duración.',
        both: 'Se ocupan tanto de la compraventa como del alquiler vacacional y de larga duración.',
      }[f.focus];
      return `Fundada en ${f.founded}, ${f.name} es una empresa familiar de ${f.staff} personas que conocen cada calle de Portalba. ${focus} También ayudan con los trámites, la notaría y los contratos de luz y agua.`;
    },
    location(f) {
      return `${es.neighbourhood[f.neighbourhood]} La oficina está ${es.inNeighbourhood[f.neighbourhood]}, a ${far(f.beachMetres)} del paseo marítimo.`;
    },
  },
  eat: {
    summary(f) {
      return `${es.category[f.category]} · ${es.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'En verano, conviene reservar los fines de semana.',
        'tapas-bar': 'Puedes tomar unas tapas en la barra o sentarte a comer con calma.',
        'beach-bar': 'Está en la misma arena y sirve comidas desde mediodía hasta la puesta de sol.',
        cafe: 'Desde el primer café de la mañana hasta el helado de la tarde.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} abrió en ${f.founded} y desde entonces es uno de los favoritos de vecinos y visitantes.`,
        `Desde ${f.founded}, ${f.name} es uno de los sitios donde se come bien en Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => es.cuisine[c]);
      const more = others.length ? ` La carta también incluye ${list(others.map(bare))}.` : '';
      const produce = {
        sea: 'con producto de temporada y lo mejor de la lonja de cada mañana',
        market: 'con producto fresco del mercado',
        garden: 'con verdura y fruta de la huerta de Portalba',
        bakery: 'todo hecho en casa cada mañana',
      }[produceOf(f)];
      return `La especialidad de la casa ${isPlural(first!) ? 'son' : 'es'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` y la terraza otras ${f.terraceSeats}` : '';
      const view = f.seaView ? ' Casi todas las mesas miran al mar.' : '';
      return `El local tiene ${f.seats} plazas${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'la chef' : 'el chef';
      return pick(f.variant, [
        `En la cocina está ${f.chef}, que se formó en Valencia y en San Sebastián antes de volver a Portalba.`,
        `${f.chef} lleva la cocina y aprendió las recetas de la familia junto a los fogones de su abuela, que cocinaba para medio pueblo.`,
        `${f.chef}, ${the}, cambia parte de la carta cada semana según ${
          {
            sea: 'lo que traen las barcas y la huerta',
            market: 'lo que encuentra en el mercado',
            garden: 'lo que da la huerta',
            bakery: 'la fruta de temporada',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Un equipo de ${f.team} personas se ocupa de la sala y la cocina, y te dirá con gusto qué alérgenos lleva cada plato.`;
    },
    location(f) {
      return `${es.neighbourhood[f.neighbourhood]} La playa está a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${es.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pan cocido cada mañana en horno de leña, además de cocas, fartons y bollería.',
        fishmonger: 'Pescado y marisco directos de la lonja del puerto, limpios y fileteados al momento.',
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
      return `${es.neighbourhood[f.neighbourhood]} La tienda está a ${far(f.beachMetres)} de la playa.`;
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
      return `Quedamos ${es.inNeighbourhood[f.neighbourhood]}. ${es.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} está ${es.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
