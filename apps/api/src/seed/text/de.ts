import {
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

const far = (m: number) => distance(m, true);
/** "A, B und C"; "Fisch und Meeresfrüchte sowie Tapas". */
const andList = (items: string[]) => series(items, 'und', ' sowie');
/** Cuisines read without their article in a list: "die indische Küche" → "indische Küche". */
const bare = (text: string) => text.replace(/^die /, '');
const NUMBER = ['kein', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs'];

/** Noun and grammatical gender of each kind of home. */
const KIND = {
  apartment: ['Wohnung', 'f'],
  studio: ['Studio', 'n'],
  house: ['Haus', 'n'],
  villa: ['Villa', 'f'],
  penthouse: ['Penthouse', 'n'],
} as const;
const noun = (f: PropertyFacts) => KIND[f.category][0];
const feminine = (f: PropertyFacts) => KIND[f.category][1] === 'f';
/** Strong adjective ending in the nominative: ruhige Wohnung, ruhiges Haus. */
const adjective = (f: PropertyFacts, stem: string) => `${stem}${feminine(f) ? 'e' : 'es'}`;

/** Dative after "mit": mit zwei Schlafzimmern und einem Bad. */
const bedroomsDative = (f: PropertyFacts) =>
  f.bedrooms === 0
    ? 'offenem Wohn- und Schlafbereich'
    : f.bedrooms === 1
      ? 'einem Schlafzimmer'
      : `${f.bedrooms} Schlafzimmern`;
const bathroomsDative = (f: PropertyFacts) => (f.bathrooms === 1 ? 'einem Bad' : `${f.bathrooms} Bädern`);
const bedroomsAccusative = (f: PropertyFacts) =>
  f.bedrooms === 0
    ? 'einen offenen Wohn- und Schlafbereich'
    : f.bedrooms === 1
      ? 'ein Schlafzimmer'
      : `${f.bedrooms} Schlafzimmer`;
const bathroomsAccusative = (f: PropertyFacts) => (f.bathrooms === 1 ? 'ein Bad' : `${f.bathrooms} Bäder`);
/** What stands in a bedroom, as the object of "hat" (accusative). */
const BEDS: Record<BedroomBeds, string> = {
  double: 'ein Doppelbett',
  twin: 'zwei Einzelbetten',
  bunk: 'ein Etagenbett',
};
/** The same, after "mit" (dative). */
const BEDS_WITH: Record<BedroomBeds, string> = {
  double: 'einem Doppelbett',
  twin: 'zwei Einzelbetten',
  bunk: 'einem Etagenbett',
};
const ORDINAL = ['große', 'zweite', 'dritte', 'vierte', 'fünfte', 'sechste'];
const SOFA = (children: number) => `ein Schlafsofa für ${children === 1 ? 'ein Kind' : 'zwei Kinder'}`;

export const de: PhraseBank = {
  inNeighbourhood: {
    grau: 'in El Grau',
    vila: 'in La Vila',
    'platja-nord': 'in Platja Nord',
    dunes: 'in Les Dunes',
    'sant-roc': 'in Sant Roc',
    alqueria: 'in L’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau ist das Hafenviertel am Nordende des Ortes: Jeden Nachmittag laufen die Fischerboote ein, und an der Uferpromenade reiht sich ein Reisrestaurant an das nächste.',
      'In El Grau, dem Fischerviertel im Norden, werden am Kai die Netze geflickt, und jeden Nachmittag wird der Fang in der Fischhalle versteigert.',
    ],
    vila: [
      'La Vila ist die Altstadt mit engen Gassen; Markthalle und Kirchplatz sind nur ein paar Schritte entfernt.',
      'La Vila, der historische Kern, liegt rund um die Plaça Major und das Rathaus, zwischen engen Gassen und alteingesessenen Läden.',
      'In La Vila, der Altstadt, füllt der Donnerstagsmarkt die Plaça Major, und die Gassen bleiben im Sommer schattig.',
    ],
    'platja-nord': [
      'Platja Nord ist der lebhafteste Strandabschnitt, mit einer langen Promenade, Strandbars und Rettungsschwimmern den ganzen Sommer über.',
      'Platja Nord, der Hauptstrand, reicht vom Hafen bis zur Altstadt: Promenade, Blaue Flagge und im Sommer Rettungsschwimmer.',
      'An der Platja Nord, zwischen El Grau und La Vila, füllt sich die Promenade, sobald der Nachmittag kühler wird.',
    ],
    dunes: [
      'Les Dunes ist das ruhige Südende des Strandes: Holzstege führen über die Dünen, und für ein Handtuch ist immer Platz.',
      'Südlich des Ortes liegt Les Dunes, der ruhige Strand mit geschützten Dünen, Pinien und Holzstegen bis ans Wasser.',
      'Les Dunes, südlich von La Vila, hat den ursprünglichsten Strand des Ortes, gesäumt von Pinien und ohne ein einziges Gebäude auf dem Sand.',
    ],
    'sant-roc': [
      'Sant Roc ist ein Wohnviertel am Hang über dem Ort, mit Blick über die Dächer bis aufs Meer.',
      'Sant Roc zieht sich den Hang hinauf bis zur Einsiedelei: ruhige Straßen, Häuser mit Garten und in der Ferne das Meer.',
    ],
    alqueria: [
      'L’Alqueria liegt zwischen Orangenhainen am Ortsrand, dort, wo die Feldwege beginnen.',
      'In L’Alqueria, westlich des Ortes, verteilen sich die Häuser zwischen Orangenhainen und Bewässerungsgräben.',
    ],
  },
  cuisine: {
    mediterranean: 'die Mittelmeerküche',
    spanish: 'die traditionelle spanische Küche',
    valencian: 'die valencianische Hausmannskost',
    catalan: 'die katalanische Küche',
    basque: 'die baskische Küche',
    galician: 'die galicische Küche',
    andalusian: 'die andalusische Küche',
    tapas: 'Tapas',
    seafood: 'Fisch und Meeresfrüchte',
    rice: 'Reisgerichte und Paellas',
    grill: 'Fleisch und Fisch vom Holzkohlegrill',
    market: 'die Marktküche',
    italian: 'die italienische Küche',
    pizza: 'Pizza aus dem Holzofen',
    french: 'die französische Bistroküche',
    portuguese: 'die portugiesische Küche',
    japanese: 'die japanische Küche',
    chinese: 'die chinesische Küche',
    thai: 'die thailändische Küche',
    indian: 'die indische Küche',
    mexican: 'die mexikanische Küche',
    argentinian: 'argentinisches Grillfleisch',
    peruvian: 'die peruanische Küche',
    vegetarian: 'vegetarische Gerichte',
    vegan: 'vegane Gerichte',
    'gluten-free': 'glutenfreie Gerichte',
    fusion: 'die Fusionsküche',
    burgers: 'Burger',
    desserts: 'Kuchen, Gebäck und Eis',
  },
  cuisineLabel: {
    mediterranean: 'Mediterran',
    spanish: 'Spanisch',
    valencian: 'Valencianisch',
    catalan: 'Katalanisch',
    basque: 'Baskisch',
    galician: 'Galicisch',
    andalusian: 'Andalusisch',
    tapas: 'Tapas',
    seafood: 'Fisch und Meeresfrüchte',
    rice: 'Reisgerichte',
    grill: 'Grill',
    market: 'Marktküche',
    italian: 'Italienisch',
    pizza: 'Pizza',
    french: 'Französisch',
    portuguese: 'Portugiesisch',
    japanese: 'Japanisch',
    chinese: 'Chinesisch',
    thai: 'Thailändisch',
    indian: 'Indisch',
    mexican: 'Mexikanisch',
    argentinian: 'Argentinisch',
    peruvian: 'Peruanisch',
    vegetarian: 'Vegetarisch',
    vegan: 'Vegan',
    'gluten-free': 'Glutenfrei',
    fusion: 'Fusionsküche',
    burgers: 'Burger',
    desserts: 'Desserts',
  },
  category: {
    apartment: 'Wohnung',
    studio: 'Studio',
    house: 'Haus',
    villa: 'Villa',
    penthouse: 'Penthouse',
    hotel: 'Hotel',
    camping: 'Campingplatz',
    apartments: 'Ferienapartments',
    agency: 'Immobilienbüro',
    restaurant: 'Restaurant',
    'tapas-bar': 'Tapasbar',
    'beach-bar': 'Strandbar',
    cafe: 'Café',
    bakery: 'Bäckerei',
    fishmonger: 'Fischgeschäft',
    greengrocer: 'Obst und Gemüse',
    bookshop: 'Buchhandlung',
    'surf-shop': 'Surfshop',
    fashion: 'Modegeschäft',
    crafts: 'Kunsthandwerk',
    'wine-shop': 'Weinhandlung',
    supermarket: 'Supermarkt',
    kayak: 'Kajak',
    diving: 'Tauchen',
    sailing: 'Segeln',
    surf: 'Surfen',
    hiking: 'Wandern',
    cycling: 'Radfahren',
    'boat-trip': 'Bootsausflug',
    yoga: 'Yoga',
    'cooking-class': 'Kochkurs',
    pharmacy: 'Apotheke',
    taxi: 'Taxi',
    'bike-rental': 'Fahrradverleih',
    laundry: 'Waschsalon',
    'health-centre': 'Gesundheitszentrum',
    'car-rental': 'Autovermietung',
    cleaning: 'Reinigung',
    handyman: 'Reparaturen',
    hairdresser: 'Friseur',
    vet: 'Tierarzt',
  },
  property: {
    name: homeName((f, detail) => {
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${de.inNeighbourhood[f.neighbourhood]}`;
      const rooms = f.bedrooms === 1 ? 'einem Schlafzimmer' : `${f.bedrooms} Schlafzimmern`;
      const size =
        detail === 1 || detail === 3
          ? [f.bedrooms === 0 ? `${f.areaM2} m²` : rooms]
          : detail >= 4
            ? [`${f.areaM2} m²`, ...(f.bedrooms ? [rooms] : [])]
            : [];
      const withSize = size.length ? ` mit ${andList(size)}` : '';
      const featuring = (feature: string) => `${noun(f)} mit ${andList([...size, feature])}${where}`;
      return {
        'sea-view': featuring('Meerblick'),
        pool: featuring('Pool'),
        terrace: featuring('großer Terrasse'),
        beach: `${noun(f)}${withSize}, ${far(f.beachMetres)} vom Strand${where}`,
        quiet: `${adjective(f, 'Ruhig')} ${noun(f)}${withSize}${where}`,
        bright: `${adjective(f, 'Hell')} ${noun(f)}${withSize}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Studio' : `${f.bedrooms} Schlafzimmer`, `${f.areaM2} m²`];
      parts.push(
        f.sale
          ? f.bathrooms === 1
            ? '1 Bad'
            : `${f.bathrooms} Bäder`
          : `${f.sleeps} ${f.sleeps === 1 ? 'Person' : 'Personen'}`,
      );
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      // After "Es gibt" the accusative ("einen Pool"), after a colon the nominative ("ein Pool").
      const extras = (accusative: boolean) =>
        [
          f.seaView ? 'Meerblick' : '',
          f.terrace ? 'eine Terrasse' : '',
          f.pool
            ? sharedPool(f)
              ? `${accusative ? 'einen' : 'ein'} Gemeinschaftspool`
              : `${accusative ? 'einen eigenen' : 'ein eigener'} Pool`
            : '',
          f.parking ? `${accusative ? 'einen' : 'ein'} Stellplatz` : '',
          f.airCon ? 'eine Klimaanlage' : '',
        ].filter(Boolean);
      const joined = (accusative: boolean) => series(extras(accusative), 'und', ' und');
      return {
        intro: [
          `${feminine(f) ? 'Eine gepflegte' : 'Ein gepflegtes'} ${noun(f)} mit ${f.areaM2} m², ${bedroomsDative(f)} und ${bathroomsDative(f)}${f.sale ? '' : `, für bis zu ${f.sleeps} Personen`}.`,
          `${feminine(f) ? 'Diese' : 'Dieses'} ${noun(f)} hat ${f.areaM2} m², ${bedroomsAccusative(f)} und ${bathroomsAccusative(f)}${f.sale ? '' : ` und bietet Platz für ${f.sleeps} Personen`}.`,
          `${de.inNeighbourhood[f.neighbourhood].replace(/^in/, 'In')}: ${feminine(f) ? 'eine' : 'ein'} ${noun(f)} mit ${f.areaM2} m², ${bedroomsDative(f)} und ${bathroomsDative(f)}.${f.sale ? '' : ` Hier schlafen ${f.sleeps} Personen.`}`,
        ],
        features: extras(true).length
          ? [`Es gibt ${joined(true)}.`, `Mit dabei: ${joined(false)}.`, `Pluspunkte: ${joined(false)}.`]
          : [],
        forSale: [
          'Zu verkaufen und bezugsfertig.',
          'Wird bezugsfertig verkauft, alle Unterlagen sind in Ordnung.',
          `Zu verkaufen: eine Gelegenheit, ${de.inNeighbourhood[f.neighbourhood]} zu wohnen.`,
        ],
        alsoForHolidays: 'Bis zum Verkauf wird es auch als Ferienunterkunft vermietet.',
        forHolidays: [
          'Als Ferienunterkunft buchbar, Anreise ab 17:00 Uhr.',
          'Für den Urlaub: Anreise ab 17:00 Uhr, Abreise bis 11:00 Uhr.',
          `Ein guter Ausgangspunkt für Ferien ${de.inNeighbourhood[f.neighbourhood]}, Anreise ab 17:00 Uhr.`,
          'Tageweise als Ferienunterkunft zu mieten; Anreise ab 17:00 Uhr.',
        ],
        alsoByTheMonth: 'Außerhalb der Saison auch monatsweise zu mieten.',
        longTerm: [
          'Langfristig zu mieten: ideal, um das ganze Jahr in Portalba zu leben.',
          `Monatsweise zu mieten, für alle, die das ganze Jahr ${de.inNeighbourhood[f.neighbourhood]} wohnen möchten.`,
          'Langzeitmiete, mit Jahres- oder Saisonvertrag.',
        ],
      };
    }),
    location: homeLocation(() => de, {
      distances: (f) => [
        `Zum Strand sind es ${far(f.beachMetres)}, zur Plaça Major ${far(f.centreMetres)}.`,
        `Der Strand ist ${far(f.beachMetres)} entfernt, die Plaça Major im Zentrum ${far(f.centreMetres)}.`,
        `Bis zum Strand: ${far(f.beachMetres)}; bis zum Rathaus: ${far(f.centreMetres)}.`,
      ],
      byTheBeach: [
        'Zum Strand geht es in Badesachen und Flipflops.',
        'Morgens hört man das Meer bis ins Haus.',
        'Den Sonnenschirm muss man nicht weit tragen: Der Sand ist gleich da.',
      ],
      nearTheShops: 'Bäckereien, Läden und Bars sind nur ein paar Schritte entfernt.',
      farOut: [
        'Für den Alltag ist ein Auto oder ein Fahrrad praktisch.',
        'Für den Wocheneinkauf nimmt man besser das Auto oder das Rad.',
        'Der Ortsbus hält in der Nähe und fährt in wenigen Minuten ins Zentrum.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'Der Wohnbereich',
      livingRoom: 'Das Wohnzimmer',
      forSale: (room, f) => [
        `${room} ist groß und hell, mit Platz für einen richtigen Esstisch.`,
        `${room} liegt nach außen, bekommt viel Tageslicht und hat hellen Fliesenboden.`,
        `${room} misst rund ${Math.round(f.areaM2 * 0.3)} m² und hat große Fenster.`,
      ],
      forRent: (room, f) => [
        `${room} ist hell, mit einem bequemen Sofa, einem Esstisch für ${f.sleeps} und einem Smart-TV.`,
        `${room} hat viel Tageslicht, ein großes Sofa, einen Tisch für ${f.sleeps} und schnelles WLAN.`,
        `${room} hat ein großes Sofa, einen Tisch für ${f.sleeps} Personen und WLAN.`,
      ],
      ontoTheTerrace: [
        ' Von dort geht es direkt auf die Terrasse.',
        ' Von hier tritt man auf die Terrasse hinaus.',
        'Die Terrasse liegt gleich daneben.',
      ],
      seaFromTheSofa: ' Vom Sofa aus sieht man das Meer.',
    }),
    bedrooms: homeBedrooms({
      studioForSale:
        'Der Schlafbereich ist durch einen niedrigen Schrank abgetrennt und bietet Platz für ein Doppelbett.',
      oneForSale: [
        'Das Schlafzimmer ist geräumig und hat einen Einbauschrank.',
        'Das Schlafzimmer liegt nach außen und hat einen großen Einbauschrank.',
      ],
      moreForSale: (f) => [
        `Alle ${NUMBER[f.bedrooms]} Schlafzimmer sind hell, das größte hat einen großen Einbauschrank.`,
        `Es gibt ${NUMBER[f.bedrooms]} Schlafzimmer: ein großes mit Ankleide und ${f.bedrooms === 2 ? 'ein kleineres' : `${NUMBER[f.bedrooms - 1]} weitere Doppelzimmer`}.`,
        `Von den ${NUMBER[f.bedrooms]} Schlafzimmern geht das größte ${f.seaView ? 'zum Meer' : 'nach Süden'} und hat einen Einbauschrank.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `Im Schlafbereich steht ${BEDS.double}${sofa ? `, im Wohnbereich ${sofa}` : ''}.`,
        `Zum Schlafen gibt es ${BEDS.double}${sofa ? ` und ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`Das Schlafzimmer hat ${BEDS[main]}.`, `Im Schlafzimmer steht ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `das ${ORDINAL[i + 1]} ${BEDS[b]}`);
        return [
          `Das große Schlafzimmer hat ${BEDS[main]}, ${rest.slice(0, -1).join(', ')}${rest.length > 1 ? ' und ' : ''}${rest.at(-1)}.`,
          `Es gibt ${NUMBER[f.bedrooms]} Schlafzimmer: das große mit ${BEDS_WITH[main]}${joinLast(
            ['', ...others.map((b, i) => `das ${ORDINAL[i + 1]} mit ${BEDS_WITH[b]}`)],
            ', ',
            ' und ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` Im Wohnzimmer steht außerdem ${sofa}.`, ` Dazu kommt ${sofa} im Wohnzimmer.`],
      oneCloset: 'Der Schrank ist eingebaut.',
      closets: ['Alle Schlafzimmer haben Einbauschränke.', 'Jedes Schlafzimmer hat seinen eigenen Schrank.'],
      linen: [
        'Bettwäsche und Handtücher werden gestellt.',
        'Bettwäsche und Handtücher sind inklusive.',
        'Bett- und Badwäsche sind im Preis enthalten.',
        'Die Betten sind bei Ankunft bezogen, Handtücher liegen für alle bereit.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'Die Küche ist voll ausgestattet: Backofen, Kochfeld, Kühl-Gefrier-Kombination, Mikrowelle, Geschirrspüler und Kaffeemaschine.',
      'Die offene Küche hat alles, was man zum Kochen braucht – vom Geschirrspüler bis zur Paellapfanne.',
      'Eine praktische Küche mit Ceranfeld, Backofen, Mikrowelle, Waschmaschine und viel Stauraum.',
      'Die Küche ist ein eigener Raum, mit Induktionsfeld, Backofen, Geschirrspüler und einem Frühstückstisch.',
      'Moderne Küche mit Kochinsel, Induktionsfeld, Backofen, Geschirrspüler und allem Kochgeschirr.',
      `In der Küche fehlt nichts: großer Kühlschrank, Backofen, Mikrowelle und Kapselmaschine${f.terrace ? ', die Terrasse liegt gleich nebenan' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'Das Bad hat eine bodengleiche Dusche, ein Föhn ist vorhanden.',
        'Das renovierte Bad hat eine große Dusche mit Glaswand.',
        'Das Bad ist komplett ausgestattet, mit Badewanne und Handbrause.',
      ],
      two: [
        'Es gibt zwei Bäder, eines mit Badewanne und eines mit bodengleicher Dusche.',
        'Es gibt zwei vollständige Bäder: eines im großen Schlafzimmer, das andere am Flur.',
        'Beide Bäder haben eine Dusche, das im großen Schlafzimmer zudem ein Doppelwaschbecken.',
      ],
      more: (f) => [
        `Es gibt ${NUMBER[f.bathrooms]} Bäder: eines mit Badewanne und ${NUMBER[f.bathrooms - 1]} mit Dusche.`,
        `Es gibt ${NUMBER[f.bathrooms]} vollständige Bäder, eines davon im großen Schlafzimmer.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `${f.stars}-Sterne-Hotel · ${f.units} Zimmer`
          : f.hotelType === 'camping'
            ? `${de.category.camping} · ${f.units} Stellplätze und Bungalows`
            : `${de.category.apartments} · ${f.units} Apartments`;
      return `${kindText} · ${far(f.beachMetres)} vom Strand`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'ein Außenpool' : '', f.restaurant ? 'ein eigenes Restaurant' : ''].filter(Boolean);
      const extrasWith = [f.pool ? 'einem Außenpool' : '', f.restaurant ? 'einem eigenen Restaurant' : ''].filter(
        Boolean,
      );
      const extrasLine = extras.length
        ? `; zur Anlage ${extras.length > 1 ? 'gehören' : 'gehört'} ${andList(extras)}`
        : '';
      return {
        hotel: {
          about: `${f.name} ist ein ${f.stars}-Sterne-Hotel mit ${andList([`${f.units} Zimmern`, ...extrasWith])}.`,
          more: [
            'Frühstück gibt es von 7:30 bis 10:30 Uhr, die Rezeption ist rund um die Uhr besetzt.',
            'Die Rezeption schließt nie, Frühstück gibt es von 7:30 bis 10:30 Uhr.',
            'Alle Zimmer haben Klimaanlage und WLAN, und die Rezeption ist Tag und Nacht erreichbar.',
            `Viele Zimmer haben einen Balkon, und zum Strand sind es ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} ist ein Campingplatz im Schatten der Pinien, mit ${andList([`${f.units} Stellplätzen`, 'Holzbungalows', ...extrasWith])}.`,
          more: [
            'Warme Duschen, ein Waschsalon und ein kleiner Laden sind vorhanden.',
            'Es gibt warme Duschen, Waschmaschinen und einen kleinen Supermarkt.',
          ],
        },
        apartments: {
          about: `${f.name} bietet ${f.units} Apartments mit Kochnische und Balkon${extrasLine}.`,
          more: [
            'Die Rezeption ist täglich geöffnet, gereinigt wird zweimal pro Woche.',
            'Die Rezeption ist jeden Tag besetzt; Reinigung und frische Handtücher gibt es zweimal pro Woche.',
            'Gereinigt wird zweimal pro Woche, und die Rezeption hilft beim Buchen von Ausflügen und Tischen.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(de, f)} Der Strand ist ${far(f.beachMetres)} entfernt.`;
    },
  },
  agency: {
    summary(f) {
      return `${de.category.agency} · seit ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `${f.name} wurde ${f.founded} gegründet: ein Familienunternehmen, das jede Straße in Portalba kennt.`,
      focus: {
        sale: [
          'Schwerpunkt ist der Kauf und Verkauf von Immobilien, von der Altstadtwohnung bis zur Villa mit Pool.',
          'Das Kerngeschäft ist der Verkauf: Wohnungen, Dorfhäuser und Villen, mit kostenloser Bewertung.',
          'Verkauft werden vor allem Bestandshäuser und -wohnungen; die Preise jeder Straße kennt man hier genau.',
        ],
        rent: [
          'Schwerpunkt ist die Vermietung, ob als Ferienwohnung oder langfristig.',
          'Vermietet wird vor allem wochenweise im Sommer und monatsweise im Rest des Jahres.',
          'Das Büro verwaltet Mietobjekte für Eigentümer, die anderswo leben – von der Reinigung bis zur Schlüsselübergabe.',
        ],
        both: [
          'Das Büro kümmert sich um Verkäufe ebenso wie um Ferien- und Langzeitvermietungen.',
          'Kaufen, verkaufen, vermieten: von der Urlaubswoche bis zum Zuhause fürs Leben.',
          'Im Angebot sind Häuser und Wohnungen zum Kauf und zur Miete, wochen- oder jahresweise.',
        ],
      },
      help: [
        `Das Team aus ${f.staff} Leuten hilft auch bei Behördengängen, beim Notar und bei den Verträgen für Strom und Wasser.`,
        `Im Büro arbeiten ${f.staff} Leute; sie begleiten Sie zum Notar und erledigen den Papierkram für Strom und Wasser.`,
        `Wer aus dem Ausland kauft, dem nehmen die ${f.staff} Makler die Formalitäten ab, von der NIE bis zu den Strom- und Wasserverträgen.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${de.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(de, f)} Das Büro liegt${where} ${far(f.beachMetres)} von der Strandpromenade.`;
    },
  },
  eat: {
    summary(f) {
      return `${de.category[f.category]} · ${de.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} hat ${f.founded} eröffnet und ist seitdem bei Einheimischen wie Gästen beliebt.`,
        `Seit ${f.founded} gehört ${f.name} zu den Adressen, an denen man in Portalba gut isst.`,
        `${f.name} gibt es seit ${f.founded}, und das merkt man am Empfang.`,
      ],
      tail: {
        restaurant: [
          'Im Sommer sollte man am Wochenende reservieren.',
          'An Sommerwochenenden ist es voll: besser reservieren.',
          'Für ein Abendessen im August reservieren Sie am besten ein paar Tage vorher.',
          'Mittags ist meist ein Tisch frei; abends lieber vorher anrufen.',
        ],
        'tapas-bar': [
          'Ein paar Tapas an der Theke oder ein ganzes Essen am Tisch – ganz wie Sie mögen.',
          'Man kann an der Theke eine Kleinigkeit essen oder sich in aller Ruhe an einen Tisch setzen.',
        ],
        'beach-bar': [
          'Die Bar liegt direkt im Sand; von mittags bis zum Sonnenuntergang gibt es hier etwas zu essen.',
          'Mit den Füßen im Sand isst man hier von mittags, bis die Sonne untergeht.',
        ],
        cafe: [
          'Vom ersten Kaffee am Morgen bis zum Eis am Nachmittag.',
          'Es öffnet früh fürs Frühstück und hat bis zum Nachmittagskaffee geöffnet.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines;
      const more = others.length
        ? ` Die Karte bietet außerdem ${andList(others.map((c) => bare(de.cuisine[c])))}.`
        : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'mit Produkten der Saison und dem Besten aus der Fischhalle, ein paar Schritte entfernt',
                'mit dem Fisch, der jeden Nachmittag in der Fischhalle am Hafen ersteigert wird',
              ]
            : [
                'mit Fisch von der Küste und Gemüse aus den Gärten',
                'mit Produkten der Saison, den Fisch des Tages eingeschlossen',
              ],
          market: ['mit frischen Produkten vom Markt', 'mit dem, was der Donnerstagsmarkt bringt'],
          garden: ['mit Obst und Gemüse aus den Gärten rund um Portalba', 'mit Gemüse aus den Gärten von L’Alqueria'],
          bakery: ['alles hausgemacht und jeden Morgen frisch', 'mit hausgemachten Teigen und Cremes'],
        }[produceOf(f)],
        3,
      );
      return `Spezialität des Hauses: ${bare(de.cuisine[first!])} – ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, auf der Terrasse für weitere ${f.terraceSeats}` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Von fast jedem Tisch sieht man aufs Meer.', 'Fast alle Tische haben Meerblick.', 'Das Meer sieht man von den meisten Tischen aus.'], 13)}`
        : '';
      return `Drinnen ist Platz für ${f.seats} Gäste${terrace}.${view}`;
    },
    chef(f) {
      const female = f.chefGender === 'f';
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valencia', 'San Sebastián'],
          ['Barcelona', 'Lyon'],
          ['Madrid', 'London'],
          ['Dénia', 'Girona'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `In der Küche steht ${f.chef}, ${female ? 'die' : 'der'} in ${school} und ${abroad} gelernt hat und dann nach Portalba zurückgekehrt ist.`,
          `${f.chef} führt die Küche und hat die Familienrezepte am Herd der Großmutter gelernt, die für halb Portalba kochte.`,
          `${f.chef}, ${female ? 'die Küchenchefin' : 'der Küchenchef'}, ändert jede Woche einen Teil der Karte – ${
            {
              sea: 'je nachdem, was die Boote und die Gärten bringen',
              market: 'je nachdem, was der Markt bietet',
              garden: 'je nachdem, was die Gärten hergeben',
              bakery: 'je nach Obst der Saison',
            }[produceOf(f)]
          }.`,
          `${f.chef} steht seit ${Math.max(f.founded, 2000 + (f.variant % 23))} am Herd und hält die Klassiker des Hauses, ergänzt um ein paar neue Gerichte.`,
          `${female ? 'Die Küchenchefin' : 'Der Küchenchef'}, ${f.chef}, mag wenige, gut behandelte Zutaten und keinen Schnickschnack.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Ein Team von ${f.team} Leuten kümmert sich um Service und Küche und sagt Ihnen gern, welche Allergene in jedem Gericht stecken.`,
      `Das Team zählt ${f.team} Leute. Bei Allergien oder Unverträglichkeiten sagen Sie es beim Bestellen: Man nennt Ihnen die passenden Gerichte.`,
      `Die Karte weist bei jedem Gericht die Allergene aus, und das Team aus ${f.team} Leuten passt an, was möglich ist.`,
      `In Service und Küche arbeiten ${f.team} Leute; fragen Sie ruhig nach Allergenen, sie sind für jedes Gericht notiert.`,
      `Service und Küche zusammen sind ${f.team} Leute, und auf der Karte stehen bei jedem Gericht die Allergene.`,
      `Die ${f.team} Leute im Team kennen jedes Rezept: Wenn Ihnen etwas nicht bekommt, schlagen sie ein anderes Gericht vor.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(de, f)} Der Strand ist ${far(f.beachMetres)} entfernt.`;
    },
  },
  store: {
    summary(f) {
      return `${de.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Jeden Morgen frisches Brot aus dem Holzofen, dazu Cocas, Fartons und feines Gebäck.',
        fishmonger: nearTheSea(f)
          ? 'Fisch und Meeresfrüchte direkt von der Fischauktion im Hafen, auf Wunsch ausgenommen und filetiert.'
          : 'Fisch und Meeresfrüchte, jeden Nachmittag frisch vom Hafen, auf Wunsch ausgenommen und filetiert.',
        greengrocer: 'Obst und Gemüse aus den Gärten rund um Portalba, darunter die berühmten Orangen.',
        bookshop:
          'Neue und gebrauchte Bücher, Karten und Reiseführer der Gegend und ein Regal mit Romanen in mehreren Sprachen.',
        'surf-shop': 'Boards, Neoprenanzüge und Zubehör, mit Reparaturservice und guten Tipps, wo heute Wellen sind.',
        fashion: 'Leinenmode, Badebekleidung und Espadrilles, vieles aus kleinen spanischen Werkstätten.',
        crafts: 'Keramik, Korbwaren und handgemachter Schmuck von Kunsthandwerkern aus der Region.',
        'wine-shop': 'Weine aus Valencia und ganz Spanien, Olivenöle und Verkostungen am Freitagabend.',
        supermarket: 'Alles für die Woche, mit Fleischtheke, Feinkost und frischem Brot.',
      }[f.category];
      return `${what} ${f.name} gibt es seit ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(de, f)} Bis zum Strand sind es ${far(f.beachMetres)}, bis zur Plaça Major ${far(f.centreMetres)}.`;
    },
  },
  activity: {
    summary(f) {
      return `${de.category[f.category]} · ${f.hours} Std. · ab ${f.minAge} Jahren`;
    },
    main(f) {
      const what = {
        kayak: 'Paddeln Sie die Küste entlang zu Buchten und Höhlen, die man nur vom Meer aus erreicht.',
        diving: 'Schnuppertauchgänge und Kurse für jedes Niveau über Seegraswiesen und Felsriffen.',
        sailing:
          'Lernen Sie mit ausgebildeten Lehrern Jolle oder Katamaran segeln – oder genießen Sie einfach einen Törn entlang der Küste.',
        surf: 'Surf- und SUP-Kurse für Anfänger und Verleih für alle, die es schon können.',
        hiking:
          'Geführte Wanderungen durch das Feuchtgebiet, die Orangenhaine und hinauf zum Aussichtspunkt an der Burg.',
        cycling:
          'Radtouren auf ruhigen Wegen und Greenways, mit einer Pause für ein zweites Frühstück in einer Dorfbar.',
        'boat-trip': 'Bootsausflüge entlang der Küste mit Badestopp in einer Bucht und einem Getränk an Bord.',
        yoga: 'Yoga am Strand bei Sonnenaufgang und Sonnenuntergang, für jedes Niveau.',
        'cooking-class':
          'Lernen Sie, eine echte Paella und andere Gerichte der Gegend zu kochen – und essen Sie sie anschließend gemeinsam.',
      }[f.category];
      return `${what} Die Einheiten dauern etwa ${f.hours} Stunden, in Gruppen von höchstens ${f.groupSize} Personen; die Ausrüstung ist inklusive. Mindestalter: ${f.minAge} Jahre.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `Treffpunkt ist unser Stützpunkt, ${far(f.beachMetres)} vom Strand.`
        : `Treffpunkt ist ${de.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(de, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${de.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Rezepte, Sonnenschutz und Erste Hilfe, Beratung in mehreren Sprachen. Eine Notdienstapotheke hat im Ort immer geöffnet.',
        taxi: 'Taxis im Ort und zum Flughafen Valencia, zum Bahnhof und in die Nachbardörfer, Tag und Nacht.',
        'bike-rental': 'Stadträder, E-Bikes, Kinderräder und Kindersitze, stunden-, tage- oder wochenweise.',
        laundry: 'Waschmaschinen und Trockner zur Selbstbedienung sowie ein Wäscheservice mit Abholung am selben Tag.',
        'health-centre': 'Allgemeinmedizin und Krankenpflege, mit offener Sprechstunde für Urlauber.',
        'car-rental': 'Kleinwagen, Transporter und Cabrios, geliefert an Ihre Tür oder Ihr Hotel.',
        cleaning: 'Reinigung von Ferienwohnungen zwischen zwei Gästen sowie von Häusern und Büros das ganze Jahr über.',
        handyman: 'Sanitär, Elektrik, Schlösser und kleine Reparaturen, meist noch am selben Tag.',
        hairdresser: 'Schnitt, Farbe und Styling für Damen, Herren und Kinder, mit oder ohne Termin.',
        vet: 'Impfungen, Vorsorgeuntersuchungen und Notfälle für Hunde, Katzen und andere Haustiere.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `Zur Plaça Major sind es ${far(f.centreMetres)}.`
        : `${f.name} finden Sie ${de.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
