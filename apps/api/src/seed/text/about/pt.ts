/** The demo town’s About page in European Portuguese (o senhor, as the interface speaks). */
export const pt = {
  title: 'Conheça {{town.name}}',
  body: `Uma vila mediterrânica entre laranjais e mar, na costa da Safor, na região de Valência.

## Entre os laranjais e o mar

{{town.name}} é uma vila de cerca de 11 mil habitantes na costa mediterrânica da região de Valência, na comarca da Safor, entre Gandia e Oliva. No verão a população triplica, mas a vila mantém o ritmo de um lugar onde as pessoas ainda se cumprimentam na rua e são os barcos de pesca que marcam as horas da tarde.

Atrás das praias estende-se a *marjal*, uma zona húmida protegida de caniçais e antigos canais de arrozais, e mais além os laranjais sobem em direção às encostas do Mondúver. Aqui fala-se valenciano e castelhano: verá os nomes das ruas e muitas ementas em valenciano, e todos terão gosto em ajudá-lo em qualquer das duas línguas.

## Um pouco de história

Os iberos já habitavam o monte que domina o centro histórico há mais de dois mil anos, e junto à ermida de Sant Roc ainda se veem os restos de uma vila agrícola romana. Na época do al-Andalus, {{town.name}} era uma alcaria rodeada de hortas, e os canais escavados nessa altura, as *séquies*, ainda hoje regam os seus campos.

Depois da conquista de Jaime I de Aragão, no século XIII, a vila viveu da cana-de-açúcar e da seda e, mais tarde, da laranja e da passa, que eram embarcadas na própria praia. No século XVI ergueu-se a Torre de l’Alba para vigiar a chegada dos piratas berberes; diz a tradição que o nome da vila vem da porta da antiga muralha virada para o nascer do sol, a Porta de l’Alba. O porto de pesca foi ampliado nos anos 20 e, a partir dos anos 60, o turismo juntou-se pouco a pouco à pesca e à agricultura.

## Praias

{{town.name}} tem quase cinco quilómetros de areia fina e dourada, com águas pouco profundas e declive suave, ideais para famílias. A Platja Nord, a praia principal, vai do porto de pesca de El Grau até ao centro histórico, La Vila, ao longo do Passeig Marítim, e tem nadadores-salvadores, passadiços de madeira até à beira-mar e cadeira anfíbia para pessoas com mobilidade reduzida; todos os verões desde 2004 hasteia a Bandeira Azul.

A sul do centro histórico, a praia de Les Dunes está protegida por um cordão de dunas e pinhais: é mais tranquila, tem passadiços de madeira e nem um único edifício sobre a areia. No extremo norte, junto ao molhe de El Grau, uma pequena enseada abrigada do vento é a preferida para fazer snorkeling. Os cães são bem-vindos todo o ano no troço sinalizado do extremo sul de Les Dunes.

A vigilância funciona de meados de junho a meados de setembro, todos os dias das 11h00 às 19h00. Respeite as bandeiras:

- **Verde:** banhos permitidos.
- **Amarela:** cuidado.
- **Vermelha:** proibido tomar banho.

## O porto e o mar

O porto de pesca continua em plena atividade. Em todos os dias úteis, por volta das cinco da tarde, os barcos regressam e o peixe é vendido em leilão decrescente na lota, a *llotja*, que pode observar a partir da galeria para visitantes. O camarão vermelho, o choco, a dourada e o peixe miúdo para fritar são as estrelas.

Ao lado, a marina tem cerca de 300 lugares de amarração, uma escola de vela e empresas que alugam caiaques e pranchas de stand-up paddle ou organizam mergulhos e passeios de barco ao longo da costa. Na época alta, um pequeno barco de passageiros liga o porto às praias do sul, até Les Dunes.

## Gastronomia

Aqui o arroz é rei. A paella valenciana faz-se com frango, coelho e feijão *garrofó*, come-se ao almoço e, como manda o costume, diretamente da paelha. Perto do porto, procure o *arròs a banda*, cozinhado em caldo de peixe, e a *fideuà*, a versão com massa fina que a vizinha Gandia reivindica como invenção sua. O *all i pebre*, um guisado de enguia com alho e colorau, vem da marjal.

Para petiscar, prove a *coca de tomaca*, uma massa fina com tomate, ou um copo de *orxata*, a bebida fresca de junça, com um *farton* para molhar. De novembro a maio as laranjas chegam diretamente dos pomares, e um cálice do moscatel doce da região é a forma clássica de terminar uma refeição. Às quintas-feiras de manhã, o mercado semanal enche a Plaça Major.

## Festas

O ano começa com o Sant Antoni, em janeiro, com fogueiras e a bênção dos animais. Em março, as *falles* enchem as ruas de monumentos satíricos que ardem na noite de 19 de março. Na noite de São João, a 23 de junho, toda a vila desce à praia para acender fogueiras e tomar banho à meia-noite.

A 16 de julho, os pescadores levam a Mare de Déu del Carme numa procissão de barcos pela baía. As festas do padroeiro enchem a última semana de agosto com desfiles de mouros e cristãos, concertos ao ar livre, fogo de artifício sobre o mar e baile todas as noites na Plaça Major. Em outubro, a Fira de la Taronja celebra o início da colheita da laranja.

## Como chegar

- **De carro:** siga pela autoestrada AP-7, saia em Gandia ou em Oliva e continue pela N-332 em direção à costa. {{town.name}} fica a cerca de 70 km de Valência e a 110 km de Alicante. Há parques de estacionamento gratuitos à entrada da vila e junto a Les Dunes; no verão, o passeio marítimo fecha ao trânsito a partir das 20h00.
- **De comboio:** a linha C-1 dos comboios suburbanos de Valência chega a Gandia mais ou menos de meia em meia hora, numa viagem de cerca de uma hora. Da estação de Gandia, um autocarro regional e os táxis levam-no a {{town.name}} em cerca de 15 minutos.
- **De avião:** o aeroporto de Valência fica a cerca de 85 km e o de Alicante a cerca de 120 km, ambos com autocarros e aluguer de automóveis.
- **De autocarro:** há ligações diárias de Valência, Alicante e Madrid para Gandia e Oliva.

## Posto de turismo

O posto de turismo fica na câmara municipal, {{town.address}}. Está aberto de segunda a sábado, das 9h00 às 14h00 e, de junho a setembro, também das 17h00 às 20h00. Ligue-nos para o {{town.phone}} ou escreva para {{town.email}}: teremos todo o gosto em ajudá-lo a preparar a sua visita.
`,
};
