import { C as TZDate, _ as normalizeDates, a as match$8, c as localize$8, d as buildFormatLongFn, f as formatDistance$8, l as buildLocalizeFn, o as buildMatchPatternFn, s as buildMatchFn, t as format, u as formatRelative$8, y as startOfWeek } from "./format-BX-tUghg.js";
import { E as TOWN_TIME_ZONE } from "../entry-server.js";
// ../../node_modules/date-fns/isSameWeek.js
/**
* The {@link isSameWeek} function options.
*/
/**
* @name isSameWeek
* @category Week Helpers
* @summary Are the given dates in the same week (and month and year)?
*
* @description
* Are the given dates in the same week (and month and year)?
*
* @param laterDate - The first date to check
* @param earlierDate - The second date to check
* @param options - An object with options
*
* @returns The dates are in the same week (and month and year)
*
* @example
* // Are 31 August 2014 and 4 September 2014 in the same week?
* const result = isSameWeek(new Date(2014, 7, 31), new Date(2014, 8, 4))
* //=> true
*
* @example
* // If week starts with Monday,
* // are 31 August 2014 and 4 September 2014 in the same week?
* const result = isSameWeek(new Date(2014, 7, 31), new Date(2014, 8, 4), {
*   weekStartsOn: 1
* })
* //=> false
*
* @example
* // Are 1 January 2014 and 1 January 2015 in the same week?
* const result = isSameWeek(new Date(2014, 0, 1), new Date(2015, 0, 1))
* //=> false
*/
function isSameWeek(laterDate, earlierDate, options) {
	const [laterDate_, earlierDate_] = normalizeDates(options?.in, laterDate, earlierDate);
	return +startOfWeek(laterDate_, options) === +startOfWeek(earlierDate_, options);
}
// ../../node_modules/date-fns/locale/ca/_lib/formatDistance.js
/**
* Davant de les xifres que es diuen amb vocal inicial, 1 i 11, s'apostrofen els articles el i la i la preposició de igual que si estiguessin escrits amb lletres.
*    l'1 de juliol ('l'u')
*    l'11 de novembre ('l'onze')
*    l'11a clàusula del contracte ('l'onzena')
*    la contractació d'11 jugadors ('d'onze')
*    l'aval d'11.000 socis ('d'onze mil')
*
* Reference: https://aplicacions.llengua.gencat.cat/llc/AppJava/index.html?input_cercar=apostrofaci%25F3+davant+xifres&action=Principal&method=detall_completa&numPagina=1&idHit=11236&database=FITXES_PUB&tipusFont=Fitxes%20de%20l%27Optimot&idFont=11236&titol=apostrofaci%F3%20davant%20de%20xifres%20%2F%20apostrofaci%F3%20davant%20de%201%20i%2011&numeroResultat=1&clickLink=detall&tipusCerca=cerca.normes
*/
var formatDistanceLocale$7 = {
	lessThanXSeconds: {
		one: "menys d'un segon",
		eleven: "menys d'onze segons",
		other: "menys de {{count}} segons"
	},
	xSeconds: {
		one: "1 segon",
		other: "{{count}} segons"
	},
	halfAMinute: "mig minut",
	lessThanXMinutes: {
		one: "menys d'un minut",
		eleven: "menys d'onze minuts",
		other: "menys de {{count}} minuts"
	},
	xMinutes: {
		one: "1 minut",
		other: "{{count}} minuts"
	},
	aboutXHours: {
		one: "aproximadament una hora",
		other: "aproximadament {{count}} hores"
	},
	xHours: {
		one: "1 hora",
		other: "{{count}} hores"
	},
	xDays: {
		one: "1 dia",
		other: "{{count}} dies"
	},
	aboutXWeeks: {
		one: "aproximadament una setmana",
		other: "aproximadament {{count}} setmanes"
	},
	xWeeks: {
		one: "1 setmana",
		other: "{{count}} setmanes"
	},
	aboutXMonths: {
		one: "aproximadament un mes",
		other: "aproximadament {{count}} mesos"
	},
	xMonths: {
		one: "1 mes",
		other: "{{count}} mesos"
	},
	aboutXYears: {
		one: "aproximadament un any",
		other: "aproximadament {{count}} anys"
	},
	xYears: {
		one: "1 any",
		other: "{{count}} anys"
	},
	overXYears: {
		one: "més d'un any",
		eleven: "més d'onze anys",
		other: "més de {{count}} anys"
	},
	almostXYears: {
		one: "gairebé un any",
		other: "gairebé {{count}} anys"
	}
};
var formatDistance$7 = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale$7[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else if (count === 11 && tokenValue.eleven) result = tokenValue.eleven;
	else result = tokenValue.other.replace("{{count}}", String(count));
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "en " + result;
		else return "fa " + result;
	}
	return result;
};
var formatLong$8 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, d 'de' MMMM y",
			long: "d 'de' MMMM y",
			medium: "d MMM y",
			short: "dd/MM/y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'a les' {{time}}",
			long: "{{date}} 'a les' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/ca/_lib/formatRelative.js
var formatRelativeLocale$7 = {
	lastWeek: "'el' eeee 'passat a la' LT",
	yesterday: "'ahir a la' p",
	today: "'avui a la' p",
	tomorrow: "'demà a la' p",
	nextWeek: "eeee 'a la' p",
	other: "P"
};
var formatRelativeLocalePlural$3 = {
	lastWeek: "'el' eeee 'passat a les' p",
	yesterday: "'ahir a les' p",
	today: "'avui a les' p",
	tomorrow: "'demà a les' p",
	nextWeek: "eeee 'a les' p",
	other: "P"
};
var formatRelative$7 = (token, date, _baseDate, _options) => {
	if (date.getHours() !== 1) return formatRelativeLocalePlural$3[token];
	return formatRelativeLocale$7[token];
};
// ../../node_modules/date-fns/locale/ca/_lib/localize.js
/**
* General information
* Reference: https://aplicacions.llengua.gencat.cat
* Reference: https://www.uoc.edu/portal/ca/servei-linguistic/convencions/abreviacions/simbols/simbols-habituals.html
*/
/**
* Abans de Crist: https://aplicacions.llengua.gencat.cat/llc/AppJava/index.html?input_cercar=abans+de+crist&action=Principal&method=detall_completa&numPagina=1&idHit=6876&database=FITXES_PUB&tipusFont=Fitxes%20de%20l%27Optimot&idFont=6876&titol=abans%20de%20Crist%20(abreviatura)%20/%20abans%20de%20Crist%20(sigla)&numeroResultat=1&clickLink=detall&tipusCerca=cerca.fitxes
* Desprest de Crist: https://aplicacions.llengua.gencat.cat/llc/AppJava/index.html?input_cercar=despr%E9s+de+crist&action=Principal&method=detall_completa&numPagina=1&idHit=6879&database=FITXES_PUB&tipusFont=Fitxes%20de%20l%27Optimot&idFont=6879&titol=despr%E9s%20de%20Crist%20(sigla)%20/%20despr%E9s%20de%20Crist%20(abreviatura)&numeroResultat=1&clickLink=detall&tipusCerca=cerca.fitxes
*/
var eraValues$7 = {
	narrow: ["aC", "dC"],
	abbreviated: ["a. de C.", "d. de C."],
	wide: ["abans de Crist", "després de Crist"]
};
var quarterValues$7 = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"T1",
		"T2",
		"T3",
		"T4"
	],
	wide: [
		"1r trimestre",
		"2n trimestre",
		"3r trimestre",
		"4t trimestre"
	]
};
/**
* Dins d'un text convé fer servir la forma sencera dels mesos, ja que sempre és més clar el mot sencer que l'abreviatura, encara que aquesta sigui força coneguda.
* Cal reservar, doncs, les abreviatures per a les llistes o classificacions, els gràfics, les taules o quadres estadístics, els textos publicitaris, etc.
*
* Reference: https://aplicacions.llengua.gencat.cat/llc/AppJava/index.html?input_cercar=abreviacions+mesos&action=Principal&method=detall_completa&numPagina=1&idHit=8402&database=FITXES_PUB&tipusFont=Fitxes%20de%20l%27Optimot&idFont=8402&titol=abreviatures%20dels%20mesos%20de%20l%27any&numeroResultat=5&clickLink=detall&tipusCerca=cerca.fitxes
*/
var monthValues$7 = {
	narrow: [
		"GN",
		"FB",
		"MÇ",
		"AB",
		"MG",
		"JN",
		"JL",
		"AG",
		"ST",
		"OC",
		"NV",
		"DS"
	],
	/**
	* Les abreviatures dels mesos de l'any es formen seguint una de les normes generals de formació d'abreviatures.
	* S'escriu la primera síl·laba i les consonants de la síl·laba següent anteriors a la primera vocal.
	* Els mesos de març, maig i juny no s'abreugen perquè són paraules d'una sola síl·laba.
	*/
	abbreviated: [
		"gen.",
		"febr.",
		"març",
		"abr.",
		"maig",
		"juny",
		"jul.",
		"ag.",
		"set.",
		"oct.",
		"nov.",
		"des."
	],
	wide: [
		"gener",
		"febrer",
		"març",
		"abril",
		"maig",
		"juny",
		"juliol",
		"agost",
		"setembre",
		"octubre",
		"novembre",
		"desembre"
	]
};
/**
* Les abreviatures dels dies de la setmana comencen totes amb la lletra d.
* Tot seguit porten la consonant següent a la i, excepte en el cas de dimarts, dimecres i diumenge, en què aquesta consonant és la m i, per tant, hi podria haver confusió.
* Per evitar-ho, s'ha substituït la m per una t (en el cas de dimarts), una c (en el cas de dimecres) i una g (en el cas de diumenge), respectivament.
*
* Seguint la norma general d'ús de les abreviatures, les dels dies de la setmana sempre porten punt final.
* Igualment, van amb la primera lletra en majúscula quan la paraula sencera també hi aniria.
* En canvi, van amb la primera lletra en minúscula quan la inicial de la paraula sencera també hi aniria.
*
* Reference: https://aplicacions.llengua.gencat.cat/llc/AppJava/index.html?input_cercar=abreviatures+dies&action=Principal&method=detall_completa&numPagina=1&idHit=8387&database=FITXES_PUB&tipusFont=Fitxes%20de%20l%27Optimot&idFont=8387&titol=abreviatures%20dels%20dies%20de%20la%20setmana&numeroResultat=1&clickLink=detall&tipusCerca=cerca.tot
*/
var dayValues$7 = {
	narrow: [
		"dg.",
		"dl.",
		"dt.",
		"dm.",
		"dj.",
		"dv.",
		"ds."
	],
	short: [
		"dg.",
		"dl.",
		"dt.",
		"dm.",
		"dj.",
		"dv.",
		"ds."
	],
	abbreviated: [
		"dg.",
		"dl.",
		"dt.",
		"dm.",
		"dj.",
		"dv.",
		"ds."
	],
	wide: [
		"diumenge",
		"dilluns",
		"dimarts",
		"dimecres",
		"dijous",
		"divendres",
		"dissabte"
	]
};
/**
* Reference: https://aplicacions.llengua.gencat.cat/llc/AppJava/index.html?action=Principal&method=detall&input_cercar=parts+del+dia&numPagina=1&database=FITXES_PUB&idFont=12801&idHit=12801&tipusFont=Fitxes+de+l%27Optimot&numeroResultat=1&databases_avansada=&categories_avansada=&clickLink=detall&titol=Nom+de+les+parts+del+dia&tematica=&tipusCerca=cerca.fitxes
*/
var dayPeriodValues$7 = {
	narrow: {
		am: "am",
		pm: "pm",
		midnight: "mitjanit",
		noon: "migdia",
		morning: "matí",
		afternoon: "tarda",
		evening: "vespre",
		night: "nit"
	},
	abbreviated: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "mitjanit",
		noon: "migdia",
		morning: "matí",
		afternoon: "tarda",
		evening: "vespre",
		night: "nit"
	},
	wide: {
		am: "ante meridiem",
		pm: "post meridiem",
		midnight: "mitjanit",
		noon: "migdia",
		morning: "matí",
		afternoon: "tarda",
		evening: "vespre",
		night: "nit"
	}
};
var formattingDayPeriodValues$6 = {
	narrow: {
		am: "am",
		pm: "pm",
		midnight: "de la mitjanit",
		noon: "del migdia",
		morning: "del matí",
		afternoon: "de la tarda",
		evening: "del vespre",
		night: "de la nit"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "de la mitjanit",
		noon: "del migdia",
		morning: "del matí",
		afternoon: "de la tarda",
		evening: "del vespre",
		night: "de la nit"
	},
	wide: {
		am: "ante meridiem",
		pm: "post meridiem",
		midnight: "de la mitjanit",
		noon: "del migdia",
		morning: "del matí",
		afternoon: "de la tarda",
		evening: "del vespre",
		night: "de la nit"
	}
};
/**
* Quan van en singular, els nombres ordinals es representen, en forma d’abreviatura, amb la xifra seguida de l’última lletra del mot desplegat.
* És optatiu posar punt després de la lletra.
*
* Reference: https://aplicacions.llengua.gencat.cat/llc/AppJava/pdf/abrevia.pdf#page=18
*/
var ordinalNumber$7 = (dirtyNumber, _options) => {
	const number = Number(dirtyNumber);
	const rem100 = number % 100;
	if (rem100 > 20 || rem100 < 10) switch (rem100 % 10) {
		case 1: return number + "r";
		case 2: return number + "n";
		case 3: return number + "r";
		case 4: return number + "t";
	}
	return number + "è";
};
// ../../node_modules/date-fns/locale/ca.js
/**
* @category Locales
* @summary Catalan locale.
* @language Catalan
* @iso-639-2 cat
* @author Guillermo Grau [@guigrpa](https://github.com/guigrpa)
* @author Alex Vizcaino [@avizcaino](https://github.com/avizcaino)
*/
var ca = {
	code: "ca",
	formatDistance: formatDistance$7,
	formatLong: formatLong$8,
	formatRelative: formatRelative$7,
	localize: {
		ordinalNumber: ordinalNumber$7,
		era: buildLocalizeFn({
			values: eraValues$7,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$7,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$7,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$7,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$7,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues$6,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(è|r|n|r|t)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value, 10)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(aC|dC)/i,
				abbreviated: /^(a. de C.|d. de C.)/i,
				wide: /^(abans de Crist|despr[eé]s de Crist)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [/^aC/i, /^dC/i],
				abbreviated: [/^(a. de C.)/i, /^(d. de C.)/i],
				wide: [/^(abans de Crist)/i, /^(despr[eé]s de Crist)/i]
			},
			defaultParseWidth: "wide"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^T[1234]/i,
				wide: /^[1234](è|r|n|r|t)? trimestre/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^(GN|FB|MÇ|AB|MG|JN|JL|AG|ST|OC|NV|DS)/i,
				abbreviated: /^(gen.|febr.|març|abr.|maig|juny|jul.|ag.|set.|oct.|nov.|des.)/i,
				wide: /^(gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^GN/i,
					/^FB/i,
					/^MÇ/i,
					/^AB/i,
					/^MG/i,
					/^JN/i,
					/^JL/i,
					/^AG/i,
					/^ST/i,
					/^OC/i,
					/^NV/i,
					/^DS/i
				],
				abbreviated: [
					/^gen./i,
					/^febr./i,
					/^març/i,
					/^abr./i,
					/^maig/i,
					/^juny/i,
					/^jul./i,
					/^ag./i,
					/^set./i,
					/^oct./i,
					/^nov./i,
					/^des./i
				],
				wide: [
					/^gener/i,
					/^febrer/i,
					/^març/i,
					/^abril/i,
					/^maig/i,
					/^juny/i,
					/^juliol/i,
					/^agost/i,
					/^setembre/i,
					/^octubre/i,
					/^novembre/i,
					/^desembre/i
				]
			},
			defaultParseWidth: "wide"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^(dg\.|dl\.|dt\.|dm\.|dj\.|dv\.|ds\.)/i,
				short: /^(dg\.|dl\.|dt\.|dm\.|dj\.|dv\.|ds\.)/i,
				abbreviated: /^(dg\.|dl\.|dt\.|dm\.|dj\.|dv\.|ds\.)/i,
				wide: /^(diumenge|dilluns|dimarts|dimecres|dijous|divendres|dissabte)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^dg./i,
					/^dl./i,
					/^dt./i,
					/^dm./i,
					/^dj./i,
					/^dv./i,
					/^ds./i
				],
				abbreviated: [
					/^dg./i,
					/^dl./i,
					/^dt./i,
					/^dm./i,
					/^dj./i,
					/^dv./i,
					/^ds./i
				],
				wide: [
					/^diumenge/i,
					/^dilluns/i,
					/^dimarts/i,
					/^dimecres/i,
					/^dijous/i,
					/^divendres/i,
					/^disssabte/i
				]
			},
			defaultParseWidth: "wide"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|mn|md|(del|de la) (matí|tarda|vespre|nit))/i,
				abbreviated: /^([ap]\.?\s?m\.?|mitjanit|migdia|(del|de la) (matí|tarda|vespre|nit))/i,
				wide: /^(ante meridiem|post meridiem|mitjanit|migdia|(del|de la) (matí|tarda|vespre|nit))/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^mitjanit/i,
				noon: /^migdia/i,
				morning: /matí/i,
				afternoon: /tarda/i,
				evening: /vespre/i,
				night: /nit/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 4
	}
};
// ../../node_modules/date-fns/locale/de/_lib/formatDistance.js
var formatDistanceLocale$6 = {
	lessThanXSeconds: {
		standalone: {
			one: "weniger als 1 Sekunde",
			other: "weniger als {{count}} Sekunden"
		},
		withPreposition: {
			one: "weniger als 1 Sekunde",
			other: "weniger als {{count}} Sekunden"
		}
	},
	xSeconds: {
		standalone: {
			one: "1 Sekunde",
			other: "{{count}} Sekunden"
		},
		withPreposition: {
			one: "1 Sekunde",
			other: "{{count}} Sekunden"
		}
	},
	halfAMinute: {
		standalone: "eine halbe Minute",
		withPreposition: "einer halben Minute"
	},
	lessThanXMinutes: {
		standalone: {
			one: "weniger als 1 Minute",
			other: "weniger als {{count}} Minuten"
		},
		withPreposition: {
			one: "weniger als 1 Minute",
			other: "weniger als {{count}} Minuten"
		}
	},
	xMinutes: {
		standalone: {
			one: "1 Minute",
			other: "{{count}} Minuten"
		},
		withPreposition: {
			one: "1 Minute",
			other: "{{count}} Minuten"
		}
	},
	aboutXHours: {
		standalone: {
			one: "etwa 1 Stunde",
			other: "etwa {{count}} Stunden"
		},
		withPreposition: {
			one: "etwa 1 Stunde",
			other: "etwa {{count}} Stunden"
		}
	},
	xHours: {
		standalone: {
			one: "1 Stunde",
			other: "{{count}} Stunden"
		},
		withPreposition: {
			one: "1 Stunde",
			other: "{{count}} Stunden"
		}
	},
	xDays: {
		standalone: {
			one: "1 Tag",
			other: "{{count}} Tage"
		},
		withPreposition: {
			one: "1 Tag",
			other: "{{count}} Tagen"
		}
	},
	aboutXWeeks: {
		standalone: {
			one: "etwa 1 Woche",
			other: "etwa {{count}} Wochen"
		},
		withPreposition: {
			one: "etwa 1 Woche",
			other: "etwa {{count}} Wochen"
		}
	},
	xWeeks: {
		standalone: {
			one: "1 Woche",
			other: "{{count}} Wochen"
		},
		withPreposition: {
			one: "1 Woche",
			other: "{{count}} Wochen"
		}
	},
	aboutXMonths: {
		standalone: {
			one: "etwa 1 Monat",
			other: "etwa {{count}} Monate"
		},
		withPreposition: {
			one: "etwa 1 Monat",
			other: "etwa {{count}} Monaten"
		}
	},
	xMonths: {
		standalone: {
			one: "1 Monat",
			other: "{{count}} Monate"
		},
		withPreposition: {
			one: "1 Monat",
			other: "{{count}} Monaten"
		}
	},
	aboutXYears: {
		standalone: {
			one: "etwa 1 Jahr",
			other: "etwa {{count}} Jahre"
		},
		withPreposition: {
			one: "etwa 1 Jahr",
			other: "etwa {{count}} Jahren"
		}
	},
	xYears: {
		standalone: {
			one: "1 Jahr",
			other: "{{count}} Jahre"
		},
		withPreposition: {
			one: "1 Jahr",
			other: "{{count}} Jahren"
		}
	},
	overXYears: {
		standalone: {
			one: "mehr als 1 Jahr",
			other: "mehr als {{count}} Jahre"
		},
		withPreposition: {
			one: "mehr als 1 Jahr",
			other: "mehr als {{count}} Jahren"
		}
	},
	almostXYears: {
		standalone: {
			one: "fast 1 Jahr",
			other: "fast {{count}} Jahre"
		},
		withPreposition: {
			one: "fast 1 Jahr",
			other: "fast {{count}} Jahren"
		}
	}
};
var formatDistance$6 = (token, count, options) => {
	let result;
	const tokenValue = options?.addSuffix ? formatDistanceLocale$6[token].withPreposition : formatDistanceLocale$6[token].standalone;
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", String(count));
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "in " + result;
		else return "vor " + result;
	}
	return result;
};
var formatLong$7 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, do MMMM y",
			long: "do MMMM y",
			medium: "do MMM y",
			short: "dd.MM.y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'um' {{time}}",
			long: "{{date}} 'um' {{time}}",
			medium: "{{date}} {{time}}",
			short: "{{date}} {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/de/_lib/formatRelative.js
var formatRelativeLocale$6 = {
	lastWeek: "'letzten' eeee 'um' p",
	yesterday: "'gestern um' p",
	today: "'heute um' p",
	tomorrow: "'morgen um' p",
	nextWeek: "eeee 'um' p",
	other: "P"
};
var formatRelative$6 = (token, _date, _baseDate, _options) => formatRelativeLocale$6[token];
// ../../node_modules/date-fns/locale/de/_lib/localize.js
var eraValues$6 = {
	narrow: ["v.Chr.", "n.Chr."],
	abbreviated: ["v.Chr.", "n.Chr."],
	wide: ["vor Christus", "nach Christus"]
};
var quarterValues$6 = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"Q1",
		"Q2",
		"Q3",
		"Q4"
	],
	wide: [
		"1. Quartal",
		"2. Quartal",
		"3. Quartal",
		"4. Quartal"
	]
};
var monthValues$6 = {
	narrow: [
		"J",
		"F",
		"M",
		"A",
		"M",
		"J",
		"J",
		"A",
		"S",
		"O",
		"N",
		"D"
	],
	abbreviated: [
		"Jan",
		"Feb",
		"Mär",
		"Apr",
		"Mai",
		"Jun",
		"Jul",
		"Aug",
		"Sep",
		"Okt",
		"Nov",
		"Dez"
	],
	wide: [
		"Januar",
		"Februar",
		"März",
		"April",
		"Mai",
		"Juni",
		"Juli",
		"August",
		"September",
		"Oktober",
		"November",
		"Dezember"
	]
};
var formattingMonthValues = {
	narrow: monthValues$6.narrow,
	abbreviated: [
		"Jan.",
		"Feb.",
		"März",
		"Apr.",
		"Mai",
		"Juni",
		"Juli",
		"Aug.",
		"Sep.",
		"Okt.",
		"Nov.",
		"Dez."
	],
	wide: monthValues$6.wide
};
var dayValues$6 = {
	narrow: [
		"S",
		"M",
		"D",
		"M",
		"D",
		"F",
		"S"
	],
	short: [
		"So",
		"Mo",
		"Di",
		"Mi",
		"Do",
		"Fr",
		"Sa"
	],
	abbreviated: [
		"So.",
		"Mo.",
		"Di.",
		"Mi.",
		"Do.",
		"Fr.",
		"Sa."
	],
	wide: [
		"Sonntag",
		"Montag",
		"Dienstag",
		"Mittwoch",
		"Donnerstag",
		"Freitag",
		"Samstag"
	]
};
var dayPeriodValues$6 = {
	narrow: {
		am: "vm.",
		pm: "nm.",
		midnight: "Mitternacht",
		noon: "Mittag",
		morning: "Morgen",
		afternoon: "Nachm.",
		evening: "Abend",
		night: "Nacht"
	},
	abbreviated: {
		am: "vorm.",
		pm: "nachm.",
		midnight: "Mitternacht",
		noon: "Mittag",
		morning: "Morgen",
		afternoon: "Nachmittag",
		evening: "Abend",
		night: "Nacht"
	},
	wide: {
		am: "vormittags",
		pm: "nachmittags",
		midnight: "Mitternacht",
		noon: "Mittag",
		morning: "Morgen",
		afternoon: "Nachmittag",
		evening: "Abend",
		night: "Nacht"
	}
};
var formattingDayPeriodValues$5 = {
	narrow: {
		am: "vm.",
		pm: "nm.",
		midnight: "Mitternacht",
		noon: "Mittag",
		morning: "morgens",
		afternoon: "nachm.",
		evening: "abends",
		night: "nachts"
	},
	abbreviated: {
		am: "vorm.",
		pm: "nachm.",
		midnight: "Mitternacht",
		noon: "Mittag",
		morning: "morgens",
		afternoon: "nachmittags",
		evening: "abends",
		night: "nachts"
	},
	wide: {
		am: "vormittags",
		pm: "nachmittags",
		midnight: "Mitternacht",
		noon: "Mittag",
		morning: "morgens",
		afternoon: "nachmittags",
		evening: "abends",
		night: "nachts"
	}
};
var ordinalNumber$6 = (dirtyNumber) => {
	return Number(dirtyNumber) + ".";
};
// ../../node_modules/date-fns/locale/de.js
/**
* @category Locales
* @summary German locale.
* @language German
* @iso-639-2 deu
* @author Thomas Eilmsteiner [@DeMuu](https://github.com/DeMuu)
* @author Asia [@asia-t](https://github.com/asia-t)
* @author Van Vuong Ngo [@vanvuongngo](https://github.com/vanvuongngo)
* @author RomanErnst [@pex](https://github.com/pex)
* @author Philipp Keck [@Philipp91](https://github.com/Philipp91)
*/
var de = {
	code: "de",
	formatDistance: formatDistance$6,
	formatLong: formatLong$7,
	formatRelative: formatRelative$6,
	localize: {
		ordinalNumber: ordinalNumber$6,
		era: buildLocalizeFn({
			values: eraValues$6,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$6,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$6,
			formattingValues: formattingMonthValues,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$6,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$6,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues$5,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(\.)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(v\.? ?Chr\.?|n\.? ?Chr\.?)/i,
				abbreviated: /^(v\.? ?Chr\.?|n\.? ?Chr\.?)/i,
				wide: /^(vor Christus|vor unserer Zeitrechnung|nach Christus|unserer Zeitrechnung)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [/^v/i, /^n/i] },
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^q[1234]/i,
				wide: /^[1234](\.)? Quartal/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[jfmasond]/i,
				abbreviated: /^(j[aä]n|feb|mär[z]?|apr|mai|jun[i]?|jul[i]?|aug|sep|okt|nov|dez)\.?/i,
				wide: /^(jänner|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^j/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^j/i,
					/^j/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^j[aä]/i,
					/^f/i,
					/^mär/i,
					/^ap/i,
					/^mai/i,
					/^jun/i,
					/^jul/i,
					/^au/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[smdmf]/i,
				short: /^(so|mo|di|mi|do|fr|sa)/i,
				abbreviated: /^(son?|mon?|die?|mit?|don?|fre?|sam?)\.?/i,
				wide: /^(sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/^so/i,
				/^mo/i,
				/^di/i,
				/^mi/i,
				/^do/i,
				/^f/i,
				/^sa/i
			] },
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(vm\.?|nm\.?|Mitternacht|Mittag|morgens|nachm\.?|abends|nachts)/i,
				abbreviated: /^(vorm\.?|nachm\.?|Mitternacht|Mittag|morgens|nachm\.?|abends|nachts)/i,
				wide: /^(vormittags|nachmittags|Mitternacht|Mittag|morgens|nachmittags|abends|nachts)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: {
				am: /^v/i,
				pm: /^n/i,
				midnight: /^Mitte/i,
				noon: /^Mitta/i,
				morning: /morgens/i,
				afternoon: /nachmittags/i,
				evening: /abends/i,
				night: /nachts/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 4
	}
};
var formatLong$6 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, d MMMM yyyy",
			long: "d MMMM yyyy",
			medium: "d MMM yyyy",
			short: "dd/MM/yyyy"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'at' {{time}}",
			long: "{{date}} 'at' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/en-GB.js
/**
* @category Locales
* @summary English locale (United Kingdom).
* @language English
* @iso-639-2 eng
* @author Alex [@glintik](https://github.com/glintik)
*/
var enGB = {
	code: "en-GB",
	formatDistance: formatDistance$8,
	formatLong: formatLong$6,
	formatRelative: formatRelative$8,
	localize: localize$8,
	match: match$8,
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 4
	}
};
// ../../node_modules/date-fns/locale/es/_lib/formatDistance.js
var formatDistanceLocale$5 = {
	lessThanXSeconds: {
		one: "menos de un segundo",
		other: "menos de {{count}} segundos"
	},
	xSeconds: {
		one: "1 segundo",
		other: "{{count}} segundos"
	},
	halfAMinute: "medio minuto",
	lessThanXMinutes: {
		one: "menos de un minuto",
		other: "menos de {{count}} minutos"
	},
	xMinutes: {
		one: "1 minuto",
		other: "{{count}} minutos"
	},
	aboutXHours: {
		one: "alrededor de 1 hora",
		other: "alrededor de {{count}} horas"
	},
	xHours: {
		one: "1 hora",
		other: "{{count}} horas"
	},
	xDays: {
		one: "1 día",
		other: "{{count}} días"
	},
	aboutXWeeks: {
		one: "alrededor de 1 semana",
		other: "alrededor de {{count}} semanas"
	},
	xWeeks: {
		one: "1 semana",
		other: "{{count}} semanas"
	},
	aboutXMonths: {
		one: "alrededor de 1 mes",
		other: "alrededor de {{count}} meses"
	},
	xMonths: {
		one: "1 mes",
		other: "{{count}} meses"
	},
	aboutXYears: {
		one: "alrededor de 1 año",
		other: "alrededor de {{count}} años"
	},
	xYears: {
		one: "1 año",
		other: "{{count}} años"
	},
	overXYears: {
		one: "más de 1 año",
		other: "más de {{count}} años"
	},
	almostXYears: {
		one: "casi 1 año",
		other: "casi {{count}} años"
	}
};
var formatDistance$5 = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale$5[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", count.toString());
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "en " + result;
		else return "hace " + result;
	}
	return result;
};
var formatLong$5 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, d 'de' MMMM 'de' y",
			long: "d 'de' MMMM 'de' y",
			medium: "d MMM y",
			short: "dd/MM/y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'a las' {{time}}",
			long: "{{date}} 'a las' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/es/_lib/formatRelative.js
var formatRelativeLocale$5 = {
	lastWeek: "'el' eeee 'pasado a la' p",
	yesterday: "'ayer a la' p",
	today: "'hoy a la' p",
	tomorrow: "'mañana a la' p",
	nextWeek: "eeee 'a la' p",
	other: "P"
};
var formatRelativeLocalePlural$2 = {
	lastWeek: "'el' eeee 'pasado a las' p",
	yesterday: "'ayer a las' p",
	today: "'hoy a las' p",
	tomorrow: "'mañana a las' p",
	nextWeek: "eeee 'a las' p",
	other: "P"
};
var formatRelative$5 = (token, date, _baseDate, _options) => {
	if (date.getHours() !== 1) return formatRelativeLocalePlural$2[token];
	else return formatRelativeLocale$5[token];
};
// ../../node_modules/date-fns/locale/es/_lib/localize.js
var eraValues$5 = {
	narrow: ["AC", "DC"],
	abbreviated: ["AC", "DC"],
	wide: ["antes de cristo", "después de cristo"]
};
var quarterValues$5 = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"T1",
		"T2",
		"T3",
		"T4"
	],
	wide: [
		"1º trimestre",
		"2º trimestre",
		"3º trimestre",
		"4º trimestre"
	]
};
var monthValues$5 = {
	narrow: [
		"e",
		"f",
		"m",
		"a",
		"m",
		"j",
		"j",
		"a",
		"s",
		"o",
		"n",
		"d"
	],
	abbreviated: [
		"ene",
		"feb",
		"mar",
		"abr",
		"may",
		"jun",
		"jul",
		"ago",
		"sep",
		"oct",
		"nov",
		"dic"
	],
	wide: [
		"enero",
		"febrero",
		"marzo",
		"abril",
		"mayo",
		"junio",
		"julio",
		"agosto",
		"septiembre",
		"octubre",
		"noviembre",
		"diciembre"
	]
};
var dayValues$5 = {
	narrow: [
		"d",
		"l",
		"m",
		"m",
		"j",
		"v",
		"s"
	],
	short: [
		"do",
		"lu",
		"ma",
		"mi",
		"ju",
		"vi",
		"sá"
	],
	abbreviated: [
		"dom",
		"lun",
		"mar",
		"mié",
		"jue",
		"vie",
		"sáb"
	],
	wide: [
		"domingo",
		"lunes",
		"martes",
		"miércoles",
		"jueves",
		"viernes",
		"sábado"
	]
};
var dayPeriodValues$5 = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "mn",
		noon: "md",
		morning: "mañana",
		afternoon: "tarde",
		evening: "tarde",
		night: "noche"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "medianoche",
		noon: "mediodia",
		morning: "mañana",
		afternoon: "tarde",
		evening: "tarde",
		night: "noche"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "medianoche",
		noon: "mediodia",
		morning: "mañana",
		afternoon: "tarde",
		evening: "tarde",
		night: "noche"
	}
};
var formattingDayPeriodValues$4 = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "mn",
		noon: "md",
		morning: "de la mañana",
		afternoon: "de la tarde",
		evening: "de la tarde",
		night: "de la noche"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "medianoche",
		noon: "mediodia",
		morning: "de la mañana",
		afternoon: "de la tarde",
		evening: "de la tarde",
		night: "de la noche"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "medianoche",
		noon: "mediodia",
		morning: "de la mañana",
		afternoon: "de la tarde",
		evening: "de la tarde",
		night: "de la noche"
	}
};
var ordinalNumber$5 = (dirtyNumber, _options) => {
	return Number(dirtyNumber) + "º";
};
// ../../node_modules/date-fns/locale/es.js
/**
* @category Locales
* @summary Spanish locale.
* @language Spanish
* @iso-639-2 spa
* @author Juan Angosto [@juanangosto](https://github.com/juanangosto)
* @author Guillermo Grau [@guigrpa](https://github.com/guigrpa)
* @author Fernando Agüero [@fjaguero](https://github.com/fjaguero)
* @author Gastón Haro [@harogaston](https://github.com/harogaston)
* @author Yago Carballo [@YagoCarballo](https://github.com/YagoCarballo)
*/
var es = {
	code: "es",
	formatDistance: formatDistance$5,
	formatLong: formatLong$5,
	formatRelative: formatRelative$5,
	localize: {
		ordinalNumber: ordinalNumber$5,
		era: buildLocalizeFn({
			values: eraValues$5,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$5,
			defaultWidth: "wide",
			argumentCallback: (quarter) => Number(quarter) - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$5,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$5,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$5,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues$4,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(º)?/i,
			parsePattern: /\d+/i,
			valueCallback: function(value) {
				return parseInt(value, 10);
			}
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(ac|dc|a|d)/i,
				abbreviated: /^(a\.?\s?c\.?|a\.?\s?e\.?\s?c\.?|d\.?\s?c\.?|e\.?\s?c\.?)/i,
				wide: /^(antes de cristo|antes de la era com[uú]n|despu[eé]s de cristo|era com[uú]n)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				any: [/^ac/i, /^dc/i],
				wide: [/^(antes de cristo|antes de la era com[uú]n)/i, /^(despu[eé]s de cristo|era com[uú]n)/i]
			},
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^T[1234]/i,
				wide: /^[1234](º)? trimestre/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[efmajsond]/i,
				abbreviated: /^(ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)/i,
				wide: /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^e/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^j/i,
					/^j/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^en/i,
					/^feb/i,
					/^mar/i,
					/^abr/i,
					/^may/i,
					/^jun/i,
					/^jul/i,
					/^ago/i,
					/^sep/i,
					/^oct/i,
					/^nov/i,
					/^dic/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[dlmjvs]/i,
				short: /^(do|lu|ma|mi|ju|vi|s[áa])/i,
				abbreviated: /^(dom|lun|mar|mi[ée]|jue|vie|s[áa]b)/i,
				wide: /^(domingo|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^d/i,
					/^l/i,
					/^m/i,
					/^m/i,
					/^j/i,
					/^v/i,
					/^s/i
				],
				any: [
					/^do/i,
					/^lu/i,
					/^ma/i,
					/^mi/i,
					/^ju/i,
					/^vi/i,
					/^sa/i
				]
			},
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|mn|md|(de la|a las) (mañana|tarde|noche))/i,
				any: /^([ap]\.?\s?m\.?|medianoche|mediodia|(de la|a las) (mañana|tarde|noche))/i
			},
			defaultMatchWidth: "any",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^mn/i,
				noon: /^md/i,
				morning: /mañana/i,
				afternoon: /tarde/i,
				evening: /tarde/i,
				night: /noche/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 1
	}
};
// ../../node_modules/date-fns/locale/eu/_lib/formatDistance.js
var formatDistanceLocale$4 = {
	lessThanXSeconds: {
		one: "segundo bat baino gutxiago",
		other: "{{count}} segundo baino gutxiago"
	},
	xSeconds: {
		one: "1 segundo",
		other: "{{count}} segundo"
	},
	halfAMinute: "minutu erdi",
	lessThanXMinutes: {
		one: "minutu bat baino gutxiago",
		other: "{{count}} minutu baino gutxiago"
	},
	xMinutes: {
		one: "1 minutu",
		other: "{{count}} minutu"
	},
	aboutXHours: {
		one: "1 ordu gutxi gorabehera",
		other: "{{count}} ordu gutxi gorabehera"
	},
	xHours: {
		one: "1 ordu",
		other: "{{count}} ordu"
	},
	xDays: {
		one: "1 egun",
		other: "{{count}} egun"
	},
	aboutXWeeks: {
		one: "aste 1 inguru",
		other: "{{count}} aste inguru"
	},
	xWeeks: {
		one: "1 aste",
		other: "{{count}} astean"
	},
	aboutXMonths: {
		one: "1 hilabete gutxi gorabehera",
		other: "{{count}} hilabete gutxi gorabehera"
	},
	xMonths: {
		one: "1 hilabete",
		other: "{{count}} hilabete"
	},
	aboutXYears: {
		one: "1 urte gutxi gorabehera",
		other: "{{count}} urte gutxi gorabehera"
	},
	xYears: {
		one: "1 urte",
		other: "{{count}} urte"
	},
	overXYears: {
		one: "1 urte baino gehiago",
		other: "{{count}} urte baino gehiago"
	},
	almostXYears: {
		one: "ia 1 urte",
		other: "ia {{count}} urte"
	}
};
var formatDistance$4 = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale$4[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", String(count));
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "en " + result;
		else return "duela " + result;
	}
	return result;
};
var formatLong$4 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, y'ko' MMMM'ren' d'a' y'ren'",
			long: "y'ko' MMMM'ren' d'a'",
			medium: "y MMM d",
			short: "yy/MM/dd"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'tan' {{time}}",
			long: "{{date}} 'tan' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/eu/_lib/formatRelative.js
var formatRelativeLocale$4 = {
	lastWeek: "'joan den' eeee, LT",
	yesterday: "'atzo,' p",
	today: "'gaur,' p",
	tomorrow: "'bihar,' p",
	nextWeek: "eeee, p",
	other: "P"
};
var formatRelativeLocalePlural$1 = {
	lastWeek: "'joan den' eeee, p",
	yesterday: "'atzo,' p",
	today: "'gaur,' p",
	tomorrow: "'bihar,' p",
	nextWeek: "eeee, p",
	other: "P"
};
var formatRelative$4 = (token, date) => {
	if (date.getHours() !== 1) return formatRelativeLocalePlural$1[token];
	return formatRelativeLocale$4[token];
};
// ../../node_modules/date-fns/locale/eu/_lib/localize.js
var eraValues$4 = {
	narrow: ["k.a.", "k.o."],
	abbreviated: ["k.a.", "k.o."],
	wide: ["kristo aurretik", "kristo ondoren"]
};
var quarterValues$4 = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"1H",
		"2H",
		"3H",
		"4H"
	],
	wide: [
		"1. hiruhilekoa",
		"2. hiruhilekoa",
		"3. hiruhilekoa",
		"4. hiruhilekoa"
	]
};
var monthValues$4 = {
	narrow: [
		"u",
		"o",
		"m",
		"a",
		"m",
		"e",
		"u",
		"a",
		"i",
		"u",
		"a",
		"a"
	],
	abbreviated: [
		"urt",
		"ots",
		"mar",
		"api",
		"mai",
		"eka",
		"uzt",
		"abu",
		"ira",
		"urr",
		"aza",
		"abe"
	],
	wide: [
		"urtarrila",
		"otsaila",
		"martxoa",
		"apirila",
		"maiatza",
		"ekaina",
		"uztaila",
		"abuztua",
		"iraila",
		"urria",
		"azaroa",
		"abendua"
	]
};
var dayValues$4 = {
	narrow: [
		"i",
		"a",
		"a",
		"a",
		"o",
		"o",
		"l"
	],
	short: [
		"ig",
		"al",
		"as",
		"az",
		"og",
		"or",
		"lr"
	],
	abbreviated: [
		"iga",
		"ast",
		"ast",
		"ast",
		"ost",
		"ost",
		"lar"
	],
	wide: [
		"igandea",
		"astelehena",
		"asteartea",
		"asteazkena",
		"osteguna",
		"ostirala",
		"larunbata"
	]
};
var dayPeriodValues$4 = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "ge",
		noon: "eg",
		morning: "goiza",
		afternoon: "arratsaldea",
		evening: "arratsaldea",
		night: "gaua"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "gauerdia",
		noon: "eguerdia",
		morning: "goiza",
		afternoon: "arratsaldea",
		evening: "arratsaldea",
		night: "gaua"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "gauerdia",
		noon: "eguerdia",
		morning: "goiza",
		afternoon: "arratsaldea",
		evening: "arratsaldea",
		night: "gaua"
	}
};
var formattingDayPeriodValues$3 = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "ge",
		noon: "eg",
		morning: "goizean",
		afternoon: "arratsaldean",
		evening: "arratsaldean",
		night: "gauean"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "gauerdia",
		noon: "eguerdia",
		morning: "goizean",
		afternoon: "arratsaldean",
		evening: "arratsaldean",
		night: "gauean"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "gauerdia",
		noon: "eguerdia",
		morning: "goizean",
		afternoon: "arratsaldean",
		evening: "arratsaldean",
		night: "gauean"
	}
};
var ordinalNumber$4 = (dirtyNumber, _options) => {
	return Number(dirtyNumber) + ".";
};
// ../../node_modules/date-fns/locale/eu.js
/**
* @category Locales
* @summary Basque locale.
* @language Basque
* @iso-639-2 eus
* @author Jacob Söderblom [@JacobSoderblom](https://github.com/JacobSoderblom)
*/
var eu = {
	code: "eu",
	formatDistance: formatDistance$4,
	formatLong: formatLong$4,
	formatRelative: formatRelative$4,
	localize: {
		ordinalNumber: ordinalNumber$4,
		era: buildLocalizeFn({
			values: eraValues$4,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$4,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$4,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$4,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$4,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues$3,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(.)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value, 10)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(k.a.|k.o.)/i,
				abbreviated: /^(k.a.|k.o.)/i,
				wide: /^(kristo aurretik|kristo ondoren)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [/^k.a./i, /^k.o./i],
				abbreviated: [/^(k.a.)/i, /^(k.o.)/i],
				wide: [/^(kristo aurretik)/i, /^(kristo ondoren)/i]
			},
			defaultParseWidth: "wide"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^[1234]H/i,
				wide: /^[1234](.)? hiruhilekoa/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[uomaei]/i,
				abbreviated: /^(urt|ots|mar|api|mai|eka|uzt|abu|ira|urr|aza|abe)/i,
				wide: /^(urtarrila|otsaila|martxoa|apirila|maiatza|ekaina|uztaila|abuztua|iraila|urria|azaroa|abendua)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^u/i,
					/^o/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^e/i,
					/^u/i,
					/^a/i,
					/^i/i,
					/^u/i,
					/^a/i,
					/^a/i
				],
				any: [
					/^urt/i,
					/^ots/i,
					/^mar/i,
					/^api/i,
					/^mai/i,
					/^eka/i,
					/^uzt/i,
					/^abu/i,
					/^ira/i,
					/^urr/i,
					/^aza/i,
					/^abe/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[iaol]/i,
				short: /^(ig|al|as|az|og|or|lr)/i,
				abbreviated: /^(iga|ast|ast|ast|ost|ost|lar)/i,
				wide: /^(igandea|astelehena|asteartea|asteazkena|osteguna|ostirala|larunbata)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^i/i,
					/^a/i,
					/^a/i,
					/^a/i,
					/^o/i,
					/^o/i,
					/^l/i
				],
				short: [
					/^ig/i,
					/^al/i,
					/^as/i,
					/^az/i,
					/^og/i,
					/^or/i,
					/^lr/i
				],
				abbreviated: [
					/^iga/i,
					/^ast/i,
					/^ast/i,
					/^ast/i,
					/^ost/i,
					/^ost/i,
					/^lar/i
				],
				wide: [
					/^igandea/i,
					/^astelehena/i,
					/^asteartea/i,
					/^asteazkena/i,
					/^osteguna/i,
					/^ostirala/i,
					/^larunbata/i
				]
			},
			defaultParseWidth: "wide"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|ge|eg|((goiza|goizean)|arratsaldea|(gaua|gauean)))/i,
				any: /^([ap]\.?\s?m\.?|gauerdia|eguerdia|((goiza|goizean)|arratsaldea|(gaua|gauean)))/i
			},
			defaultMatchWidth: "any",
			parsePatterns: {
				narrow: {
					am: /^a/i,
					pm: /^p/i,
					midnight: /^ge/i,
					noon: /^eg/i,
					morning: /goiz/i,
					afternoon: /arratsaldea/i,
					evening: /arratsaldea/i,
					night: /gau/i
				},
				any: {
					am: /^a/i,
					pm: /^p/i,
					midnight: /^gauerdia/i,
					noon: /^eguerdia/i,
					morning: /goiz/i,
					afternoon: /arratsaldea/i,
					evening: /arratsaldea/i,
					night: /gau/i
				}
			},
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 1
	}
};
// ../../node_modules/date-fns/locale/fr/_lib/formatDistance.js
var formatDistanceLocale$3 = {
	lessThanXSeconds: {
		one: "moins d’une seconde",
		other: "moins de {{count}} secondes"
	},
	xSeconds: {
		one: "1 seconde",
		other: "{{count}} secondes"
	},
	halfAMinute: "30 secondes",
	lessThanXMinutes: {
		one: "moins d’une minute",
		other: "moins de {{count}} minutes"
	},
	xMinutes: {
		one: "1 minute",
		other: "{{count}} minutes"
	},
	aboutXHours: {
		one: "environ 1 heure",
		other: "environ {{count}} heures"
	},
	xHours: {
		one: "1 heure",
		other: "{{count}} heures"
	},
	xDays: {
		one: "1 jour",
		other: "{{count}} jours"
	},
	aboutXWeeks: {
		one: "environ 1 semaine",
		other: "environ {{count}} semaines"
	},
	xWeeks: {
		one: "1 semaine",
		other: "{{count}} semaines"
	},
	aboutXMonths: {
		one: "environ 1 mois",
		other: "environ {{count}} mois"
	},
	xMonths: {
		one: "1 mois",
		other: "{{count}} mois"
	},
	aboutXYears: {
		one: "environ 1 an",
		other: "environ {{count}} ans"
	},
	xYears: {
		one: "1 an",
		other: "{{count}} ans"
	},
	overXYears: {
		one: "plus d’un an",
		other: "plus de {{count}} ans"
	},
	almostXYears: {
		one: "presqu’un an",
		other: "presque {{count}} ans"
	}
};
var formatDistance$3 = (token, count, options) => {
	let result;
	const form = formatDistanceLocale$3[token];
	if (typeof form === "string") result = form;
	else if (count === 1) result = form.one;
	else result = form.other.replace("{{count}}", String(count));
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "dans " + result;
		else return "il y a " + result;
	}
	return result;
};
var formatLong$3 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE d MMMM y",
			long: "d MMMM y",
			medium: "d MMM y",
			short: "dd/MM/y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'à' {{time}}",
			long: "{{date}} 'à' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/fr/_lib/formatRelative.js
var formatRelativeLocale$3 = {
	lastWeek: "eeee 'dernier à' p",
	yesterday: "'hier à' p",
	today: "'aujourd’hui à' p",
	tomorrow: "'demain à' p'",
	nextWeek: "eeee 'prochain à' p",
	other: "P"
};
var formatRelative$3 = (token, _date, _baseDate, _options) => formatRelativeLocale$3[token];
// ../../node_modules/date-fns/locale/fr/_lib/localize.js
var eraValues$3 = {
	narrow: ["av. J.-C", "ap. J.-C"],
	abbreviated: ["av. J.-C", "ap. J.-C"],
	wide: ["avant Jésus-Christ", "après Jésus-Christ"]
};
var quarterValues$3 = {
	narrow: [
		"T1",
		"T2",
		"T3",
		"T4"
	],
	abbreviated: [
		"1er trim.",
		"2ème trim.",
		"3ème trim.",
		"4ème trim."
	],
	wide: [
		"1er trimestre",
		"2ème trimestre",
		"3ème trimestre",
		"4ème trimestre"
	]
};
var monthValues$3 = {
	narrow: [
		"J",
		"F",
		"M",
		"A",
		"M",
		"J",
		"J",
		"A",
		"S",
		"O",
		"N",
		"D"
	],
	abbreviated: [
		"janv.",
		"févr.",
		"mars",
		"avr.",
		"mai",
		"juin",
		"juil.",
		"août",
		"sept.",
		"oct.",
		"nov.",
		"déc."
	],
	wide: [
		"janvier",
		"février",
		"mars",
		"avril",
		"mai",
		"juin",
		"juillet",
		"août",
		"septembre",
		"octobre",
		"novembre",
		"décembre"
	]
};
var dayValues$3 = {
	narrow: [
		"D",
		"L",
		"M",
		"M",
		"J",
		"V",
		"S"
	],
	short: [
		"di",
		"lu",
		"ma",
		"me",
		"je",
		"ve",
		"sa"
	],
	abbreviated: [
		"dim.",
		"lun.",
		"mar.",
		"mer.",
		"jeu.",
		"ven.",
		"sam."
	],
	wide: [
		"dimanche",
		"lundi",
		"mardi",
		"mercredi",
		"jeudi",
		"vendredi",
		"samedi"
	]
};
var dayPeriodValues$3 = {
	narrow: {
		am: "AM",
		pm: "PM",
		midnight: "minuit",
		noon: "midi",
		morning: "mat.",
		afternoon: "ap.m.",
		evening: "soir",
		night: "mat."
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "minuit",
		noon: "midi",
		morning: "matin",
		afternoon: "après-midi",
		evening: "soir",
		night: "matin"
	},
	wide: {
		am: "AM",
		pm: "PM",
		midnight: "minuit",
		noon: "midi",
		morning: "du matin",
		afternoon: "de l’après-midi",
		evening: "du soir",
		night: "du matin"
	}
};
var ordinalNumber$3 = (dirtyNumber, options) => {
	const number = Number(dirtyNumber);
	const unit = options?.unit;
	if (number === 0) return "0";
	const feminineUnits = [
		"year",
		"week",
		"hour",
		"minute",
		"second"
	];
	let suffix;
	if (number === 1) suffix = unit && feminineUnits.includes(unit) ? "ère" : "er";
	else suffix = "ème";
	return number + suffix;
};
var LONG_MONTHS_TOKENS = ["MMM", "MMMM"];
// ../../node_modules/date-fns/locale/fr.js
/**
* @category Locales
* @summary French locale.
* @language French
* @iso-639-2 fra
* @author Jean Dupouy [@izeau](https://github.com/izeau)
* @author François B [@fbonzon](https://github.com/fbonzon)
*/
var fr = {
	code: "fr",
	formatDistance: formatDistance$3,
	formatLong: formatLong$3,
	formatRelative: formatRelative$3,
	localize: {
		preprocessor: (date, parts) => {
			if (date.getDate() === 1) return parts;
			if (!parts.some((part) => part.isToken && LONG_MONTHS_TOKENS.includes(part.value))) return parts;
			return parts.map((part) => part.isToken && part.value === "do" ? {
				isToken: true,
				value: "d"
			} : part);
		},
		ordinalNumber: ordinalNumber$3,
		era: buildLocalizeFn({
			values: eraValues$3,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$3,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$3,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$3,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$3,
			defaultWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(ième|ère|ème|er|e)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(av\.J\.C|ap\.J\.C|ap\.J\.-C)/i,
				abbreviated: /^(av\.J\.-C|av\.J-C|apr\.J\.-C|apr\.J-C|ap\.J-C)/i,
				wide: /^(avant Jésus-Christ|après Jésus-Christ)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [/^av/i, /^ap/i] },
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^T?[1234]/i,
				abbreviated: /^[1234](er|ème|e)? trim\.?/i,
				wide: /^[1234](er|ème|e)? trimestre/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[jfmasond]/i,
				abbreviated: /^(janv|févr|mars|avr|mai|juin|juill|juil|août|sept|oct|nov|déc)\.?/i,
				wide: /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^j/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^j/i,
					/^j/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^ja/i,
					/^f/i,
					/^mar/i,
					/^av/i,
					/^ma/i,
					/^juin/i,
					/^juil/i,
					/^ao/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[lmjvsd]/i,
				short: /^(di|lu|ma|me|je|ve|sa)/i,
				abbreviated: /^(dim|lun|mar|mer|jeu|ven|sam)\.?/i,
				wide: /^(dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^d/i,
					/^l/i,
					/^m/i,
					/^m/i,
					/^j/i,
					/^v/i,
					/^s/i
				],
				any: [
					/^di/i,
					/^lu/i,
					/^ma/i,
					/^me/i,
					/^je/i,
					/^ve/i,
					/^sa/i
				]
			},
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|minuit|midi|mat\.?|ap\.?m\.?|soir|nuit)/i,
				any: /^([ap]\.?\s?m\.?|du matin|de l'après[-\s]midi|du soir|de la nuit)/i
			},
			defaultMatchWidth: "any",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^min/i,
				noon: /^mid/i,
				morning: /mat/i,
				afternoon: /ap/i,
				evening: /soir/i,
				night: /nuit/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 4
	}
};
// ../../node_modules/date-fns/locale/gl/_lib/formatDistance.js
var formatDistanceLocale$2 = {
	lessThanXSeconds: {
		one: "menos dun segundo",
		other: "menos de {{count}} segundos"
	},
	xSeconds: {
		one: "1 segundo",
		other: "{{count}} segundos"
	},
	halfAMinute: "medio minuto",
	lessThanXMinutes: {
		one: "menos dun minuto",
		other: "menos de {{count}} minutos"
	},
	xMinutes: {
		one: "1 minuto",
		other: "{{count}} minutos"
	},
	aboutXHours: {
		one: "arredor dunha hora",
		other: "arredor de {{count}} horas"
	},
	xHours: {
		one: "1 hora",
		other: "{{count}} horas"
	},
	xDays: {
		one: "1 día",
		other: "{{count}} días"
	},
	aboutXWeeks: {
		one: "arredor dunha semana",
		other: "arredor de {{count}} semanas"
	},
	xWeeks: {
		one: "1 semana",
		other: "{{count}} semanas"
	},
	aboutXMonths: {
		one: "arredor de 1 mes",
		other: "arredor de {{count}} meses"
	},
	xMonths: {
		one: "1 mes",
		other: "{{count}} meses"
	},
	aboutXYears: {
		one: "arredor dun ano",
		other: "arredor de {{count}} anos"
	},
	xYears: {
		one: "1 ano",
		other: "{{count}} anos"
	},
	overXYears: {
		one: "máis dun ano",
		other: "máis de {{count}} anos"
	},
	almostXYears: {
		one: "case un ano",
		other: "case {{count}} anos"
	}
};
var formatDistance$2 = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale$2[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", String(count));
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "en " + result;
		else return "hai " + result;
	}
	return result;
};
var formatLong$2 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, d 'de' MMMM y",
			long: "d 'de' MMMM y",
			medium: "d MMM y",
			short: "dd/MM/y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'ás' {{time}}",
			long: "{{date}} 'ás' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/gl/_lib/formatRelative.js
var formatRelativeLocale$2 = {
	lastWeek: "'o' eeee 'pasado á' LT",
	yesterday: "'onte á' p",
	today: "'hoxe á' p",
	tomorrow: "'mañá á' p",
	nextWeek: "eeee 'á' p",
	other: "P"
};
var formatRelativeLocalePlural = {
	lastWeek: "'o' eeee 'pasado ás' p",
	yesterday: "'onte ás' p",
	today: "'hoxe ás' p",
	tomorrow: "'mañá ás' p",
	nextWeek: "eeee 'ás' p",
	other: "P"
};
var formatRelative$2 = (token, date, _baseDate, _options) => {
	if (date.getHours() !== 1) return formatRelativeLocalePlural[token];
	return formatRelativeLocale$2[token];
};
// ../../node_modules/date-fns/locale/gl/_lib/localize.js
var eraValues$2 = {
	narrow: ["AC", "DC"],
	abbreviated: ["AC", "DC"],
	wide: ["antes de cristo", "despois de cristo"]
};
var quarterValues$2 = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"T1",
		"T2",
		"T3",
		"T4"
	],
	wide: [
		"1º trimestre",
		"2º trimestre",
		"3º trimestre",
		"4º trimestre"
	]
};
var monthValues$2 = {
	narrow: [
		"e",
		"f",
		"m",
		"a",
		"m",
		"j",
		"j",
		"a",
		"s",
		"o",
		"n",
		"d"
	],
	abbreviated: [
		"xan",
		"feb",
		"mar",
		"abr",
		"mai",
		"xun",
		"xul",
		"ago",
		"set",
		"out",
		"nov",
		"dec"
	],
	wide: [
		"xaneiro",
		"febreiro",
		"marzo",
		"abril",
		"maio",
		"xuño",
		"xullo",
		"agosto",
		"setembro",
		"outubro",
		"novembro",
		"decembro"
	]
};
var dayValues$2 = {
	narrow: [
		"d",
		"l",
		"m",
		"m",
		"j",
		"v",
		"s"
	],
	short: [
		"do",
		"lu",
		"ma",
		"me",
		"xo",
		"ve",
		"sa"
	],
	abbreviated: [
		"dom",
		"lun",
		"mar",
		"mer",
		"xov",
		"ven",
		"sab"
	],
	wide: [
		"domingo",
		"luns",
		"martes",
		"mércores",
		"xoves",
		"venres",
		"sábado"
	]
};
var dayPeriodValues$2 = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "mn",
		noon: "md",
		morning: "mañá",
		afternoon: "tarde",
		evening: "tarde",
		night: "noite"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "medianoite",
		noon: "mediodía",
		morning: "mañá",
		afternoon: "tarde",
		evening: "tardiña",
		night: "noite"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "medianoite",
		noon: "mediodía",
		morning: "mañá",
		afternoon: "tarde",
		evening: "tardiña",
		night: "noite"
	}
};
var formattingDayPeriodValues$2 = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "mn",
		noon: "md",
		morning: "da mañá",
		afternoon: "da tarde",
		evening: "da tardiña",
		night: "da noite"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "medianoite",
		noon: "mediodía",
		morning: "da mañá",
		afternoon: "da tarde",
		evening: "da tardiña",
		night: "da noite"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "medianoite",
		noon: "mediodía",
		morning: "da mañá",
		afternoon: "da tarde",
		evening: "da tardiña",
		night: "da noite"
	}
};
var ordinalNumber$2 = (dirtyNumber, _options) => {
	return Number(dirtyNumber) + "º";
};
// ../../node_modules/date-fns/locale/gl.js
/**
* @category Locales
* @summary Galician locale.
* @language Galician
* @iso-639-2 glg
* @author Alberto Doval - Cocodin Technology[@cocodinTech](https://github.com/cocodinTech)
* @author Fidel Pita [@fidelpita](https://github.com/fidelpita)
*/
var gl = {
	code: "gl",
	formatDistance: formatDistance$2,
	formatLong: formatLong$2,
	formatRelative: formatRelative$2,
	localize: {
		ordinalNumber: ordinalNumber$2,
		era: buildLocalizeFn({
			values: eraValues$2,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$2,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$2,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$2,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$2,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues$2,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(º)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value, 10)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(ac|dc|a|d)/i,
				abbreviated: /^(a\.?\s?c\.?|a\.?\s?e\.?\s?c\.?|d\.?\s?c\.?|e\.?\s?c\.?)/i,
				wide: /^(antes de cristo|antes da era com[uú]n|despois de cristo|era com[uú]n)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				any: [/^ac/i, /^dc/i],
				wide: [/^(antes de cristo|antes da era com[uú]n)/i, /^(despois de cristo|era com[uú]n)/i]
			},
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^T[1234]/i,
				wide: /^[1234](º)? trimestre/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[xfmasond]/i,
				abbreviated: /^(xan|feb|mar|abr|mai|xun|xul|ago|set|out|nov|dec)/i,
				wide: /^(xaneiro|febreiro|marzo|abril|maio|xuño|xullo|agosto|setembro|outubro|novembro|decembro)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^x/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^x/i,
					/^x/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^xan/i,
					/^feb/i,
					/^mar/i,
					/^abr/i,
					/^mai/i,
					/^xun/i,
					/^xul/i,
					/^ago/i,
					/^set/i,
					/^out/i,
					/^nov/i,
					/^dec/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[dlmxvs]/i,
				short: /^(do|lu|ma|me|xo|ve|sa)/i,
				abbreviated: /^(dom|lun|mar|mer|xov|ven|sab)/i,
				wide: /^(domingo|luns|martes|m[eé]rcores|xoves|venres|s[áa]bado)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^d/i,
					/^l/i,
					/^m/i,
					/^m/i,
					/^x/i,
					/^v/i,
					/^s/i
				],
				any: [
					/^do/i,
					/^lu/i,
					/^ma/i,
					/^me/i,
					/^xo/i,
					/^ve/i,
					/^sa/i
				]
			},
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|mn|md|(da|[aá]s) (mañ[aá]|tarde|noite))/i,
				any: /^([ap]\.?\s?m\.?|medianoite|mediod[ií]a|(da|[aá]s) (mañ[aá]|tarde|noite))/i
			},
			defaultMatchWidth: "any",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^mn/i,
				noon: /^md/i,
				morning: /mañ[aá]/i,
				afternoon: /tarde/i,
				evening: /tardiña/i,
				night: /noite/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 1
	}
};
// ../../node_modules/date-fns/locale/it/_lib/formatDistance.js
var formatDistanceLocale$1 = {
	lessThanXSeconds: {
		one: "meno di un secondo",
		other: "meno di {{count}} secondi"
	},
	xSeconds: {
		one: "un secondo",
		other: "{{count}} secondi"
	},
	halfAMinute: "alcuni secondi",
	lessThanXMinutes: {
		one: "meno di un minuto",
		other: "meno di {{count}} minuti"
	},
	xMinutes: {
		one: "un minuto",
		other: "{{count}} minuti"
	},
	aboutXHours: {
		one: "circa un'ora",
		other: "circa {{count}} ore"
	},
	xHours: {
		one: "un'ora",
		other: "{{count}} ore"
	},
	xDays: {
		one: "un giorno",
		other: "{{count}} giorni"
	},
	aboutXWeeks: {
		one: "circa una settimana",
		other: "circa {{count}} settimane"
	},
	xWeeks: {
		one: "una settimana",
		other: "{{count}} settimane"
	},
	aboutXMonths: {
		one: "circa un mese",
		other: "circa {{count}} mesi"
	},
	xMonths: {
		one: "un mese",
		other: "{{count}} mesi"
	},
	aboutXYears: {
		one: "circa un anno",
		other: "circa {{count}} anni"
	},
	xYears: {
		one: "un anno",
		other: "{{count}} anni"
	},
	overXYears: {
		one: "più di un anno",
		other: "più di {{count}} anni"
	},
	almostXYears: {
		one: "quasi un anno",
		other: "quasi {{count}} anni"
	}
};
var formatDistance$1 = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale$1[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", count.toString());
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "tra " + result;
		else return result + " fa";
	}
	return result;
};
var formatLong$1 = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE d MMMM y",
			long: "d MMMM y",
			medium: "d MMM y",
			short: "dd/MM/y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} {{time}}",
			long: "{{date}} {{time}}",
			medium: "{{date}} {{time}}",
			short: "{{date}} {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/it/_lib/formatRelative.js
var weekdays = [
	"domenica",
	"lunedì",
	"martedì",
	"mercoledì",
	"giovedì",
	"venerdì",
	"sabato"
];
function lastWeek(day) {
	switch (day) {
		case 0: return "'domenica scorsa alle' p";
		default: return "'" + weekdays[day] + " scorso alle' p";
	}
}
function thisWeek(day) {
	return "'" + weekdays[day] + " alle' p";
}
function nextWeek(day) {
	switch (day) {
		case 0: return "'domenica prossima alle' p";
		default: return "'" + weekdays[day] + " prossimo alle' p";
	}
}
var formatRelativeLocale$1 = {
	lastWeek: (date, baseDate, options) => {
		const day = date.getDay();
		if (isSameWeek(date, baseDate, options)) return thisWeek(day);
		else return lastWeek(day);
	},
	yesterday: "'ieri alle' p",
	today: "'oggi alle' p",
	tomorrow: "'domani alle' p",
	nextWeek: (date, baseDate, options) => {
		const day = date.getDay();
		if (isSameWeek(date, baseDate, options)) return thisWeek(day);
		else return nextWeek(day);
	},
	other: "P"
};
var formatRelative$1 = (token, date, baseDate, options) => {
	const format = formatRelativeLocale$1[token];
	if (typeof format === "function") return format(date, baseDate, options);
	return format;
};
// ../../node_modules/date-fns/locale/it/_lib/localize.js
var eraValues$1 = {
	narrow: ["aC", "dC"],
	abbreviated: ["a.C.", "d.C."],
	wide: ["avanti Cristo", "dopo Cristo"]
};
var quarterValues$1 = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"T1",
		"T2",
		"T3",
		"T4"
	],
	wide: [
		"1º trimestre",
		"2º trimestre",
		"3º trimestre",
		"4º trimestre"
	]
};
var monthValues$1 = {
	narrow: [
		"G",
		"F",
		"M",
		"A",
		"M",
		"G",
		"L",
		"A",
		"S",
		"O",
		"N",
		"D"
	],
	abbreviated: [
		"gen",
		"feb",
		"mar",
		"apr",
		"mag",
		"giu",
		"lug",
		"ago",
		"set",
		"ott",
		"nov",
		"dic"
	],
	wide: [
		"gennaio",
		"febbraio",
		"marzo",
		"aprile",
		"maggio",
		"giugno",
		"luglio",
		"agosto",
		"settembre",
		"ottobre",
		"novembre",
		"dicembre"
	]
};
var dayValues$1 = {
	narrow: [
		"D",
		"L",
		"M",
		"M",
		"G",
		"V",
		"S"
	],
	short: [
		"dom",
		"lun",
		"mar",
		"mer",
		"gio",
		"ven",
		"sab"
	],
	abbreviated: [
		"dom",
		"lun",
		"mar",
		"mer",
		"gio",
		"ven",
		"sab"
	],
	wide: [
		"domenica",
		"lunedì",
		"martedì",
		"mercoledì",
		"giovedì",
		"venerdì",
		"sabato"
	]
};
var dayPeriodValues$1 = {
	narrow: {
		am: "m.",
		pm: "p.",
		midnight: "mezzanotte",
		noon: "mezzogiorno",
		morning: "mattina",
		afternoon: "pomeriggio",
		evening: "sera",
		night: "notte"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "mezzanotte",
		noon: "mezzogiorno",
		morning: "mattina",
		afternoon: "pomeriggio",
		evening: "sera",
		night: "notte"
	},
	wide: {
		am: "AM",
		pm: "PM",
		midnight: "mezzanotte",
		noon: "mezzogiorno",
		morning: "mattina",
		afternoon: "pomeriggio",
		evening: "sera",
		night: "notte"
	}
};
var formattingDayPeriodValues$1 = {
	narrow: {
		am: "m.",
		pm: "p.",
		midnight: "mezzanotte",
		noon: "mezzogiorno",
		morning: "di mattina",
		afternoon: "del pomeriggio",
		evening: "di sera",
		night: "di notte"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "mezzanotte",
		noon: "mezzogiorno",
		morning: "di mattina",
		afternoon: "del pomeriggio",
		evening: "di sera",
		night: "di notte"
	},
	wide: {
		am: "AM",
		pm: "PM",
		midnight: "mezzanotte",
		noon: "mezzogiorno",
		morning: "di mattina",
		afternoon: "del pomeriggio",
		evening: "di sera",
		night: "di notte"
	}
};
var ordinalNumber$1 = (dirtyNumber, _options) => {
	const number = Number(dirtyNumber);
	return String(number);
};
// ../../node_modules/date-fns/locale/it.js
/**
* @category Locales
* @summary Italian locale.
* @language Italian
* @iso-639-2 ita
* @author Alberto Restifo [@albertorestifo](https://github.com/albertorestifo)
* @author Giovanni Polimeni [@giofilo](https://github.com/giofilo)
* @author Vincenzo Carrese [@vin-car](https://github.com/vin-car)
*/
var it = {
	code: "it",
	formatDistance: formatDistance$1,
	formatLong: formatLong$1,
	formatRelative: formatRelative$1,
	localize: {
		ordinalNumber: ordinalNumber$1,
		era: buildLocalizeFn({
			values: eraValues$1,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues$1,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues$1,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues$1,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues$1,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues$1,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(º)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value, 10)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(aC|dC)/i,
				abbreviated: /^(a\.?\s?C\.?|a\.?\s?e\.?\s?v\.?|d\.?\s?C\.?|e\.?\s?v\.?)/i,
				wide: /^(avanti Cristo|avanti Era Volgare|dopo Cristo|Era Volgare)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [/^a/i, /^(d|e)/i] },
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^t[1234]/i,
				wide: /^[1234](º)? trimestre/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[gfmalsond]/i,
				abbreviated: /^(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)/i,
				wide: /^(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^g/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^g/i,
					/^l/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^ge/i,
					/^f/i,
					/^mar/i,
					/^ap/i,
					/^mag/i,
					/^gi/i,
					/^l/i,
					/^ag/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[dlmgvs]/i,
				short: /^(do|lu|ma|me|gi|ve|sa)/i,
				abbreviated: /^(dom|lun|mar|mer|gio|ven|sab)/i,
				wide: /^(domenica|luned[i|ì]|marted[i|ì]|mercoled[i|ì]|gioved[i|ì]|venerd[i|ì]|sabato)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^d/i,
					/^l/i,
					/^m/i,
					/^m/i,
					/^g/i,
					/^v/i,
					/^s/i
				],
				any: [
					/^d/i,
					/^l/i,
					/^ma/i,
					/^me/i,
					/^g/i,
					/^v/i,
					/^s/i
				]
			},
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|m\.|p|mezzanotte|mezzogiorno|(di|del) (mattina|pomeriggio|sera|notte))/i,
				any: /^([ap]\.?\s?m\.?|mezzanotte|mezzogiorno|(di|del) (mattina|pomeriggio|sera|notte))/i
			},
			defaultMatchWidth: "any",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^mezza/i,
				noon: /^mezzo/i,
				morning: /mattina/i,
				afternoon: /pomeriggio/i,
				evening: /sera/i,
				night: /notte/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 1,
		firstWeekContainsDate: 4
	}
};
// ../../node_modules/date-fns/locale/pt/_lib/formatDistance.js
var formatDistanceLocale = {
	lessThanXSeconds: {
		one: "menos de um segundo",
		other: "menos de {{count}} segundos"
	},
	xSeconds: {
		one: "1 segundo",
		other: "{{count}} segundos"
	},
	halfAMinute: "meio minuto",
	lessThanXMinutes: {
		one: "menos de um minuto",
		other: "menos de {{count}} minutos"
	},
	xMinutes: {
		one: "1 minuto",
		other: "{{count}} minutos"
	},
	aboutXHours: {
		one: "aproximadamente 1 hora",
		other: "aproximadamente {{count}} horas"
	},
	xHours: {
		one: "1 hora",
		other: "{{count}} horas"
	},
	xDays: {
		one: "1 dia",
		other: "{{count}} dias"
	},
	aboutXWeeks: {
		one: "aproximadamente 1 semana",
		other: "aproximadamente {{count}} semanas"
	},
	xWeeks: {
		one: "1 semana",
		other: "{{count}} semanas"
	},
	aboutXMonths: {
		one: "aproximadamente 1 mês",
		other: "aproximadamente {{count}} meses"
	},
	xMonths: {
		one: "1 mês",
		other: "{{count}} meses"
	},
	aboutXYears: {
		one: "aproximadamente 1 ano",
		other: "aproximadamente {{count}} anos"
	},
	xYears: {
		one: "1 ano",
		other: "{{count}} anos"
	},
	overXYears: {
		one: "mais de 1 ano",
		other: "mais de {{count}} anos"
	},
	almostXYears: {
		one: "quase 1 ano",
		other: "quase {{count}} anos"
	}
};
var formatDistance = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", String(count));
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "daqui a " + result;
		else return "há " + result;
	}
	return result;
};
var formatLong = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, d 'de' MMMM 'de' y",
			long: "d 'de' MMMM 'de' y",
			medium: "d 'de' MMM 'de' y",
			short: "dd/MM/y"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "HH:mm:ss zzzz",
			long: "HH:mm:ss z",
			medium: "HH:mm:ss",
			short: "HH:mm"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'às' {{time}}",
			long: "{{date}} 'às' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// ../../node_modules/date-fns/locale/pt/_lib/formatRelative.js
var formatRelativeLocale = {
	lastWeek: (date) => {
		const weekday = date.getDay();
		return "'" + (weekday === 0 || weekday === 6 ? "último" : "última") + "' eeee 'às' p";
	},
	yesterday: "'ontem às' p",
	today: "'hoje às' p",
	tomorrow: "'amanhã às' p",
	nextWeek: "eeee 'às' p",
	other: "P"
};
var formatRelative = (token, date, _baseDate, _options) => {
	const format = formatRelativeLocale[token];
	if (typeof format === "function") return format(date);
	return format;
};
// ../../node_modules/date-fns/locale/pt/_lib/localize.js
var eraValues = {
	narrow: ["aC", "dC"],
	abbreviated: ["a.C.", "d.C."],
	wide: ["antes de Cristo", "depois de Cristo"]
};
var quarterValues = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"T1",
		"T2",
		"T3",
		"T4"
	],
	wide: [
		"1º trimestre",
		"2º trimestre",
		"3º trimestre",
		"4º trimestre"
	]
};
var monthValues = {
	narrow: [
		"j",
		"f",
		"m",
		"a",
		"m",
		"j",
		"j",
		"a",
		"s",
		"o",
		"n",
		"d"
	],
	abbreviated: [
		"jan",
		"fev",
		"mar",
		"abr",
		"mai",
		"jun",
		"jul",
		"ago",
		"set",
		"out",
		"nov",
		"dez"
	],
	wide: [
		"janeiro",
		"fevereiro",
		"março",
		"abril",
		"maio",
		"junho",
		"julho",
		"agosto",
		"setembro",
		"outubro",
		"novembro",
		"dezembro"
	]
};
var dayValues = {
	narrow: [
		"d",
		"s",
		"t",
		"q",
		"q",
		"s",
		"s"
	],
	short: [
		"dom",
		"seg",
		"ter",
		"qua",
		"qui",
		"sex",
		"sáb"
	],
	abbreviated: [
		"dom",
		"seg",
		"ter",
		"qua",
		"qui",
		"sex",
		"sáb"
	],
	wide: [
		"domingo",
		"segunda-feira",
		"terça-feira",
		"quarta-feira",
		"quinta-feira",
		"sexta-feira",
		"sábado"
	]
};
var dayPeriodValues = {
	narrow: {
		am: "AM",
		pm: "PM",
		midnight: "meia-noite",
		noon: "meio-dia",
		morning: "manhã",
		afternoon: "tarde",
		evening: "noite",
		night: "madrugada"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "meia-noite",
		noon: "meio-dia",
		morning: "manhã",
		afternoon: "tarde",
		evening: "noite",
		night: "madrugada"
	},
	wide: {
		am: "AM",
		pm: "PM",
		midnight: "meia-noite",
		noon: "meio-dia",
		morning: "manhã",
		afternoon: "tarde",
		evening: "noite",
		night: "madrugada"
	}
};
var formattingDayPeriodValues = {
	narrow: {
		am: "AM",
		pm: "PM",
		midnight: "meia-noite",
		noon: "meio-dia",
		morning: "da manhã",
		afternoon: "da tarde",
		evening: "da noite",
		night: "da madrugada"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "meia-noite",
		noon: "meio-dia",
		morning: "da manhã",
		afternoon: "da tarde",
		evening: "da noite",
		night: "da madrugada"
	},
	wide: {
		am: "AM",
		pm: "PM",
		midnight: "meia-noite",
		noon: "meio-dia",
		morning: "da manhã",
		afternoon: "da tarde",
		evening: "da noite",
		night: "da madrugada"
	}
};
var ordinalNumber = (dirtyNumber, _options) => {
	return Number(dirtyNumber) + "º";
};
// ../../node_modules/date-fns/locale/pt.js
/**
* @category Locales
* @summary Portuguese locale.
* @language Portuguese
* @iso-639-2 por
* @author Dário Freire [@dfreire](https://github.com/dfreire)
* @author Adrián de la Rosa [@adrm](https://github.com/adrm)
*/
var pt = {
	code: "pt",
	formatDistance,
	formatLong,
	formatRelative,
	localize: {
		ordinalNumber,
		era: buildLocalizeFn({
			values: eraValues,
			defaultWidth: "wide"
		}),
		quarter: buildLocalizeFn({
			values: quarterValues,
			defaultWidth: "wide",
			argumentCallback: (quarter) => quarter - 1
		}),
		month: buildLocalizeFn({
			values: monthValues,
			defaultWidth: "wide"
		}),
		day: buildLocalizeFn({
			values: dayValues,
			defaultWidth: "wide"
		}),
		dayPeriod: buildLocalizeFn({
			values: dayPeriodValues,
			defaultWidth: "wide",
			formattingValues: formattingDayPeriodValues,
			defaultFormattingWidth: "wide"
		})
	},
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(º|ª)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value, 10)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(ac|dc|a|d)/i,
				abbreviated: /^(a\.?\s?c\.?|a\.?\s?e\.?\s?c\.?|d\.?\s?c\.?|e\.?\s?c\.?)/i,
				wide: /^(antes de cristo|antes da era comum|depois de cristo|era comum)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				any: [/^ac/i, /^dc/i],
				wide: [/^(antes de cristo|antes da era comum)/i, /^(depois de cristo|era comum)/i]
			},
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^T[1234]/i,
				wide: /^[1234](º|ª)? trimestre/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[jfmasond]/i,
				abbreviated: /^(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)/i,
				wide: /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^j/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^j/i,
					/^j/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^ja/i,
					/^f/i,
					/^mar/i,
					/^ab/i,
					/^mai/i,
					/^jun/i,
					/^jul/i,
					/^ag/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[dstq]/i,
				short: /^(dom|seg|ter|qua|qui|sex|s[áa]b)/i,
				abbreviated: /^(dom|seg|ter|qua|qui|sex|s[áa]b)/i,
				wide: /^(domingo|segunda-?\s?feira|terça-?\s?feira|quarta-?\s?feira|quinta-?\s?feira|sexta-?\s?feira|s[áa]bado)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^d/i,
					/^s/i,
					/^t/i,
					/^q/i,
					/^q/i,
					/^s/i,
					/^s/i
				],
				any: [
					/^d/i,
					/^seg/i,
					/^t/i,
					/^qua/i,
					/^qui/i,
					/^sex/i,
					/^s[áa]/i
				]
			},
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|meia-?\s?noite|meio-?\s?dia|(da) (manh[ãa]|tarde|noite|madrugada))/i,
				any: /^([ap]\.?\s?m\.?|meia-?\s?noite|meio-?\s?dia|(da) (manh[ãa]|tarde|noite|madrugada))/i
			},
			defaultMatchWidth: "any",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^meia/i,
				noon: /^meio/i,
				morning: /manh[ãa]/i,
				afternoon: /tarde/i,
				evening: /noite/i,
				night: /madrugada/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 0,
		firstWeekContainsDate: 4
	}
};
// src/lib/town-dates.ts
/**
* Dates and numbers in the page's language, on the town's clock. Browsers do not all carry
* Intl data for Basque and Galician (Debian's Chromium has neither): there, dates go through
* date-fns, which has all nine languages, and numbers follow Spanish conventions (comma
* decimals, a space before units). Our English is British; the pseudo-locale formats as English.
*/
var DATE_LOCALES = {
	es,
	ca,
	eu,
	gl,
	en: enGB,
	fr,
	de,
	it,
	pt
};
/**
* Basque and Galician never go through Intl, even where it has them (Node on the server
* does, most browsers don't): a page must read the same when the server renders it and
* when the browser hydrates it (docs/decisions/013-server-rendering.md).
*/
var WITHOUT_INTL = /* @__PURE__ */ new Set(["eu", "gl"]);
var intlLocale = (lang) => lang === "en" || !(lang in DATE_LOCALES) ? "en-GB" : lang;
var hasIntl = (lang) => !WITHOUT_INTL.has(lang) && Intl.DateTimeFormat.supportedLocalesOf([intlLocale(lang)]).length > 0;
/** The locale numbers are written in: the page's, or Spanish conventions for Basque and Galician. */
function numberLocale(lang) {
	if (WITHOUT_INTL.has(lang)) return "es";
	const wanted = lang === "pt" ? "pt-PT" : intlLocale(lang);
	return Intl.NumberFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : "es";
}
/** A weekday's name (0 = Monday) in the page's language. */
function weekdayName(index, lang) {
	return formatTownDate(new Date(Date.UTC(2024, 0, 1 + index, 12)), lang, { weekday: "long" }, "EEEE");
}
/** A calendar day (YYYY-MM-DD) is taken at its noon, which is that same day in the town. */
var instantOf = (value) => value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? /* @__PURE__ */ new Date(`${value}T12:00:00Z`) : new Date(value);
/**
* An instant or a calendar day as the town's clock shows it: with Intl's `options` when the
* browser knows the language, else with the date-fns `pattern` (written per language, so
* that it reads naturally even where the browser lacks the language).
*/
function formatTownDate(value, lang, options, pattern) {
	const instant = instantOf(value);
	if (hasIntl(lang)) return new Intl.DateTimeFormat(intlLocale(lang), {
		...options,
		timeZone: TOWN_TIME_ZONE
	}).format(instant);
	return formatTownPattern(instant, lang, pattern);
}
/** Catalan elides "de" before a vowel ("5 d’abril"), which a date-fns pattern cannot express. */
var elideCatalan = (lang, text) => lang === "ca" ? text.replace(/\bde (?=[aeiouàèéíòóú])/gi, "d’") : text;
/** With date-fns only: what browsers without Intl data for the language show. */
var formatTownPattern = (value, lang, pattern) => elideCatalan(lang, format(new TZDate(instantOf(value).getTime(), TOWN_TIME_ZONE), pattern, { locale: DATE_LOCALES[lang] ?? enGB }));
/** Hours and minutes on the town's clock (every one of our languages uses the 24-hour clock). */
var formatTownTime = (value) => format(new TZDate(instantOf(value).getTime(), TOWN_TIME_ZONE), "HH:mm");
export { pt as a, fr as c, enGB as d, de as f, weekdayName as i, eu as l, formatTownTime as n, it as o, ca as p, numberLocale as r, gl as s, formatTownDate as t, es as u };
