import { f as de$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/de.js
/** German locale extended with DayPicker-specific translations. */
var de = {
	...de$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Heute, ${label}`;
			if (modifiers.selected) label = `${label}, ausgewählt`;
			return label;
		},
		labelMonthDropdown: "Monat auswählen",
		labelNext: "Zum nächsten Monat",
		labelPrevious: "Zum vorherigen Monat",
		labelWeekNumber: (weekNumber) => `Woche ${weekNumber}`,
		labelYearDropdown: "Jahr auswählen",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Heute, ${label}`;
			return label;
		},
		labelNav: "Navigationsleiste",
		labelWeekNumberHeader: "Wochennummer",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { de };
