/** The demo town’s About page in Catalan (tu, as the interface speaks). */
export const ca = {
  title: 'Coneix {{town.name}}',
  body: `Un poble mediterrani entre tarongers i mar, a la costa de la Safor, a la Comunitat Valenciana.

## Entre els tarongers i el mar

{{town.name}} és un poble d’uns 11.000 habitants a la costa mediterrània valenciana, a la comarca de la Safor, entre Gandia i Oliva. A l’estiu triplica la població, però conserva el ritme d’un lloc on la gent encara se saluda pel carrer i són les barques de pesca les que marquen l’hora de la tarda.

Darrere de les platges s’estén la marjal, un aiguamoll protegit de canyissars i antigues séquies d’arrossar, i més enllà els tarongers s’enfilen cap als peus del Mondúver. Aquí es parla valencià i castellà: veuràs els noms dels carrers i moltes cartes en valencià, i tothom t’atendrà de bon grat en qualsevol de les dues llengües.

## Una mica d’història

Els ibers ja poblaven el turó que domina el nucli antic fa més de dos mil anys, i al costat de l’ermita de Sant Roc encara es poden veure les restes d’una vil·la agrícola romana. En època andalusina {{town.name}} era una alqueria envoltada d’hortes, i les séquies que s’hi van obrir aleshores encara reguen els seus camps.

Després de la conquesta de Jaume I, al segle XIII, el poble va viure de la canya de sucre i de la seda, i més endavant de la taronja i de la pansa, que s’embarcaven a la mateixa platja. Al segle XVI es va aixecar la Torre de l’Alba per vigilar l’arribada dels pirates berberiscos; diu la tradició que el nom del poble ve de la porta de l’antiga muralla que mirava a sol ixent, la Porta de l’Alba. El port pesquer es va ampliar als anys vint i, des dels seixanta, el turisme es va afegir a poc a poc a la pesca i a l’agricultura.

## Platges

{{town.name}} té gairebé cinc quilòmetres de sorra fina i daurada, amb aigües poc fondes i un pendent suau, ideals per anar-hi amb infants. La Platja Nord, la platja principal, va des del port pesquer del Grau fins al nucli antic, la Vila, al llarg del Passeig Marítim, i té socorristes, passeres de fusta fins a la vora i cadira amfíbia per a persones amb mobilitat reduïda; hi oneja la bandera blava cada estiu des del 2004.

Al sud del nucli antic, la platja de Les Dunes està protegida per un cordó de dunes i pinedes: és més tranquil·la, té passeres de fusta i ni un sol edifici sobre la sorra. A l’extrem nord, al costat de l’escullera del Grau, una caleta arrecerada del vent és la preferida per fer esnòrquel. Els gossos hi són benvinguts tot l’any al tram senyalitzat de l’extrem sud de Les Dunes.

Hi ha servei de socorrisme de mitjan juny a mitjan setembre, cada dia de 11.00 a 19.00. Respecta les banderes:

- **Verda:** bany lliure.
- **Groga:** precaució.
- **Vermella:** prohibit banyar-se.

## El port i el mar

El port pesquer continua en plena activitat. Cada dia feiner, cap a les cinc de la tarda, tornen les barques i el peix se subhasta a la baixa a la llotja, que pots veure des de la galeria per als visitants. La gamba roja, la sípia, l’orada i el peix menut per fregir en són els protagonistes.

Al costat, el port esportiu té uns 300 amarratges, una escola de vela i empreses que lloguen caiacs i taules de pàdel surf o organitzen immersions i excursions en barca per la costa. En temporada alta, una petita barca de passatgers uneix el port amb les platges del sud, fins a Les Dunes.

## Gastronomia

Aquí l’arròs és el rei. La paella valenciana es fa amb pollastre, conill i garrofó, es menja a migdia i, com mana el costum, directament de la paella. A prop del port, busca l’arròs a banda, cuinat amb brou de peix, i la fideuà, la versió amb fideus que la veïna Gandia reivindica com a invent propi. L’all i pebre, un guisat d’anguila amb all i pebre roig, ve de la marjal.

Per picar, tasta la coca de tomaca, una coca prima amb tomata, o un got d’orxata ben freda amb fartons per sucar-hi. De novembre a maig les taronges arriben directament del camp, i una copa del moscatell dolç de la zona és la manera clàssica d’acabar un àpat. Els dijous al matí el mercat setmanal omple la Plaça Major.

## Festes

L’any comença amb Sant Antoni, al gener, amb fogueres i la benedicció dels animals. Al març les falles omplen els carrers de monuments satírics que cremen la nit del 19 de març. La nit de Sant Joan, el 23 de juny, tot el poble baixa a la platja a encendre fogueres i a banyar-se a mitjanit.

El 16 de juliol els pescadors porten la Mare de Déu del Carme en processó de barques per la badia. Les festes patronals omplen l’última setmana d’agost de desfilades de moros i cristians, concerts a l’aire lliure, focs artificials sobre el mar i ball cada nit a la Plaça Major. A l’octubre, la Fira de la Taronja celebra el començament de la collita.

## Com arribar-hi

- **En cotxe:** agafa l’autopista AP-7, surt per Gandia o per Oliva i segueix la N-332 cap a la costa. {{town.name}} és a uns 70 km de València i a 110 km d’Alacant. Hi ha aparcaments gratuïts a l’entrada del poble i al costat de Les Dunes; a l’estiu, el passeig marítim es tanca al trànsit a partir de les 20.00.
- **En tren:** la línia C-1 de Rodalia de València arriba a Gandia més o menys cada mitja hora, en un trajecte d’una hora aproximadament. Des de l’estació de Gandia, un autobús comarcal i els taxis et deixen a {{town.name}} en uns 15 minuts.
- **En avió:** l’aeroport de València és a uns 85 km i el d’Alacant a uns 120 km, tots dos amb autobusos i lloguer de cotxes.
- **En autobús:** hi ha serveis diaris des de València, Alacant i Madrid fins a Gandia i Oliva.

## Oficina de turisme

L’oficina de turisme és a l’ajuntament, {{town.address}}. Obre de dilluns a dissabte de 9.00 a 14.00 i, de juny a setembre, també de 17.00 a 20.00. Truca’ns al {{town.phone}} o escriu-nos a {{town.email}}: t’ajudarem de molt bon grat a preparar la visita.
`,
};
