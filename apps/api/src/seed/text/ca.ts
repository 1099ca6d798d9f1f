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
const NUMBER = ['cap', 'un', 'dos', 'tres', 'quatre', 'cinc', 'sis'];
const count = (n: number, one: string, many: string) => (n === 1 ? `un ${one}` : `${n} ${many}`);
/** A cuisine as one of a list with no articles. */
const bare = (phrase: string) => withoutArticles(phrase, '(?:el|la|els|les) |l’', 'i');
const list = (items: string[]) => series(items, 'i', ', així com');
/** "Les tapes", "el peix i el marisc": what takes "són" rather than "és". */
const isPlural = (phrase: string) => /^(els|les) | i /.test(phrase);

/** Noun and gender of each kind of home: its category's name. */
const KIND = {
  apartment: ['apartament', 'm'],
  studio: ['estudi', 'm'],
  house: ['casa', 'f'],
  villa: ['xalet', 'm'],
  penthouse: ['àtic', 'm'],
} as const;
const { agree, kind } = homeNouns(KIND);
/** "Aquest apartament", "aquesta casa", "l’àtic". */
const article = (f: PropertyFacts) => agree(f, 'un', 'una');

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espai diàfan' : f.bedrooms === 1 ? 'una habitació' : `${f.bedrooms} habitacions`;
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'bany', 'banys');
const BEDS: Record<BedroomBeds, string> = {
  double: 'un llit de matrimoni',
  twin: 'dos llits individuals',
  bunk: 'una llitera',
};
const ORDINAL = ['principal', 'segona', 'tercera', 'quarta', 'cinquena', 'sisena'];
const SOFA = (children: number) => `un sofà llit per a ${children === 1 ? 'un infant' : 'dos infants'}`;
/** Numbers that agree with "habitacions" (feminine). */
const FEMININE = ['cap', 'una', 'dues', 'tres', 'quatre', 'cinc', 'sis'];

export const ca: PhraseBank = {
  inNeighbourhood: {
    grau: 'al Grau',
    vila: 'a la Vila',
    'platja-nord': 'a la Platja Nord',
    dunes: 'a les Dunes',
    'sant-roc': 'a Sant Roc',
    alqueria: 'a l’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau és el barri del port, a l’extrem nord del poble: les barques de pesca arriben cada tarda i el passeig és ple d’arrosseries.',
      'Al Grau, el barri mariner del nord, les xarxes s’adoben al moll i la llotja subhasta el peix cada tarda.',
    ],
    vila: [
      'La Vila és el nucli antic, amb carrers estrets, el mercat cobert i la plaça de l’església a tocar.',
      'La Vila, el centre històric, gira al voltant de la Plaça Major i l’ajuntament, entre carrers estrets i botigues de tota la vida.',
      'A la Vila, el nucli antic, el mercat dels dijous omple la Plaça Major i els carrers guarden l’ombra a l’estiu.',
    ],
    'platja-nord': [
      'La Platja Nord és el tram de platja amb més ambient, amb un passeig marítim llarg, xiringuitos i socorristes tot l’estiu.',
      'La Platja Nord, la platja principal, va del port al nucli antic: passeig marítim, bandera blava i socorristes a l’estiu.',
      'A la Platja Nord, entre el Grau i la Vila, el passeig marítim s’omple de gent quan cau la tarda.',
    ],
    dunes: [
      'Les Dunes és l’extrem sud de la platja, el més tranquil: unes passeres de fusta travessen les dunes i sempre hi ha lloc per a la tovallola.',
      'Al sud del poble, Les Dunes és la platja tranquil·la, amb dunes protegides, pins i passeres de fusta fins a l’aigua.',
      'Les Dunes, al sud de la Vila, té la platja més salvatge del poble, entre pins i sense edificis sobre l’arena.',
    ],
    'sant-roc': [
      'Sant Roc és una zona residencial al vessant que domina el poble, amb vistes a les teulades i al mar.',
      'Sant Roc puja pel vessant fins a l’ermita: carrers tranquils, cases amb jardí i el mar al fons.',
    ],
    alqueria: [
      'L’Alqueria és enmig dels tarongers, als afores del poble, on comencen els camins de l’horta.',
      'A l’Alqueria, a l’oest del poble, les cases s’escampen entre camps de tarongers i séquies.',
    ],
  },
  cuisine: {
    mediterranean: 'la cuina mediterrània',
    spanish: 'la cuina espanyola de sempre',
    valencian: 'la cuina valenciana casolana',
    catalan: 'la cuina catalana',
    basque: 'la cuina basca',
    galician: 'la cuina gallega',
    andalusian: 'la cuina andalusa',
    tapas: 'les tapes',
    seafood: 'el peix i el marisc',
    rice: 'els arrossos i les paelles',
    grill: 'les carns i els peixos a la brasa',
    market: 'la cuina de mercat',
    italian: 'la cuina italiana',
    pizza: 'la pizza al forn de llenya',
    french: 'la cuina de bistrot francès',
    portuguese: 'la cuina portuguesa',
    japanese: 'la cuina japonesa',
    chinese: 'la cuina xinesa',
    thai: 'la cuina tailandesa',
    indian: 'la cuina índia',
    mexican: 'el menjar mexicà',
    argentinian: 'la graella argentina',
    peruvian: 'la cuina peruana',
    vegetarian: 'els plats vegetarians',
    vegan: 'els plats vegans',
    'gluten-free': 'els plats sense gluten',
    fusion: 'la cuina de fusió',
    burgers: 'les hamburgueses',
    desserts: 'els pastissos, la brioixeria i els gelats',
  },
  cuisineLabel: {
    mediterranean: 'Mediterrània',
    spanish: 'Espanyola',
    valencian: 'Valenciana',
    catalan: 'Catalana',
    basque: 'Basca',
    galician: 'Gallega',
    andalusian: 'Andalusa',
    tapas: 'Tapes',
    seafood: 'Peix i marisc',
    rice: 'Arrossos',
    grill: 'Brasa',
    market: 'De mercat',
    italian: 'Italiana',
    pizza: 'Pizza',
    french: 'Francesa',
    portuguese: 'Portuguesa',
    japanese: 'Japonesa',
    chinese: 'Xinesa',
    thai: 'Tailandesa',
    indian: 'Índia',
    mexican: 'Mexicana',
    argentinian: 'Argentina',
    peruvian: 'Peruana',
    vegetarian: 'Vegetariana',
    vegan: 'Vegana',
    'gluten-free': 'Sense gluten',
    fusion: 'Fusió',
    burgers: 'Hamburgueses',
    desserts: 'Postres',
  },
  category: {
    apartment: 'Apartament',
    studio: 'Estudi',
    house: 'Casa',
    villa: 'Xalet',
    penthouse: 'Àtic',
    hotel: 'Hotel',
    camping: 'Càmping',
    apartments: 'Apartaments turístics',
    agency: 'Agència immobiliària',
    restaurant: 'Restaurant',
    'tapas-bar': 'Bar de tapes',
    'beach-bar': 'Xiringuito',
    cafe: 'Cafeteria',
    bakery: 'Forn de pa',
    fishmonger: 'Peixateria',
    greengrocer: 'Fruiteria',
    bookshop: 'Llibreria',
    'surf-shop': 'Botiga de surf',
    fashion: 'Botiga de roba',
    crafts: 'Artesania',
    'wine-shop': 'Vinoteca',
    supermarket: 'Supermercat',
    kayak: 'Caiac',
    diving: 'Busseig',
    sailing: 'Vela',
    surf: 'Surf',
    hiking: 'Senderisme',
    cycling: 'Ciclisme',
    'boat-trip': 'Passeig en vaixell',
    yoga: 'Ioga',
    'cooking-class': 'Classe de cuina',
    pharmacy: 'Farmàcia',
    taxi: 'Taxi',
    'bike-rental': 'Lloguer de bicicletes',
    laundry: 'Bugaderia',
    'health-centre': 'Centre de salut',
    'car-rental': 'Lloguer de cotxes',
    cleaning: 'Neteja',
    handyman: 'Reparacions i arranjaments',
    hairdresser: 'Perruqueria',
    vet: 'Veterinari',
  },
  property: {
    name: homeName((f, detail) => {
      const noun = capitalise(kind(f));
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${ca.inNeighbourhood[f.neighbourhood]}`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? ` de ${f.areaM2} m²`
            : ` de ${f.bedrooms === 1 ? 'una habitació' : `${f.bedrooms} habitacions`}`
          : detail >= 4
            ? ` de ${f.areaM2} m²${f.bedrooms ? ` i ${f.bedrooms === 1 ? 'una habitació' : `${f.bedrooms} habitacions`}` : ''}`
            : '';
      return {
        'sea-view': `${noun}${size} amb vistes al mar${where}`,
        pool: `${noun}${size} amb piscina${where}`,
        terrace: `${noun}${size} amb una gran terrassa${where}`,
        beach: `${noun}${size} a ${far(f.beachMetres)} de la platja${where}`,
        quiet: `${noun}${size} ${agree(f, 'tranquil', 'tranquil·la')}${where}`,
        bright: `${noun}${size} ${agree(f, 'lluminós', 'lluminosa')}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudi' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'plaça' : 'places'}`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const rooms = `${BEDROOMS(f)} i ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'vistes al mar' : '',
        f.terrace ? 'terrassa' : '',
        f.pool ? (sharedPool(f) ? 'piscina comunitària' : 'piscina privada') : '',
        f.parking ? 'plaça d’aparcament' : '',
        f.airCon ? 'aire condicionat' : '',
      ].filter(Boolean);
      const joined = series(extras, 'i', ' i');
      return {
        intro: [
          `${capitalise(article(f))} ${kind(f)} de ${f.areaM2} m² molt ${agree(f, 'cuidat', 'cuidada')}, amb ${rooms}${f.sale ? '' : `, per a ${f.sleeps} persones com a màxim`}.`,
          `${agree(f, 'Aquest', 'Aquesta')} ${kind(f)} té ${f.areaM2} m², ${rooms}${f.sale ? '' : `, amb lloc per a ${f.sleeps} persones`}.`,
          `${capitalise(ca.inNeighbourhood[f.neighbourhood])}, ${article(f)} ${kind(f)} de ${f.areaM2} m² amb ${rooms}.${f.sale ? '' : ` Hi caben ${f.sleeps} persones.`}`,
        ],
        features: extras.length ? [`Té ${joined}.`, `Compta amb ${joined}.`, `Al seu favor: ${joined}.`] : [],
        forSale: [
          `En venda i ${agree(f, 'llest', 'llesta')} per a entrar-hi a viure.`,
          `Es ven ${agree(f, 'llest', 'llesta')} per a entrar-hi a viure, amb les escriptures al dia.`,
          `És en venda: una ocasió per a viure ${ca.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: 'Mentre no es ven, també es lloga per a vacances.',
        forHolidays: [
          'Es lloga per a vacances, amb entrada a partir de les 17.00.',
          'Per a vacances: l’entrada és a partir de les 17.00 i la sortida, abans de les 11.00.',
          `Una bona base per a unes vacances ${ca.inNeighbourhood[f.neighbourhood]}, amb entrada des de les 17.00.`,
          'Es lloga per nits per a estades de vacances; l’arribada, des de les 17.00.',
        ],
        alsoByTheMonth: 'Fora de temporada també es lloga per mesos.',
        longTerm: [
          'Es lloga per a llarga estada: ideal per a viure a Portalba tot l’any.',
          `Es lloga per mesos, per a qui vulgui viure ${ca.inNeighbourhood[f.neighbourhood]} tot l’any.`,
          'Lloguer de llarga durada, amb contracte per un any o per temporades.',
        ],
      };
    }),
    location: homeLocation(() => ca, {
      distances: (f) => [
        `La platja és a ${far(f.beachMetres)} i la Plaça Major, a ${far(f.centreMetres)}.`,
        `Fins a la platja hi ha ${far(f.beachMetres)}; fins a la Plaça Major, al centre, ${far(f.centreMetres)}.`,
        `És a ${far(f.beachMetres)} de la platja i a ${far(f.centreMetres)} de l’ajuntament.`,
      ],
      byTheBeach: [
        'Es baixa a la platja en banyador i xancletes.',
        'Al matí se sent el mar des de casa.',
        'No cal carregar gaire el para-sol: l’arena és allí mateix.',
      ],
      nearTheShops: 'Forns, botigues i bars queden a un pas.',
      farOut: [
        'Per al dia a dia va bé tenir cotxe o bicicleta.',
        'Per a la compra de la setmana, millor en cotxe o en bici.',
        'L’autobús urbà passa a prop i porta al centre en pocs minuts.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'La zona d’estar',
      livingRoom: 'El menjador',
      forSale: (room, f) => [
        `${room} és ${f.bedrooms === 0 ? 'àmplia' : 'ampli'} i ${f.bedrooms === 0 ? 'lluminosa' : 'lluminós'}, amb lloc per a una bona taula.`,
        `${room} és ${f.bedrooms === 0 ? 'exterior' : 'exterior'} i rep molta llum natural, amb paviment de gres clar.`,
        `${room}, d’uns ${Math.round(f.areaM2 * 0.3)} m², té finestrals grans.`,
      ],
      forRent: (room, f) => [
        `${room} és ${f.bedrooms === 0 ? 'lluminosa' : 'lluminós'}, amb un sofà còmode, taula per a ${f.sleeps} i televisió intel·ligent.`,
        `${room} rep molta llum natural i té un sofà ample, taula per a ${f.sleeps} i wifi ràpida.`,
        `${room} té un sofà gran, una taula per a ${f.sleeps} persones i wifi.`,
      ],
      ontoTheTerrace: [
        ' Dona directament a la terrassa.',
        ' Des d’aquí mateix se surt a la terrassa.',
        'La terrassa és just al costat.',
      ],
      seaFromTheSofa: ' Des del sofà es veu el mar.',
    }),
    bedrooms: homeBedrooms({
      studioForSale:
        'La zona de dormir queda separada de la resta per un armari baix, amb lloc per a un llit de matrimoni.',
      oneForSale: ['L’habitació és àmplia, amb armari encastat.', 'L’habitació, exterior, té un armari encastat gran.'],
      moreForSale: (f) => [
        `Les ${FEMININE[f.bedrooms]} habitacions són exteriors, i la principal té un armari encastat gran.`,
        `Té ${FEMININE[f.bedrooms]} habitacions: la principal, àmplia i amb vestidor, i ${f.bedrooms === 2 ? 'una altra de més petita' : `${FEMININE[f.bedrooms - 1]} habitacions dobles més`}.`,
        `De les ${FEMININE[f.bedrooms]} habitacions, la principal dona ${f.seaView ? 'al mar' : 'al sud'} i té armari encastat.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `La zona de dormir té ${BEDS.double}${sofa ? `, i a la zona d’estar hi ha ${sofa}` : ''}.`,
        `Per a dormir hi ha ${BEDS.double}${sofa ? ` i ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`L’habitació té ${BEDS[main]}.`, `A l’habitació hi ha ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `la ${ORDINAL[i + 1]}, ${BEDS[b]}`);
        return [
          `L’habitació principal té ${BEDS[main]}; ${rest.slice(0, -1).join('; ')}${rest.length > 1 ? ', i ' : ''}${rest.at(-1)}.`,
          `Hi ha ${FEMININE[f.bedrooms]} habitacions: la principal, amb ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `la ${ORDINAL[i + 1]}, amb ${BEDS[b]}`)],
            '; ',
            others.length > 1 ? '; i ' : ', i ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` Al menjador hi ha, a més, ${sofa}.`, ` El menjador té ${sofa}.`],
      oneCloset: 'L’armari és encastat.',
      closets: ['Totes les habitacions tenen armari encastat.', 'Cada habitació té el seu armari.'],
      linen: [
        'Es proporcionen llençols i tovalloles.',
        'Els llençols i les tovalloles estan inclosos.',
        'La roba de llit i les tovalloles van incloses.',
        'Trobaràs els llits fets i tovalloles per a tothom.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'La cuina està totalment equipada: forn, placa, frigorífic amb congelador, microones, rentaplats i cafetera.',
      'La cuina, oberta al menjador, té tot el que cal per a cuinar, des del rentaplats fins a la paella.',
      'Una cuina pràctica amb vitroceràmica, forn, microones, rentadora i molts armaris.',
      'La cuina és independent, amb placa d’inducció, forn, rentaplats i una taula per a esmorzar.',
      'Cuina moderna amb illa, placa d’inducció, forn, rentaplats i tot el parament.',
      `A la cuina no hi falta res: frigorífic gran, forn, microones i cafetera de càpsules${f.terrace ? ', i la terrassa queda al costat' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'El bany té dutxa a ras de terra i assecador de cabells.',
        'El bany, reformat, té una dutxa àmplia amb mampara.',
        'El bany és complet, amb banyera i dutxa de mà.',
      ],
      two: [
        'Hi ha dos banys, un amb banyera i l’altre amb dutxa a ras de terra.',
        'Té dos banys complets: un dins de l’habitació principal i l’altre al costat del passadís.',
        'Els dos banys tenen dutxa, i el de l’habitació principal, a més, doble lavabo.',
      ],
      more: (f) => [
        `Hi ha ${NUMBER[f.bathrooms]} banys: un amb banyera i ${NUMBER[f.bathrooms - 1]} amb dutxa.`,
        `Té ${NUMBER[f.bathrooms]} banys complets, un dels quals dins de l’habitació principal.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `Hotel de ${f.stars} ${f.stars === 1 ? 'estrella' : 'estrelles'} · ${f.units} habitacions`
          : f.hotelType === 'camping'
            ? `${ca.category.camping} · ${f.units} parcel·les i bungalous`
            : `${ca.category.apartments} · ${f.units} apartaments`;
      return `${kindText} · a ${far(f.beachMetres)} de la platja`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurant propi' : ''].filter(Boolean);
      const withExtras = extras.length ? `, amb ${extras.join(' i ')}` : '';
      const offer = [`${f.units} parcel·les`, 'bungalous de fusta', ...extras];
      const joined = `${offer.slice(0, -1).join(', ')} i ${offer.at(-1)}`;
      return {
        hotel: {
          about: `${f.name} és un hotel de ${f.stars} ${f.stars === 1 ? 'estrella' : 'estrelles'} amb ${f.units} habitacions${withExtras}.`,
          more: [
            'L’esmorzar se serveix de 7.30 a 10.30 i la recepció és oberta les 24 hores.',
            'La recepció no tanca mai, i l’esmorzar és de 7.30 a 10.30.',
            'Totes les habitacions tenen aire condicionat i wifi, i la recepció atén de dia i de nit.',
            `Moltes habitacions tenen balcó, i la platja queda a ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} és un càmping a l’ombra dels pins, amb ${joined}.`,
          more: [
            'Té dutxes d’aigua calenta, bugaderia i una botigueta.',
            'Hi ha dutxes d’aigua calenta, rentadores i un supermercat petit.',
          ],
        },
        apartments: {
          about: `${f.name} ofereix ${f.units} apartaments amb cuina americana i balcó${withExtras}.`,
          more: [
            'La recepció obre cada dia i els apartaments es netegen dues vegades per setmana.',
            'Hi ha recepció cada dia, i la neteja i el canvi de tovalloles són dues vegades per setmana.',
            'Es netegen dues vegades per setmana, i a recepció t’ajuden amb excursions i reserves.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(ca, f)} La platja és a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${ca.category.agency} · des del ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Fundada el ${f.founded}, ${f.name} és una empresa familiar que coneix cada carrer de Portalba.`,
      focus: {
        sale: [
          'S’han especialitzat en la compravenda d’habitatges, des de pisos al nucli antic fins a xalets amb piscina.',
          'El seu fort és la compravenda: pisos, cases de poble i xalets, amb taxació gratuïta.',
          'Venen sobretot cases i pisos de segona mà, i coneixen el preu de cada carrer.',
        ],
        rent: [
          'S’han especialitzat en lloguers, tant de vacances com de llarga durada.',
          'Es dediquen sobretot al lloguer, per setmanes a l’estiu i per mesos la resta de l’any.',
          'Gestionen lloguers per a propietaris que viuen fora, de la neteja a les claus.',
        ],
        both: [
          'S’ocupen tant de la compravenda com del lloguer de vacances i de llarga durada.',
          'Compren, venen i lloguen: de la setmana de vacances a la casa per a tota la vida.',
          'Tenen pisos en venda i de lloguer, per setmanes o per anys.',
        ],
      },
      help: [
        `El seu equip de ${f.staff} persones també ajuda amb els tràmits, la notaria i els contractes de llum i aigua.`,
        `Són ${f.staff} a l’oficina, i t’acompanyen a la signatura davant notari i amb la paperassa dels subministraments.`,
        `Si compres des de fora, els seus ${f.staff} agents s’ocupen dels tràmits, del NIE als contractes de llum i aigua.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${ca.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(ca, f)} L’oficina és${where} a ${far(f.beachMetres)} del passeig marítim.`;
    },
  },
  eat: {
    summary(f) {
      return `${ca.category[f.category]} · ${ca.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} va obrir el ${f.founded} i des d’aleshores és un dels preferits de veïns i visitants.`,
        `Des del ${f.founded}, ${f.name} és un dels llocs on es menja bé a Portalba.`,
        `${f.name} és obert des del ${f.founded}, i es nota en el tracte.`,
      ],
      tail: {
        restaurant: [
          'A l’estiu, convé reservar els caps de setmana.',
          'Els caps de setmana d’estiu s’omple: millor reservar.',
          'Per a sopar a l’agost, reserva amb un parell de dies d’antelació.',
          'A migdia sol haver-hi taula; per a sopar, millor telefonar abans.',
        ],
        'tapas-bar': [
          'Pots fer unes tapes a la barra o seure a dinar amb calma.',
          'Pots picar alguna cosa a la barra o seure a taula sense pressa.',
        ],
        'beach-bar': [
          'És a la mateixa sorra i serveix menjars des de migdia fins a la posta de sol.',
          'Amb els peus a la sorra, serveix menjars des de migdia fins que es pon el sol.',
        ],
        cafe: [
          'Des del primer cafè del matí fins al gelat de la tarda.',
          'Obre d’hora per als esmorzars i continua fins a l’hora de berenar.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => ca.cuisine[c]);
      const more = others.length ? ` La carta també inclou ${list(others.map(bare))}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'amb producte de temporada i el millor de la llotja, a quatre passes',
                'amb el peix que se subhasta cada tarda a la llotja del port',
              ]
            : ['amb peix de la costa i verdura de l’horta', 'amb producte de temporada, peix del dia inclòs'],
          market: ['amb producte fresc del mercat', 'amb el que porta el mercat dels dijous'],
          garden: ['amb verdura i fruita de l’horta de Portalba', 'amb verdures dels horts de l’Alqueria'],
          bakery: ['tot fet a casa cada matí', 'amb masses i cremes fetes a casa'],
        }[produceOf(f)],
        3,
      );
      return `L’especialitat de la casa ${isPlural(first!) ? 'són' : 'és'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` i la terrassa, ${f.terraceSeats} més` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Gairebé totes les taules miren al mar.', 'Des de quasi totes les taules es veu el mar.', 'El mar es veu des de la majoria de les taules.'], 13)}`
        : '';
      return `El local té ${f.seats} places${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'la xef' : 'el xef';
      const [school, abroad] = pick(
        f.variant,
        [
          ['València', 'Sant Sebastià'],
          ['Barcelona', 'Lió'],
          ['Madrid', 'Londres'],
          ['Dénia', 'Girona'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `A la cuina hi ha ${f.chef}, que es va formar a ${school} i a ${abroad} abans de tornar a Portalba.`,
          `${f.chef} porta la cuina i va aprendre les receptes de la família als fogons de l’àvia, que cuinava per a mig poble.`,
          `${f.chef}, ${the}, canvia part de la carta cada setmana segons ${
            {
              sea: 'el que porten les barques i l’horta',
              market: 'el que troba al mercat',
              garden: 'el que dona l’horta',
              bakery: 'la fruita de temporada',
            }[produceOf(f)]
          }.`,
          `${f.chef} és al capdavant dels fogons des del ${Math.max(f.founded, 2000 + (f.variant % 23))} i hi manté els plats de sempre al costat d’algun de nou.`,
          `${capitalise(the)}, ${f.chef}, prefereix pocs ingredients i ben tractats, sense floritures.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Un equip de ${f.team} persones s’ocupa de la sala i de la cuina, i et dirà de bon grat quins al·lèrgens porta cada plat.`,
      `Són ${f.team} a l’equip. Si tens alguna al·lèrgia o intolerància, digues-ho en demanar: et diran quins plats pots prendre.`,
      `La carta assenyala els al·lèrgens de cada plat, i l’equip, de ${f.team} persones, adapta el que pot.`,
      `A la sala i a la cuina treballen ${f.team} persones; pregunta’ls pels al·lèrgens, els tenen apuntats plat per plat.`,
      `Entre la sala i la cuina són ${f.team}, i a la carta veuràs els al·lèrgens de cada plat.`,
      `Les ${f.team} persones de l’equip coneixen cada recepta: si alguna cosa no et va bé, et proposen un altre plat.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(ca, f)} La platja és a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${ca.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pa cuit cada matí en forn de llenya, i també coques, fartons i brioixeria.',
        fishmonger: nearTheSea(f)
          ? 'Peix i marisc directes de la llotja del port, nets i filetejats al moment.'
          : 'Peix i marisc que arriben cada tarda del port, nets i filetejats al moment.',
        greengrocer: 'Fruita i verdura de l’horta de Portalba, incloses les seves famoses taronges.',
        bookshop:
          'Llibres nous i de segona mà, mapes i guies de la zona, i un prestatge de novel·les en diverses llengües.',
        'surf-shop': 'Taules, neoprens i accessoris, amb reparacions i bons consells sobre on hi ha ones avui.',
        fashion: 'Roba de lli, banyadors i espardenyes, en bona part de petits tallers de casa nostra.',
        crafts: 'Ceràmica, cistelleria i joies fetes a mà per artesans de la comarca.',
        'wine-shop': 'Vins valencians i de la resta de l’Estat, olis d’oliva i tastos els divendres a la tarda.',
        supermarket: 'Tot el que cal per a la setmana, amb carnisseria, xarcuteria i pa del dia.',
      }[f.category];
      return `${what} ${f.name} va obrir les portes el ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(ca, f)} La botiga és a ${far(f.beachMetres)} de la platja i a ${far(f.centreMetres)} de la Plaça Major.`;
    },
  },
  activity: {
    summary(f) {
      return `${ca.category[f.category]} · ${f.hours} h · a partir de ${f.minAge} anys`;
    },
    main(f) {
      const what = {
        kayak: 'Rema vora la costa fins a cales i coves on només s’arriba per mar.',
        diving: 'Batejos i cursos per a tots els nivells sobre praderies de posidònia i fons rocosos.',
        sailing:
          'Aprèn a navegar en vela lleugera o en catamarà amb monitors titulats, o gaudeix d’un passeig per la costa.',
        surf: 'Classes de surf i de pàdel surf per a principiants, i lloguer per a qui ja en sap.',
        hiking: 'Rutes guiades per la marjal, entre tarongers i fins al mirador del castell.',
        cycling: 'Rutes en bici per camins tranquils i vies verdes, amb parada per esmorzar al bar d’un poble.',
        'boat-trip':
          'Passejos en vaixell per la costa, amb parada per banyar-se en una cala i alguna cosa per beure a bord.',
        yoga: 'Ioga a la platja a l’alba i a la posta de sol, per a tots els nivells.',
        'cooking-class': 'Aprèn a fer una bona paella i altres plats d’aquí, i després seu a menjar-te’ls.',
      }[f.category];
      return `${what} Les sessions duren unes ${f.hours} hores, en grups de fins a ${f.groupSize} persones, amb tot el material inclòs. Edat mínima: ${f.minAge} anys.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `Quedem al nostre local, a ${far(f.beachMetres)} de la platja.`
        : `Quedem ${ca.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(ca, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${ca.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Receptes, protecció solar i farmaciola, amb atenció en diverses llengües. Sempre hi ha una farmàcia de guàrdia al poble.',
        taxi: 'Taxis pel poble i fins a l’aeroport de València, l’estació de tren i els pobles del voltant, de dia i de nit.',
        'bike-rental':
          'Bicis de passeig, elèctriques, infantils i cadiretes per a criatures, per hores, dies o setmanes.',
        laundry: 'Rentadores i assecadores d’autoservei, i servei de rentat i planxat per recollir el mateix dia.',
        'health-centre': 'Medicina general i infermeria, amb atenció sense cita per als visitants.',
        'car-rental': 'Cotxes petits, furgonetes i descapotables, amb lliurament a casa o a l’hotel.',
        cleaning: 'Neteja d’habitatges turístics entre hostes, i de cases i oficines tot l’any.',
        handyman: 'Lampisteria, electricitat, serralleria i petites reparacions, normalment el mateix dia.',
        hairdresser: 'Tall, color i pentinat per a dones, homes i criatures, amb cita o sense.',
        vet: 'Vacunes, revisions i urgències per a gossos, gats i altres animals de companyia.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `És a ${far(f.centreMetres)} de la Plaça Major.`
        : `${f.name} és ${ca.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
