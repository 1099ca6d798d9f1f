import { p as ca$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/ca.js
/** Catalan locale extended with DayPicker-specific translations. */
var ca = {
	...ca$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Avui, ${label}`;
			if (modifiers.selected) label = `${label}, seleccionat`;
			return label;
		},
		labelMonthDropdown: "Tria el mes",
		labelNext: "Ves al mes següent",
		labelPrevious: "Ves al mes anterior",
		labelWeekNumber: (weekNumber) => `Setmana ${weekNumber}`,
		labelYearDropdown: "Tria l'any",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Avui, ${label}`;
			return label;
		},
		labelNav: "Barra de navegació",
		labelWeekNumberHeader: "Número de setmana",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { ca };
