/** The demo town’s About page in French (vous, as the interface speaks; a no-break space before : ; ? !). */
export const fr = {
  title: 'Découvrir {{town.name}}',
  body: `Une petite ville méditerranéenne entre orangeraies et mer, sur la côte de la Safor, dans la région de Valence.

## Entre les orangers et la mer

{{town.name}} est une petite ville d’environ 11\u202f000 habitants sur la côte méditerranéenne de la région de Valence, dans la comarque de la Safor, entre Gandia et Oliva. L’été, sa population triple, mais elle garde le rythme d’un endroit où l’on se salue encore dans la rue et où ce sont les bateaux de pêche qui donnent l’heure de l’après-midi.

Derrière les plages s’étend la *marjal*, une zone humide protégée de roselières et d’anciens canaux de rizières\u00a0; plus loin, les orangeraies montent vers les contreforts du Mondúver. On parle ici valencien et espagnol\u00a0: vous verrez les noms de rues et bien des menus en valencien, et chacun vous aidera volontiers dans l’une ou l’autre langue.

## Un peu d’histoire

La colline qui domine la vieille ville était déjà habitée par les Ibères il y a plus de deux mille ans, et l’on peut encore voir les vestiges d’une villa agricole romaine près de l’ermitage de Sant Roc. À l’époque d’al-Andalus, {{town.name}} était un hameau agricole entouré de vergers irrigués, et les canaux creusés alors, les *séquies*, arrosent encore ses champs aujourd’hui.

Après la conquête de Jacques Ier d’Aragon au XIIIe siècle, la ville vécut de la canne à sucre et de la soie, puis des oranges et des raisins secs, que l’on embarquait directement sur la plage. Au XVIe siècle, on éleva la Torre de l’Alba pour guetter l’arrivée des pirates barbaresques\u00a0; la tradition veut que le nom de la ville vienne de la porte de l’ancienne muraille tournée vers le soleil levant, la Porta de l’Alba. Le port de pêche fut agrandi dans les années 1920 et, à partir des années 1960, le tourisme s’ajouta peu à peu à la pêche et à l’agriculture.

## Les plages

{{town.name}} compte près de cinq kilomètres de sable fin et doré, avec une eau peu profonde en pente douce, idéale pour les familles. La Platja Nord, la plage principale, va du port de pêche d’El Grau jusqu’à la vieille ville, La Vila, le long du Passeig Marítim\u00a0; elle dispose de sauveteurs, de passerelles en bois jusqu’au bord de l’eau et d’un fauteuil amphibie pour les personnes à mobilité réduite, et arbore le Pavillon bleu chaque été depuis 2004.

Au sud de la vieille ville, la plage de Les Dunes est adossée à des dunes protégées et à des pinèdes\u00a0: plus calme, elle est équipée de caillebotis et ne compte aucun bâtiment sur le sable. À l’extrémité nord, près de la digue d’El Grau, une petite crique abritée du vent fait le bonheur des amateurs de snorkeling. Les chiens sont les bienvenus toute l’année sur la portion signalée à l’extrémité sud de Les Dunes.

Les plages sont surveillées de la mi-juin à la mi-septembre, tous les jours de 11\u00a0h à 19\u00a0h. Respectez les drapeaux\u00a0:

- **Vert\u00a0:** baignade autorisée.
- **Jaune\u00a0:** prudence.
- **Rouge\u00a0:** baignade interdite.

## Le port et la mer

Le port de pêche est toujours en activité. Chaque jour de semaine, vers cinq heures de l’après-midi, les bateaux rentrent et le poisson est vendu aux enchères dégressives à la criée, la *llotja*, que vous pouvez observer depuis la galerie des visiteurs. Crevettes rouges, seiches, daurades et petits poissons de friture en sont les vedettes.

Juste à côté, le port de plaisance compte quelque 300 anneaux, une école de voile et des entreprises qui louent kayaks et planches de paddle ou proposent des plongées et des sorties en bateau le long de la côte. En haute saison, une petite navette maritime relie le port aux plages du sud, jusqu’à Les Dunes.

## Cuisine et boissons

Ici, le riz est roi. La paella valenciana se prépare avec du poulet, du lapin et des haricots *garrofó*\u00a0; on la mange à midi et, selon la coutume, directement dans la poêle. Près du port, cherchez l’*arròs a banda*, cuit dans un bouillon de poisson, et la *fideuà*, la version aux vermicelles que la voisine Gandia revendique comme son invention. L’*all i pebre*, un ragoût d’anguille à l’ail et au paprika, vient de la marjal.

Pour une petite faim, goûtez la *coca de tomaca*, une galette fine à la tomate, ou un verre d’*orxata*, la boisson fraîche au souchet, avec un *farton* à y tremper. De novembre à mai, les oranges arrivent directement des vergers, et un verre du muscat doux de la région est la façon classique de terminer un repas. Le jeudi matin, le marché hebdomadaire remplit la Plaça Major.

## Les fêtes

L’année commence avec la Sant Antoni en janvier, ses feux de joie et la bénédiction des animaux. En mars, les *falles* remplissent les rues de monuments satiriques qui partent en fumée dans la nuit du 19 mars. Le soir de la Saint-Jean, le 23 juin, toute la ville descend à la plage pour allumer des feux et se baigner à minuit.

Le 16 juillet, les pêcheurs portent la Mare de Déu del Carme lors d’une procession de bateaux dans la baie. Les fêtes patronales animent la dernière semaine d’août avec les défilés des Maures et des Chrétiens, des concerts en plein air, des feux d’artifice sur la mer et des bals chaque soir sur la Plaça Major. En octobre, la Fira de la Taronja célèbre le début de la récolte des oranges.

## Comment venir

- **En voiture\u00a0:** prenez l’autoroute AP-7, sortez à Gandia ou à Oliva et suivez la N-332 vers la côte. {{town.name}} se trouve à environ 70\u00a0km de Valence et à 110\u00a0km d’Alicante. Des parkings gratuits vous attendent à l’entrée de la ville et près de Les Dunes\u00a0; en été, le front de mer est fermé à la circulation à partir de 20\u00a0h.
- **En train\u00a0:** la ligne C-1 du réseau Cercanías de Valence dessert Gandia environ toutes les demi-heures, en une heure à peu près. Depuis la gare de Gandia, un bus local et les taxis vous déposent à {{town.name}} en une quinzaine de minutes.
- **En avion\u00a0:** l’aéroport de Valence est à environ 85\u00a0km et celui d’Alicante à environ 120\u00a0km, tous deux reliés par autocar et dotés de loueurs de voitures.
- **En autocar\u00a0:** des lignes quotidiennes relient Valence, Alicante et Madrid à Gandia et à Oliva.

## Office de tourisme

L’office de tourisme se trouve à la mairie, {{town.address}}. Il est ouvert du lundi au samedi de 9\u00a0h à 14\u00a0h et, de juin à septembre, également de 17\u00a0h à 20\u00a0h. Appelez-nous au {{town.phone}} ou écrivez à {{town.email}}\u00a0: nous vous aiderons avec plaisir à préparer votre séjour.
`,
};
