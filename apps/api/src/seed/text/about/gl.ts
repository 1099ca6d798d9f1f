/** The demo town’s About page in Galician (ti, as the interface speaks). */
export const gl = {
  title: 'Coñece {{town.name}}',
  body: `Unha vila mediterránea entre laranxeiras e mar, na costa da Safor, en Valencia.

## Entre as laranxeiras e o mar

{{town.name}} é unha vila duns 11.000 habitantes na costa mediterránea de Valencia, na comarca da Safor, entre Gandia e Oliva. No verán triplica a poboación, pero conserva o ritmo dun lugar onde a xente aínda se saúda pola rúa e son as barcas de pesca as que marcan a hora da tarde.

Detrás das praias esténdese a *marjal*, unha zona húmida protexida de canaveiras e antigas canles de arrozal, e máis alá as laranxeiras soben cara ás faldras do Mondúver. Aquí fálanse valenciano e castelán: verás os nomes das rúas e moitas cartas en valenciano, e todo o mundo te atenderá con gusto en calquera das dúas linguas.

## Un pouco de historia

Os iberos xa habitaban o outeiro que domina o casco vello hai máis de dous mil anos, e xunto á ermida de Sant Roc aínda se poden ver os restos dunha vila agrícola romana. En época andalusí {{town.name}} era unha alcaría rodeada de hortas, e as canles de rego que se escavaron daquela, as *séquies*, aínda regan os seus campos.

Tras a conquista de Xaime I no século XIII, a vila viviu da cana de azucre e da seda, e máis tarde da laranxa e da pasa, que se embarcaban na propia praia. No século XVI levantouse a Torre de l’Alba para vixiar a chegada dos piratas berberiscos; conta a tradición que o nome da vila vén da porta da antiga muralla que miraba ao amencer, a Porta de l’Alba. O porto pesqueiro ampliouse nos anos vinte e, desde os sesenta, o turismo foise sumando pouco a pouco á pesca e á agricultura.

## Praias

{{town.name}} ten case cinco quilómetros de area fina e dourada, con augas pouco profundas e unha pendente suave, ideais para ir con nenos. A Platja Nord, a praia principal, vai desde o porto pesqueiro de El Grau ata o casco vello, La Vila, ao longo do Passeig Marítim, e conta con socorristas, pasarelas de madeira ata a beira e cadeira anfibia para persoas con mobilidade reducida; luce a bandeira azul todos os veráns desde 2004.

Ao sur do casco vello, a praia de Les Dunes está protexida por un cordón de dunas e piñeirais: é máis tranquila, ten pasarelas de madeira e nin un só edificio sobre a area. No extremo norte, xunto ao espigón de El Grau, unha pequena cala abrigada do vento é a preferida para facer snorkel. Os cans son benvidos todo o ano no treito sinalizado do extremo sur de Les Dunes.

Hai servizo de socorrismo de mediados de xuño a mediados de setembro, todos os días de 11:00 a 19:00. Respecta as bandeiras:

- **Verde:** baño libre.
- **Amarela:** precaución.
- **Vermella:** prohibido bañarse.

## O porto e o mar

O porto pesqueiro segue en plena actividade. Cada día laborable, arredor das cinco da tarde, volven as barcas e o peixe póxase á baixa na lonxa, a *llotja*, que podes ver desde a galería para visitantes. A gamba vermella, o choco, a dourada e o peixe miúdo para fritir son os protagonistas.

Ao lado, o porto deportivo ten uns 300 amarres, unha escola de vela e empresas que alugan caiacs e táboas de pádel surf ou organizan mergullos e excursións en barco pola costa. En tempada alta, un pequeno barco de pasaxeiros une o porto coas praias do sur, ata Les Dunes.

## Gastronomía

Aquí o arroz é o rei. A paella valenciana faise con polo, coello e *garrofó*, cómese ao mediodía e, como manda o costume, directamente da paelleira. Preto do porto, busca o *arròs a banda*, cociñado con caldo de peixe, e a *fideuà*, a versión con fideos que a veciña Gandia reivindica como invento propio. O *all i pebre*, un guiso de anguía con allo e pementón, vén da marjal.

Para petiscar, proba a *coca de tomaca*, unha torta fina con tomate, ou un vaso de *orxata* ben fría con *fartons* para mollar. De novembro a maio as laranxas chegan directamente do campo, e unha copa do moscatel doce da zona é a maneira clásica de rematar unha comida. Os xoves pola mañá o mercado semanal enche a Plaça Major.

## Festas

O ano comeza con Sant Antoni en xaneiro, con fogueiras e a bendición dos animais. En marzo as fallas enchen as rúas de monumentos satíricos que arden a noite do 19 de marzo. Na noite de San Xoán, o 23 de xuño, toda a vila baixa á praia para prender cacharelas e darse un baño á medianoite.

O 16 de xullo os mariñeiros levan a Mare de Déu del Carme en procesión de barcas pola baía. As festas patronais enchen a última semana de agosto de desfiles de mouros e cristiáns, concertos ao aire libre, fogos de artificio sobre o mar e baile cada noite na Plaça Major. En outubro, a Fira de la Taronja celebra o comezo da colleita da laranxa.

## Como chegar

- **En coche:** colle a autoestrada AP-7, sae por Gandia ou por Oliva e segue a N-332 cara á costa. {{town.name}} está a uns 70 km de Valencia e a 110 km de Alacante. Hai aparcadoiros gratuítos á entrada da vila e xunto a Les Dunes; no verán, o paseo marítimo péchase ao tráfico a partir das 20:00.
- **En tren:** a liña C-1 de Proximidades de Valencia chega a Gandia máis ou menos cada media hora, nunha viaxe de arredor dunha hora. Desde a estación de Gandia, un autobús comarcal e os taxis déixante en {{town.name}} nuns 15 minutos.
- **En avión:** o aeroporto de Valencia está a uns 85 km e o de Alacante a uns 120 km, ambos con autobuses e aluguer de coches.
- **En autobús:** hai servizos diarios desde Valencia, Alacante e Madrid a Gandia e Oliva.

## Oficina de turismo

A oficina de turismo está no concello, {{town.address}}. Abre de luns a sábado de 9:00 a 14:00 e, de xuño a setembro, tamén de 17:00 a 20:00. Chámanos ao {{town.phone}} ou escríbenos a {{town.email}}: axudarémosche encantados a preparar a túa visita.
`,
};
