// ../../packages/shared/src/town.ts
/**
* The demo town: Portalba, a fictional town on the Mediterranean coast of Valencia
* (between Gandia and Oliva). Its coordinates sit on that real stretch of coast so the
* map shows a beach; everything else about it is invented.
*/
var TOWN = {
	name: "Portalba",
	region: "Comunitat Valenciana",
	province: "València",
	country: "ES",
	/** The town hall square: the map's default centre and the weather's location. */
	centre: {
		lat: 38.958,
		lng: -.127
	},
	address: {
		street: "Plaça Major, 1",
		postalCode: "46795",
		locality: "Portalba",
		province: "València",
		country: "España"
	},
	/** One line, as written on an envelope. */
	addressLine: "Plaça Major, 1, 46795 Portalba (València)",
	phone: "+34 962 555 010",
	email: "turismo@costaguia.example",
	timeZone: "Europe/Madrid",
	/**
	* The shoreline, north to south, as [lat, lng] points: the sea lies east of it.
	* The seed places assets on the land side; the map may draw it.
	*/
	shoreline: [
		[38.9885, -.1423],
		[38.9745, -.1316],
		[38.9605, -.1209],
		[38.9465, -.1102],
		[38.9325, -.0995]
	]
};
export { TOWN as t };
