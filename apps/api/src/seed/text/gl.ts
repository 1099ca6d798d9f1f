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
const NUMBER = ['ningún', 'un', 'dous', 'tres', 'catro', 'cinco', 'seis'];
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
const { agree, kind } = homeNouns(KIND);
const article = (f: PropertyFacts) => agree(f, 'un', 'unha');

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espazo diáfano' : count(f.bedrooms, 'dormitorio', 'dormitorios');
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'baño', 'baños');
const BEDS: Record<BedroomBeds, string> = {
  double: 'unha cama de matrimonio',
  twin: 'dúas camas individuais',
  bunk: 'unha litera',
};
const ORDINAL = ['principal', 'segundo', 'terceiro', 'cuarto', 'quinto', 'sexto'];
const SOFA = (children: number) => `un sofá cama para ${children === 1 ? 'un neno' : 'dous nenos'}`;

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
    grau: [
      'El Grau é o barrio do porto, no extremo norte da vila: as barcas de pesca chegan cada tarde e o paseo está cheo de arrozarías.',
      'En El Grau, o barrio mariñeiro do norte, as redes reméndanse no peirao e a lonxa poxa o peixe cada tarde.',
    ],
    vila: [
      'La Vila é o casco vello, con rúas estreitas, o mercado cuberto e a praza da igrexa a un paso.',
      'La Vila, o centro histórico, xira arredor da Plaça Major e do concello, entre rúas estreitas e comercios de toda a vida.',
      'En La Vila, o casco vello, o mercado dos xoves enche a Plaça Major e as rúas gardan a sombra no verán.',
    ],
    'platja-nord': [
      'Platja Nord é o treito de praia con máis ambiente, cun longo paseo marítimo, chiringuitos e socorristas todo o verán.',
      'Platja Nord, a praia principal, vai do porto ao casco vello: paseo marítimo, bandeira azul e socorristas no verán.',
      'En Platja Nord, entre El Grau e La Vila, o paseo marítimo énchese de xente cando cae a tarde.',
    ],
    dunes: [
      'Les Dunes é o extremo sur da praia, o máis tranquilo: pasarelas de madeira cruzan as dunas e sempre hai sitio para a toalla.',
      'Ao sur da vila, Les Dunes é a praia tranquila, con dunas protexidas, piñeiros e pasarelas de madeira ata a auga.',
      'Les Dunes, ao sur de La Vila, ten a praia máis salvaxe da vila, entre piñeiros e sen edificios sobre a area.',
    ],
    'sant-roc': [
      'Sant Roc é unha zona residencial na ladeira que domina a vila, con vistas aos tellados e ao mar.',
      'Sant Roc sobe pola ladeira ata a ermida: rúas tranquilas, casas con xardín e o mar ao fondo.',
    ],
    alqueria: [
      'L’Alqueria está entre laranxeiras, nos arredores da vila, onde comezan os camiños da horta.',
      'En L’Alqueria, ao oeste da vila, as casas repártense entre campos de laranxeiras e regos.',
    ],
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
    name: homeName((f, detail) => {
      const noun = capitalise(kind(f));
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${gl.inNeighbourhood[f.neighbourhood]}`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? ` de ${f.areaM2} m²`
            : ` de ${count(f.bedrooms, 'dormitorio', 'dormitorios')}`
          : detail >= 4
            ? ` de ${f.areaM2} m²${f.bedrooms ? ` e ${count(f.bedrooms, 'dormitorio', 'dormitorios')}` : ''}`
            : '';
      return {
        'sea-view': `${noun}${size} con vistas ao mar${where}`,
        pool: `${noun}${size} con piscina${where}`,
        terrace: `${noun}${size} con gran terraza${where}`,
        beach: `${noun}${size} a ${far(f.beachMetres)} da praia${where}`,
        quiet: `${noun}${size} ${agree(f, 'tranquilo', 'tranquila')}${where}`,
        bright: `${noun}${size} ${agree(f, 'luminoso', 'luminosa')}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'praza' : 'prazas'}`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const rooms = `${BEDROOMS(f)} e ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'vistas ao mar' : '',
        f.terrace ? 'terraza' : '',
        f.pool ? (sharedPool(f) ? 'piscina comunitaria' : 'piscina privada') : '',
        f.parking ? 'praza de aparcamento' : '',
        f.airCon ? 'aire acondicionado' : '',
      ].filter(Boolean);
      const joined = series(extras, 'e', ' e');
      return {
        intro: [
          `${capitalise(article(f))} ${kind(f)} de ${f.areaM2} m² moi ${agree(f, 'coidado', 'coidada')}, con ${rooms}${f.sale ? '' : `, para un máximo de ${f.sleeps} persoas`}.`,
          `${agree(f, 'Este', 'Esta')} ${kind(f)} ten ${f.areaM2} m², ${rooms}${f.sale ? '' : `, con sitio para ${f.sleeps} persoas`}.`,
          `${capitalise(gl.inNeighbourhood[f.neighbourhood])}, ${article(f)} ${kind(f)} de ${f.areaM2} m² con ${rooms}.${f.sale ? '' : ` Caben ${f.sleeps} persoas.`}`,
        ],
        features: extras.length ? [`Ten ${joined}.`, `Conta con ${joined}.`, `Ao seu favor: ${joined}.`] : [],
        forSale: [
          `En venda e ${agree(f, 'listo', 'lista')} para entrar a vivir.`,
          `Véndese ${agree(f, 'listo', 'lista')} para entrar a vivir, coas escrituras ao día.`,
          `Está en venda: unha ocasión para vivir ${gl.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: 'Mentres non se vende, tamén se aluga para vacacións.',
        forHolidays: [
          'Alúgase para vacacións, con entrada a partir das 17.00.',
          'Para vacacións: a entrada é a partir das 17.00 e a saída, antes das 11.00.',
          `Unha boa base para unhas vacacións ${gl.inNeighbourhood[f.neighbourhood]}, con entrada desde as 17.00.`,
          'Alúgase por noites para estadías vacacionais; a chegada, desde as 17.00.',
        ],
        alsoByTheMonth: 'Fóra de tempada tamén se aluga por meses.',
        longTerm: [
          'Alúgase para longa estadía: ideal para vivir en Portalba todo o ano.',
          `Alúgase por meses, para quen queira vivir ${gl.inNeighbourhood[f.neighbourhood]} todo o ano.`,
          'Aluguer de longa duración, con contrato por un ano ou por tempadas.',
        ],
      };
    }),
    location: homeLocation(() => gl, {
      distances: (f) => [
        `A praia está a ${far(f.beachMetres)} e a Plaça Major, a ${far(f.centreMetres)}.`,
        `Ata a praia hai ${far(f.beachMetres)}; ata a Plaça Major, no centro, ${far(f.centreMetres)}.`,
        `Está a ${far(f.beachMetres)} da praia e a ${far(f.centreMetres)} do concello.`,
      ],
      byTheBeach: [
        'Báixase á praia en bañador e chancletas.',
        'Pola mañá óese o mar desde a casa.',
        'Non fai falta cargar moito co parasol: a area está aí mesmo.',
      ],
      nearTheShops: 'Panadarías, tendas e bares quedan a un paso.',
      farOut: [
        'Para o día a día vén ben ter coche ou bicicleta.',
        'Para a compra da semana, mellor en coche ou en bici.',
        'O autobús urbano pasa preto e leva ao centro en poucos minutos.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'A zona de estar',
      livingRoom: 'O salón',
      forSale: (room, f) => [
        `${room} é ${f.bedrooms === 0 ? 'ampla' : 'amplo'} e ${f.bedrooms === 0 ? 'luminosa' : 'luminoso'}, con sitio para unha boa mesa de comedor.`,
        `${room} é exterior e recibe moita luz natural, con chan de gres claro.`,
        `${room}, duns ${Math.round(f.areaM2 * 0.3)} m², ten grandes ventás.`,
      ],
      forRent: (room, f) => [
        `${room} é ${f.bedrooms === 0 ? 'luminosa' : 'luminoso'}, cun sofá cómodo, mesa de comedor para ${f.sleeps} e televisión intelixente.`,
        `${room} recibe moita luz natural e ten un sofá amplo, mesa para ${f.sleeps} e wifi rápida.`,
        `${room} ten un sofá grande, unha mesa para ${f.sleeps} persoas e wifi.`,
      ],
      ontoTheTerrace: [' Dá directamente á terraza.', ' Desde aquí sáese á terraza.', 'A terraza está xusto ao lado.'],
      seaFromTheSofa: ' Desde o sofá vese o mar.',
    }),
    bedrooms: homeBedrooms({
      studioForSale:
        'A zona de durmir queda separada do resto por un armario baixo, con sitio para unha cama de matrimonio.',
      oneForSale: [
        'O dormitorio é amplo, con armario empotrado.',
        'O dormitorio, exterior, ten un armario empotrado grande.',
      ],
      moreForSale: (f) => [
        `Os ${NUMBER[f.bedrooms]} dormitorios son exteriores, e o principal ten un armario empotrado grande.`,
        `Ten ${NUMBER[f.bedrooms]} dormitorios: o principal, amplo e con vestidor, e ${f.bedrooms === 2 ? 'outro máis pequeno' : `outros ${NUMBER[f.bedrooms - 1]} dobres`}.`,
        `Dos ${NUMBER[f.bedrooms]} dormitorios, o principal dá ao ${f.seaView ? 'mar' : 'sur'} e ten armario empotrado.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `A zona de durmir ten ${BEDS.double}${sofa ? `, e na zona de estar hai ${sofa}` : ''}.`,
        `Para durmir hai ${BEDS.double}${sofa ? ` e ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`O dormitorio ten ${BEDS[main]}.`, `No dormitorio hai ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `o ${ORDINAL[i + 1]}, ${BEDS[b]}`);
        return [
          `O dormitorio principal ten ${BEDS[main]}; ${rest.slice(0, -1).join('; ')}${rest.length > 1 ? ', e ' : ''}${rest.at(-1)}.`,
          `Hai ${NUMBER[f.bedrooms]} dormitorios: o principal, con ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `o ${ORDINAL[i + 1]}, con ${BEDS[b]}`)],
            '; ',
            others.length > 1 ? '; e ' : ', e ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` No salón hai ademais ${sofa}.`, ` O salón ten ${sofa}.`],
      oneCloset: 'O armario é empotrado.',
      closets: ['Todos os dormitorios teñen armario empotrado.', 'Cada dormitorio ten o seu armario.'],
      linen: [
        'Facilítanse sabas e toallas.',
        'As sabas e as toallas están incluídas.',
        'A roupa de cama e as toallas van incluídas.',
        'Atoparás as camas feitas e toallas para todos.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'A cociña está totalmente equipada: forno, placa, frigorífico con conxelador, microondas, lavalouza e cafeteira.',
      'A cociña, aberta ao salón, ten todo o necesario para cociñar, desde o lavalouza ata a paelleira.',
      'Unha cociña práctica con vitrocerámica, forno, microondas, lavadora e moitos armarios.',
      'A cociña é independente, con placa de indución, forno, lavalouza e unha mesa para almorzar.',
      'Cociña moderna con illa, placa de indución, forno, lavalouza e todo o necesario para cociñar.',
      `Na cociña non falta de nada: frigorífico grande, forno, microondas e cafeteira de cápsulas${f.terrace ? ', e a terraza queda ao lado' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'O baño ten ducha a ras do chan e secador de pelo.',
        'O baño, reformado, ten unha ducha ampla con mampara.',
        'O baño é completo, con bañeira e ducha de man.',
      ],
      two: [
        'Hai dous baños, un con bañeira e outro con ducha a ras do chan.',
        'Ten dous baños completos: un dentro do dormitorio principal e outro xunto ao corredor.',
        'Os dous baños teñen ducha, e o do dormitorio principal, ademais, lavabo dobre.',
      ],
      more: (f) => [
        `Hai ${NUMBER[f.bathrooms]} baños: un con bañeira e ${NUMBER[f.bathrooms - 1]} con ducha.`,
        `Ten ${NUMBER[f.bathrooms]} baños completos, un deles dentro do dormitorio principal.`,
      ],
    }),
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
    main: hotelMain((f) => {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurante propio' : ''].filter(Boolean);
      const withExtras = extras.length ? `, con ${extras.join(' e ')}` : '';
      const offer = [`${f.units} parcelas`, 'bungalows de madeira', ...extras];
      const joined = `${offer.slice(0, -1).join(', ')} e ${offer.at(-1)}`;
      return {
        hotel: {
          about: `${f.name} é un hotel de ${f.stars} ${f.stars === 1 ? 'estrela' : 'estrelas'} con ${f.units} habitacións${withExtras}.`,
          more: [
            'O almorzo sérvese de 7.30 a 10.30 e a recepción está aberta as 24 horas.',
            'A recepción non pecha nunca, e o almorzo é de 7.30 a 10.30.',
            'Todas as habitacións teñen aire acondicionado e wifi, e a recepción atende día e noite.',
            `Moitas habitacións teñen balcón, e a praia queda a ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} é un cámping á sombra dos piñeiros, con ${joined}.`,
          more: [
            'Ten duchas de auga quente, lavandaría e unha pequena tenda.',
            'Hai duchas de auga quente, lavadoras e un pequeno supermercado.',
          ],
        },
        apartments: {
          about: `${f.name} ofrece ${f.units} apartamentos con cociña americana e balcón${withExtras}.`,
          more: [
            'A recepción abre todos os días e os apartamentos límpanse dúas veces por semana.',
            'Hai recepción todos os días, e a limpeza e o cambio de toallas son dúas veces por semana.',
            'Límpanse dúas veces por semana, e na recepción axúdanche con excursións e reservas.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(gl, f)} A praia está a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${gl.category.agency} · desde ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Fundada en ${f.founded}, ${f.name} é unha empresa familiar que coñece cada rúa de Portalba.`,
      focus: {
        sale: [
          'Están especializados na compravenda de vivendas, desde pisos no casco vello ata chalés con piscina.',
          'O seu é a compravenda: pisos, casas de pobo e chalés, con taxación gratuíta.',
          'Venden sobre todo casas e pisos de segunda man, e coñecen o prezo de cada rúa.',
        ],
        rent: [
          'Están especializados en alugueres, tanto vacacionais como de longa duración.',
          'Dedícanse sobre todo ao aluguer, por semanas no verán e por meses o resto do ano.',
          'Xestionan alugueres para propietarios que viven fóra, da limpeza ás chaves.',
        ],
        both: [
          'Encárganse tanto da compravenda como do aluguer vacacional e de longa duración.',
          'Compran, venden e alugan: da semana de vacacións á casa para toda a vida.',
          'Teñen pisos en venda e en aluguer, por semanas ou por anos.',
        ],
      },
      help: [
        `O seu equipo de ${f.staff} persoas tamén axuda cos trámites, a notaría e os contratos de luz e auga.`,
        `Son ${f.staff} na oficina, e acompáñante na sinatura ante notario e coa papelada das subministracións.`,
        `Se compras desde fóra, os seus ${f.staff} axentes encárganse dos trámites, do NIE aos contratos de luz e auga.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${gl.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(gl, f)} A oficina está${where} a ${far(f.beachMetres)} do paseo marítimo.`;
    },
  },
  eat: {
    summary(f) {
      return `${gl.category[f.category]} · ${gl.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} abriu en ${f.founded} e desde entón é un dos favoritos de veciños e visitantes.`,
        `Desde ${f.founded}, ${f.name} é un dos sitios onde se come ben en Portalba.`,
        `${f.name} leva aberto desde ${f.founded}, e nótase no trato.`,
      ],
      tail: {
        restaurant: [
          'No verán, os sábados e domingos convén reservar.',
          'Os sábados e domingos de verán énchese: mellor reservar.',
          'Para cear en agosto, reserva cun par de días de antelación.',
          'Ao mediodía adoita haber mesa; pola noite, mellor chamar antes.',
        ],
        'tapas-bar': [
          'Podes tomar unhas tapas na barra ou sentar a comer con calma.',
          'Pódese picar algo na barra ou sentar á mesa sen présa.',
        ],
        'beach-bar': [
          'Está na mesma area e serve comidas desde o mediodía ata o solpor.',
          'Cos pés na area, serve comidas desde o mediodía ata que se pon o sol.',
        ],
        cafe: [
          'Desde o primeiro café da mañá ata o xeado da tarde.',
          'Abre cedo para os almorzos e segue ata a merenda.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => gl.cuisine[c]);
      const more = others.length ? ` A carta tamén inclúe ${list(others.map(bare))}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'con produto de tempada e o mellor da lonxa, a catro pasos',
                'co peixe que se poxa cada tarde na lonxa do porto',
              ]
            : ['con peixe da costa e verdura da horta', 'con produto de tempada, peixe do día incluído'],
          market: ['con produto fresco do mercado', 'co que trae o mercado dos xoves'],
          garden: ['con verdura e froita da horta de Portalba', 'con verduras das hortas de L’Alqueria'],
          bakery: ['todo feito na casa cada mañá', 'con masas e cremas feitas na casa'],
        }[produceOf(f)],
        3,
      );
      return `A especialidade da casa ${isPlural(first!) ? 'son' : 'é'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` e a terraza outras ${f.terraceSeats}` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Case todas as mesas miran ao mar.', 'Desde case todas as mesas vese o mar.', 'O mar vese desde a maioría das mesas.'], 13)}`
        : '';
      return `O local ten ${f.seats} prazas${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'a xefa de cociña' : 'o xefe de cociña';
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
          `Na cociña está ${f.chef}, que se formou en ${school} e en ${abroad} antes de volver a Portalba.`,
          `${f.chef} leva a cociña e aprendeu as receitas da familia ao pé do lume da avoa, que cociñaba para media vila.`,
          `${f.chef}, ${the}, cambia parte da carta cada semana segundo ${
            {
              sea: 'o que traen as barcas e a horta',
              market: 'o que atopa no mercado',
              garden: 'o que dá a horta',
              bakery: 'a froita de tempada',
            }[produceOf(f)]
          }.`,
          `${f.chef} está á fronte dos fogóns desde ${Math.max(f.founded, 2000 + (f.variant % 23))} e mantén os pratos de sempre xunto a algún novo.`,
          `${capitalise(the)}, ${f.chef}, prefire poucos ingredientes e ben tratados, sen adornos.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Un equipo de ${f.team} persoas encárgase da sala e da cociña, e dirache con gusto que alérxenos leva cada prato.`,
      `Son ${f.team} no equipo. Se tes algunha alerxia ou intolerancia, dío ao pedir: indicarante que pratos podes tomar.`,
      `A carta sinala os alérxenos de cada prato, e o equipo, de ${f.team} persoas, adapta o que pode.`,
      `Na sala e na cociña traballan ${f.team} persoas; pregúntalles polos alérxenos, teñen anotados os de cada prato.`,
      `Entre a sala e a cociña son ${f.team}, e na carta verás os alérxenos de cada prato.`,
      `As ${f.team} persoas do equipo coñecen cada receita: se algo non che senta ben, propóñenche outro prato.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(gl, f)} A praia está a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${gl.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pan cocido cada mañá en forno de leña, e tamén cocas, fartons e repostaría.',
        fishmonger: nearTheSea(f)
          ? 'Peixe e marisco directos da lonxa do porto, limpos e fileteados no momento.'
          : 'Peixe e marisco que chegan cada tarde do porto, limpos e fileteados no momento.',
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
      return `${neighbourhoodOf(gl, f)} A tenda está a ${far(f.beachMetres)} da praia e a ${far(f.centreMetres)} da Plaça Major.`;
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
      const meet = nameSaysWhere(f)
        ? `Quedamos no noso local, a ${far(f.beachMetres)} da praia.`
        : `Quedamos ${gl.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(gl, f)}`;
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
      const where = nameSaysWhere(f)
        ? `Está a ${far(f.centreMetres)} da Plaça Major.`
        : `${f.name} está ${gl.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
