/** The demo town’s About page in Spanish (tú, as the interface speaks). */
export const es = {
  title: 'Conoce {{town.name}}',
  body: `Un pueblo mediterráneo entre naranjos y mar, en la costa de La Safor, en Valencia.

## Entre los naranjos y el mar

{{town.name}} es un pueblo de unos 11.000 habitantes en la costa mediterránea de Valencia, en la comarca de La Safor, entre Gandia y Oliva. En verano triplica su población, pero conserva el ritmo de un lugar donde la gente aún se saluda por la calle y son las barcas de pesca las que marcan la hora de la tarde.

Detrás de las playas se extiende la *marjal*, un humedal protegido de carrizos y antiguas acequias de arrozal, y más allá los naranjos suben hacia las faldas del Mondúver. Aquí se hablan valenciano y español: verás los nombres de las calles y muchas cartas en valenciano, y todo el mundo te atenderá con gusto en cualquiera de las dos lenguas.

## Un poco de historia

Los íberos ya poblaban el cerro que domina el casco antiguo hace más de dos mil años, y junto a la ermita de Sant Roc aún pueden verse los restos de una villa agrícola romana. En época andalusí {{town.name}} era una alquería rodeada de huertas, y las acequias que se excavaron entonces, las *séquies*, todavía riegan sus campos.

Tras la conquista de Jaime I en el siglo XIII, el pueblo vivió de la caña de azúcar y de la seda, y más tarde de la naranja y de la pasa, que se embarcaban en la propia playa. En el siglo XVI se levantó la Torre de l’Alba para vigilar la llegada de los piratas berberiscos; cuenta la tradición que el nombre del pueblo viene de la puerta de la antigua muralla que miraba al amanecer, la Porta de l’Alba. El puerto pesquero se amplió en los años veinte y, desde los sesenta, el turismo se sumó poco a poco a la pesca y a la agricultura.

## Playas

{{town.name}} tiene casi cinco kilómetros de arena fina y dorada, con aguas poco profundas y una pendiente suave, ideales para ir con niños. Platja Nord, la playa principal, va desde el puerto pesquero de El Grau hasta el casco antiguo, La Vila, a lo largo del Passeig Marítim, y cuenta con socorristas, pasarelas de madera hasta la orilla y silla anfibia para personas con movilidad reducida; luce la bandera azul todos los veranos desde 2004.

Al sur del casco antiguo, la playa de Les Dunes está protegida por un cordón de dunas y pinares: es más tranquila, tiene pasarelas de madera y ni un solo edificio sobre la arena. En el extremo norte, junto al espigón de El Grau, una pequeña cala resguardada del viento es la preferida para hacer esnórquel. Los perros son bienvenidos todo el año en el tramo señalizado del extremo sur de Les Dunes.

Hay servicio de socorrismo de mediados de junio a mediados de septiembre, todos los días de 11:00 a 19:00. Respeta las banderas:

- **Verde:** baño libre.
- **Amarilla:** precaución.
- **Roja:** prohibido bañarse.

## El puerto y el mar

El puerto pesquero sigue en plena actividad. Cada día laborable, hacia las cinco de la tarde, vuelven las barcas y el pescado se subasta a la baja en la lonja, la *llotja*, que puedes ver desde la galería para visitantes. La gamba roja, la sepia, la dorada y el pescadito para freír son los protagonistas.

Al lado, el puerto deportivo tiene unos 300 amarres, una escuela de vela y empresas que alquilan kayaks y tablas de pádel surf u organizan inmersiones y excursiones en barco por la costa. En temporada alta, una pequeña golondrina une el puerto con las playas del sur, hasta Les Dunes.

## Gastronomía

Aquí el arroz es el rey. La paella valenciana se hace con pollo, conejo y garrofó, se come a mediodía y, como manda la costumbre, directamente de la paella. Cerca del puerto, busca el *arròs a banda*, cocinado con caldo de pescado, y la *fideuà*, la versión con fideos que la vecina Gandia reivindica como invento propio. El *all i pebre*, un guiso de anguila con ajo y pimentón, viene de la marjal.

Para picar, prueba la *coca de tomaca*, una torta fina con tomate, o un vaso de horchata bien fría con *fartons* para mojar. De noviembre a mayo las naranjas llegan directamente del campo, y una copa del moscatel dulce de la zona es la forma clásica de terminar una comida. Los jueves por la mañana el mercado semanal llena la Plaça Major.

## Fiestas

El año empieza con Sant Antoni en enero, con hogueras y la bendición de los animales. En marzo las fallas llenan las calles de monumentos satíricos que arden la noche del 19 de marzo. La noche de Sant Joan, el 23 de junio, todo el pueblo baja a la playa para encender hogueras y darse un baño a medianoche.

El 16 de julio los pescadores llevan a la Mare de Déu del Carme en procesión de barcas por la bahía. Las fiestas patronales llenan la última semana de agosto de desfiles de moros y cristianos, conciertos al aire libre, fuegos artificiales sobre el mar y baile cada noche en la Plaça Major. En octubre, la Fira de la Taronja celebra el comienzo de la cosecha de la naranja.

## Cómo llegar

- **En coche:** toma la autopista AP-7, sal por Gandia u Oliva y sigue la N-332 hacia la costa. {{town.name}} está a unos 70 km de Valencia y a 110 km de Alicante. Hay aparcamientos gratuitos a la entrada del pueblo y junto a Les Dunes; en verano, el paseo marítimo se cierra al tráfico a partir de las 20:00.
- **En tren:** la línea C-1 de Cercanías de Valencia llega a Gandia más o menos cada media hora, en un trayecto de alrededor de una hora. Desde la estación de Gandia, un autobús comarcal y los taxis te dejan en {{town.name}} en unos 15 minutos.
- **En avión:** el aeropuerto de Valencia está a unos 85 km y el de Alicante a unos 120 km, ambos con autobuses y alquiler de coches.
- **En autobús:** hay servicios diarios desde Valencia, Alicante y Madrid a Gandia y Oliva.

## Oficina de turismo

La oficina de turismo está en el ayuntamiento, {{town.address}}. Abre de lunes a sábado de 9:00 a 14:00 y, de junio a septiembre, también de 17:00 a 20:00. Llámanos al {{town.phone}} o escríbenos a {{town.email}}: te ayudaremos encantados a preparar tu visita.
`,
};
