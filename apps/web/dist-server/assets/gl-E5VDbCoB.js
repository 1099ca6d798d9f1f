import { s as gl$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/gl.js
/** Galician locale extended with DayPicker-specific translations. */
var gl = {
	...gl$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Hoxe, ${label}`;
			if (modifiers.selected) label = `${label}, seleccionado`;
			return label;
		},
		labelMonthDropdown: "Escoller o mes",
		labelNext: "Ir ao mes seguinte",
		labelPrevious: "Ir ao mes anterior",
		labelWeekNumber: (weekNumber) => `Semana ${weekNumber}`,
		labelYearDropdown: "Escoller o ano",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Hoxe, ${label}`;
			return label;
		},
		labelNav: "Barra de navegación",
		labelWeekNumberHeader: "Número de semana",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { gl };
