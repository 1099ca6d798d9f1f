/** The demo town’s About page in German (Sie, as the interface speaks). */
export const de = {
  title: '{{town.name}} entdecken',
  body: `Ein Mittelmeerort zwischen Orangenhainen und Meer, an der Küste der Safor in der Region Valencia.

## Zwischen Orangenhainen und Meer

{{town.name}} ist ein Ort mit rund 11.000 Einwohnern an der Mittelmeerküste der Region Valencia, im Landkreis La Safor zwischen Gandia und Oliva. Im Sommer verdreifacht sich die Zahl der Menschen hier, und doch hat sich der Ort seinen Rhythmus bewahrt: Man grüßt sich noch auf der Straße, und die Fischerboote bestimmen, wann der Nachmittag beginnt.

Hinter den Stränden liegt die *Marjal*, ein geschütztes Feuchtgebiet mit Schilf und alten Reisfeldkanälen; dahinter ziehen sich die Orangenhaine bis an die Hänge des Mondúver hinauf. Gesprochen wird hier Valencianisch und Spanisch: Straßennamen und viele Speisekarten sind auf Valencianisch, und man hilft Ihnen gern in beiden Sprachen weiter.

## Ein wenig Geschichte

Schon vor mehr als zweitausend Jahren siedelten Iberer auf dem Hügel über der Altstadt, und neben der Einsiedelei Sant Roc sind noch die Reste eines römischen Landguts zu sehen. In maurischer Zeit war {{town.name}} ein Gehöft inmitten bewässerter Gärten, und die damals angelegten Kanäle, die *séquies*, bewässern die Felder bis heute.

Nach der Eroberung durch Jakob I. von Aragón im 13. Jahrhundert lebte der Ort von Zuckerrohr und Seide, später von Orangen und Rosinen, die direkt am Strand verladen wurden. Im 16. Jahrhundert entstand die Torre de l’Alba, ein Wachturm gegen die Berberpiraten; der Überlieferung nach verdankt der Ort seinen Namen dem nach Sonnenaufgang weisenden Tor der alten Stadtmauer, der Porta de l’Alba. Der Fischereihafen wurde in den 1920er-Jahren erweitert, und seit den 1960er-Jahren kam zu Fischfang und Landwirtschaft nach und nach der Tourismus hinzu.

## Strände

{{town.name}} hat fast fünf Kilometer feinen, goldenen Sandstrand mit flach abfallendem Wasser – ideal für Familien. Die Platja Nord, der Hauptstrand, reicht vom Fischerhafen El Grau bis zur Altstadt La Vila und verläuft entlang des Passeig Marítim. Es gibt Rettungsschwimmer, Holzstege bis ans Wasser und einen Amphibienrollstuhl für Menschen mit eingeschränkter Mobilität; seit 2004 weht hier jeden Sommer die Blaue Flagge.

Südlich der Altstadt liegt der Strand von Les Dunes vor geschützten Dünen und Pinienwäldern: Er ist ruhiger, hat Holzstege und kein einziges Gebäude auf dem Sand. Am Nordende, neben der Mole von El Grau, ist eine kleine, windgeschützte Bucht bei Schnorchlern besonders beliebt. Hunde sind das ganze Jahr über auf dem ausgeschilderten Abschnitt am Südende von Les Dunes willkommen.

Von Mitte Juni bis Mitte September sind die Strände täglich von 11 bis 19 Uhr bewacht. Bitte beachten Sie die Flaggen:

- **Grün:** Baden erlaubt.
- **Gelb:** Vorsicht.
- **Rot:** Badeverbot.

## Hafen und Meer

Der Fischereihafen ist bis heute in Betrieb. An jedem Werktag kehren gegen fünf Uhr nachmittags die Boote zurück, und der Fang wird in der Fischhalle, der *llotja*, auf absteigende Gebote versteigert – von der Besuchergalerie aus können Sie zusehen. Die Stars sind rote Garnelen, Sepien, Doraden und kleine Fische zum Frittieren.

Gleich daneben bietet der Jachthafen rund 300 Liegeplätze, eine Segelschule sowie Anbieter, die Kajaks und Stand-up-Paddle-Boards verleihen oder Tauchgänge und Bootsausflüge entlang der Küste organisieren. In der Hochsaison verbindet ein kleines Fahrgastschiff den Hafen mit den Stränden im Süden, bis nach Les Dunes.

## Essen und Trinken

Hier ist der Reis König. Die Paella valenciana wird mit Huhn, Kaninchen und *Garrofó*-Bohnen zubereitet, mittags gegessen und, wie es der Brauch will, direkt aus der Pfanne. In Hafennähe sollten Sie *arròs a banda* probieren, in Fischfond gegart, und *fideuà*, die Variante mit Nudeln, die das benachbarte Gandia als seine Erfindung beansprucht. *All i pebre*, ein Aaleintopf mit Knoblauch und Paprika, stammt aus der Marjal.

Für zwischendurch gibt es *coca de tomaca*, einen dünnen Fladen mit Tomate, oder ein Glas eiskalte *orxata*, die Erdmandelmilch, mit einem *farton* zum Eintunken. Von November bis Mai kommen die Orangen direkt aus den Hainen, und ein Glas des süßen Muskatellers aus der Gegend ist der klassische Abschluss eines Essens. Donnerstagvormittags füllt der Wochenmarkt die Plaça Major.

## Feste

Das Jahr beginnt im Januar mit Sant Antoni, mit Feuern und der Segnung der Tiere. Im März füllen die *falles* die Straßen mit satirischen Figuren, die in der Nacht des 19. März verbrannt werden. In der Johannisnacht, am 23. Juni, zieht der ganze Ort an den Strand, um Feuer zu entzünden und um Mitternacht baden zu gehen.

Am 16. Juli tragen die Fischer die Mare de Déu del Carme in einer Bootsprozession über die Bucht. Das Patronatsfest füllt die letzte Augustwoche mit Umzügen der Mauren und Christen, Open-Air-Konzerten, Feuerwerk über dem Meer und jeden Abend Tanz auf der Plaça Major. Im Oktober feiert die Fira de la Taronja den Beginn der Orangenernte.

## Anreise

- **Mit dem Auto:** Nehmen Sie die Autobahn AP-7, fahren Sie bei Gandia oder Oliva ab und folgen Sie der N-332 Richtung Küste. {{town.name}} liegt etwa 70 km von Valencia und 110 km von Alicante entfernt. Kostenlose Parkplätze gibt es am Ortseingang und bei Les Dunes; im Sommer ist die Strandpromenade ab 20 Uhr für den Verkehr gesperrt.
- **Mit der Bahn:** Die Valencianer Nahverkehrslinie C-1 fährt etwa alle halbe Stunde nach Gandia, die Fahrt dauert rund eine Stunde. Vom Bahnhof Gandia bringen Sie ein Regionalbus oder ein Taxi in etwa 15 Minuten nach {{town.name}}.
- **Mit dem Flugzeug:** Der Flughafen Valencia ist etwa 85 km entfernt, der Flughafen Alicante etwa 120 km; beide haben Busverbindungen und Mietwagenanbieter.
- **Mit dem Fernbus:** Es gibt tägliche Verbindungen von Valencia, Alicante und Madrid nach Gandia und Oliva.

## Tourismusbüro

Das Tourismusbüro befindet sich im Rathaus, {{town.address}}. Es ist montags bis samstags von 9 bis 14 Uhr geöffnet, von Juni bis September zusätzlich von 17 bis 20 Uhr. Rufen Sie uns an unter {{town.phone}} oder schreiben Sie an {{town.email}} – wir helfen Ihnen gern bei der Planung Ihres Aufenthalts.
`,
};
