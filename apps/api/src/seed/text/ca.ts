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
const agree = (f: PropertyFacts, m: string, fem: string) => (KIND[f.category][1] === 'f' ? fem : m);
const kind = (f: PropertyFacts) => KIND[f.category][0];
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'un espai diàfan' : f.bedrooms === 1 ? 'una habitació' : `${f.bedrooms} habitacions`;
const BATHROOMS = (f: PropertyFacts) => count(f.bathrooms, 'bany', 'banys');

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
    grau: 'El Grau és el barri del port: les barques de pesca arriben cada tarda i el passeig és ple d’arrosseries.',
    vila: 'La Vila és el nucli antic, amb carrers estrets, el mercat cobert i la plaça de l’església a tocar.',
    'platja-nord':
      'La Platja Nord és el tram de platja amb més ambient, amb un passeig marítim llarg, xiringuitos i socorristes tot l’estiu.',
    dunes:
      'Les Dunes és l’extrem sud de la platja, el més tranquil: unes passeres de fusta travessen les dunes i sempre hi ha lloc per a la tovallola.',
    'sant-roc': 'Sant Roc és una zona residencial al vessant que domina el poble, amb vistes a les teulades i al mar.',
    alqueria: 'L’Alqueria és enmig dels tarongers, als afores del poble i a deu minuts en bici de la platja.',
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
    name(f) {
      const where = ca.inNeighbourhood[f.neighbourhood];
      const noun = capitalise(kind(f));
      switch (f.highlight) {
        case 'sea-view':
          return `${noun} amb vistes al mar ${where}`;
        case 'pool':
          return `${noun} amb piscina ${where}`;
        case 'terrace':
          return `${noun} amb una gran terrassa ${where}`;
        case 'beach':
          return `${noun} a ${far(f.beachMetres)} de la platja`;
        case 'quiet':
          return `${noun} ${agree(f, 'tranquil', 'tranquil·la')} ${where}`;
        case 'bright':
          return `${noun} ${agree(f, 'lluminós', 'lluminosa')} ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudi' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'plaça' : 'places'}`);
      return parts.join(' · ');
    },
    main(f) {
      const lines = [
        pick(f.variant, [
          `${agree(f, 'Un', 'Una')} ${kind(f)} de ${f.areaM2} m² molt ${agree(f, 'ben cuidat', 'ben cuidada')}, amb ${BEDROOMS(f)} i ${BATHROOMS(f)}, per a un màxim de ${f.sleeps} persones.`,
          `${agree(f, 'Aquest', 'Aquesta')} ${kind(f)} té ${f.areaM2} m², ${BEDROOMS(f)} i ${BATHROOMS(f)}, amb lloc per a ${f.sleeps} persones.`,
        ]),
      ];
      if (f.seaView) lines.push('Des de les finestres es veu el mar.');
      if (f.terrace)
        lines.push('La terrassa és ideal per esmorzar a l’aire lliure o prendre alguna cosa a la posta de sol.');
      if (f.pool) lines.push(sharedPool(f) ? 'L’edifici té piscina comunitària.' : 'Té piscina privada.');
      if (f.parking) lines.push('Inclou plaça d’aparcament.');
      if (f.airCon) lines.push('Aire condicionat a tot l’habitatge.');
      if (f.rent) lines.push('Disponible per a estades de vacances, amb entrada a partir de les 17.00.');
      else if (f.long) lines.push('Es lloga per a llarga estada: ideal per viure a Portalba tot l’any.');
      else if (f.sale) lines.push('En venda i a punt per entrar-hi a viure.');
      return lines.join(' ');
    },
    location(f) {
      return `${ca.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `La platja és a ${far(f.beachMetres)}, i hi ha forns, botigues i restaurants on es pot anar a peu.`,
        `Fins a la platja hi ha ${far(f.beachMetres)}; el supermercat i la parada de l’autobús són a tocar.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `La sala d’estar és lluminosa, amb un sofà còmode, una taula de menjador per a ${f.sleeps} i televisió intel·ligent.`,
          `El menjador rep molta llum natural i té un sofà ampli, una taula per a ${f.sleeps} i wifi ràpid.`,
        ]) + (f.terrace ? ' Dona directament a la terrassa.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'La zona de nit té un llit de matrimoni, i el sofà es converteix en llit per a una persona més.';
      const rooms =
        f.bedrooms === 1
          ? 'L’habitació té un llit de matrimoni i un armari encastat.'
          : `Té ${f.bedrooms} habitacions: la principal amb llit de matrimoni i les altres amb dos llits individuals cadascuna.`;
      return rooms + (f.rent ? ' Hi ha llençols i tovalloles.' : ' Totes les habitacions tenen armari encastat.');
    },
    kitchen(f) {
      return pick(f.variant, [
        'La cuina està totalment equipada: forn, placa, nevera amb congelador, microones, rentaplats i cafetera.',
        'La cuina, oberta a la sala, té tot el que cal per cuinar, des del rentaplats fins a la paella.',
        'Una cuina pràctica amb vitroceràmica, forn, microones, rentadora i molts armaris.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'El bany té una dutxa a ran de terra i assecador de cabells.'
        : `Hi ha ${f.bathrooms} banys, un amb banyera i un altre amb dutxa a ran de terra.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurant propi' : ''].filter(Boolean);
      const withExtras = extras.length ? `, amb ${extras.join(' i ')}` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} és un hotel de ${f.stars} ${f.stars === 1 ? 'estrella' : 'estrelles'} amb ${f.units} habitacions${withExtras}. L’esmorzar se serveix de 7.30 a 10.30 i la recepció és oberta les 24 hores.`;
      }
      if (f.hotelType === 'camping') {
        const offer = [`${f.units} parcel·les`, 'bungalous de fusta', ...extras];
        const joined = `${offer.slice(0, -1).join(', ')} i ${offer.at(-1)}`;
        return `${f.name} és un càmping a l’ombra dels pins, amb ${joined}. Té dutxes d’aigua calenta, bugaderia i una botigueta.`;
      }
      return `${f.name} ofereix ${f.units} apartaments amb cuina americana i balcó${withExtras}. La recepció obre cada dia i els apartaments es netegen dues vegades per setmana.`;
    },
    location(f) {
      return `${ca.neighbourhood[f.neighbourhood]} La platja és a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${ca.category.agency} · des del ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'S’han especialitzat en la compravenda d’habitatges, des de pisos al nucli antic fins a xalets amb piscina.',
        rent: 'S’han especialitzat en lloguers, tant de vacances com de llarga durada.',
        both: 'S’ocupen tant de la compravenda com del lloguer de vacances i de llarga durada.',
      }[f.focus];
      return `Fundada el ${f.founded}, ${f.name} és una empresa familiar de ${f.staff} persones que coneixen cada carrer de Portalba. ${focus} També ajuden amb els tràmits, la notaria i els contractes de llum i aigua.`;
    },
    location(f) {
      return `${ca.neighbourhood[f.neighbourhood]} L’oficina és ${ca.inNeighbourhood[f.neighbourhood]}, a ${far(f.beachMetres)} del passeig marítim.`;
    },
  },
  eat: {
    summary(f) {
      return `${ca.category[f.category]} · ${ca.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'A l’estiu, convé reservar els caps de setmana.',
        'tapas-bar': 'Pots fer unes tapes a la barra o seure a dinar amb calma.',
        'beach-bar': 'És a la mateixa sorra i serveix menjars des de migdia fins a la posta de sol.',
        cafe: 'Des del primer cafè del matí fins al gelat de la tarda.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} va obrir el ${f.founded} i des d’aleshores és un dels preferits de veïns i visitants.`,
        `Des del ${f.founded}, ${f.name} és un dels llocs on es menja bé a Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => ca.cuisine[c]);
      const more = others.length ? ` La carta també inclou ${list(others.map(bare))}.` : '';
      const produce = {
        sea: 'amb producte de temporada i el millor de la llotja de cada matí',
        market: 'amb producte fresc del mercat',
        garden: 'amb verdura i fruita de l’horta de Portalba',
        bakery: 'tot fet a casa cada matí',
      }[produceOf(f)];
      return `L’especialitat de la casa ${isPlural(first!) ? 'són' : 'és'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` i la terrassa, ${f.terraceSeats} més` : '';
      const view = f.seaView ? ' Gairebé totes les taules miren al mar.' : '';
      return `El local té ${f.seats} places${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'la xef' : 'el xef';
      return pick(f.variant, [
        `A la cuina hi ha ${f.chef}, que es va formar a València i a Sant Sebastià abans de tornar a Portalba.`,
        `${f.chef} porta la cuina i va aprendre les receptes de la família als fogons de l’àvia, que cuinava per a mig poble.`,
        `${f.chef}, ${the}, canvia part de la carta cada setmana segons ${
          {
            sea: 'el que porten les barques i l’horta',
            market: 'el que troba al mercat',
            garden: 'el que dona l’horta',
            bakery: 'la fruita de temporada',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Un equip de ${f.team} persones s’ocupa de la sala i de la cuina, i et dirà de bon grat quins al·lèrgens porta cada plat.`;
    },
    location(f) {
      return `${ca.neighbourhood[f.neighbourhood]} La platja és a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${ca.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pa cuit cada matí en forn de llenya, i també coques, fartons i brioixeria.',
        fishmonger: 'Peix i marisc directes de la llotja del port, nets i filetejats al moment.',
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
      return `${ca.neighbourhood[f.neighbourhood]} La botiga és a ${far(f.beachMetres)} de la platja.`;
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
      return `Quedem ${ca.inNeighbourhood[f.neighbourhood]}. ${ca.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} és ${ca.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
