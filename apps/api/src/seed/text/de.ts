import {
  distance,
  NEIGHBOURHOOD_NAMES as NAME,
  pick,
  produceOf,
  series,
  type PhraseBank,
  type PropertyFacts,
} from './facts.ts';

const far = (m: number) => distance(m, true);
/** "A, B und C"; "Fisch und Meeresfrüchte sowie Tapas". */
const andList = (items: string[]) => series(items, 'und', ' sowie');
/** Cuisines read without their article in a list: "die indische Küche" → "indische Küche". */
const bare = (text: string) => text.replace(/^die /, '');

/** Noun and grammatical gender of each kind of home. */
const KIND = {
  apartment: ['Wohnung', 'f'],
  studio: ['Studio', 'n'],
  house: ['Haus', 'n'],
  villa: ['Villa', 'f'],
  penthouse: ['Penthouse', 'n'],
} as const;
const noun = (f: PropertyFacts) => KIND[f.category][0];
/** Strong adjective ending in the nominative: ruhige Wohnung, ruhiges Haus. */
const adjective = (f: PropertyFacts, stem: string) => `${stem}${KIND[f.category][1] === 'f' ? 'e' : 'es'}`;
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

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
    grau: 'El Grau ist das Hafenviertel: Jeden Nachmittag laufen die Fischerboote ein, und an der Uferpromenade reiht sich ein Reisrestaurant an das nächste.',
    vila: 'La Vila ist die Altstadt mit engen Gassen; Markthalle und Kirchplatz sind nur ein paar Schritte entfernt.',
    'platja-nord':
      'Platja Nord ist der lebhafteste Strandabschnitt, mit einer langen Promenade, Strandbars und Rettungsschwimmern den ganzen Sommer über.',
    dunes:
      'Les Dunes ist das ruhige Südende des Strandes: Holzstege führen über die Dünen, und für ein Handtuch ist immer Platz.',
    'sant-roc': 'Sant Roc ist ein Wohnviertel am Hang über dem Ort, mit Blick über die Dächer bis aufs Meer.',
    alqueria: 'L’Alqueria liegt zwischen Orangenhainen am Ortsrand, zehn Minuten mit dem Fahrrad vom Strand.',
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
    name(f) {
      const where = de.inNeighbourhood[f.neighbourhood];
      switch (f.highlight) {
        case 'sea-view':
          return `${noun(f)} mit Meerblick ${where}`;
        case 'pool':
          return `${noun(f)} mit Pool ${where}`;
        case 'terrace':
          return `${noun(f)} mit großer Terrasse ${where}`;
        case 'beach':
          return `${noun(f)}, ${far(f.beachMetres)} vom Strand`;
        case 'quiet':
          return `${adjective(f, 'Ruhig')} ${noun(f)} ${where}`;
        case 'bright':
          return `${adjective(f, 'Hell')} ${noun(f)} ${where}`;
      }
    },
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
    main(f) {
      const feminine = KIND[f.category][1] === 'f';
      const lines = [
        pick(f.variant, [
          `${feminine ? 'Eine gepflegte' : 'Ein gepflegtes'} ${noun(f)} mit ${f.areaM2} m², ${bedroomsDative(f)} und ${bathroomsDative(f)}, für bis zu ${f.sleeps} Personen.`,
          `${feminine ? 'Diese' : 'Dieses'} ${noun(f)} hat ${f.areaM2} m², ${bedroomsAccusative(f)} und ${bathroomsAccusative(f)} und bietet Platz für ${f.sleeps} Personen.`,
        ]),
      ];
      if (f.seaView) lines.push('Von den Fenstern aus sieht man das Meer.');
      if (f.terrace)
        lines.push('Die Terrasse ist wie gemacht für ein Frühstück im Freien oder einen Drink bei Sonnenuntergang.');
      if (f.pool)
        lines.push(sharedPool(f) ? 'Die Anlage hat einen Gemeinschaftspool.' : 'Ein eigener Pool gehört dazu.');
      if (f.parking) lines.push('Ein Stellplatz ist inklusive.');
      if (f.airCon) lines.push('Klimaanlage in allen Räumen.');
      if (f.rent) lines.push('Für Ferienaufenthalte verfügbar, Anreise ab 17:00 Uhr.');
      else if (f.long) lines.push('Langzeitmiete: ideal, um das ganze Jahr in Portalba zu leben.');
      else if (f.sale) lines.push('Zu verkaufen und sofort bezugsfertig.');
      return lines.join(' ');
    },
    location(f) {
      return `${de.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `Zum Strand sind es ${far(f.beachMetres)}; Bäckereien, Geschäfte und Restaurants erreicht man zu Fuß.`,
        `Der Strand ist ${far(f.beachMetres)} entfernt, Supermarkt und Bushaltestelle liegen gleich um die Ecke.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `Das Wohnzimmer ist hell, mit bequemem Sofa, einem Esstisch für ${f.sleeps} und Smart-TV.`,
          `Der Wohn- und Essbereich hat viel Tageslicht, ein großes Sofa, einen Tisch für ${f.sleeps} und schnelles WLAN.`,
        ]) + (f.terrace ? ' Von dort geht es direkt auf die Terrasse.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0) {
        return 'Im Schlafbereich steht ein Doppelbett, und das Sofa lässt sich für eine weitere Person zum Bett ausziehen.';
      }
      const rooms =
        f.bedrooms === 1
          ? 'Das Schlafzimmer hat ein Doppelbett und einen Einbauschrank.'
          : `Es gibt ${f.bedrooms} Schlafzimmer: das größte mit Doppelbett, die anderen mit jeweils zwei Einzelbetten.`;
      return (
        rooms + (f.rent ? ' Bettwäsche und Handtücher werden gestellt.' : ' Alle Schlafzimmer haben Einbauschränke.')
      );
    },
    kitchen(f) {
      return pick(f.variant, [
        'Die Küche ist voll ausgestattet: Backofen, Kochfeld, Kühl-Gefrier-Kombination, Mikrowelle, Geschirrspüler und Kaffeemaschine.',
        'Die offene Küche hat alles, was man zum Kochen braucht – vom Geschirrspüler bis zur Paellapfanne.',
        'Eine praktische Küche mit Ceranfeld, Backofen, Mikrowelle, Waschmaschine und viel Stauraum.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'Das Bad hat eine bodengleiche Dusche, ein Föhn ist vorhanden.'
        : `Es gibt ${f.bathrooms} Bäder, eines mit Badewanne und eines mit bodengleicher Dusche.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'ein Außenpool' : '', f.restaurant ? 'ein eigenes Restaurant' : ''].filter(Boolean);
      const extrasLine = extras.length
        ? ` Zur Anlage ${extras.length > 1 ? 'gehören' : 'gehört'} ${andList(extras)}.`
        : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} ist ein ${f.stars}-Sterne-Hotel mit ${f.units} Zimmern.${extrasLine} Frühstück gibt es von 7:30 bis 10:30 Uhr, die Rezeption ist rund um die Uhr besetzt.`;
      }
      if (f.hotelType === 'camping') {
        return `${f.name} ist ein Campingplatz im Schatten der Pinien, mit ${f.units} Stellplätzen und Holzbungalows.${extrasLine} Warme Duschen, ein Waschsalon und ein kleiner Laden sind vorhanden.`;
      }
      return `${f.name} bietet ${f.units} Apartments mit Kochnische und Balkon.${extrasLine} Die Rezeption ist täglich geöffnet, gereinigt wird zweimal pro Woche.`;
    },
    location(f) {
      return `${de.neighbourhood[f.neighbourhood]} Der Strand ist ${far(f.beachMetres)} entfernt.`;
    },
  },
  agency: {
    summary(f) {
      return `${de.category.agency} · seit ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'Schwerpunkt ist der Kauf und Verkauf von Immobilien, von der Altstadtwohnung bis zur Villa mit Pool.',
        rent: 'Schwerpunkt ist die Vermietung, ob als Ferienwohnung oder langfristig.',
        both: 'Das Büro kümmert sich um Verkäufe ebenso wie um Ferien- und Langzeitvermietungen.',
      }[f.focus];
      return `${f.name} wurde ${f.founded} gegründet: ein Familienunternehmen mit ${f.staff} Leuten, die jede Straße in Portalba kennen. ${focus} Auch bei Behördengängen, beim Notar und bei den Verträgen für Strom und Wasser hilft das Team.`;
    },
    location(f) {
      return `${de.neighbourhood[f.neighbourhood]} Das Büro liegt ${de.inNeighbourhood[f.neighbourhood]}, ${far(f.beachMetres)} von der Strandpromenade.`;
    },
  },
  eat: {
    summary(f) {
      return `${de.category[f.category]} · ${de.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'Im Sommer sollte man am Wochenende reservieren.',
        'tapas-bar': 'Ein paar Tapas an der Theke oder ein ganzes Essen am Tisch – ganz wie Sie mögen.',
        'beach-bar': 'Direkt im Sand gelegen, gibt es hier von mittags bis zum Sonnenuntergang etwas zu essen.',
        cafe: 'Vom ersten Kaffee am Morgen bis zum Eis am Nachmittag.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} hat ${f.founded} eröffnet und ist seitdem bei Einheimischen wie Gästen beliebt.`,
        `Seit ${f.founded} gehört ${f.name} zu den Adressen, an denen man in Portalba gut isst.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines;
      const more = others.length
        ? ` Die Karte bietet außerdem ${andList(others.map((c) => bare(de.cuisine[c])))}.`
        : '';
      const produce = {
        sea: 'mit Produkten der Saison und dem Fang des Tages aus dem Hafen',
        market: 'mit frischen Produkten vom Markt',
        garden: 'mit Obst und Gemüse aus den Gärten rund um Portalba',
        bakery: 'alles hausgemacht und jeden Morgen frisch',
      }[produceOf(f)];
      return `Spezialität des Hauses: ${bare(de.cuisine[first!])} – ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? `, auf der Terrasse für weitere ${f.terraceSeats}` : '';
      const view = f.seaView ? ' Von fast jedem Tisch sieht man aufs Meer.' : '';
      return `Drinnen ist Platz für ${f.seats} Gäste${terrace}.${view}`;
    },
    chef(f) {
      const female = f.chefGender === 'f';
      return pick(f.variant, [
        `In der Küche steht ${f.chef}, ${female ? 'die' : 'der'} in Valencia und San Sebastián gelernt hat, bevor es zurück nach Portalba ging.`,
        `${f.chef} führt die Küche und hat die Familienrezepte am Herd der Großmutter gelernt, die für halb Portalba kochte.`,
        `${f.chef}, ${female ? 'die Küchenchefin' : 'der Küchenchef'}, ändert jede Woche einen Teil der Karte – ${
          {
            sea: 'je nachdem, was die Boote und die Gärten bringen',
            market: 'je nachdem, was der Markt bietet',
            garden: 'je nachdem, was die Gärten hergeben',
            bakery: 'je nach Obst der Saison',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Ein Team von ${f.team} Leuten kümmert sich um Service und Küche und sagt Ihnen gern, welche Allergene in jedem Gericht stecken.`;
    },
    location(f) {
      return `${de.neighbourhood[f.neighbourhood]} Der Strand ist ${far(f.beachMetres)} entfernt.`;
    },
  },
  store: {
    summary(f) {
      return `${de.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Jeden Morgen frisches Brot aus dem Holzofen, dazu Cocas, Fartons und feines Gebäck.',
        fishmonger:
          'Fisch und Meeresfrüchte direkt von der Fischauktion im Hafen, auf Wunsch ausgenommen und filetiert.',
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
      return `${de.neighbourhood[f.neighbourhood]} Bis zum Strand sind es ${far(f.beachMetres)}.`;
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
      return `Treffpunkt ist ${de.inNeighbourhood[f.neighbourhood]}. ${de.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} finden Sie ${de.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
