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
const agree = (f: PropertyFacts, m: string, fem: string) => (KIND[f.category][1] === 'f' ? fem : m);
const kind = (f: PropertyFacts) => KIND[f.category][0];
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un unico ambiente' : f.bedrooms === 1 ? 'una camera da letto' : `${f.bedrooms} camere da letto`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'un bagno' : `${f.bathrooms} bagni`);
const stars = (n: number | null) => `${n} ${n === 1 ? 'stella' : 'stelle'}`;

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
    grau: 'El Grau è il quartiere del porto: ogni pomeriggio rientrano i pescherecci e il lungomare è pieno di ristoranti specializzati in riso.',
    vila: 'La Vila è il centro storico, con vicoli stretti, il mercato coperto e la piazza della chiesa a due passi.',
    'platja-nord':
      'Platja Nord è il tratto di spiaggia più animato, con una lunga passeggiata a mare, chioschi e bagnini per tutta l’estate.',
    dunes:
      'Les Dunes è l’estremità sud della spiaggia, la più tranquilla: passerelle di legno attraversano le dune e c’è sempre posto per l’asciugamano.',
    'sant-roc': 'Sant Roc è una zona residenziale sul pendio che domina il paese, con vista sui tetti e sul mare.',
    alqueria: 'L’Alqueria si trova tra gli aranceti, alla periferia del paese, a dieci minuti in bici dalla spiaggia.',
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
    name(f) {
      const where = it.inNeighbourhood[f.neighbourhood];
      const noun = capitalise(kind(f));
      switch (f.highlight) {
        case 'sea-view':
          return `${noun} con vista mare ${where}`;
        case 'pool':
          return `${noun} con piscina ${where}`;
        case 'terrace':
          return `${noun} con ampio terrazzo ${where}`;
        case 'beach':
          return `${noun} a ${far(f.beachMetres)} dalla spiaggia`;
        case 'quiet':
          return `${noun} ${agree(f, 'tranquillo', 'tranquilla')} ${where}`;
        case 'bright':
          return `${noun} ${agree(f, 'luminoso', 'luminosa')} ${where}`;
      }
    },
    summary(f) {
      const parts = [
        f.bedrooms === 0 ? 'Monolocale' : f.bedrooms === 1 ? '1 camera' : `${f.bedrooms} camere`,
        `${f.areaM2} m²`,
      ];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'posto letto' : 'posti letto'}`);
      return parts.join(' · ');
    },
    main(f) {
      const lines = [
        pick(f.variant, [
          `${agree(f, 'Un', 'Una')} ${kind(f)} ${agree(f, 'curato', 'curata')} di ${f.areaM2} m², con ${BEDROOMS(f)} e ${BATHROOMS(f)}, per un massimo di ${f.sleeps} persone.`,
          `${agree(f, 'Questo', 'Questa')} ${kind(f)} ha ${f.areaM2} m², ${BEDROOMS(f)} e ${BATHROOMS(f)}, con spazio per ${f.sleeps} persone.`,
        ]),
      ];
      if (f.seaView) lines.push('Dalle finestre si vede il mare.');
      if (f.terrace) lines.push('Il terrazzo è perfetto per fare colazione all’aperto o per un aperitivo al tramonto.');
      if (f.pool) lines.push(sharedPool(f) ? 'Il complesso ha una piscina condominiale.' : 'Ha una piscina privata.');
      if (f.parking) lines.push('Posto auto incluso.');
      if (f.airCon) lines.push('Aria condizionata in tutta la casa.');
      if (f.rent) lines.push('Disponibile per soggiorni di vacanza, check-in dalle 17:00.');
      else if (f.long) lines.push('Si affitta per lunghi periodi: ideale per vivere a Portalba tutto l’anno.');
      else if (f.sale) lines.push(`In vendita e ${agree(f, 'pronto', 'pronta')} da abitare.`);
      return lines.join(' ');
    },
    location(f) {
      return `${it.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `La spiaggia è a ${far(f.beachMetres)}, e panetterie, negozi e ristoranti si raggiungono a piedi.`,
        `La spiaggia dista ${far(f.beachMetres)}; il supermercato e la fermata dell’autobus sono proprio dietro l’angolo.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `Il soggiorno è luminoso, con un divano comodo, un tavolo da pranzo per ${f.sleeps} e una smart TV.`,
          `Il soggiorno con zona pranzo riceve molta luce naturale e ha un grande divano, un tavolo per ${f.sleeps} e wi-fi veloce.`,
        ]) + (f.terrace ? ' Si affaccia direttamente sul terrazzo.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'La zona notte ha un letto matrimoniale, e il divano si trasforma in letto per un’altra persona.';
      const rooms =
        f.bedrooms === 1
          ? 'La camera ha un letto matrimoniale e un armadio a muro.'
          : `Ci sono ${f.bedrooms} camere: quella principale con letto matrimoniale e le altre con due letti singoli ciascuna.`;
      return (
        rooms + (f.rent ? ' Biancheria da letto e asciugamani inclusi.' : ' Tutte le camere hanno un armadio a muro.')
      );
    },
    kitchen(f) {
      return pick(f.variant, [
        'La cucina è completamente attrezzata: forno, piano cottura, frigorifero con congelatore, microonde, lavastoviglie e macchina del caffè.',
        'La cucina, aperta sul soggiorno, ha tutto il necessario per cucinare, dalla lavastoviglie alla padella per la paella.',
        'Una cucina pratica con piano in vetroceramica, forno, microonde, lavatrice e tanto spazio negli armadi.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'Il bagno ha una doccia a filo pavimento e l’asciugacapelli.'
        : `Ci sono ${f.bathrooms} bagni, uno con vasca e uno con doccia a filo pavimento.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'piscina all’aperto' : '', f.restaurant ? 'ristorante interno' : ''].filter(Boolean);
      if (f.hotelType === 'hotel') {
        return `${f.name} è un hotel ${stars(f.stars)} con ${andList([`${f.units} camere`, ...extras])}. La colazione è servita dalle 7:30 alle 10:30 e la reception è aperta 24 ore su 24.`;
      }
      if (f.hotelType === 'camping') {
        return `${f.name} è un campeggio all’ombra dei pini, con ${andList([`${f.units} piazzole`, 'bungalow in legno', ...extras])}. Ci sono docce calde, una lavanderia e un piccolo market.`;
      }
      const withExtras = extras.length ? `, oltre a ${andList(extras)}` : '';
      return `${f.name} offre ${f.units} appartamenti con angolo cottura e balcone${withExtras}. La reception è aperta tutti i giorni e le pulizie si fanno due volte a settimana.`;
    },
    location(f) {
      return `${it.neighbourhood[f.neighbourhood]} La spiaggia è a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${it.category.agency} · dal ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'È specializzata nella compravendita di case, dagli appartamenti nel centro storico alle ville con piscina.',
        rent: 'È specializzata negli affitti, sia turistici sia a lungo termine.',
        both: 'Si occupa sia di compravendite sia di affitti turistici e a lungo termine.',
      }[f.focus];
      return `Fondata nel ${f.founded}, ${f.name} è un’impresa di famiglia con ${f.staff} persone che conoscono ogni strada di Portalba. ${focus} Aiuta anche con le pratiche, il notaio e i contratti di luce e acqua.`;
    },
    location(f) {
      return `${it.neighbourhood[f.neighbourhood]} L’ufficio si trova ${it.inNeighbourhood[f.neighbourhood]}, a ${far(f.beachMetres)} dal lungomare.`;
    },
  },
  eat: {
    summary(f) {
      return `${it.category[f.category]} · ${it.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'In estate, nel fine settimana conviene prenotare.',
        'tapas-bar': 'Qualche tapa al bancone o un pasto completo a tavola: scegli tu.',
        'beach-bar': 'Direttamente sulla sabbia, serve da mangiare da mezzogiorno al tramonto.',
        cafe: 'Dal primo caffè del mattino al gelato del pomeriggio.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} ha aperto nel ${f.founded} e da allora è uno dei locali preferiti da residenti e visitatori.`,
        `Dal ${f.founded}, ${f.name} è uno dei posti dove si mangia bene a Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => it.cuisine[c]);
      const more = others.length ? ` In carta ci sono anche ${andList(others.map(bare))}.` : '';
      const produce = {
        sea: 'con prodotti di stagione e il meglio del mercato ittico del mattino',
        market: 'con prodotti freschi del mercato',
        garden: 'con frutta e verdura degli orti di Portalba',
        bakery: 'tutto fatto in casa ogni mattina',
      }[produceOf(f)];
      return `La specialità della casa ${isPlural(first!) ? 'sono' : 'è'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, e in terrazza altri ${f.terraceSeats}` : '';
      const view = f.seaView ? ' Quasi tutti i tavoli guardano il mare.' : '';
      return `In sala ci sono ${f.seats} posti${terrace}.${view}`;
    },
    chef(f) {
      const female = f.chefGender === 'f';
      return pick(f.variant, [
        `In cucina c’è ${f.chef}, che si è ${female ? 'formata' : 'formato'} a Valencia e a San Sebastián prima di tornare a Portalba.`,
        `${f.chef} guida la cucina e ha imparato le ricette di famiglia ai fornelli della nonna, che cucinava per mezzo paese.`,
        `${f.chef}, ${female ? 'la chef' : 'lo chef'}, cambia parte del menù ogni settimana in base ${
          {
            sea: 'a quello che portano le barche e gli orti',
            market: 'a quello che trova al mercato',
            garden: 'a quello che danno gli orti',
            bakery: 'alla frutta di stagione',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Una squadra di ${f.team} persone si occupa di sala e cucina, e ti dirà volentieri quali allergeni contiene ogni piatto.`;
    },
    location(f) {
      return `${it.neighbourhood[f.neighbourhood]} La spiaggia è a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${it.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pane cotto ogni mattina nel forno a legna, e poi cocas, fartons e dolci da forno.',
        fishmonger: 'Pesce e frutti di mare direttamente dall’asta del porto, puliti e sfilettati al momento.',
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
      return `${it.neighbourhood[f.neighbourhood]} Il negozio è a ${far(f.beachMetres)} dalla spiaggia.`;
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
      return `Il ritrovo è ${it.inNeighbourhood[f.neighbourhood]}. ${it.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} si trova ${it.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
