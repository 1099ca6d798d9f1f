/** The demo town’s About page in Basque (zu, as the interface speaks). */
export const eu = {
  title: 'Ezagutu {{town.name}}',
  body: `Laranjondoen eta itsasoaren arteko Mediterraneoko herria, La Safor eskualdeko kostaldean, Valentzian.

## Laranjondoen eta itsasoaren artean

{{town.name}} 11.000 biztanle inguruko herria da, Valentziako Mediterraneo kostaldean, La Safor eskualdean, Gandia eta Oliva artean. Udan biztanleria hirukoiztu egiten da, baina bere erritmoari eusten dio: jendeak oraindik kalean elkar agurtzen du, eta arrantza-ontziek markatzen dute arratsaldeko ordua.

Hondartzen atzean marjala zabaltzen da, lezkadiz eta antzinako arroz-soroetako ubidez osatutako hezegune babestua, eta haratago laranjondoak Mondúver mendiaren magalerantz igotzen dira. Hemen valentziera eta gaztelania hitz egiten dira: kaleen izenak eta karta asko valentzieraz ikusiko dituzu, eta denek gustura lagunduko dizute bi hizkuntzetako edozeinetan.

## Historia apur bat

Duela bi mila urte baino gehiago iberiarrak bizi ziren alde zaharraren gaineko muinoan, eta Sant Roc ermitaren ondoan erromatar nekazal etxalde baten aztarnak ikus daitezke oraindik. Al-Andalusen garaian {{town.name}} baratzez inguratutako baserrigune bat zen, eta orduan zulatutako ubideek, *séquies* deritzenek, gaur egun ere ureztatzen dituzte haren soroak.

Jakue I.a Konkistatzaileak XIII. mendean lurraldea konkistatu ondoren, herria azukre-kanaberatik eta zetatik bizi izan zen, eta geroago laranjatik eta mahaspasatik, hondartzan bertan ontziratzen baitziren. XVI. mendean Torre de l’Alba dorrea eraiki zuten, berberiar piraten etorrera zaintzeko; kondairak dioenez, herriaren izena egunsentiari begira zegoen harresi zaharreko atetik dator, Porta de l’Alba izenekotik. Arrantza-portua 1920ko hamarkadan handitu zuten, eta 1960ko hamarkadatik aurrera turismoa pixkanaka batu zitzaien arrantzari eta nekazaritzari.

## Hondartzak

Herriak ia bost kilometro ditu hondar fin eta urrekarakoak, ur gutxiko eta malda leuneko hondartzetan, haurrekin joateko aproposak. Platja Nord, hondartza nagusia, El Grau arrantza-portutik La Vila alde zaharreraino luzatzen da, Passeig Marítim pasealekuan zehar, eta sorosleak, uraren ertzeraino iristen diren egurrezko pasabideak eta mugikortasun urriko pertsonentzako aulki anfibioa ditu; 2004az geroztik, uda guztietan bandera urdina jaso du.

Alde zaharraren hegoaldean, Les Dunes hondartza duna babestuek eta pinudiek inguratzen dute: lasaiagoa da, egurrezko pasabideak ditu eta hondarraren gainean ez dago eraikin bakar bat ere. Iparraldeko muturrean, El Grauko dikearen ondoan, haizetik babestutako kala txiki bat dago, snorkela egiteko gogokoena. Txakurrak urte osoan dira ongietorriak Les Dunesko hegoaldeko muturrean seinaleztatutako zatian.

Sorosleak ekainaren erdialdetik irailaren erdialdera arte daude, egunero 11:00etatik 19:00etara. Errespetatu banderak:

- **Berdea:** bainua librea.
- **Horia:** kontuz.
- **Gorria:** debekatuta dago bainatzea.

## Portua eta itsasoa

Arrantza-portuak bizi-bizirik jarraitzen du. Astegun guztietan, arratsaldeko bostak aldera, ontziak itzultzen dira, eta arraina beheranzko enkantean saltzen da arrain-lonjan, *llotja* deritzonean; bisitarientzako galeriatik ikus dezakezu. Ganba gorria, txibia, urraburua eta frijitzeko arrain txikia dira izarrak.

Ondoan, kirol-portuak 300 amarraleku inguru ditu, bela-eskola bat, eta kaiakak eta paddle surf oholak alokatzen dituzten edo urpekaritza-irteerak eta kostaldean zeharreko itsasontzi-txangoak antolatzen dituzten enpresak. Denboraldi betean, bidaiari-ontzi txiki batek portua eta hegoaldeko hondartzak lotzen ditu, Les Duneseraino.

## Gastronomia

Hemen arroza da errege. Paella valentziarra oilaskoarekin, untxiarekin eta garrofó babarekin egiten da, eguerdian jaten da eta, ohiturak agintzen duen bezala, zuzenean paellatik. Portutik gertu, bilatu *arròs a banda*, arrain-saldan egina, eta *fideuà*, fideoekin egindako bertsioa, ondoko Gandiak bere asmakizuntzat daukana. *All i pebre*, baratxuri eta piperrautsarekin egindako aingira-gisatua, marjaletik dator.

Mokadutxo bat hartzeko, dastatu *coca de tomaca*, tomatea daraman opil mehea, edo orxata hotz baso bat, fartonak bustitzeko. Azarotik maiatzera laranjak zuzenean soroetatik iristen dira, eta inguruko moskatel gozo kopa bat da otordua amaitzeko ohiko modua. Ostegun goizetan asteroko azokak Plaça Major betetzen du.

## Jaiak

Urtea Sant Antonirekin hasten da urtarrilean, su handiekin eta animalien bedeinkapenarekin. Martxoan falles-ek kaleak betetzen dituzte monumentu satirikoz, eta martxoaren 19ko gauean erre egiten dira. San Joan gauean, ekainaren 23an, herri osoa hondartzara jaisten da suak pizteko eta gauerdian bainatzeko.

Uztailaren 16an arrantzaleek Mare de Déu del Carme eramaten dute itsasontzien prozesioan badian zehar. Zaindariaren jaiek abuztuaren azken astea betetzen dute mairu eta kristauen desfileekin, aire zabaleko kontzertuekin, itsasoaren gaineko su artifizialekin eta Plaça Majorreko gaueroko dantzaldiekin. Urrian, Fira de la Taronja azokak laranja-bilketaren hasiera ospatzen du.

## Nola iritsi

- **Autoz:** hartu AP-7 autobidea, irten Gandiako edo Olivako irteeran eta jarraitu N-332 errepidea kostalderantz. {{town.name}} Valentziatik 70 km ingurura dago, eta Alacantetik 110 km-ra. Doako aparkalekuak daude herriaren sarreran eta Les Dunesen ondoan; udan, itsas pasealekua trafikorako itxita dago 20:00etatik aurrera.
- **Trenez:** Valentziako aldiriko C-1 lineak ordu erdiro gutxi gorabehera eramaten zaitu Gandiara, ordubete inguruko bidaian. Gandiako geltokitik, eskualdeko autobus batek eta taxiek 15 bat minutuan uzten zaituzte herrian.
- **Hegazkinez:** Valentziako aireportua 85 km ingurura dago eta Alacantekoa 120 km ingurura; bietan dago autobusa eta auto-alokairua.
- **Autobusez:** egunero daude zerbitzuak Valentziatik, Alacantetik eta Madrildik Gandiara eta Olivara.

## Turismo bulegoa

Turismo bulegoa udaletxean dago, helbide honetan: {{town.address}}. Astelehenetik larunbatera dago irekita, 9:00etatik 14:00etara, eta ekainetik irailera 17:00etatik 20:00etara ere bai. Deitu {{town.phone}} zenbakira edo idatzi {{town.email}} helbidera: pozik lagunduko dizugu bisita prestatzen.
`,
};
