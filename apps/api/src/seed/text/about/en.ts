/** The demo town’s About page in English. */
export const en = {
  title: 'About {{town.name}}',
  body: `A Mediterranean town between orange groves and the sea, on the coast of La Safor, in Valencia.

## Between the orange groves and the sea

{{town.name}} is a town of some 11,000 people on the Mediterranean coast of Valencia, in the district of La Safor, between Gandia and Oliva. In summer its population triples, yet it keeps the pace of a place where people still greet each other in the street and the fishing boats set the rhythm of the afternoon.

Behind the beaches lies the *marjal*, a protected wetland of reeds and old rice-field channels, and beyond it the orange groves climb towards the foothills of the Mondúver. Both Valencian and Spanish are spoken here: you will see street names and menus in Valencian, and everyone will gladly help you in either language.

## A little history

The hill above the old town was settled by Iberians more than two thousand years ago, and the remains of a Roman farm can still be seen next to the hermitage of Sant Roc. In Andalusi times {{town.name}} was a farmstead among irrigated fields, and the channels built then, the *séquies*, still water its orchards today.

After the conquest by James I in the 13th century, the town lived on sugar cane and silk, and later on oranges and raisins shipped from its beach. In the 16th century the Torre de l’Alba was built to watch for Berber pirates; legend has it that the town takes its name from the gate in the old wall that faced the sunrise, the Porta de l’Alba. The fishing port was enlarged in the 1920s, and from the 1960s tourism gradually joined fishing and farming as the town’s livelihood.

## Beaches

{{town.name}} has almost five kilometres of fine golden sand and shallow, gently sloping water that is ideal for families. Platja Nord, the main beach, runs from the fishing port of El Grau to the old town, La Vila, along the Passeig Marítim, with lifeguards, wooden walkways down to the water and an amphibious chair for people with reduced mobility; it has flown the Blue Flag every summer since 2004.

South of the old town, the beach of Les Dunes is backed by protected dunes and pine woods: it is quieter, with boardwalks and no buildings on the sand. At the northern end, beside the breakwater of El Grau, a small cove sheltered from the wind is a favourite for snorkelling. Dogs are welcome all year round on the signposted stretch at the far southern end of Les Dunes.

Lifeguards are on duty from mid-June to mid-September, every day from 11:00 to 19:00. Please respect the flags:

- **Green:** swimming is safe.
- **Yellow:** take care.
- **Red:** no swimming.

## The port and the sea

The fishing port is still a working port. Every weekday at about five in the afternoon the boats come back and the catch is sold by Dutch auction at the fish market, the *llotja*, which you can watch from the visitors’ gallery. Red prawns, cuttlefish, sea bream and the small fish for frying are the stars.

Next to it, the marina has some 300 berths, a sailing school and companies that rent kayaks and paddle boards or run diving trips and boat excursions along the coast. In high season a small passenger boat links the port with the beaches to the south, as far as Les Dunes.

## Food and drink

Rice is king here. Paella valenciana is made with chicken, rabbit and *garrofó* beans, eaten at midday and, by local custom, straight from the pan. Near the port, look for *arròs a banda*, cooked in fish stock, and for *fideuà*, the noodle version that neighbouring Gandia claims as its own invention. *All i pebre*, eel stewed with garlic and paprika, comes from the wetland.

For a snack, try *coca de tomaca*, a flatbread topped with tomato, or a glass of *orxata*, the cold tiger-nut drink, with a *farton* to dip in it. Oranges come straight from the groves from November to May, and a glass of the area’s sweet Muscat is the classic way to end a meal. The weekly market fills the Plaça Major on Thursday mornings.

## Festivals

The year begins with Sant Antoni in January, with bonfires and the blessing of animals. In March the *falles* fill the streets with satirical monuments that go up in flames on the night of 19 March. On the night of Sant Joan, 23 June, the whole town goes down to the beach for bonfires and a midnight swim.

On 16 July the fishermen carry the Mare de Déu del Carme in a procession of boats across the bay. The patron saint’s festivities fill the last week of August with Moors and Christians parades, open-air concerts, fireworks over the sea and dancing every night in the Plaça Major. In October the Fira de la Taronja celebrates the start of the orange harvest.

## How to get here

- **By car:** take the AP-7 motorway, leave at the Gandia or Oliva exit and follow the N-332 towards the coast. {{town.name}} is about 70 km from Valencia and 110 km from Alicante. There are free car parks at the entrance to the town and next to Les Dunes; in summer the seafront is closed to traffic from 20:00.
- **By train:** the Valencia commuter line C-1 runs to Gandia about every half hour, a journey of around an hour. From Gandia station a local bus and taxis reach {{town.name}} in about 15 minutes.
- **By plane:** Valencia airport is about 85 km away and Alicante airport about 120 km; both have coach and car-hire connections.
- **By coach:** there are daily services from Valencia, Alicante and Madrid to Gandia and Oliva.

## Tourist office

The tourist office is in the town hall, {{town.address}}. It is open Monday to Saturday from 9:00 to 14:00, and also from 17:00 to 20:00 from June to September. Call us on {{town.phone}} or write to {{town.email}}: we will be happy to help you plan your visit.
`,
};
