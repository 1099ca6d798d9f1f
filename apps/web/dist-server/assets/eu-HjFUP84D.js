import { l as eu$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/eu.js
/** Basque locale extended with DayPicker-specific translations. */
var eu = {
	...eu$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Gaur, ${label}`;
			if (modifiers.selected) label = `${label}, hautatua`;
			return label;
		},
		labelMonthDropdown: "Hautatu hilabetea",
		labelNext: "Joan hurrengo hilabetera",
		labelPrevious: "Joan aurreko hilabetera",
		labelWeekNumber: (weekNumber) => `Astea ${weekNumber}`,
		labelYearDropdown: "Hautatu urtea",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Gaur, ${label}`;
			return label;
		},
		labelNav: "Nabigazio barra",
		labelWeekNumberHeader: "Aste zenbakia",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { eu };
