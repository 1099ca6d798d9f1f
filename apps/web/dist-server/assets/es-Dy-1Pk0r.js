import { u as es$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/es.js
/** Spanish locale extended with DayPicker-specific translations. */
var es = {
	...es$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Hoy, ${label}`;
			if (modifiers.selected) label = `${label}, seleccionado`;
			return label;
		},
		labelMonthDropdown: "Elegir el mes",
		labelNext: "Ir al mes siguiente",
		labelPrevious: "Ir al mes anterior",
		labelWeekNumber: (weekNumber) => `Semana ${weekNumber}`,
		labelYearDropdown: "Elegir el año",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Hoy, ${label}`;
			return label;
		},
		labelNav: "Barra de navegación",
		labelWeekNumberHeader: "Número de semana",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { es };
