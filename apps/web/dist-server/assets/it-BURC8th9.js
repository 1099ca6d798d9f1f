import { o as it$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/it.js
/** Italian locale extended with DayPicker-specific translations. */
var it = {
	...it$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Oggi, ${label}`;
			if (modifiers.selected) label = `${label}, selezionato`;
			return label;
		},
		labelMonthDropdown: "Scegli il mese",
		labelNext: "Vai al mese successivo",
		labelPrevious: "Vai al mese precedente",
		labelWeekNumber: (weekNumber) => `Settimana ${weekNumber}`,
		labelYearDropdown: "Scegli l’anno",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Oggi, ${label}`;
			return label;
		},
		labelNav: "Barra di navigazione",
		labelWeekNumberHeader: "Numero settimana",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { it };
