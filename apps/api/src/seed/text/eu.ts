import {
  capitalise,
  NEIGHBOURHOOD_NAMES as NAME,
  pick,
  produceOf,
  series,
  type PhraseBank,
  type PropertyFacts,
} from './facts.ts';

/** "300 metrora", "kilometro batera", "1,2 kilometrora": the distance as an allative, as Basque says "at … from". */
function away(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} metrora`;
  const km = (Math.round(metres / 100) / 10).toFixed(1).replace(/\.0$/, '').replace('.', ',');
  return km === '1' ? 'kilometro batera' : `${km} kilometrora`;
}

/**
 * A year with the inessive ending ("1998an", "2005ean", "2011n"): the ending follows the
 * last word of the number as it is read aloud.
 */
export function inYear(year: number): string {
  const lastTwo = year % 100;
  if (lastTwo === 0) return year % 1000 === 0 ? `${year}n` : `${year}ean`;
  const vigesimal = lastTwo % 20;
  // The final sound of bat, bi, hiru, lau, bost, sei, zazpi, zortzi, bederatzi, hamar, hamaika … hemeretzi.
  const finals = ['i', 't', 'i', 'u', 'u', 't', 'i', 'i', 'i', 'i', 'r', 'a', 'i', 'u', 'u', 't', 'i', 'i', 'i', 'i'];
  const final = finals[vigesimal]!;
  if (final === 't' || final === 'r') return `${year}ean`;
  if (final === 'a') return `${year}n`;
  return `${year}an`;
}

/** Bare stem and definite form of each kind of home: its category's name. */
const KIND = {
  apartment: ['apartamentu', 'apartamentua'],
  studio: ['estudio', 'estudioa'],
  house: ['etxe', 'etxea'],
  villa: ['txalet', 'txaleta'],
  penthouse: ['atiko', 'atikoa'],
} as const;
const stem = (f: PropertyFacts) => KIND[f.category][0];
const definite = (f: PropertyFacts) => KIND[f.category][1];
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'espazio ireki bat' : f.bedrooms === 1 ? 'logela bat' : `${f.bedrooms} logela`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'bainugela bat' : `${f.bathrooms} bainugela`);
const andList = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} eta ${items.at(-1)}`;

export const eu: PhraseBank = {
  inNeighbourhood: {
    grau: 'El Grau auzoan',
    vila: 'La Vila auzoan',
    'platja-nord': 'Platja Nord inguruan',
    dunes: 'Les Dunes inguruan',
    'sant-roc': 'Sant Roc auzoan',
    alqueria: 'L’Alqueria auzoan',
  },
  neighbourhood: {
    grau: 'El Grau portuko auzoa da: arrantzontziak arratsaldero iristen dira, eta pasealekua arroz-jatetxez beteta dago.',
    vila: 'La Vila alde zaharra da: kale estuak ditu, eta merkatu estalia eta elizako plaza bi pausora daude.',
    'platja-nord':
      'Platja Nord da hondartzaren zatirik biziena: itsas pasealeku luzea, hondartzako tabernak eta sorosleak ditu uda osoan.',
    dunes:
      'Les Dunes hondartzaren hegoaldeko muturra da, lasaiena: egurrezko pasabideek dunak zeharkatzen dituzte, eta beti dago tokia eskuoihala zabaltzeko.',
    'sant-roc': 'Sant Roc herriaren gaineko mazelan dagoen bizitegi-gunea da, teilatuei eta itsasoari begira.',
    alqueria: 'L’Alqueria laranjondoen artean dago, herriaren kanpoaldean, hondartzatik bizikletaz hamar minutura.',
  },
  cuisine: {
    mediterranean: 'Mediterraneoko sukaldaritza',
    spanish: 'betiko sukaldaritza espainiarra',
    valencian: 'etxeko sukaldaritza valentziarra',
    catalan: 'sukaldaritza katalana',
    basque: 'euskal sukaldaritza',
    galician: 'sukaldaritza galiziarra',
    andalusian: 'sukaldaritza andaluziarra',
    tapas: 'tapen eskaintza',
    seafood: 'arrain eta itsaskien sukaldaritza',
    rice: 'arrozen eskaintza',
    grill: 'txingarretako sukaldaritza',
    market: 'merkatuko sukaldaritza',
    italian: 'sukaldaritza italiarra',
    pizza: 'egur-labeko pizza',
    french: 'bistro frantseseko sukaldaritza',
    portuguese: 'sukaldaritza portugaldarra',
    japanese: 'sukaldaritza japoniarra',
    chinese: 'sukaldaritza txinatarra',
    thai: 'sukaldaritza thailandiarra',
    indian: 'sukaldaritza indiarra',
    mexican: 'janari mexikarra',
    argentinian: 'parrilla argentinarra',
    peruvian: 'sukaldaritza peruarra',
    vegetarian: 'sukaldaritza begetarianoa',
    vegan: 'sukaldaritza beganoa',
    'gluten-free': 'glutenik gabeko sukaldaritza',
    fusion: 'fusio-sukaldaritza',
    burgers: 'hanburgesen eskaintza',
    desserts: 'pastel, opil eta izozkien eskaintza',
  },
  cuisineLabel: {
    mediterranean: 'Mediterraneoa',
    spanish: 'Espainiarra',
    valencian: 'Valentziarra',
    catalan: 'Katalana',
    basque: 'Euskal sukaldaritza',
    galician: 'Galiziarra',
    andalusian: 'Andaluziarra',
    tapas: 'Pintxoak eta tapak',
    seafood: 'Arraina eta itsaskiak',
    rice: 'Arroz-platerak',
    grill: 'Erretegia',
    market: 'Merkatuko sukaldaritza',
    italian: 'Italiarra',
    pizza: 'Pizza',
    french: 'Frantsesa',
    portuguese: 'Portugesa',
    japanese: 'Japoniarra',
    chinese: 'Txinatarra',
    thai: 'Thailandiarra',
    indian: 'Indiarra',
    mexican: 'Mexikarra',
    argentinian: 'Argentinarra',
    peruvian: 'Perutarra',
    vegetarian: 'Begetarianoa',
    vegan: 'Beganoa',
    'gluten-free': 'Glutenik gabea',
    fusion: 'Fusioa',
    burgers: 'Hanburgesak',
    desserts: 'Postreak',
  },
  category: {
    apartment: 'Apartamentua',
    studio: 'Estudioa',
    house: 'Etxea',
    villa: 'Txaleta',
    penthouse: 'Atikoa',
    hotel: 'Hotela',
    camping: 'Kanpina',
    apartments: 'Apartamentu turistikoak',
    agency: 'Higiezinen agentzia',
    restaurant: 'Jatetxea',
    'tapas-bar': 'Pintxo-taberna',
    'beach-bar': 'Hondartzako taberna',
    cafe: 'Kafetegia',
    bakery: 'Okindegia',
    fishmonger: 'Arrandegia',
    greengrocer: 'Frutadenda',
    bookshop: 'Liburu-denda',
    'surf-shop': 'Surf-denda',
    fashion: 'Arropa-denda',
    crafts: 'Artisautza',
    'wine-shop': 'Ardo-denda',
    supermarket: 'Supermerkatua',
    kayak: 'Kayaka',
    diving: 'Urpekaritza',
    sailing: 'Bela',
    surf: 'Surfa',
    hiking: 'Mendi-ibiliak',
    cycling: 'Bizikleta-ibilbideak',
    'boat-trip': 'Itsasontzi-txangoa',
    yoga: 'Yoga',
    'cooking-class': 'Sukaldaritza-ikastaroa',
    pharmacy: 'Farmazia',
    taxi: 'Taxia',
    'bike-rental': 'Bizikleta-alokairua',
    laundry: 'Garbitegia',
    'health-centre': 'Osasun-zentroa',
    'car-rental': 'Auto-alokairua',
    cleaning: 'Garbiketa',
    handyman: 'Konponketak',
    hairdresser: 'Ile-apaindegia',
    vet: 'Albaitaria',
  },
  property: {
    name(f) {
      const where = eu.inNeighbourhood[f.neighbourhood];
      switch (f.highlight) {
        case 'sea-view':
          return `Itsasorako bistak dituen ${definite(f)}, ${where}`;
        case 'pool':
          return `Igerilekua duen ${definite(f)}, ${where}`;
        case 'terrace':
          return `Terraza handia duen ${definite(f)}, ${where}`;
        case 'beach':
          return `${capitalise(definite(f))}, hondartzatik ${away(f.beachMetres)}`;
        case 'quiet':
          return `${capitalise(stem(f))} lasaia, ${where}`;
        case 'bright':
          return `${capitalise(stem(f))} argitsua, ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudioa' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} lagunentzat`);
      return parts.join(' · ');
    },
    main(f) {
      const lines = [
        pick(f.variant, [
          `${capitalise(stem(f))} zaindua, ${f.areaM2} m²-koa: ${BEDROOMS(f)} eta ${BATHROOMS(f)} ditu, eta gehienez ${f.sleeps} lagunentzat da.`,
          `${capitalise(stem(f))}ak ${f.areaM2} m², ${BEDROOMS(f)} eta ${BATHROOMS(f)} ditu, eta ${f.sleeps} lagunentzako tokia du.`,
        ]),
      ];
      if (f.seaView) lines.push('Leihoetatik itsasoa ikusten da.');
      if (f.terrace) lines.push('Terraza aproposa da kanpoan gosaltzeko edo ilunabarrean zerbait hartzeko.');
      if (f.pool) lines.push(sharedPool(f) ? 'Eraikinak igerileku komunitarioa du.' : 'Igerileku pribatua du.');
      if (f.parking) lines.push('Aparkatzeko plaza barne dago.');
      if (f.airCon) lines.push('Aire girotua etxe osoan.');
      if (f.rent) lines.push('Oporretako egonaldietarako dago; sarrera 17:00etatik aurrera.');
      else if (f.long) lines.push('Epe luzerako alokatzen da: aproposa urte osoan Portalban bizitzeko.');
      else if (f.sale) lines.push('Salgai dago, bizitzen sartzeko prest.');
      return lines.join(' ');
    },
    location(f) {
      return `${eu.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `Hondartza ${away(f.beachMetres)} dago, eta okindegiak, dendak eta jatetxeak oinez joateko moduan daude.`,
        `Hondartza ${away(f.beachMetres)} dago; supermerkatua eta autobus-geltokia ondo-ondoan daude.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `Egongela argitsua da: sofa eroso bat, ${f.sleeps} lagunentzako jangela-mahaia eta telebista adimenduna ditu.`,
          `Egongela-jangelak argi natural asko du, eta sofa handi bat, ${f.sleeps} lagunentzako mahaia eta wifi azkarra ditu.`,
        ]) + (f.terrace ? ' Terrazara zuzenean ematen du.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'Lo egiteko guneak ohe bikoitz bat du, eta sofa ohe bihur daiteke beste pertsona batentzat.';
      const rooms =
        f.bedrooms === 1
          ? 'Logelak ohe bikoitza eta horma-armairua ditu.'
          : `${f.bedrooms} logela ditu: nagusiak ohe bikoitza du, eta besteek bina ohe indibidual.`;
      return rooms + (f.rent ? ' Izarak eta eskuoihalak ematen dira.' : ' Logela guztiek horma-armairua dute.');
    },
    kitchen(f) {
      return pick(f.variant, [
        'Sukaldea guztiz hornituta dago: labea, beiroseramikazko plaka, hozkailu-izozkailua, mikrouhin-labea, ontzi-garbigailua eta kafe-makina.',
        'Sukaldea egongelara irekita dago, eta sukaldatzeko behar den guztia du, ontzi-garbigailutik hasi eta paelleraraino.',
        'Sukalde praktikoa da: beiroseramikazko plaka, labea, mikrouhin-labea, garbigailua eta armairu ugari ditu.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'Bainugelak zoruaren mailako dutxa du, eta ile-lehorgailua ere badago.'
        : `${f.bathrooms} bainugela daude: batek bainuontzia du, eta besteak zoruaren mailako dutxa.`;
    },
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `${f.stars} izarreko hotela · ${f.units} logela`
          : f.hotelType === 'camping'
            ? `${eu.category.camping} · ${f.units} lursail eta bungalow`
            : `${eu.category.apartments} · ${f.units} apartamentu`;
      return `${kindText} · hondartzatik ${away(f.beachMetres)}`;
    },
    main(f) {
      const extras = [f.pool ? 'kanpoko igerilekua' : '', f.restaurant ? 'jatetxe propioa' : ''].filter(Boolean);
      const extrasLine = extras.length ? ` ${capitalise(andList(extras))} ${extras.length > 1 ? 'ditu' : 'du'}.` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} ${f.stars} izarreko hotela da, eta ${f.units} logela ditu.${extrasLine} Gosaria 7:30etik 10:30era ematen da, eta harrera egun osoan dago irekita.`;
      }
      if (f.hotelType === 'camping') {
        return `${f.name} kanpina pinudiaren itzalean dago, eta ${f.units} lursail eta egurrezko bungalowak ditu.${extrasLine} Ur beroko dutxak, garbitegia eta denda txiki bat ere badaude.`;
      }
      return `${f.name} apartamentu-etxean ${f.units} apartamentu daude, sukaldetxoarekin eta balkoiarekin.${extrasLine} Harrera egunero irekitzen da, eta apartamentuak astean bi aldiz garbitzen dira.`;
    },
    location(f) {
      return `${eu.neighbourhood[f.neighbourhood]} Hondartza ${away(f.beachMetres)} dago.`;
    },
  },
  agency: {
    summary(f) {
      return `${eu.category.agency} · ${inYear(f.founded)} sortua`;
    },
    main(f) {
      const focus = {
        sale: 'Etxebizitzen salerosketan espezializatuta daude, alde zaharreko pisuetatik hasi eta igerilekudun txaletetaraino.',
        rent: 'Alokairuetan espezializatuta daude, oporretakoetan zein epe luzekoetan.',
        both: 'Salerosketaz nahiz oporretako eta epe luzeko alokairuez arduratzen dira.',
      }[f.focus];
      return `${f.name} familia-enpresa bat da, ${inYear(f.founded)} sortua; ${f.staff} langile ditu, eta Portalbako kale guztiak ezagutzen dituzte. ${focus} Izapideekin, notarioarekin eta argi- eta ur-kontratuekin ere laguntzen dute.`;
    },
    location(f) {
      return `${eu.neighbourhood[f.neighbourhood]} Bulegoa ${eu.inNeighbourhood[f.neighbourhood]} dago, itsas pasealekutik ${away(f.beachMetres)}.`;
    },
  },
  eat: {
    summary(f) {
      return `${eu.category[f.category]} · ${eu.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'Udan, hobe da asteburuetan mahaia erreserbatzea.',
        'tapas-bar': 'Barran tapa batzuk hartu edo patxadaz eseri zaitezke bazkaltzera.',
        'beach-bar': 'Hondartzan bertan dago, eta eguerditik ilunabarrera arte ematen du jatekoa.',
        cafe: 'Goizeko lehen kafetik arratsaldeko izozkiraino.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} ${inYear(f.founded)} ireki zen, eta harrezkero bertakoen eta bisitarien gogokoenetako bat da.`,
        `Portalban ondo jateko tokietako bat da ${f.name}, ${inYear(f.founded)} ireki zenetik.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines;
      const more = others.length
        ? ` Kartan ${series(
            others.map((c) => eu.cuisine[c]),
            'eta',
            ', eta',
          )} ere ${others.length > 1 ? 'badaude' : 'badago'}.`
        : '';
      const produce = {
        sea: ', sasoiko produktuekin eta goizero lonjan dagoen onenarekin egina',
        market: ', merkatuko produktu freskoekin egina',
        garden: ', Portalbako baratzeetako fruta eta barazkiekin egina',
        bakery: '; dena etxean egiten dute, goizero',
      }[produceOf(f)];
      return `Etxeko espezialitatea ${eu.cuisine[first!]} da${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, eta terrazan beste ${f.terraceSeats}` : '';
      const view = f.seaView ? ' Ia mahai guztiak itsasoari begira daude.' : '';
      return `Barruan ${f.seats} lagun sartzen dira${terrace}.${view}`;
    },
    chef(f) {
      return pick(f.variant, [
        `Sukaldean ${f.chef} dago; Valentzian eta Donostian ikasi zuen, Portalbara itzuli aurretik.`,
        `Sukaldeaz ${f.chef} arduratzen da; familiako errezetak amonaren sutondoan ikasi zituen, herri erdiarentzat sukaldatzen baitzuen amonak.`,
        `Sukaldaria ${f.chef} da, eta kartaren zati bat astero aldatzen du, ${
          {
            sea: 'itsasontziek eta baratzeek ekartzen dutenaren arabera',
            market: 'merkatuan aurkitzen duenaren arabera',
            garden: 'baratzeek ematen dutenaren arabera',
            bakery: 'sasoiko frutaren arabera',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `${f.team} laguneko talde bat arduratzen da jangelaz eta sukaldeaz, eta gustura esango dizu plater bakoitzak zer alergeno dituen.`;
    },
    location(f) {
      return `${eu.neighbourhood[f.neighbourhood]} Hondartza ${away(f.beachMetres)} dago.`;
    },
  },
  store: {
    summary(f) {
      return `${eu.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Goizero egur-labean egindako ogia, eta baita cocak, fartonak eta gozogintza ere.',
        fishmonger: 'Portuko lonjatik zuzenean datozen arraina eta itsaskiak, unean bertan garbitu eta xerratuta.',
        greengrocer: 'Portalbako baratzeetako fruta eta barazkiak, laranja ospetsuak barne.',
        bookshop:
          'Liburu berriak eta bigarren eskukoak, inguruko mapak eta gidak, eta hainbat hizkuntzatako eleberriz betetako apal bat.',
        'surf-shop':
          'Oholak, neoprenoak eta osagarriak, konponketak, eta gaur olatuak non dauden jakiteko aholku onak.',
        fashion: 'Lihozko arropa, bainujantziak eta espartinak, gehienak Espainiako tailer txikietan eginak.',
        crafts: 'Eskualdeko artisauek eskuz egindako zeramika, saskiak eta bitxiak.',
        'wine-shop': 'Valentziako eta Espainia osoko ardoak, oliba-olioak, eta dastatzeak ostiral arratsaldeetan.',
        supermarket: 'Aste osorako behar duzun guztia, harategia, hestebeteak eta eguneko ogia barne.',
      }[f.category];
      return `${what} ${f.name} ${inYear(f.founded)} ireki zen.`;
    },
    location(f) {
      return `${eu.neighbourhood[f.neighbourhood]} Denda hondartzatik ${away(f.beachMetres)} dago.`;
    },
  },
  activity: {
    summary(f) {
      return `${eu.category[f.category]} · ${f.hours} h · ${f.minAge} urtetik aurrera`;
    },
    main(f) {
      const what = {
        kayak: 'Arraunean joan kostaldean zehar, itsasotik bakarrik irits daitekeen kala eta kobazuloetaraino.',
        diving: 'Bataioak eta ikastaroak maila guztietarako, posidonia-larreen eta hondo harritsuen gainean.',
        sailing:
          'Ikasi bela arinean edo katamaranean nabigatzen monitore tituludunekin, edo gozatu kostaldean zeharreko itsasaldiaz.',
        surf: 'Surf eta paddle surf eskolak hasiberrientzat, eta alokairua dagoeneko badakitenentzat.',
        hiking: 'Ibilbide gidatuak padurean zehar, laranjondoen artean eta gazteluko begiratokiraino.',
        cycling:
          'Bizikleta-ibilbideak bide lasaietan eta bide berdeetan, herri bateko tabernan hamaiketakoa egiteko geldialdiarekin.',
        'boat-trip':
          'Itsasontzi-txangoak kostaldean zehar, kala batean bainatzeko geldialdiarekin eta ontzian zerbait edateko.',
        yoga: 'Yoga hondartzan, egunsentian eta ilunabarrean, maila guztietarako.',
        'cooking-class': 'Ikasi benetako paella eta bertako beste plater batzuk prestatzen, eta gero eseri jatera.',
      }[f.category];
      return `${what} Saioek ${f.hours} ordu inguru irauten dute, gehienez ${f.groupSize} laguneko taldeetan, eta material guztia barne dago. Gutxieneko adina: ${f.minAge} urte.`;
    },
    location(f) {
      return `${eu.inNeighbourhood[f.neighbourhood]} elkartuko gara. ${eu.neighbourhood[f.neighbourhood]}`.replace(
        /^./,
        (c) => c.toUpperCase(),
      );
    },
  },
  service: {
    summary(f) {
      return `${eu.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Errezetak, eguzkitako babesa eta botika-kutxa, hainbat hizkuntzatan. Herrian beti dago guardiako farmazia bat irekita.',
        taxi: 'Taxiak herrian barrena eta Valentziako aireportura, tren-geltokira eta inguruko herrietara, egunez eta gauez.',
        'bike-rental':
          'Hiri-bizikletak, bizikleta elektrikoak, haurrentzakoak eta haur-eserlekuak, orduka, egunka edo astebeteka.',
        laundry:
          'Autozerbitzuko garbigailuak eta lehorgailuak, eta egun berean jasotzeko garbitu eta lisatzeko zerbitzua.',
        'health-centre': 'Medikuntza orokorra eta erizaintza, eta bisitarientzat hitzordurik gabeko arreta.',
        'car-rental': 'Auto txikiak, furgonetak eta deskapotableak, etxera edo hotelera eramanda.',
        cleaning: 'Etxebizitza turistikoen garbiketa bezero batetik bestera, eta etxe eta bulegoena urte osoan.',
        handyman: 'Iturgintza, elektrizitatea, sarrailak eta konponketa txikiak, normalean egun berean.',
        hairdresser: 'Ile-mozketa, kolorea eta orrazkerak emakume, gizon eta haurrentzat, hitzorduarekin edo gabe.',
        vet: 'Txertoak, azterketak eta larrialdiak txakur, katu eta beste etxeko animalientzat.',
      }[f.category];
      return `${what} ${f.name} ${eu.inNeighbourhood[f.neighbourhood]} dago.`;
    },
  },
};
