/** The demo town’s About page in Italian (tu, as the interface speaks). */
export const it = {
  title: 'Scopri {{town.name}}',
  body: `Un paese mediterraneo tra aranceti e mare, sulla costa della Safor, nella regione di Valencia.

## Tra gli aranceti e il mare

{{town.name}} è un paese di circa 11.000 abitanti sulla costa mediterranea della regione di Valencia, nella comarca della Safor, tra Gandia e Oliva. D’estate la popolazione triplica, ma il paese conserva il ritmo di un luogo dove la gente si saluta ancora per strada e sono i pescherecci a scandire le ore del pomeriggio.

Alle spalle delle spiagge si stende la *marjal*, una zona umida protetta di canneti e vecchi canali delle risaie, e più in là gli aranceti salgono verso le pendici del Mondúver. Qui si parlano valenciano e spagnolo: vedrai i nomi delle vie e molti menu in valenciano, e tutti ti aiuteranno volentieri in entrambe le lingue.

## Un po’ di storia

Gli Iberi abitavano già la collina che domina il centro storico più di duemila anni fa, e accanto all’eremo di Sant Roc si vedono ancora i resti di una villa rustica romana. In epoca andalusa {{town.name}} era un casale circondato da orti irrigui, e i canali scavati allora, le *séquies*, irrigano ancora oggi i suoi campi.

Dopo la conquista di Giacomo I d’Aragona nel XIII secolo, il paese visse di canna da zucchero e di seta, poi di arance e uva passa, che venivano imbarcate direttamente sulla spiaggia. Nel XVI secolo fu costruita la Torre de l’Alba per avvistare i pirati barbareschi; secondo la tradizione, il nome del paese deriva dalla porta delle antiche mura rivolta verso l’alba, la Porta de l’Alba. Il porto peschereccio fu ampliato negli anni Venti e dagli anni Sessanta il turismo si affiancò a poco a poco alla pesca e all’agricoltura.

## Spiagge

{{town.name}} ha quasi cinque chilometri di sabbia fine e dorata, con acque basse e fondale in lieve pendenza, ideali per le famiglie. La Platja Nord, la spiaggia principale, va dal porto peschereccio di El Grau fino al centro storico, La Vila, lungo il Passeig Marítim, ed è dotata di bagnini, passerelle di legno fino alla riva e sedia anfibia per persone con mobilità ridotta; ogni estate dal 2004 sventola la Bandiera Blu.

A sud del centro storico, la spiaggia di Les Dunes è protetta da un cordone di dune e pinete: è più tranquilla, ha passerelle di legno e nemmeno un edificio sulla sabbia. All’estremità nord, accanto al molo di El Grau, una piccola cala riparata dal vento è la preferita per lo snorkeling. I cani sono i benvenuti tutto l’anno nel tratto segnalato all’estremità sud di Les Dunes.

Il servizio di salvataggio è attivo da metà giugno a metà settembre, tutti i giorni dalle 11:00 alle 19:00. Rispetta le bandiere:

- **Verde:** balneazione sicura.
- **Gialla:** prudenza.
- **Rossa:** divieto di balneazione.

## Il porto e il mare

Il porto peschereccio è ancora pienamente attivo. Ogni giorno feriale, verso le cinque del pomeriggio, rientrano le barche e il pesce viene venduto all’asta al ribasso nel mercato ittico, la *llotja*, che puoi osservare dalla galleria per i visitatori. Gamberi rossi, seppie, orate e pesciolini da frittura sono i protagonisti.

Accanto, il porto turistico conta circa 300 posti barca, una scuola di vela e aziende che noleggiano kayak e tavole da SUP oppure organizzano immersioni ed escursioni in barca lungo la costa. In alta stagione, un piccolo battello collega il porto con le spiagge del sud, fino a Les Dunes.

## Cucina

Qui il riso è re. La paella valenciana si prepara con pollo, coniglio e fagioli *garrofó*, si mangia a pranzo e, come vuole l’usanza, direttamente dalla padella. Vicino al porto cerca l’*arròs a banda*, cotto nel brodo di pesce, e la *fideuà*, la versione con i vermicelli che la vicina Gandia rivendica come propria invenzione. L’*all i pebre*, uno stufato di anguilla con aglio e paprica, viene dalla marjal.

Per uno spuntino, assaggia la *coca de tomaca*, una focaccia sottile al pomodoro, o un bicchiere di *orxata*, la bevanda fresca di zigolo dolce, con un *farton* da inzuppare. Da novembre a maggio le arance arrivano direttamente dagli aranceti, e un bicchiere del moscato dolce della zona è il modo classico di chiudere un pasto. Il giovedì mattina il mercato settimanale riempie la Plaça Major.

## Feste

L’anno comincia a gennaio con Sant Antoni, con i falò e la benedizione degli animali. A marzo le *falles* riempiono le strade di monumenti satirici che vengono bruciati la notte del 19 marzo. La notte di San Giovanni, il 23 giugno, tutto il paese scende in spiaggia per accendere i falò e fare il bagno a mezzanotte.

Il 16 luglio i pescatori portano la Mare de Déu del Carme in processione di barche nella baia. Le feste patronali animano l’ultima settimana di agosto con le sfilate dei Mori e Cristiani, concerti all’aperto, fuochi d’artificio sul mare e balli ogni sera nella Plaça Major. A ottobre la Fira de la Taronja celebra l’inizio della raccolta delle arance.

## Come arrivare

- **In auto:** prendi l’autostrada AP-7, esci a Gandia o a Oliva e segui la N-332 verso la costa. {{town.name}} dista circa 70 km da Valencia e 110 km da Alicante. Ci sono parcheggi gratuiti all’ingresso del paese e vicino a Les Dunes; d’estate il lungomare è chiuso al traffico dalle 20:00.
- **In treno:** la linea C-1 del servizio Cercanías di Valencia arriva a Gandia all’incirca ogni mezz’ora, con un viaggio di circa un’ora. Dalla stazione di Gandia, un autobus locale e i taxi ti portano a {{town.name}} in una quindicina di minuti.
- **In aereo:** l’aeroporto di Valencia dista circa 85 km e quello di Alicante circa 120 km; entrambi sono collegati da autobus e offrono il noleggio auto.
- **In autobus:** ci sono corse giornaliere da Valencia, Alicante e Madrid per Gandia e Oliva.

## Ufficio turistico

L’ufficio turistico si trova nel municipio, {{town.address}}. È aperto dal lunedì al sabato dalle 9:00 alle 14:00 e, da giugno a settembre, anche dalle 17:00 alle 20:00. Chiamaci al {{town.phone}} o scrivi a {{town.email}}: saremo felici di aiutarti a organizzare la tua visita.
`,
};
