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
const andList = (items: string[]) => series(items, 'e', ', nonché');
/** A cuisine as one of a list with no articles. */
const bare = (phrase: string) => withoutArticles(phrase, '(?:il|lo|la|i|gli|le) |l’', 'e');
/** "Le tapas", "il pesce e i frutti di mare": what takes "sono" rather than "è". */
const isPlural = (phrase: string) => /^(i|gli|le) | e /.test(phrase);

const KIND = {
  apartment: ['appartamento', 'm'],
  studio: ['monolocale', 'm'],
  house: ['casa', 'f'],
  villa: ['villa', 'f'],
  penthouse: ['attico', 'm'],
} as const;
const { agree, kind } = homeNouns(KIND);
const article = (f: PropertyFacts) => agree(f, 'un', 'una');
/** Numbers as they agree with "camere" (feminine) and "bagni" (masculine). */
const FEMININE = ['nessuna', 'una', 'due', 'tre', 'quattro', 'cinque', 'sei'];
const MASCULINE = ['nessun', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei'];

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un unico ambiente' : f.bedrooms === 1 ? 'una camera da letto' : `${f.bedrooms} camere da letto`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'un bagno' : `${f.bathrooms} bagni`);
const stars = (n: number | null) => `${n} ${n === 1 ? 'stella' : 'stelle'}`;
const BEDS: Record<BedroomBeds, string> = {
  double: 'un letto matrimoniale',
  twin: 'due letti singoli',
  bunk: 'un letto a castello',
};
const ORDINAL = ['principale', 'seconda', 'terza', 'quarta', 'quinta', 'sesta'];
const SOFA = (children: number) => `un divano letto per ${children === 1 ? 'un bambino' : 'due bambini'}`;

export const it: PhraseBank = {
  inNeighbourhood: {
    grau: 'a El Grau',
    vila: 'a La Vila',
    'platja-nord': 'a Platja Nord',
    dunes: 'a Les Dunes',
    'sant-roc': 'a Sant Roc',
    alqueria: 'a L’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau è il quartiere del porto, all’estremità nord del paese: i pescherecci rientrano ogni pomeriggio e il lungomare è pieno di ristoranti di riso.',
      'A El Grau, il quartiere dei pescatori a nord, le reti si rammendano sul molo e il pesce si vende all’asta ogni pomeriggio.',
    ],
    vila: [
      'La Vila è il centro storico, con vicoli stretti, il mercato coperto e la piazza della chiesa a due passi.',
      'La Vila, il cuore antico del paese, ruota intorno alla Plaça Major e al municipio, tra vicoli e botteghe storiche.',
      'A La Vila, il centro storico, il mercato del giovedì riempie la Plaça Major e i vicoli restano all’ombra d’estate.',
    ],
    'platja-nord': [
      'Platja Nord è il tratto di spiaggia più vivace, con un lungo lungomare, chioschi e bagnini per tutta l’estate.',
      'Platja Nord, la spiaggia principale, va dal porto al centro storico: lungomare, bandiera blu e bagnini d’estate.',
      'A Platja Nord, tra El Grau e La Vila, il lungomare si riempie di gente quando il sole cala.',
    ],
    dunes: [
      'Les Dunes è l’estremità sud della spiaggia, la più tranquilla: passerelle di legno attraversano le dune e c’è sempre posto per l’asciugamano.',
      'A sud del paese, Les Dunes è la spiaggia tranquilla, con dune protette, pini e passerelle di legno fino all’acqua.',
      'Les Dunes, a sud di La Vila, ha la spiaggia più selvaggia del paese, tra i pini e senza edifici sulla sabbia.',
    ],
    'sant-roc': [
      'Sant Roc è una zona residenziale sul pendio che domina il paese, con vista sui tetti e sul mare.',
      'Sant Roc sale lungo il pendio fino all’eremo: strade tranquille, case con giardino e il mare sullo sfondo.',
    ],
    alqueria: [
      'L’Alqueria è tra gli aranceti, alla periferia del paese, dove cominciano le strade di campagna.',
      'A L’Alqueria, a ovest del paese, le case sono sparse tra aranceti e canali d’irrigazione.',
    ],
  },
  cuisine: {
    mediterranean: 'la cucina mediterranea',
    spanish: 'la cucina spagnola tradizionale',
    valencian: 'la cucina casalinga valenciana',
    catalan: 'la cucina catalana',
    basque: 'la cucina basca',
    galician: 'la cucina galiziana',
    andalusian: 'la cucina andalusa',
    tapas: 'le tapas',
    seafood: 'il pesce e i frutti di mare',
    rice: 'i piatti di riso',
    grill: 'la carne e il pesce alla brace',
    market: 'la cucina di mercato',
    italian: 'la cucina italiana',
    pizza: 'la pizza cotta nel forno a legna',
    french: 'la cucina da bistrot francese',
    portuguese: 'la cucina portoghese',
    japanese: 'la cucina giapponese',
    chinese: 'la cucina cinese',
    thai: 'la cucina thailandese',
    indian: 'la cucina indiana',
    mexican: 'la cucina messicana',
    argentinian: 'la grigliata argentina',
    peruvian: 'la cucina peruviana',
    vegetarian: 'i piatti vegetariani',
    vegan: 'i piatti vegani',
    'gluten-free': 'i piatti senza glutine',
    fusion: 'la cucina fusion',
    burgers: 'gli hamburger',
    desserts: 'le torte, la pasticceria e i gelati',
  },
  cuisineLabel: {
    mediterranean: 'Mediterranea',
    spanish: 'Spagnola',
    valencian: 'Valenciana',
    catalan: 'Catalana',
    basque: 'Basca',
    galician: 'Galiziana',
    andalusian: 'Andalusa',
    tapas: 'Tapas',
    seafood: 'Pesce e frutti di mare',
    rice: 'Piatti di riso',
    grill: 'Griglia',
    market: 'Cucina di mercato',
    italian: 'Italiana',
    pizza: 'Pizza',
    french: 'Francese',
    portuguese: 'Portoghese',
    japanese: 'Giapponese',
    chinese: 'Cinese',
    thai: 'Thailandese',
    indian: 'Indiana',
    mexican: 'Messicana',
    argentinian: 'Argentina',
    peruvian: 'Peruviana',
    vegetarian: 'Vegetariana',
    vegan: 'Vegana',
    'gluten-free': 'Senza glutine',
    fusion: 'Fusion',
    burgers: 'Hamburger',
    desserts: 'Dolci',
  },
  category: {
    apartment: 'Appartamento',
    studio: 'Monolocale',
    house: 'Casa',
    villa: 'Villa',
    penthouse: 'Attico',
    hotel: 'Hotel',
    camping: 'Campeggio',
    apartments: 'Appartamenti vacanza',
    agency: 'Agenzia immobiliare',
    restaurant: 'Ristorante',
    'tapas-bar': 'Bar di tapas',
    'beach-bar': 'Chiosco sulla spiaggia',
    cafe: 'Caffetteria',
    bakery: 'Panetteria',
    fishmonger: 'Pescheria',
    greengrocer: 'Fruttivendolo',
    bookshop: 'Libreria',
    'surf-shop': 'Negozio di surf',
    fashion: 'Negozio di abbigliamento',
    crafts: 'Artigianato',
    'wine-shop': 'Enoteca',
    supermarket: 'Supermercato',
    kayak: 'Kayak',
    diving: 'Immersioni',
    sailing: 'Vela',
    surf: 'Surf',
    hiking: 'Escursionismo',
    cycling: 'Ciclismo',
    'boat-trip': 'Gita in barca',
    yoga: 'Yoga',
    'cooking-class': 'Corso di cucina',
    pharmacy: 'Farmacia',
    taxi: 'Taxi',
    'bike-rental': 'Noleggio bici',
    laundry: 'Lavanderia',
    'health-centre': 'Centro medico',
    'car-rental': 'Autonoleggio',
    cleaning: 'Pulizie',
    handyman: 'Piccole riparazioni',
    hairdresser: 'Parrucchiere',
    vet: 'Veterinario',
  },
  property: {
    name: homeName((f, detail) => {
      const noun = capitalise(kind(f));
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${it.inNeighbourhood[f.neighbourhood]}`;
      const rooms = f.bedrooms === 1 ? 'una camera' : `${f.bedrooms} camere`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? ` di ${f.areaM2} m²`
            : ` di ${rooms}`
          : detail >= 4
            ? ` di ${f.areaM2} m²${f.bedrooms ? ` e ${rooms}` : ''}`
            : '';
      return {
        'sea-view': `${noun}${size} vista mare${where}`,
        pool: `${noun}${size} con piscina${where}`,
        terrace: `${noun}${size} con ampia terrazza${where}`,
        beach: `${noun}${size} a ${far(f.beachMetres)} dalla spiaggia${where}`,
        quiet: `${noun}${size} ${agree(f, 'tranquillo', 'tranquilla')}${where}`,
        bright: `${noun}${size} ${agree(f, 'luminoso', 'luminosa')}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Monolocale' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'posto letto' : 'posti letto'}`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const rooms = `${BEDROOMS(f)} e ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'vista mare' : '',
        f.terrace ? 'terrazza' : '',
        f.pool ? (sharedPool(f) ? 'piscina condominiale' : 'piscina privata') : '',
        f.parking ? 'posto auto' : '',
        f.airCon ? 'aria condizionata' : '',
      ].filter(Boolean);
      const joined = series(extras, 'e', ' e');
      return {
        intro: [
          `${capitalise(article(f))} ${kind(f)} di ${f.areaM2} m² ben ${agree(f, 'tenuto', 'tenuta')}, con ${rooms}${f.sale ? '' : `, per un massimo di ${f.sleeps} persone`}.`,
          `${agree(f, 'Questo', 'Questa')} ${kind(f)} ha ${f.areaM2} m², ${rooms}${f.sale ? '' : `, con posto per ${f.sleeps} persone`}.`,
          `${capitalise(it.inNeighbourhood[f.neighbourhood])}, ${article(f)} ${kind(f)} di ${f.areaM2} m² con ${rooms}.${f.sale ? '' : ` Ospita ${f.sleeps} persone.`}`,
        ],
        features: extras.length ? [`Ha ${joined}.`, `Dispone di ${joined}.`, `A suo favore: ${joined}.`] : [],
        forSale: [
          `In vendita e ${agree(f, 'pronto', 'pronta')} da abitare.`,
          `Si vende ${agree(f, 'pronto', 'pronta')} da abitare, con tutti i documenti in regola.`,
          `È in vendita: un’occasione per vivere ${it.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: 'Finché non si vende, si affitta anche per le vacanze.',
        forHolidays: [
          'Si affitta per le vacanze, con arrivo dalle 17:00.',
          'Per le vacanze: l’arrivo è dalle 17:00 e la partenza entro le 11:00.',
          `Un’ottima base per una vacanza ${it.inNeighbourhood[f.neighbourhood]}, con arrivo dalle 17:00.`,
          'Si affitta a notte per soggiorni di vacanza; si arriva dalle 17:00.',
        ],
        alsoByTheMonth: 'Fuori stagione si affitta anche a mesi.',
        longTerm: [
          'Si affitta per lunghi periodi: ideale per vivere a Portalba tutto l’anno.',
          `Si affitta a mesi, per chi vuole vivere ${it.inNeighbourhood[f.neighbourhood]} tutto l’anno.`,
          'Affitto a lungo termine, con contratto annuale o stagionale.',
        ],
      };
    }),
    location: homeLocation(() => it, {
      distances: (f) => [
        `La spiaggia è a ${far(f.beachMetres)} e la Plaça Major a ${far(f.centreMetres)}.`,
        `Fino alla spiaggia ci sono ${far(f.beachMetres)}; fino alla Plaça Major, in centro, ${far(f.centreMetres)}.`,
        `Si trova a ${far(f.beachMetres)} dalla spiaggia e a ${far(f.centreMetres)} dal municipio.`,
      ],
      byTheBeach: [
        'In spiaggia si scende in costume e infradito.',
        'La mattina da casa si sente il mare.',
        'L’ombrellone non va portato lontano: la sabbia è lì.',
      ],
      nearTheShops: 'Forni, negozi e bar sono a due passi.',
      farOut: [
        'Per la vita di tutti i giorni è comodo avere l’auto o la bici.',
        'Per la spesa settimanale, meglio in auto o in bici.',
        'L’autobus urbano passa vicino e porta in centro in pochi minuti.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'La zona giorno',
      livingRoom: 'Il soggiorno',
      forSale: (room, f) => [
        `${room} è ${f.bedrooms === 0 ? 'ampia' : 'ampio'} e ${f.bedrooms === 0 ? 'luminosa' : 'luminoso'}, con spazio per un bel tavolo da pranzo.`,
        `${room} è ${f.bedrooms === 0 ? 'esposta' : 'esposto'} verso l’esterno e riceve molta luce naturale, con pavimenti in gres chiaro.`,
        `${room}, di circa ${Math.round(f.areaM2 * 0.3)} m², ha grandi finestre.`,
      ],
      forRent: (room, f) => [
        `${room} è ${f.bedrooms === 0 ? 'luminosa' : 'luminoso'}, con un divano comodo, un tavolo da pranzo per ${f.sleeps} e una smart TV.`,
        `${room} riceve molta luce naturale e ha un ampio divano, un tavolo per ${f.sleeps} e wi-fi veloce.`,
        `${room} ha un grande divano, un tavolo per ${f.sleeps} persone e il wi-fi.`,
      ],
      ontoTheTerrace: [
        ' Si apre direttamente sulla terrazza.',
        ' Da qui si esce in terrazza.',
        'La terrazza è proprio accanto.',
      ],
      seaFromTheSofa: ' Dal divano si vede il mare.',
    }),
    bedrooms: homeBedrooms({
      studioForSale: 'La zona notte è separata dal resto da un armadio basso, con spazio per un letto matrimoniale.',
      oneForSale: ['La camera è ampia, con armadio a muro.', 'La camera, luminosa, ha un grande armadio a muro.'],
      moreForSale: (f) => [
        `Le ${FEMININE[f.bedrooms]} camere sono tutte luminose, e la principale ha un grande armadio a muro.`,
        `Ci sono ${FEMININE[f.bedrooms]} camere: la principale, ampia e con cabina armadio, e ${f.bedrooms === 2 ? 'un’altra più piccola' : `altre ${FEMININE[f.bedrooms - 1]} doppie`}.`,
        `Delle ${FEMININE[f.bedrooms]} camere, la principale guarda ${f.seaView ? 'il mare' : 'a sud'} e ha l’armadio a muro.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `La zona notte ha ${BEDS.double}${sofa ? `, e nella zona giorno c’è ${sofa}` : ''}.`,
        `Per dormire c’è ${BEDS.double}${sofa ? `, più ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`La camera ha ${BEDS[main]}.`, `In camera c’è ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `la ${ORDINAL[i + 1]} ${BEDS[b]}`);
        return [
          `La camera principale ha ${BEDS[main]}, ${rest.slice(0, -1).join(', ')}${rest.length > 1 ? ' e ' : ''}${rest.at(-1)}.`,
          `Ci sono ${FEMININE[f.bedrooms]} camere: la principale con ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `la ${ORDINAL[i + 1]} con ${BEDS[b]}`)],
            ', ',
            ' e ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` In soggiorno c’è anche ${sofa}.`, ` Il soggiorno ha ${sofa}.`],
      oneCloset: 'L’armadio è a muro.',
      closets: ['Tutte le camere hanno l’armadio a muro.', 'Ogni camera ha il suo armadio.'],
      linen: [
        'Lenzuola e asciugamani sono forniti.',
        'Lenzuola e asciugamani sono inclusi.',
        'La biancheria da letto e da bagno è compresa.',
        'Troverai i letti fatti e gli asciugamani per tutti.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'La cucina è completamente attrezzata: forno, piano cottura, frigorifero con congelatore, microonde, lavastoviglie e macchina del caffè.',
      'La cucina, aperta sul soggiorno, ha tutto il necessario per cucinare, dalla lavastoviglie alla padella per la paella.',
      'Una cucina pratica con piano in vetroceramica, forno, microonde, lavatrice e tanti pensili.',
      'La cucina è abitabile, con piano a induzione, forno, lavastoviglie e un tavolo per la colazione.',
      'Cucina moderna con isola, piano a induzione, forno, lavastoviglie e tutte le stoviglie.',
      `In cucina non manca niente: frigorifero grande, forno, microonde e macchina del caffè a capsule${f.terrace ? ', con la terrazza proprio accanto' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'Il bagno ha una doccia a filo pavimento e l’asciugacapelli.',
        'Il bagno, rinnovato, ha un’ampia doccia con box.',
        'Il bagno è completo, con vasca e doccetta.',
      ],
      two: [
        'I bagni sono due, uno con vasca e l’altro con doccia a filo pavimento.',
        'Ci sono due bagni completi: uno in camera principale e l’altro sul corridoio.',
        'Entrambi i bagni hanno la doccia, e quello della camera principale ha anche il doppio lavabo.',
      ],
      more: (f) => [
        `I bagni sono ${MASCULINE[f.bathrooms]}: uno con vasca e ${MASCULINE[f.bathrooms - 1]} con doccia.`,
        `Ci sono ${MASCULINE[f.bathrooms]} bagni completi, uno dei quali in camera principale.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `Hotel ${stars(f.stars)} · ${f.units} camere`
          : f.hotelType === 'camping'
            ? `${it.category.camping} · ${f.units} piazzole e bungalow`
            : `${it.category.apartments} · ${f.units} appartamenti`;
      return `${kindText} · a ${far(f.beachMetres)} dalla spiaggia`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'piscina all’aperto' : '', f.restaurant ? 'ristorante interno' : ''].filter(Boolean);
      const withExtras = extras.length ? `, oltre a ${andList(extras)}` : '';
      return {
        hotel: {
          about: `${f.name} è un hotel ${stars(f.stars)} con ${andList([`${f.units} camere`, ...extras])}.`,
          more: [
            'La colazione è servita dalle 7:30 alle 10:30 e la reception è aperta 24 ore su 24.',
            'La reception non chiude mai, e la colazione è dalle 7:30 alle 10:30.',
            'Tutte le camere hanno aria condizionata e wi-fi, e la reception risponde giorno e notte.',
            `Molte camere hanno il balcone, e la spiaggia è a ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} è un campeggio all’ombra dei pini, con ${andList([`${f.units} piazzole`, 'bungalow in legno', ...extras])}.`,
          more: [
            'Ci sono docce calde, una lavanderia e un piccolo market.',
            'Ci sono docce calde, lavatrici e un piccolo supermercato.',
          ],
        },
        apartments: {
          about: `${f.name} offre ${f.units} appartamenti con angolo cottura e balcone${withExtras}.`,
          more: [
            'La reception è aperta tutti i giorni e le pulizie si fanno due volte a settimana.',
            'La reception è aperta ogni giorno, e pulizie e cambio asciugamani sono due volte a settimana.',
            'Si puliscono due volte a settimana, e alla reception ti aiutano a prenotare gite e tavoli.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(it, f)} La spiaggia è a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${it.category.agency} · dal ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Fondata nel ${f.founded}, ${f.name} è un’impresa di famiglia che conosce ogni strada di Portalba.`,
      focus: {
        sale: [
          'È specializzata nella compravendita di case, dagli appartamenti nel centro storico alle ville con piscina.',
          'Il suo forte è la compravendita: appartamenti, case di paese e ville, con valutazione gratuita.',
          'Vende soprattutto case e appartamenti usati, e conosce il prezzo di ogni strada.',
        ],
        rent: [
          'È specializzata negli affitti, sia turistici sia a lungo termine.',
          'Si occupa soprattutto di affitti, a settimane d’estate e a mesi il resto dell’anno.',
          'Gestisce gli affitti per i proprietari che vivono altrove, dalle pulizie alle chiavi.',
        ],
        both: [
          'Si occupa sia di compravendite sia di affitti turistici e a lungo termine.',
          'Compra, vende e affitta: dalla settimana di vacanza alla casa per la vita.',
          'Ha case in vendita e in affitto, a settimane o ad anni.',
        ],
      },
      help: [
        `La sua squadra di ${f.staff} persone aiuta anche con le pratiche, il notaio e i contratti di luce e acqua.`,
        `In ufficio sono in ${f.staff}, e ti accompagnano dal notaio e nelle pratiche per le utenze.`,
        `Se compri dall’estero, i suoi ${f.staff} agenti si occupano delle pratiche, dal NIE ai contratti di luce e acqua.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${it.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(it, f)} L’ufficio si trova${where} a ${far(f.beachMetres)} dal lungomare.`;
    },
  },
  eat: {
    summary(f) {
      return `${it.category[f.category]} · ${it.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} ha aperto nel ${f.founded} e da allora è uno dei locali preferiti da residenti e visitatori.`,
        `Dal ${f.founded}, ${f.name} è uno dei posti dove si mangia bene a Portalba.`,
        `${f.name} è aperto dal ${f.founded}, e si vede dall’accoglienza.`,
      ],
      tail: {
        restaurant: [
          'In estate, nel fine settimana conviene prenotare.',
          'Nei fine settimana d’estate si riempie: meglio prenotare.',
          'Per cenare ad agosto, prenota un paio di giorni prima.',
          'A pranzo un tavolo di solito si trova; la sera, meglio chiamare prima.',
        ],
        'tapas-bar': [
          'Qualche tapa al bancone o un pasto completo a tavola: scegli tu.',
          'Puoi mangiare qualcosa al bancone o sederti a tavola senza fretta.',
        ],
        'beach-bar': [
          'Direttamente sulla sabbia, serve da mangiare da mezzogiorno al tramonto.',
          'Con i piedi nella sabbia, si mangia da mezzogiorno finché tramonta il sole.',
        ],
        cafe: [
          'Dal primo caffè del mattino al gelato del pomeriggio.',
          'Apre presto per la colazione e resta aperto fino alla merenda.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => it.cuisine[c]);
      const more = others.length ? ` La carta propone anche ${andList(others.map(bare))}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'con prodotti di stagione e il meglio dell’asta del pesce, a due passi',
                'con il pesce battuto all’asta ogni pomeriggio al porto',
              ]
            : ['con pesce della costa e verdura degli orti', 'con prodotti di stagione, pesce del giorno compreso'],
          market: ['con prodotti freschi del mercato', 'con quello che porta il mercato del giovedì'],
          garden: ['con frutta e verdura degli orti di Portalba', 'con le verdure degli orti di L’Alqueria'],
          bakery: ['tutto fatto in casa ogni mattina', 'con impasti e creme fatti in casa'],
        }[produceOf(f)],
        3,
      );
      return `La specialità della casa ${isPlural(first!) ? 'sono' : 'è'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, e in terrazza altri ${f.terraceSeats}` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Quasi tutti i tavoli guardano il mare.', 'Da quasi ogni tavolo si vede il mare.', 'Il mare si vede dalla maggior parte dei tavoli.'], 13)}`
        : '';
      return `In sala ci sono ${f.seats} posti${terrace}.${view}`;
    },
    chef(f) {
      const female = f.chefGender === 'f';
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valencia', 'San Sebastián'],
          ['Barcellona', 'Lione'],
          ['Madrid', 'Londra'],
          ['Dénia', 'Girona'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `In cucina c’è ${f.chef}, che si è ${female ? 'formata' : 'formato'} a ${school} e a ${abroad} prima di tornare a Portalba.`,
          `${f.chef} guida la cucina e ha imparato le ricette di famiglia ai fornelli della nonna, che cucinava per mezzo paese.`,
          `${f.chef}, ${female ? 'la chef' : 'lo chef'}, cambia parte del menù ogni settimana in base ${
            {
              sea: 'a quello che portano le barche e gli orti',
              market: 'a quello che trova al mercato',
              garden: 'a quello che danno gli orti',
              bakery: 'alla frutta di stagione',
            }[produceOf(f)]
          }.`,
          `${f.chef} è ai fornelli dal ${Math.max(f.founded, 2000 + (f.variant % 23))} e accanto ai piatti di sempre ne propone qualcuno nuovo.`,
          `${female ? 'La chef' : 'Lo chef'}, ${f.chef}, preferisce pochi ingredienti trattati bene, senza fronzoli.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Una squadra di ${f.team} persone si occupa di sala e cucina, e ti dirà volentieri quali allergeni contiene ogni piatto.`,
      `Nella squadra sono in ${f.team}. Se hai allergie o intolleranze, dillo quando ordini: ti indicheranno i piatti adatti.`,
      `La carta segnala gli allergeni di ogni piatto, e la squadra di ${f.team} persone adatta quello che può.`,
      `In sala e in cucina lavorano ${f.team} persone; chiedi pure degli allergeni, li hanno segnati piatto per piatto.`,
      `Tra sala e cucina sono in ${f.team}, e in carta trovi gli allergeni di ogni piatto.`,
      `Le ${f.team} persone della squadra conoscono ogni ricetta: se qualcosa non ti fa bene, ti propongono un altro piatto.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(it, f)} La spiaggia è a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${it.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pane cotto ogni mattina nel forno a legna, e poi cocas, fartons e dolci da forno.',
        fishmonger: nearTheSea(f)
          ? 'Pesce e frutti di mare direttamente dall’asta del porto, puliti e sfilettati al momento.'
          : 'Pesce e frutti di mare che arrivano dal porto ogni pomeriggio, puliti e sfilettati al momento.',
        greengrocer: 'Frutta e verdura degli orti di Portalba, comprese le famose arance.',
        bookshop: 'Libri nuovi e usati, mappe e guide della zona e uno scaffale di romanzi in diverse lingue.',
        'surf-shop': 'Tavole, mute e accessori, con riparazioni e buoni consigli su dove sono le onde oggi.',
        fashion: 'Abiti di lino, costumi da bagno ed espadrillas, in gran parte di piccoli laboratori spagnoli.',
        crafts: 'Ceramiche, cesti e gioielli fatti a mano da artigiani della zona.',
        'wine-shop': 'Vini valenciani e di tutta la Spagna, oli d’oliva e degustazioni il venerdì sera.',
        supermarket: 'Tutto per la settimana, con macelleria, salumeria e pane fresco.',
      }[f.category];
      return `${what} ${f.name} ha aperto nel ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(it, f)} Il negozio è a ${far(f.beachMetres)} dalla spiaggia e a ${far(f.centreMetres)} dalla Plaça Major.`;
    },
  },
  activity: {
    summary(f) {
      return `${it.category[f.category]} · ${f.hours} h · età minima ${f.minAge} anni`;
    },
    main(f) {
      const what = {
        kayak: 'Pagaia lungo la costa fino a calette e grotte raggiungibili solo dal mare.',
        diving: 'Battesimi e corsi per tutti i livelli, sopra le praterie di posidonia e i fondali rocciosi.',
        sailing:
          'Impara a navigare su una deriva o un catamarano con istruttori qualificati, oppure goditi una veleggiata lungo la costa.',
        surf: 'Lezioni di surf e SUP per principianti, e noleggio per chi sa già come fare.',
        hiking: 'Escursioni guidate nella palude, tra gli aranceti e fino al belvedere del castello.',
        cycling:
          'Tour in bici su strade tranquille e piste ciclabili, con una sosta per uno spuntino nel bar di un paese.',
        'boat-trip': 'Gite in barca lungo la costa, con sosta per un bagno in una caletta e qualcosa da bere a bordo.',
        yoga: 'Yoga in spiaggia all’alba e al tramonto, per tutti i livelli.',
        'cooking-class':
          'Impara a preparare una vera paella e altri piatti del posto, e poi siediti a tavola per gustarli.',
      }[f.category];
      return `${what} Le sessioni durano circa ${f.hours} ore, in gruppi di massimo ${f.groupSize} persone, con tutta l’attrezzatura inclusa. Età minima: ${f.minAge} anni.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `Il ritrovo è nella nostra sede, a ${far(f.beachMetres)} dalla spiaggia.`
        : `Il ritrovo è ${it.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(it, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${it.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Ricette, protezione solare e primo soccorso, con assistenza in diverse lingue. In paese c’è sempre una farmacia di turno.',
        taxi: 'Taxi in paese e verso l’aeroporto di Valencia, la stazione e i paesi vicini, giorno e notte.',
        'bike-rental': 'Bici da città, elettriche, per bambini e seggiolini, a ore, a giornata o a settimana.',
        laundry: 'Lavatrici e asciugatrici self-service, e un servizio di lavaggio e piegatura con ritiro in giornata.',
        'health-centre': 'Medicina generale e infermieristica, con ambulatorio senza appuntamento per i turisti.',
        'car-rental': 'Utilitarie, furgoni e cabriolet, consegnati a casa o in hotel.',
        cleaning: 'Pulizie degli alloggi turistici tra un ospite e l’altro, e di case e uffici tutto l’anno.',
        handyman: 'Idraulica, impianti elettrici, serrature e piccole riparazioni, di solito in giornata.',
        hairdresser: 'Taglio, colore e piega per donna, uomo e bambino, con o senza appuntamento.',
        vet: 'Vaccinazioni, visite e urgenze per cani, gatti e altri animali domestici.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `Si trova a ${far(f.centreMetres)} dalla Plaça Major.`
        : `${f.name} si trova ${it.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
