import { toldDistance } from '@town/shared/distance';
import {
  capitalise,
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
  hotelMain,
  livingRoom,
  oneOf,
} from './compose.ts';

/** "300 metrora", "kilometro batera", "1,2 kilometrora": the distance as an allative, as Basque says "at … from". */
function away(metres: number): string {
  const { value, unit } = toldDistance(metres);
  if (unit === 'm') return `${value} metrora`;
  return value === 1 ? 'kilometro batera' : `${String(value).replace('.', ',')} kilometrora`;
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

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'espazio ireki bat' : f.bedrooms === 1 ? 'logela bat' : `${f.bedrooms} logela`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'bainugela bat' : `${f.bathrooms} bainugela`);
const andList = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} eta ${items.at(-1)}`;
/** Numbers before their noun ("bi logela"), and the same in the ergative plural ("beste biek"). */
const NUMBER = ['zero', 'bat', 'bi', 'hiru', 'lau', 'bost', 'sei'];
const ERGATIVE = ['', 'batek', 'biek', 'hiruek', 'lauek', 'bostek', 'seiek'];
const BEDS: Record<BedroomBeds, string> = { double: 'ohe bikoitz bat', twin: 'bi ohe indibidual', bunk: 'litera bat' };
/** The bedrooms in order: as the subject of "du" (ergative) and as "in the …" (inessive). */
const ORDINAL_ERGATIVE = ['nagusiak', 'bigarrenak', 'hirugarrenak', 'laugarrenak', 'bosgarrenak', 'seigarrenak'];
const ORDINAL_INESSIVE = ['nagusian', 'bigarrenean', 'hirugarrenean', 'laugarrenean', 'bosgarrenean', 'seigarrenean'];
const SOFA = (children: number) => `${children === 1 ? 'haur batentzako' : 'bi haurrentzako'} ohe-sofa bat`;

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
    grau: [
      'El Grau portuko auzoa da, herriaren iparraldeko muturrean: arrantzontziak arratsaldero iristen dira, eta pasealekua arroz-jatetxez beteta dago.',
      'El Grau iparraldeko arrantzale-auzoa da: sareak kaian konpontzen dira, eta lonjan arraina enkantean saltzen da arratsaldero.',
    ],
    vila: [
      'La Vila alde zaharra da: kale estuak ditu, eta merkatu estalia eta elizako plaza bi pausora daude.',
      'La Vila erdigune historikoa da, Plaça Major eta udaletxearen inguruan, kale estuen eta betiko denden artean.',
      'La Vila alde zaharrean, osteguneko merkatuak Plaça Major betetzen du, eta kaleek itzala gordetzen dute udan.',
    ],
    'platja-nord': [
      'Platja Nord da hondartzaren zatirik biziena: itsas pasealeku luzea, hondartzako tabernak eta sorosleak ditu uda osoan.',
      'Platja Nord da hondartza nagusia, portutik alde zaharreraino: itsas pasealekua, bandera urdina eta sorosleak udan.',
      'Platja Nord hondartzan, El Grau eta La Vila artean, pasealekua jendez betetzen da arratsalde-beheran.',
    ],
    dunes: [
      'Les Dunes hondartzaren hegoaldeko muturra da, lasaiena: egurrezko pasabideek dunak zeharkatzen dituzte, eta beti dago tokia eskuoihala zabaltzeko.',
      'Herriaren hegoaldean, Les Dunes hondartza lasaia da: duna babestuak, pinuak eta urertzeraino doazen egurrezko pasabideak.',
      'Les Dunes, La Vilaren hegoaldean, herriko hondartzarik basatiena da, pinuen artean eta harea gainean eraikinik gabe.',
    ],
    'sant-roc': [
      'Sant Roc herriaren gaineko mazelan dagoen bizitegi-gunea da, teilatuei eta itsasoari begira.',
      'Sant Roc mazelan gora doa ermitaraino: kale lasaiak, lorategidun etxeak eta itsasoa urrunean.',
    ],
    alqueria: [
      'L’Alqueria laranjondoen artean dago, herriaren kanpoaldean, baratzeetako bideak hasten diren tokian.',
      'L’Alquerian, herriaren mendebaldean, etxeak laranjondo-sailen eta ubideen artean sakabanatuta daude.',
    ],
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
    name: homeName((f, detail) => {
      const where = detail >= 2 ? streetOf(f, detail) : eu.inNeighbourhood[f.neighbourhood];
      const rooms = `${f.bedrooms === 1 ? 'logela bateko' : `${f.bedrooms} logelako`} `;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? `${f.areaM2} m²-ko `
            : rooms
          : detail >= 4
            ? `${f.areaM2} m²-ko ${f.bedrooms ? `eta ${rooms}` : ''}`
            : '';
      return {
        'sea-view': `Itsasorako bistak dituen ${size}${definite(f)}, ${where}`,
        pool: `Igerilekua duen ${size}${definite(f)}, ${where}`,
        terrace: `Terraza handia duen ${size}${definite(f)}, ${where}`,
        beach: `${capitalise(`${size}${definite(f)}`)}, hondartzatik ${away(f.beachMetres)}, ${where}`,
        quiet: `${capitalise(`${size}${stem(f)}`)} lasaia, ${where}`,
        bright: `${capitalise(`${size}${stem(f)}`)} argitsua, ${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estudioa' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} lagunentzat`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const extras = [
        f.seaView ? 'itsasorako bistak' : '',
        f.terrace ? 'terraza' : '',
        f.pool ? (sharedPool(f) ? 'igerileku komunitarioa' : 'igerileku pribatua') : '',
        f.parking ? 'aparkatzeko plaza' : '',
        f.airCon ? 'aire girotua' : '',
      ].filter(Boolean);
      const joined = andList(extras);
      const verb = extras.length > 1 || f.seaView ? 'ditu' : 'du';
      return {
        intro: [
          `${capitalise(stem(f))} zaindua, ${f.areaM2} m²-koa: ${BEDROOMS(f)} eta ${BATHROOMS(f)} ditu${f.sale ? '' : `, eta gehienez ${f.sleeps} lagunentzat da`}.`,
          `${capitalise(stem(f))}ak ${f.areaM2} m², ${BEDROOMS(f)} eta ${BATHROOMS(f)} ditu${f.sale ? '' : `, eta ${f.sleeps} lagunentzako tokia du`}.`,
          `${eu.inNeighbourhood[f.neighbourhood]} dagoen ${stem(f)} bat da: ${f.areaM2} m², ${BEDROOMS(f)} eta ${BATHROOMS(f)}.${f.sale ? '' : ` ${f.sleeps} lagunentzako tokia du.`}`,
        ],
        features: extras.length
          ? [`${capitalise(joined)} ${verb}.`, `Abantailak: ${joined}.`, `Ezaugarri onak: ${joined}.`]
          : [],
        forSale: [
          'Salgai dago, bizitzen sartzeko prest.',
          'Bizitzen sartzeko prest saltzen da, paper guztiak egunean dituela.',
          `Salgai dago: ${eu.inNeighbourhood[f.neighbourhood]} bizitzeko aukera ona.`,
        ],
        alsoForHolidays: 'Saldu bitartean, oporretarako ere alokatzen da.',
        forHolidays: [
          'Oporretako egonaldietarako dago; sarrera 17:00etatik aurrera.',
          'Oporretarako: sarrera 17:00etatik aurrera, eta irteera 11:00ak baino lehen.',
          `${capitalise(eu.inNeighbourhood[f.neighbourhood])} oporrak igarotzeko toki ona; sarrera 17:00etatik aurrera.`,
          'Gauka alokatzen da oporretarako; iritsiera 17:00etatik aurrera.',
        ],
        alsoByTheMonth: 'Denboraldiz kanpo, hilabeteka ere alokatzen da.',
        longTerm: [
          'Epe luzerako alokatzen da: aproposa urte osoan Portalban bizitzeko.',
          `Hilabeteka alokatzen da, urte osoan ${eu.inNeighbourhood[f.neighbourhood]} bizi nahi duenarentzat.`,
          'Epe luzeko alokairua, urtebeteko edo denboraldiko kontratuarekin.',
        ],
      };
    }),
    location: homeLocation(() => eu, {
      distances: (f) => [
        `Hondartza ${away(f.beachMetres)} dago, eta Plaça Major ${away(f.centreMetres)}.`,
        `Hondartzatik ${away(f.beachMetres)} dago, eta erdiguneko Plaça Majorretik ${away(f.centreMetres)}.`,
        `Udaletxetik ${away(f.centreMetres)} dago, eta hondartzatik ${away(f.beachMetres)}.`,
      ],
      byTheBeach: [
        'Bainujantzia eta txankletak jantzita jaisten da hondartzara.',
        'Goizean itsasoa entzuten da etxetik.',
        'Ez da eguzkitakoa urrutira eraman behar: harea hortxe dago.',
      ],
      nearTheShops: 'Okindegiak, dendak eta tabernak bi pausora daude.',
      farOut: [
        'Eguneroko gauzetarako, autoa edo bizikleta izatea komeni da.',
        'Asteko erosketak egiteko, hobe autoz edo bizikletaz.',
        'Hiriko autobusa gertu pasatzen da, eta minutu gutxitan eramaten zaitu erdigunera.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'Egoteko gune',
      livingRoom: 'Egongel',
      forSale: (room, f) => [
        `${room}a zabala eta argitsua da, jangela-mahai on baterako tokiarekin.`,
        `${room}a kanpora begira dago, eta argi natural asko du.`,
        `${room}ak ${Math.round(f.areaM2 * 0.3)} m² inguru ditu, eta leiho handiak.`,
      ],
      forRent: (room, f) => [
        `${room}a argitsua da: sofa eroso bat, ${f.sleeps} lagunentzako jangela-mahaia eta telebista adimenduna ditu.`,
        `${room}ak argi natural asko du, eta sofa handi bat, ${f.sleeps} lagunentzako mahaia eta wifi azkarra ditu.`,
        `${room}an sofa handi bat, ${f.sleeps} lagunentzako mahaia eta wifia daude.`,
      ],
      ontoTheTerrace: [
        ' Terrazara zuzenean ematen du.',
        ' Hemendik terrazara ateratzen da.',
        ' Terraza ondo-ondoan dago.',
      ],
      seaFromTheSofa: ' Sofatik itsasoa ikusten da.',
    }),
    bedrooms: homeBedrooms({
      studioForSale: 'Lo egiteko gunea armairu baxu batek bereizten du, eta ohe bikoitz baterako tokia dago.',
      oneForSale: [
        'Logela zabala da, horma-armairuarekin.',
        'Logela kanpora begira dago, eta horma-armairu handia du.',
      ],
      moreForSale: (f) => [
        `${capitalise(NUMBER[f.bedrooms]!)} logelak kanpora begira daude, eta nagusiak horma-armairu handia du.`,
        `${capitalise(NUMBER[f.bedrooms]!)} logela ditu: nagusia, zabala eta janzteko gelarekin, eta ${f.bedrooms === 2 ? 'beste bat, txikiagoa' : `beste ${NUMBER[f.bedrooms - 1]} logela bikoitz`}.`,
        `${capitalise(NUMBER[f.bedrooms]!)} logeletatik, nagusiak ${f.seaView ? 'itsasora' : 'hegoaldera'} ematen du, eta horma-armairua du.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `Lo egiteko guneak ${BEDS.double} du${sofa ? `, eta egoteko gunean ${sofa} dago` : ''}.`,
        `Lo egiteko ${BEDS.double} dago${sofa ? `, baita ${sofa} ere` : ''}.`,
      ],
      oneRoomBeds: (main) => [`Logelak ${BEDS[main]} du.`, `Logelan ${BEDS[main]} dago.`],
      roomsBeds: (main, others, f) => [
        `Logela nagusiak ${BEDS[main]} du${joinLast(
          ['', ...others.map((b, i) => `${ORDINAL_ERGATIVE[i + 1]}, ${BEDS[b]}`)],
          '; ',
          others.length > 1 ? '; eta ' : ', eta ',
        )}.`,
        `${capitalise(NUMBER[f.bedrooms]!)} logela daude: nagusian, ${BEDS[main]}${joinLast(
          ['', ...others.map((b, i) => `${ORDINAL_INESSIVE[i + 1]}, ${BEDS[b]}`)],
          '; ',
          others.length > 1 ? '; eta ' : ', eta ',
        )}.`,
      ],
      sofaToo: (sofa) => [` Egongelan, gainera, ${sofa} dago.`, ` Egongelak ${sofa} du.`],
      oneCloset: 'Horma-armairua ere badu.',
      closets: ['Logela guztiek horma-armairua dute.', 'Logela bakoitzak bere armairua du.'],
      linen: [
        'Izarak eta eskuoihalak ematen dira.',
        'Izarak eta eskuoihalak barne daude.',
        'Ohe-arropa eta eskuoihalak prezioan sartuta daude.',
        'Oheak eginda eta eskuoihalak denentzat prest aurkituko dituzu.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'Sukaldea guztiz hornituta dago: labea, beiroseramikazko plaka, hozkailu-izozkailua, mikrouhin-labea, ontzi-garbigailua eta kafe-makina.',
      'Sukaldea egongelara irekita dago, eta sukaldatzeko behar den guztia du, ontzi-garbigailutik hasi eta paelleraraino.',
      'Sukalde praktikoa da: beiroseramikazko plaka, labea, mikrouhin-labea, garbigailua eta armairu ugari ditu.',
      'Sukaldea bereizita dago, eta indukziozko plaka, labea, ontzi-garbigailua eta gosaltzeko mahai bat ditu.',
      'Sukalde modernoa da, irla batekin: indukziozko plaka, labea, ontzi-garbigailua eta tresna guztiak ditu.',
      `Sukaldean ez da ezer falta: hozkailu handia, labea, mikrouhin-labea eta kapsula-kafetera${f.terrace ? ', eta terraza ondoan dago' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'Bainugelak zoruaren mailako dutxa du, eta ile-lehorgailua ere badago.',
        'Bainugela berritua da, eta dutxa zabala du.',
        'Bainugela osoa da, bainuontziarekin eta eskuko dutxarekin.',
      ],
      two: [
        'Bi bainugela daude: batek bainuontzia du, eta besteak zoruaren mailako dutxa.',
        'Bi bainugela oso ditu: bat logela nagusian, eta bestea korridorearen ondoan.',
        'Bi bainugelek dutxa dute, eta logela nagusikoak konketa bikoitza ere badu.',
      ],
      more: (f) => [
        `${capitalise(NUMBER[f.bathrooms]!)} bainugela daude: batek bainuontzia du, eta beste ${ERGATIVE[f.bathrooms - 1]} dutxa.`,
        `${capitalise(NUMBER[f.bathrooms]!)} bainugela oso ditu, horietako bat logela nagusian.`,
      ],
    }),
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
    main: hotelMain((f) => {
      const extras = [f.pool ? 'kanpoko igerilekua' : '', f.restaurant ? 'jatetxe propioa' : ''].filter(Boolean);
      const withExtras = extras.length ? `; ${andList(extras)} ere ${extras.length > 1 ? 'badaude' : 'badago'}` : '';
      return {
        hotel: {
          about: `${f.name} ${f.stars} izarreko hotela da, eta ${andList([`${f.units} logela`, ...extras])} ditu.`,
          more: [
            'Gosaria 7:30etik 10:30era ematen da, eta harrera egun osoan dago irekita.',
            'Harrera ez da inoiz ixten, eta gosaria 7:30etik 10:30era da.',
            'Logela guztiek aire girotua eta wifia dituzte, eta harrerak egunez eta gauez erantzuten du.',
            `Logela askok balkoia dute, eta hondartza ${away(f.beachMetres)} dago.`,
          ],
        },
        camping: {
          about: `${f.name} kanpina pinudiaren itzalean dago, eta ${andList([`${f.units} lursail`, 'egurrezko bungalowak', ...extras])} ditu.`,
          more: [
            'Ur beroko dutxak, garbitegia eta denda txiki bat ere badaude.',
            'Ur beroko dutxak, garbigailuak eta supermerkatu txiki bat daude.',
          ],
        },
        apartments: {
          about: `${f.name} apartamentu-etxean ${f.units} apartamentu daude, sukaldetxoarekin eta balkoiarekin${withExtras}.`,
          more: [
            'Harrera egunero irekitzen da, eta apartamentuak astean bi aldiz garbitzen dira.',
            'Harrera egunero dago irekita, eta garbiketa eta eskuoihal-aldaketa astean bi aldiz egiten dira.',
            'Astean bi aldiz garbitzen dira, eta harreran txangoak eta mahaiak erreserbatzen laguntzen dizute.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(eu, f)} Hondartza ${away(f.beachMetres)} dago.`;
    },
  },
  agency: {
    summary(f) {
      return `${eu.category.agency} · ${inYear(f.founded)} sortua`;
    },
    main: agencyMain((f) => ({
      about: `${f.name} familia-enpresa bat da, ${inYear(f.founded)} sortua, eta Portalbako kale guztiak ezagutzen ditu.`,
      focus: {
        sale: [
          'Etxebizitzen salerosketan espezializatuta daude, alde zaharreko pisuetatik hasi eta igerilekudun txaletetaraino.',
          'Salerosketa da haien lana: pisuak, herriko etxeak eta txaletak, doako balioespenarekin.',
          'Bigarren eskuko etxeak eta pisuak saltzen dituzte batez ere, eta kale bakoitzeko prezioak ezagutzen dituzte.',
        ],
        rent: [
          'Alokairuetan espezializatuta daude, oporretakoetan zein epe luzekoetan.',
          'Alokairuan aritzen dira batez ere: udan astebeteka, eta urtearen gainerakoan hilabeteka.',
          'Kanpoan bizi diren jabeen alokairuak kudeatzen dituzte, garbiketatik giltzetaraino.',
        ],
        both: [
          'Salerosketaz nahiz oporretako eta epe luzeko alokairuez arduratzen dira.',
          'Erosi, saldu eta alokatu egiten dute: oporretako astetik bizitza osorako etxeraino.',
          'Etxeak dituzte salgai eta alokairuan, astebeteka edo urteka.',
        ],
      },
      help: [
        `${f.staff} laguneko taldeak izapideekin, notarioarekin eta argi- eta ur-kontratuekin ere laguntzen du.`,
        `Bulegoan ${f.staff} lagun dira, eta notarioarenera eta hornidura-paperetan laguntzen dizute.`,
        `Atzerritik erosten baduzu, ${f.staff} agenteek egiten dituzte izapide guztiak, NIEtik argi- eta ur-kontratuetaraino.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f)
        ? `Bulegoa itsas pasealekutik ${away(f.beachMetres)} dago.`
        : `Bulegoa ${eu.inNeighbourhood[f.neighbourhood]} dago, itsas pasealekutik ${away(f.beachMetres)}.`;
      return `${neighbourhoodOf(eu, f)} ${where}`;
    },
  },
  eat: {
    summary(f) {
      return `${eu.category[f.category]} · ${eu.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} ${inYear(f.founded)} ireki zen, eta harrezkero bertakoen eta bisitarien gogokoenetako bat da.`,
        `Portalban ondo jateko tokietako bat da ${f.name}, ${inYear(f.founded)} ireki zenetik.`,
        `${f.name} ${inYear(f.founded)} ireki zuten, eta urte horien esperientzia harreran nabari da.`,
      ],
      tail: {
        restaurant: [
          'Udan, hobe da asteburuetan mahaia erreserbatzea.',
          'Udako asteburuetan beteta egoten da: hobe erreserbatzea.',
          'Abuztuan afaltzeko, erreserbatu egun batzuk lehenago.',
          'Eguerdian mahaia egon ohi da; gauean, hobe aurretik deitzea.',
        ],
        'tapas-bar': [
          'Barran tapa batzuk har ditzakezu, edo mahaian eseri eta lasai bazkaldu.',
          'Barran zerbait jan dezakezu, edo mahaian eseri presarik gabe.',
        ],
        'beach-bar': [
          'Hondartzan bertan dago, eta eguerditik ilunabarrera arte ematen du jatekoa.',
          'Oinak hondarretan dituzula, eguerditik eguzkia sartu arte jan daiteke.',
        ],
        cafe: [
          'Goizeko lehen kafetik arratsaldeko izozkiraino.',
          'Goiz irekitzen du gosarietarako, eta askari-ordura arte jarraitzen du.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines;
      const more = others.length
        ? ` Kartan ${series(
            others.map((c) => eu.cuisine[c]),
            'eta',
            ', eta',
          )} ere ${others.length > 1 ? 'badaude' : 'badago'}.`
        : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                ', sasoiko produktuekin eta lonjako onenarekin egina, bi pausora',
                ', portuko lonjan arratsaldero enkantean saltzen den arrainarekin egina',
              ]
            : [
                ', kostaldeko arrainarekin eta baratzeko barazkiekin egina',
                ', sasoiko produktuekin egina, eguneko arraina barne',
              ],
          market: [', merkatuko produktu freskoekin egina', ', osteguneko merkatuak ekartzen duenarekin egina'],
          garden: [
            ', Portalbako baratzeetako fruta eta barazkiekin egina',
            ', L’Alqueriako baratzeetako barazkiekin egina',
          ],
          bakery: ['; dena etxean egiten dute, goizero', '; orea eta kremak etxean egiten dituzte'],
        }[produceOf(f)],
        3,
      );
      return `Etxeko espezialitatea ${eu.cuisine[first!]} da${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, eta terrazan beste ${f.terraceSeats}` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Ia mahai guztiak itsasoari begira daude.', 'Ia mahai guztietatik ikusten da itsasoa.', 'Mahai gehienetatik itsasoa ikusten da.'], 13)}`
        : '';
      return `Barruan ${f.seats} lagun sartzen dira${terrace}.${view}`;
    },
    chef(f) {
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valentzian', 'Donostian'],
          ['Bartzelonan', 'Lyonen'],
          ['Madrilen', 'Londresen'],
          ['Dénian', 'Gironan'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `Sukaldean ${f.chef} dago; ${school} eta ${abroad} ikasi zuen, Portalbara itzuli aurretik.`,
          `Sukaldeaz ${f.chef} arduratzen da; familiako errezetak amonaren sutondoan ikasi zituen, herri erdiarentzat sukaldatzen baitzuen amonak.`,
          `Sukaldaria ${f.chef} da, eta kartaren zati bat astero aldatzen du, ${
            {
              sea: 'itsasontziek eta baratzeek ekartzen dutenaren arabera',
              market: 'merkatuan aurkitzen duenaren arabera',
              garden: 'baratzeek ematen dutenaren arabera',
              bakery: 'sasoiko frutaren arabera',
            }[produceOf(f)]
          }.`,
          `${f.chef} ${inYear(Math.max(f.founded, 2000 + (f.variant % 23)))} hasi zen sukaldean, eta betiko platerekin batera berri batzuk ere prestatzen ditu.`,
          `${f.chef} sukaldariak osagai gutxi eta ondo landuak nahiago ditu, apaingarririk gabe.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `${f.team} laguneko talde bat arduratzen da jangelaz eta sukaldeaz, eta gustura esango dizu plater bakoitzak zer alergeno dituen.`,
      `Taldean ${f.team} lagun dira. Alergiaren edo intolerantziaren bat baduzu, esan eskatzean: zer plater har ditzakezun esango dizute.`,
      `Kartan plater bakoitzaren alergenoak adierazten dira, eta ${f.team} laguneko taldeak ahal duena egokitzen du.`,
      `Jangelan eta sukaldean ${f.team} lagunek egiten dute lan; galdetu alergenoez, plater bakoitzarenak idatzita dituzte.`,
      `Jangelan eta sukaldean ${f.team} lagun dira guztira, eta kartan plater bakoitzaren alergenoak ikusiko dituzu.`,
      `Taldeko ${f.team} lagunek errezeta guztiak ezagutzen dituzte: zerbaitek kalte egiten badizu, beste plater bat proposatuko dizute.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(eu, f)} Hondartza ${away(f.beachMetres)} dago.`;
    },
  },
  store: {
    summary(f) {
      return `${eu.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Goizero egur-labean egindako ogia, eta baita cocak, fartonak eta gozogintza ere.',
        fishmonger: nearTheSea(f)
          ? 'Portuko lonjatik zuzenean datozen arraina eta itsaskiak, unean bertan garbitu eta xerratuta.'
          : 'Portutik arratsaldero iristen diren arraina eta itsaskiak, unean bertan garbitu eta xerratuta.',
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
      return `${neighbourhoodOf(eu, f)} Denda hondartzatik ${away(f.beachMetres)} dago, eta Plaça Majorretik ${away(f.centreMetres)}.`;
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
      const meet = nameSaysWhere(f)
        ? `Gure egoitzan elkartuko gara, hondartzatik ${away(f.beachMetres)}.`
        : `${capitalise(eu.inNeighbourhood[f.neighbourhood])} elkartuko gara.`;
      return `${meet} ${neighbourhoodOf(eu, f)}`;
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
      const where = nameSaysWhere(f)
        ? `Plaça Majorretik ${away(f.centreMetres)} dago.`
        : `${f.name} ${eu.inNeighbourhood[f.neighbourhood]} dago.`;
      return `${what} ${where}`;
    },
  },
};
