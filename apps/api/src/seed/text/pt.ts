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
const agree = (f: PropertyFacts, m: string, fem: string) => (KIND[f.category][1] === 'f' ? fem : m);
const kind = (f: PropertyFacts) => KIND[f.category][0];
const sharedPool = (f: PropertyFacts) => f.category !== 'house' && f.category !== 'villa';

const BEDROOMS = (f: PropertyFacts) =>
  f.bedrooms === 0 ? 'um espaço amplo sem divisórias' : f.bedrooms === 1 ? 'um quarto' : `${f.bedrooms} quartos`;
const BATHROOMS = (f: PropertyFacts) => (f.bathrooms === 1 ? 'uma casa de banho' : `${f.bathrooms} casas de banho`);

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
    grau: 'El Grau é o bairro do porto: os barcos de pesca chegam todas as tardes e a marginal está cheia de restaurantes de arroz.',
    vila: 'La Vila é o centro histórico, com ruas estreitas, o mercado coberto e o largo da igreja a dois passos.',
    'platja-nord':
      'Platja Nord é a zona de praia mais animada, com um longo passeio marítimo, bares de praia e nadadores-salvadores durante todo o verão.',
    dunes:
      'Les Dunes é o extremo sul da praia, o mais sossegado: passadiços de madeira atravessam as dunas e há sempre lugar para a toalha.',
    'sant-roc': 'Sant Roc é uma zona residencial na encosta sobre a vila, com vista para os telhados e para o mar.',
    alqueria: 'L’Alqueria fica entre laranjais, nos arredores da vila, a dez minutos de bicicleta da praia.',
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
    name(f) {
      const where = pt.inNeighbourhood[f.neighbourhood];
      const noun = capitalise(kind(f));
      switch (f.highlight) {
        case 'sea-view':
          return `${noun} com vista mar ${where}`;
        case 'pool':
          return `${noun} com piscina ${where}`;
        case 'terrace':
          return `${noun} com terraço amplo ${where}`;
        case 'beach':
          return `${noun} a ${far(f.beachMetres)} da praia`;
        case 'quiet':
          return `${noun} ${agree(f, 'sossegado', 'sossegada')} ${where}`;
        case 'bright':
          return `${noun} ${agree(f, 'luminoso', 'luminosa')} ${where}`;
      }
    },
    summary(f) {
      const parts = [f.bedrooms === 0 ? 'Estúdio' : capitalise(BEDROOMS(f)), `${f.areaM2} m²`];
      parts.push(f.sale ? BATHROOMS(f) : `${f.sleeps} ${f.sleeps === 1 ? 'pessoa' : 'pessoas'}`);
      return parts.join(' · ');
    },
    main(f) {
      const lines = [
        pick(f.variant, [
          `${agree(f, 'Um', 'Uma')} ${kind(f)} de ${f.areaM2} m² muito bem ${agree(f, 'cuidado', 'cuidada')}, com ${BEDROOMS(f)} e ${BATHROOMS(f)}, para um máximo de ${f.sleeps} pessoas.`,
          `${agree(f, 'Este', 'Esta')} ${kind(f)} tem ${f.areaM2} m², ${BEDROOMS(f)} e ${BATHROOMS(f)}, com espaço para ${f.sleeps} pessoas.`,
        ]),
      ];
      if (f.seaView) lines.push('Das janelas vê-se o mar.');
      if (f.terrace)
        lines.push('O terraço é ideal para tomar o pequeno-almoço ao ar livre ou beber qualquer coisa ao pôr do sol.');
      if (f.pool) lines.push(sharedPool(f) ? 'O edifício tem piscina comum.' : 'Tem piscina privada.');
      if (f.parking) lines.push('Inclui lugar de estacionamento.');
      if (f.airCon) lines.push('Ar condicionado em toda a casa.');
      if (f.rent) lines.push('Disponível para estadias de férias, com entrada a partir das 17h00.');
      else if (f.long) lines.push('Arrenda-se para estadias longas: ideal para viver em Portalba o ano inteiro.');
      else if (f.sale) lines.push(`À venda e ${agree(f, 'pronto', 'pronta')} a habitar.`);
      return lines.join(' ');
    },
    location(f) {
      return `${pt.neighbourhood[f.neighbourhood]} ${pick(f.variant, [
        `A praia fica a ${far(f.beachMetres)}, e há padarias, lojas e restaurantes a poucos passos.`,
        `Até à praia são ${far(f.beachMetres)}; o supermercado e a paragem do autocarro ficam mesmo ao virar da esquina.`,
      ])}`;
    },
    livingroom(f) {
      return (
        pick(f.variant, [
          `A sala é luminosa, com um sofá confortável, mesa de jantar para ${f.sleeps} e smart TV.`,
          `A sala de estar e de jantar tem muita luz natural, um sofá amplo, mesa para ${f.sleeps} e wi-fi rápido.`,
        ]) + (f.terrace ? ' Dá diretamente para o terraço.' : '')
      );
    },
    bedrooms(f) {
      if (f.bedrooms === 0)
        return 'A zona de dormir tem uma cama de casal, e o sofá transforma-se em cama para mais uma pessoa.';
      const rooms =
        f.bedrooms === 1
          ? 'O quarto tem cama de casal e roupeiro embutido.'
          : `Tem ${f.bedrooms} quartos: o principal com cama de casal e os restantes com duas camas individuais cada um.`;
      return (
        rooms + (f.rent ? ' A roupa de cama e as toalhas estão incluídas.' : ' Todos os quartos têm roupeiro embutido.')
      );
    },
    kitchen(f) {
      return pick(f.variant, [
        'A cozinha está totalmente equipada: forno, placa, frigorífico com congelador, micro-ondas, máquina de lavar loiça e máquina de café.',
        'A cozinha, aberta para a sala, tem tudo o que é preciso para cozinhar, da máquina de lavar loiça à paelheira.',
        'Uma cozinha prática com placa vitrocerâmica, forno, micro-ondas, máquina de lavar roupa e muitos armários.',
      ]);
    },
    bathroom(f) {
      return f.bathrooms === 1
        ? 'A casa de banho tem base de duche rente ao chão e secador de cabelo.'
        : `Há ${f.bathrooms} casas de banho, uma com banheira e outra com duche rente ao chão.`;
    },
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
    main(f) {
      const extras = [f.pool ? 'piscina exterior' : '', f.restaurant ? 'restaurante próprio' : ''].filter(Boolean);
      const withExtras = extras.length ? `, com ${extras.join(' e ')}` : '';
      if (f.hotelType === 'hotel') {
        return `${f.name} é um hotel de ${f.stars} ${f.stars === 1 ? 'estrela' : 'estrelas'} com ${f.units} quartos${withExtras}. O pequeno-almoço é servido das 7h30 às 10h30 e a receção está aberta 24 horas por dia.`;
      }
      if (f.hotelType === 'camping') {
        const offer = [`${f.units} lotes`, 'bungalows de madeira', ...extras];
        const joined = `${offer.slice(0, -1).join(', ')} e ${offer.at(-1)}`;
        return `${f.name} é um parque de campismo à sombra dos pinheiros, com ${joined}. Tem duches de água quente, lavandaria e uma pequena loja.`;
      }
      return `${f.name} oferece ${f.units} apartamentos com kitchenette e varanda${withExtras}. A receção abre todos os dias e os apartamentos são limpos duas vezes por semana.`;
    },
    location(f) {
      return `${pt.neighbourhood[f.neighbourhood]} A praia fica a ${far(f.beachMetres)}.`;
    },
  },
  agency: {
    summary(f) {
      return `${pt.category.agency} · desde ${f.founded}`;
    },
    main(f) {
      const focus = {
        sale: 'São especialistas na compra e venda de casas, de apartamentos no centro histórico a moradias com piscina.',
        rent: 'São especialistas em arrendamento, tanto de férias como de longa duração.',
        both: 'Tratam tanto da compra e venda como do arrendamento de férias e de longa duração.',
      }[f.focus];
      return `Fundada em ${f.founded}, ${f.name} é uma empresa familiar de ${f.staff} pessoas que conhecem todas as ruas de Portalba. ${focus} Também ajudam com a papelada, o notário e os contratos de luz e água.`;
    },
    location(f) {
      return `${pt.neighbourhood[f.neighbourhood]} O escritório fica ${pt.inNeighbourhood[f.neighbourhood]}, a ${far(f.beachMetres)} do passeio marítimo.`;
    },
  },
  eat: {
    summary(f) {
      return `${pt.category[f.category]} · ${pt.cuisineLabel[f.cuisines[0]!]}`;
    },
    main(f) {
      const tail = {
        restaurant: 'No verão, convém reservar aos fins de semana.',
        'tapas-bar': 'Pode petiscar umas tapas ao balcão ou sentar-se para uma refeição com calma.',
        'beach-bar': 'Fica mesmo na areia e serve refeições desde o meio-dia até ao pôr do sol.',
        cafe: 'Do primeiro café da manhã ao gelado da tarde.',
      }[f.category];
      return `${pick(f.variant, [
        `${f.name} abriu em ${f.founded} e, desde então, é um dos favoritos de moradores e visitantes.`,
        `Desde ${f.founded}, ${f.name} é um dos sítios onde se come bem em Portalba.`,
      ])} ${tail}`;
    },
    cousine(f) {
      const [first, ...others] = f.cuisines.map((c) => pt.cuisine[c]);
      const more = others.length ? ` A carta inclui também ${list(others.map(bare))}.` : '';
      const produce = {
        sea: 'com produtos da época e o melhor da lota de cada manhã',
        market: 'com produtos frescos do mercado',
        garden: 'com legumes e fruta das hortas de Portalba',
        bakery: 'tudo feito em casa todas as manhãs',
      }[produceOf(f)];
      return `A especialidade da casa ${isPlural(first!) ? 'são' : 'é'} ${first}, ${produce}.${more}`;
    },
    space(f) {
      const terrace = f.terraceSeats ? ` e o terraço mais ${f.terraceSeats}` : '';
      const view = f.seaView ? ' Quase todas as mesas têm vista para o mar.' : '';
      return `A sala tem ${f.seats} lugares${terrace}.${view}`;
    },
    chef(f) {
      const the = f.chefGender === 'f' ? 'a chefe' : 'o chefe';
      return pick(f.variant, [
        `Na cozinha está ${f.chef}, que se formou em Valência e em San Sebastián antes de regressar a Portalba.`,
        `${f.chef} comanda a cozinha e aprendeu as receitas de família ao fogão da avó, que cozinhava para meia vila.`,
        `${f.chef}, ${the}, muda parte da carta todas as semanas, conforme ${
          {
            sea: 'o que chega nos barcos e das hortas',
            market: 'o que encontra no mercado',
            garden: 'o que dão as hortas',
            bakery: 'a fruta da época',
          }[produceOf(f)]
        }.`,
      ]);
    },
    team(f) {
      return `Uma equipa de ${f.team} pessoas trata da sala e da cozinha, e terá todo o gosto em dizer-lhe que alergénios tem cada prato.`;
    },
    location(f) {
      return `${pt.neighbourhood[f.neighbourhood]} A praia fica a ${far(f.beachMetres)}.`;
    },
  },
  store: {
    summary(f) {
      return `${pt.category[f.category]} · ${NAME[f.neighbourhood]}`;
    },
    main(f) {
      const what = {
        bakery: 'Pão cozido todas as manhãs em forno a lenha, e ainda cocas, fartons e pastelaria.',
        fishmonger: 'Peixe e marisco diretamente da lota do porto, limpos e filetados na hora.',
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
      return `${pt.neighbourhood[f.neighbourhood]} A loja fica a ${far(f.beachMetres)} da praia.`;
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
      return `O ponto de encontro é ${pt.inNeighbourhood[f.neighbourhood]}. ${pt.neighbourhood[f.neighbourhood]}`;
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
      return `${what} ${f.name} fica ${pt.inNeighbourhood[f.neighbourhood]}.`;
    },
  },
};
