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
/** Numbers as they agree with "quartos" (masculine) and "casas de banho" (feminine). */
const MASCULINE = ['nenhum', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis'];
const FEMININE = ['nenhuma', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis'];
/** A cuisine as one of a list with no articles. */
const bare = (phrase: string) => withoutArticles(phrase, '(?:o|a|os|as) ', 'e');
const list = (items: string[]) => series(items, 'e', ', bem como');
/** "As tapas", "o peixe e o marisco": what takes "são" rather than "é". */
const isPlural = (phrase: string) => /^(os|as) | e /.test(phrase);

/** Noun and gender of each kind of home: its category's name. */
const KIND = {
  apartment: ['apartamento', 'm'],
  studio: ['estúdio', 'm'],
  house: ['casa', 'f'],
  villa: ['moradia', 'f'],
  penthouse: ['penthouse', 'f'],
} as const;
const { agree, kind } = homeNouns(KIND);
const article = (f: PropertyFacts) => agree(f, 'um', 'uma');

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'um espaço amplo sem divisórias' : f.bedrooms === 1 ? 'um quarto' : `${f.bedrooms} quartos`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'uma casa de banho' : `${f.bathrooms} casas de banho`);
const BEDS: Record<BedroomBeds, string> = {
  double: 'uma cama de casal',
  twin: 'duas camas individuais',
  bunk: 'um beliche',
};
/** "O quarto quarto" would read twice: from the fourth bedroom on, numerals. */
const ORDINAL = ['principal', 'segundo', 'terceiro', '4.º', '5.º', '6.º'];
const SOFA = (children: number) => `um sofá-cama para ${children === 1 ? 'uma criança' : 'duas crianças'}`;

export const pt: PhraseBank = {
  inNeighbourhood: {
    grau: 'em El Grau',
    vila: 'em La Vila',
    'platja-nord': 'em Platja Nord',
    dunes: 'em Les Dunes',
    'sant-roc': 'em Sant Roc',
    alqueria: 'em L’Alqueria',
  },
  neighbourhood: {
    grau: [
      'El Grau é o bairro do porto, no extremo norte da vila: os barcos de pesca chegam todas as tardes e a marginal está cheia de restaurantes de arroz.',
      'Em El Grau, o bairro piscatório do norte, as redes remendam-se no cais e a lota leiloa o peixe todas as tardes.',
    ],
    vila: [
      'La Vila é o centro histórico, com ruas estreitas, o mercado coberto e a praça da igreja a dois passos.',
      'La Vila, o centro antigo, gira em torno da Plaça Major e da câmara municipal, entre ruas estreitas e lojas de sempre.',
      'Em La Vila, o centro histórico, o mercado das quintas-feiras enche a Plaça Major e as ruas guardam a sombra no verão.',
    ],
    'platja-nord': [
      'Platja Nord é o troço de praia mais animado, com uma longa marginal, bares de praia e nadadores-salvadores todo o verão.',
      'Platja Nord, a praia principal, vai do porto ao centro histórico: marginal, bandeira azul e nadadores-salvadores no verão.',
      'Em Platja Nord, entre El Grau e La Vila, a marginal enche-se de gente ao fim da tarde.',
    ],
    dunes: [
      'Les Dunes é o extremo sul da praia, o mais tranquilo: passadiços de madeira atravessam as dunas e há sempre lugar para a toalha.',
      'A sul da vila, Les Dunes é a praia tranquila, com dunas protegidas, pinheiros e passadiços de madeira até à água.',
      'Les Dunes, a sul de La Vila, tem a praia mais selvagem da vila, entre pinheiros e sem edifícios sobre a areia.',
    ],
    'sant-roc': [
      'Sant Roc é uma zona residencial na encosta que domina a vila, com vista para os telhados e para o mar.',
      'Sant Roc sobe a encosta até à ermida: ruas sossegadas, casas com jardim e o mar ao fundo.',
    ],
    alqueria: [
      'L’Alqueria fica entre laranjais, nos arredores da vila, onde começam os caminhos das hortas.',
      'Em L’Alqueria, a oeste da vila, as casas espalham-se entre laranjais e levadas.',
    ],
  },
  cuisine: {
    mediterranean: 'a cozinha mediterrânica',
    spanish: 'a cozinha espanhola tradicional',
    valencian: 'a cozinha caseira valenciana',
    catalan: 'a cozinha catalã',
    basque: 'a cozinha basca',
    galician: 'a cozinha galega',
    andalusian: 'a cozinha andaluza',
    tapas: 'as tapas',
    seafood: 'o peixe e o marisco',
    rice: 'os arrozes e as paelhas',
    grill: 'as carnes e os peixes na brasa',
    market: 'a cozinha de mercado',
    italian: 'a cozinha italiana',
    pizza: 'a piza em forno a lenha',
    french: 'a cozinha francesa de bistrô',
    portuguese: 'a cozinha portuguesa',
    japanese: 'a cozinha japonesa',
    chinese: 'a cozinha chinesa',
    thai: 'a cozinha tailandesa',
    indian: 'a cozinha indiana',
    mexican: 'a comida mexicana',
    argentinian: 'o churrasco argentino',
    peruvian: 'a cozinha peruana',
    vegetarian: 'os pratos vegetarianos',
    vegan: 'os pratos veganos',
    'gluten-free': 'os pratos sem glúten',
    fusion: 'a cozinha de fusão',
    burgers: 'os hambúrgueres',
    desserts: 'os bolos, a pastelaria e os gelados',
  },
  cuisineLabel: {
    mediterranean: 'Mediterrânica',
    spanish: 'Espanhola',
    valencian: 'Valenciana',
    catalan: 'Catalã',
    basque: 'Basca',
    galician: 'Galega',
    andalusian: 'Andaluza',
    tapas: 'Tapas',
    seafood: 'Peixe e marisco',
    rice: 'Arrozes',
    grill: 'Grelhados',
    market: 'Cozinha de mercado',
    italian: 'Italiana',
    pizza: 'Pizza',
    french: 'Francesa',
    portuguese: 'Portuguesa',
    japanese: 'Japonesa',
    chinese: 'Chinesa',
    thai: 'Tailandesa',
    indian: 'Indiana',
    mexican: 'Mexicana',
    argentinian: 'Argentina',
    peruvian: 'Peruana',
    vegetarian: 'Vegetariana',
    vegan: 'Vegana',
    'gluten-free': 'Sem glúten',
    fusion: 'Fusão',
    burgers: 'Hambúrgueres',
    desserts: 'Sobremesas',
  },
  category: {
    apartment: 'Apartamento',
    studio: 'Estúdio',
    house: 'Casa',
    villa: 'Moradia',
    penthouse: 'Penthouse',
    hotel: 'Hotel',
    camping: 'Parque de campismo',
    apartments: 'Apartamentos turísticos',
    agency: 'Agência imobiliária',
    restaurant: 'Restaurante',
    'tapas-bar': 'Bar de tapas',
    'beach-bar': 'Bar de praia',
    cafe: 'Café',
    bakery: 'Padaria',
    fishmonger: 'Peixaria',
    greengrocer: 'Frutaria',
    bookshop: 'Livraria',
    'surf-shop': 'Loja de surf',
    fashion: 'Loja de roupa',
    crafts: 'Artesanato',
    'wine-shop': 'Garrafeira',
    supermarket: 'Supermercado',
    kayak: 'Caiaque',
    diving: 'Mergulho',
    sailing: 'Vela',
    surf: 'Surf',
    hiking: 'Caminhadas',
    cycling: 'Ciclismo',
    'boat-trip': 'Passeio de barco',
    yoga: 'Ioga',
    'cooking-class': 'Aula de culinária',
    pharmacy: 'Farmácia',
    taxi: 'Táxi',
    'bike-rental': 'Aluguer de bicicletas',
    laundry: 'Lavandaria',
    'health-centre': 'Centro de saúde',
    'car-rental': 'Aluguer de automóveis',
    cleaning: 'Limpezas',
    handyman: 'Pequenas reparações',
    hairdresser: 'Cabeleireiro',
    vet: 'Veterinário',
  },
  property: {
    name: homeName((f, detail) => {
      const noun = capitalise(kind(f));
      const where = detail >= 2 ? `, ${streetOf(f, detail)}` : ` ${pt.inNeighbourhood[f.neighbourhood]}`;
      const rooms = f.bedrooms === 1 ? 'um quarto' : `${f.bedrooms} quartos`;
      const size =
        detail === 1 || detail === 3
          ? f.bedrooms === 0
            ? ` de ${f.areaM2} m²`
            : ` de ${rooms}`
          : detail >= 4
            ? ` de ${f.areaM2} m²${f.bedrooms ? ` e ${rooms}` : ''}`
            : '';
      return {
        'sea-view': `${noun}${size} com vista mar${where}`,
        pool: `${noun}${size} com piscina${where}`,
        terrace: `${noun}${size} com terraço amplo${where}`,
        beach: `${noun}${size} a ${far(f.beachMetres)} da praia${where}`,
        quiet: `${noun}${size} ${agree(f, 'sossegado', 'sossegada')}${where}`,
        bright: `${noun}${size} ${agree(f, 'luminoso', 'luminosa')}${where}`,
      };
    }),
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estúdio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'pessoa' : 'pessoas'}`);
      return parts.join(' · ');
    },
    main: homeMain((f) => {
      const rooms = `${BEDROOMS(f)} e ${BATHROOMS(f)}`;
      const extras = [
        f.seaView ? 'vista mar' : '',
        f.terrace ? 'terraço' : '',
        f.pool ? (sharedPool(f) ? 'piscina comum' : 'piscina privada') : '',
        f.parking ? 'lugar de estacionamento' : '',
        f.airCon ? 'ar condicionado' : '',
      ].filter(Boolean);
      const joined = series(extras, 'e', ' e');
      return {
        intro: [
          `${capitalise(article(f))} ${kind(f)} de ${f.areaM2} m² muito bem ${agree(f, 'cuidado', 'cuidada')}, com ${rooms}${f.sale ? '' : `, para um máximo de ${f.sleeps} pessoas`}.`,
          `${agree(f, 'Este', 'Esta')} ${kind(f)} tem ${f.areaM2} m², ${rooms}${f.sale ? '' : `, com lugar para ${f.sleeps} pessoas`}.`,
          `${capitalise(pt.inNeighbourhood[f.neighbourhood])}, ${article(f)} ${kind(f)} de ${f.areaM2} m² com ${rooms}.${f.sale ? '' : ` Tem capacidade para ${f.sleeps} pessoas.`}`,
        ],
        features: extras.length ? [`Tem ${joined}.`, `Dispõe de ${joined}.`, `A seu favor: ${joined}.`] : [],
        forSale: [
          `À venda e ${agree(f, 'pronto', 'pronta')} a habitar.`,
          `Vende-se ${agree(f, 'pronto', 'pronta')} a habitar, com a documentação em dia.`,
          `Está à venda: uma oportunidade para viver ${pt.inNeighbourhood[f.neighbourhood]}.`,
        ],
        alsoForHolidays: 'Enquanto não se vende, também se arrenda para férias.',
        forHolidays: [
          'Arrenda-se para férias, com entrada a partir das 17h00.',
          'Para férias: entrada a partir das 17h00 e saída até às 11h00.',
          `Uma boa base para umas férias ${pt.inNeighbourhood[f.neighbourhood]}, com entrada a partir das 17h00.`,
          'Arrenda-se por noite para estadias de férias; a chegada é a partir das 17h00.',
        ],
        alsoByTheMonth: 'Fora de época também se arrenda ao mês.',
        longTerm: [
          'Arrenda-se para estadias longas: ideal para viver em Portalba todo o ano.',
          `Arrenda-se ao mês, para quem queira viver ${pt.inNeighbourhood[f.neighbourhood]} todo o ano.`,
          'Arrendamento de longa duração, com contrato anual ou por temporadas.',
        ],
      };
    }),
    location: homeLocation(() => pt, {
      distances: (f) => [
        `A praia fica a ${far(f.beachMetres)} e a Plaça Major a ${far(f.centreMetres)}.`,
        `Até à praia são ${far(f.beachMetres)}; até à Plaça Major, no centro, ${far(f.centreMetres)}.`,
        `Fica a ${far(f.beachMetres)} da praia e a ${far(f.centreMetres)} da câmara municipal.`,
      ],
      byTheBeach: [
        'Desce-se à praia de fato de banho e chinelos.',
        'De manhã ouve-se o mar a partir de casa.',
        'Não é preciso carregar o guarda-sol por muito tempo: a areia está ali mesmo.',
      ],
      nearTheShops: 'Padarias, lojas e cafés ficam a dois passos.',
      farOut: [
        'Para o dia a dia, dá jeito ter carro ou bicicleta.',
        'Para as compras da semana, melhor de carro ou de bicicleta.',
        'O autocarro urbano passa perto e leva ao centro em poucos minutos.',
      ],
    }),
    livingroom: livingRoom({
      livingArea: 'A zona de estar',
      livingRoom: 'A sala',
      forSale: (room, f) => [
        `${room} é ampla e luminosa, com espaço para uma boa mesa de jantar.`,
        `${room} é virada para a rua e recebe muita luz natural, com pavimento de grés claro.`,
        `${room}, com cerca de ${Math.round(f.areaM2 * 0.3)} m², tem janelas grandes.`,
      ],
      forRent: (room, f) => [
        `${room} é luminosa, com um sofá confortável, mesa de jantar para ${f.sleeps} e smart TV.`,
        `${room} recebe muita luz natural e tem um sofá amplo, mesa para ${f.sleeps} e wi-fi rápido.`,
        `${room} tem um sofá grande, uma mesa para ${f.sleeps} pessoas e wi-fi.`,
      ],
      ontoTheTerrace: [
        ' Dá diretamente para o terraço.',
        ' Daqui sai-se para o terraço.',
        'O terraço fica mesmo ao lado.',
      ],
      seaFromTheSofa: ' Do sofá vê-se o mar.',
    }),
    bedrooms: homeBedrooms({
      studioForSale: 'A zona de dormir fica separada do resto por um armário baixo, com lugar para uma cama de casal.',
      oneForSale: [
        'O quarto é amplo, com roupeiro embutido.',
        'O quarto, virado para a rua, tem um roupeiro embutido grande.',
      ],
      moreForSale: (f) => [
        `Os ${MASCULINE[f.bedrooms]} quartos têm janela para a rua, e o principal tem um roupeiro embutido grande.`,
        `Tem ${MASCULINE[f.bedrooms]} quartos: o principal, amplo e com closet, e ${f.bedrooms === 2 ? 'outro mais pequeno' : `mais ${MASCULINE[f.bedrooms - 1]} duplos`}.`,
        `Dos ${MASCULINE[f.bedrooms]} quartos, o principal está virado ${f.seaView ? 'para o mar' : 'a sul'} e tem roupeiro embutido.`,
      ],
      sofaBed: SOFA,
      studioBeds: (sofa) => [
        `A zona de dormir tem ${BEDS.double}${sofa ? `, e na zona de estar há ${sofa}` : ''}.`,
        `Para dormir há ${BEDS.double}${sofa ? ` e ${sofa}` : ''}.`,
      ],
      oneRoomBeds: (main) => [`O quarto tem ${BEDS[main]}.`, `No quarto há ${BEDS[main]}.`],
      roomsBeds: (main, others, f) => {
        const rest = others.map((b, i) => `o ${ORDINAL[i + 1]}, ${BEDS[b]}`);
        return [
          `O quarto principal tem ${BEDS[main]}; ${rest.slice(0, -1).join('; ')}${rest.length > 1 ? '; e ' : ''}${rest.at(-1)}.`,
          `Há ${MASCULINE[f.bedrooms]} quartos: o principal, com ${BEDS[main]}${joinLast(
            ['', ...others.map((b, i) => `o ${ORDINAL[i + 1]}, com ${BEDS[b]}`)],
            '; ',
            others.length > 1 ? '; e ' : ', e ',
          )}.`,
        ];
      },
      sofaToo: (sofa) => [` Na sala há ainda ${sofa}.`, ` A sala tem ${sofa}.`],
      oneCloset: 'O roupeiro é embutido.',
      closets: ['Todos os quartos têm roupeiro embutido.', 'Cada quarto tem o seu roupeiro.'],
      linen: [
        'Roupa de cama e toalhas incluídas.',
        'Os lençóis e as toalhas estão incluídos.',
        'A roupa de cama e as toalhas fazem parte da estadia.',
        'Vai encontrar as camas feitas e toalhas para todos.',
      ],
    }),
    kitchen: oneOf(10, (f) => [
      'A cozinha está totalmente equipada: forno, placa, frigorífico com congelador, micro-ondas, máquina de lavar loiça e máquina de café.',
      'A cozinha, aberta para a sala, tem tudo o que é preciso para cozinhar, da máquina de lavar loiça à paelheira.',
      'Uma cozinha prática, com placa vitrocerâmica, forno, micro-ondas, máquina de lavar roupa e muitos armários.',
      'A cozinha é independente, com placa de indução, forno, máquina de lavar loiça e uma mesa para o pequeno-almoço.',
      'Cozinha moderna com ilha, placa de indução, forno, máquina de lavar loiça e todos os utensílios.',
      `Na cozinha não falta nada: frigorífico grande, forno, micro-ondas e máquina de café de cápsulas${f.terrace ? ', com o terraço logo ao lado' : ''}.`,
    ]),
    bathroom: bathrooms({
      one: [
        'A casa de banho tem duche de nível e secador de cabelo.',
        'A casa de banho, renovada, tem um duche amplo com resguardo.',
        'A casa de banho é completa, com banheira e chuveiro de mão.',
      ],
      two: [
        'Há duas casas de banho, uma com banheira e outra com duche de nível.',
        'Tem duas casas de banho completas: uma no quarto principal e outra junto ao corredor.',
        'As duas casas de banho têm duche, e a do quarto principal tem ainda lavatório duplo.',
      ],
      more: (f) => [
        `Há ${FEMININE[f.bathrooms]} casas de banho: uma com banheira e ${FEMININE[f.bathrooms - 1]} com duche.`,
        `Tem ${FEMININE[f.bathrooms]} casas de banho completas, uma delas no quarto principal.`,
      ],
    }),
  },
  hotel: {
    summary(f) {
      const kindText =
        f.hotelType === 'hotel'
          ? `Hotel de ${f.stars} ${f.stars === 1 ? 'estrela' : 'estrelas'} · ${f.units} quartos`
          : f.hotelType === 'camping'
            ? `${pt.category.camping} · ${f.units} lotes e bungalows`
            : `${pt.category.apartments} · ${f.units} apartamentos`;
      return `${kindText} · a ${far(f.beachMetres)} da praia`;
    },
    main: hotelMain((f) => {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurante próprio' : ''].filter(Boolean);
      const withExtras = extras.length ? `, com ${extras.join(' e ')}` : '';
      const offer = [`${f.units} lotes`, 'bungalows de madeira', ...extras];
      const joined = `${offer.slice(0, -1).join(', ')} e ${offer.at(-1)}`;
      return {
        hotel: {
          about: `${f.name} é um hotel de ${f.stars} ${f.stars === 1 ? 'estrela' : 'estrelas'} com ${f.units} quartos${withExtras}.`,
          more: [
            'O pequeno-almoço é servido das 7h30 às 10h30 e a receção está aberta 24 horas por dia.',
            'A receção nunca fecha, e o pequeno-almoço é das 7h30 às 10h30.',
            'Todos os quartos têm ar condicionado e wi-fi, e a receção atende dia e noite.',
            `Muitos quartos têm varanda, e a praia fica a ${far(f.beachMetres)}.`,
          ],
        },
        camping: {
          about: `${f.name} é um parque de campismo à sombra dos pinheiros, com ${joined}.`,
          more: [
            'Tem duches de água quente, lavandaria e uma pequena loja.',
            'Há duches de água quente, máquinas de lavar e um pequeno supermercado.',
          ],
        },
        apartments: {
          about: `${f.name} oferece ${f.units} apartamentos com kitchenette e varanda${withExtras}.`,
          more: [
            'A receção abre todos os dias e os apartamentos são limpos duas vezes por semana.',
            'Há receção todos os dias, e a limpeza e a troca de toalhas são duas vezes por semana.',
            'São limpos duas vezes por semana, e a receção ajuda a marcar passeios e mesas.',
          ],
        },
      };
    }),
    location(f) {
      return `${neighbourhoodOf(pt, f)} A praia fica a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${pt.category.agency} · desde ${f.founded}`;
    },
    main: agencyMain((f) => ({
      about: `Fundada em ${f.founded}, ${f.name} é uma empresa familiar que conhece todas as ruas de Portalba.`,
      focus: {
        sale: [
          'São especialistas na compra e venda de casas, de apartamentos no centro histórico a moradias com piscina.',
          'A especialidade é a compra e venda: apartamentos, casas antigas e moradias, com avaliação gratuita.',
          'Vendem sobretudo casas e apartamentos usados, e conhecem o preço de cada rua.',
        ],
        rent: [
          'São especialistas em arrendamento, tanto de férias como de longa duração.',
          'Dedicam-se sobretudo ao arrendamento, à semana no verão e ao mês no resto do ano.',
          'Gerem arrendamentos para proprietários que vivem fora, da limpeza às chaves.',
        ],
        both: [
          'Tratam tanto da compra e venda como do arrendamento de férias e de longa duração.',
          'Compram, vendem e arrendam: da semana de férias à casa para a vida inteira.',
          'Têm casas à venda e para arrendar, à semana ou ao ano.',
        ],
      },
      help: [
        `A equipa de ${f.staff} pessoas também ajuda com a papelada, o notário e os contratos de luz e água.`,
        `São ${f.staff} no escritório e acompanham-no na escritura e na papelada da luz e da água.`,
        `Se comprar a partir do estrangeiro, os ${f.staff} agentes tratam de tudo, do NIE aos contratos de luz e água.`,
      ],
    })),
    location(f) {
      const where = nameSaysWhere(f) ? '' : ` ${pt.inNeighbourhood[f.neighbourhood]},`;
      return `${neighbourhoodOf(pt, f)} O escritório fica${where} a ${far(f.beachMetres)} do passeio marítimo.`;
    },
  },
  eat: {
    summary(f) {
      return `${pt.category[f.category]} · ${pt.cuisineLabel[f.cuisines[0]!]}`;
    },
    main: eatMain((f) => ({
      opening: [
        `${f.name} abriu em ${f.founded} e, desde então, é um dos favoritos de moradores e visitantes.`,
        `Desde ${f.founded}, ${f.name} é um dos sítios onde se come bem em Portalba.`,
        `${f.name} está aberto desde ${f.founded}, e isso nota-se na forma como recebe.`,
      ],
      tail: {
        restaurant: [
          'No verão, convém reservar aos fins de semana.',
          'Aos fins de semana de verão enche: é melhor reservar.',
          'Para jantar em agosto, reserve com uns dias de antecedência.',
          'Ao almoço costuma haver mesa; ao jantar, é melhor telefonar antes.',
        ],
        'tapas-bar': [
          'Pode petiscar umas tapas ao balcão ou sentar-se para uma refeição com calma.',
          'Pode comer qualquer coisa ao balcão ou sentar-se à mesa sem pressa.',
        ],
        'beach-bar': [
          'Fica mesmo na areia e serve refeições desde o meio-dia até ao pôr do sol.',
          'Com os pés na areia, serve refeições do meio-dia até o sol se pôr.',
        ],
        cafe: [
          'Do primeiro café da manhã ao gelado da tarde.',
          'Abre cedo para os pequenos-almoços e continua até ao lanche.',
        ],
      },
    })),
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => pt.cuisine[c]);
      const more = others.length ? ` A carta inclui também ${list(others.map(bare))}.` : '';
      const produce = pick(
        f.variant,
        {
          sea: nearTheSea(f)
            ? [
                'com produtos da época e o melhor da lota, a dois passos',
                'com o peixe leiloado todas as tardes na lota do porto',
              ]
            : ['com peixe da costa e legumes das hortas', 'com produtos da época, peixe do dia incluído'],
          market: ['com produtos frescos do mercado', 'com o que traz o mercado das quintas-feiras'],
          garden: ['com legumes e fruta das hortas de Portalba', 'com legumes das hortas de L’Alqueria'],
          bakery: ['tudo feito em casa todas as manhãs', 'com massas e cremes feitos em casa'],
        }[produceOf(f)],
        3,
      );
      return `A especialidade da casa ${isPlural(first!) ? 'são' : 'é'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` e o terraço mais ${f.terraceSeats}` : '';
      const view = f.seaView
        ? ` ${pick(f.variant, ['Quase todas as mesas têm vista para o mar.', 'Vê-se o mar de quase todas as mesas.', 'A maioria das mesas dá para o mar.'], 13)}`
        : '';
      return `A sala tem ${f.seats} lugares${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'a chefe' : 'o chefe';
      const [school, abroad] = pick(
        f.variant,
        [
          ['Valência', 'San Sebastián'],
          ['Barcelona', 'Lyon'],
          ['Madrid', 'Londres'],
          ['Dénia', 'Girona'],
        ],
        4,
      );
      return pick(
        f.variant,
        [
          `Na cozinha está ${f.chef}, que se formou em ${school} e em ${abroad} antes de regressar a Portalba.`,
          `${f.chef} comanda a cozinha e aprendeu as receitas de família ao fogão da avó, que cozinhava para meia vila.`,
          `${f.chef}, ${the}, muda parte da carta todas as semanas, conforme ${
            {
              sea: 'o que chega nos barcos e das hortas',
              market: 'o que encontra no mercado',
              garden: 'o que dão as hortas',
              bakery: 'a fruta da época',
            }[produceOf(f)]
          }.`,
          `${f.chef} está à frente do fogão desde ${Math.max(f.founded, 2000 + (f.variant % 23))} e mantém os pratos de sempre ao lado de alguns novos.`,
          `${capitalise(the)}, ${f.chef}, prefere poucos ingredientes e bem tratados, sem floreados.`,
        ],
        5,
      );
    },
    team: oneOf(6, (f) => [
      `Uma equipa de ${f.team} pessoas trata da sala e da cozinha, e terá todo o gosto em dizer-lhe que alergénios tem cada prato.`,
      `São ${f.team} na equipa. Se tiver alguma alergia ou intolerância, diga-o ao pedir: indicam-lhe os pratos que pode comer.`,
      `A carta assinala os alergénios de cada prato, e a equipa, de ${f.team} pessoas, adapta o que pode.`,
      `Na sala e na cozinha trabalham ${f.team} pessoas; pergunte-lhes pelos alergénios, têm-nos anotados prato a prato.`,
      `Entre a sala e a cozinha são ${f.team}, e na carta encontra os alergénios de cada prato.`,
      `As ${f.team} pessoas da equipa conhecem cada receita: se algo não lhe cair bem, sugerem-lhe outro prato.`,
    ]),
    location(f) {
      return `${neighbourhoodOf(pt, f)} A praia fica a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${pt.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pão cozido todas as manhãs em forno a lenha, e ainda cocas, fartons e pastelaria.',
        fishmonger: nearTheSea(f)
          ? 'Peixe e marisco diretamente da lota do porto, limpos e filetados na hora.'
          : 'Peixe e marisco que chegam do porto todas as tardes, limpos e filetados na hora.',
        greengrocer: 'Fruta e legumes das hortas de Portalba, incluindo as famosas laranjas.',
        bookshop: 'Livros novos e usados, mapas e guias da região, e uma estante de romances em várias línguas.',
        'surf-shop': 'Pranchas, fatos de surf e acessórios, com reparações e bons conselhos sobre onde há ondas hoje.',
        fashion: 'Roupa de linho, fatos de banho e alpercatas, em boa parte de pequenas oficinas espanholas.',
        crafts: 'Cerâmica, cestaria e joias feitas à mão por artesãos da região.',
        'wine-shop': 'Vinhos valencianos e de toda a Espanha, azeites e provas às sextas-feiras à tarde.',
        supermarket: 'Tudo para a semana, com talho, charcutaria e pão do dia.',
      }[f.category];
      return `${what} ${f.name} abriu portas em ${f.founded}.`;
    },
    location(f) {
      return `${neighbourhoodOf(pt, f)} A loja fica a ${far(f.beachMetres)} da praia e a ${far(f.centreMetres)} da Plaça Major.`;
    },
  },
  activity: {
    summary(f) {
      return `${pt.category[f.category]} · ${f.hours} h · a partir dos ${f.minAge} anos`;
    },
    main(f) {
      const what = {
        kayak: 'Reme junto à costa até enseadas e grutas a que só se chega pelo mar.',
        diving: 'Batismos e cursos para todos os níveis, sobre pradarias de posidónia e fundos rochosos.',
        sailing:
          'Aprenda a velejar em vela ligeira ou catamarã com monitores certificados, ou simplesmente aproveite um passeio pela costa.',
        surf: 'Aulas de surf e paddle para principiantes, e aluguer para quem já sabe.',
        hiking: 'Caminhadas guiadas pelo paul, entre laranjais e até ao miradouro do castelo.',
        cycling:
          'Passeios de bicicleta por caminhos sossegados e ecopistas, com paragem para um lanche num café de aldeia.',
        'boat-trip':
          'Passeios de barco ao longo da costa, com paragem para um mergulho numa enseada e uma bebida a bordo.',
        yoga: 'Ioga na praia ao nascer e ao pôr do sol, para todos os níveis.',
        'cooking-class':
          'Aprenda a fazer uma verdadeira paelha e outros pratos da terra, e depois sente-se à mesa para os provar.',
      }[f.category];
      return `${what} As sessões duram cerca de ${f.hours} horas, em grupos de até ${f.groupSize} pessoas, com todo o material incluído. Idade mínima: ${f.minAge} anos.`;
    },
    location(f) {
      const meet = nameSaysWhere(f)
        ? `O ponto de encontro é a nossa base, a ${far(f.beachMetres)} da praia.`
        : `O ponto de encontro é ${pt.inNeighbourhood[f.neighbourhood]}.`;
      return `${meet} ${neighbourhoodOf(pt, f)}`;
    },
  },
  service: {
    summary(f) {
      return `${pt.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        pharmacy:
          'Receitas, proteção solar e primeiros socorros, com atendimento em várias línguas. Há sempre uma farmácia de serviço na vila.',
        taxi: 'Táxis na vila e até ao aeroporto de Valência, à estação de comboios e às aldeias vizinhas, de dia e de noite.',
        'bike-rental': 'Bicicletas de passeio, elétricas, de criança e cadeirinhas, à hora, ao dia ou à semana.',
        laundry:
          'Máquinas de lavar e secar em self-service, e serviço de lavagem e engomadoria para levantar no mesmo dia.',
        'health-centre': 'Medicina geral e enfermagem, com atendimento sem marcação para visitantes.',
        'car-rental': 'Carros pequenos, carrinhas e descapotáveis, entregues em casa ou no hotel.',
        cleaning: 'Limpeza de alojamentos locais entre hóspedes, e de casas e escritórios durante todo o ano.',
        handyman: 'Canalização, eletricidade, fechaduras e pequenas reparações, normalmente no próprio dia.',
        hairdresser: 'Corte, coloração e penteados para senhora, homem e criança, com ou sem marcação.',
        vet: 'Vacinas, consultas e urgências para cães, gatos e outros animais de estimação.',
      }[f.category];
      const where = nameSaysWhere(f)
        ? `Fica a ${far(f.centreMetres)} da Plaça Major.`
        : `${f.name} fica ${pt.inNeighbourhood[f.neighbourhood]}.`;
      return `${what} ${where}`;
    },
  },
};
