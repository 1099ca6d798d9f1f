import { a as pt$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/pt.js
/** Portuguese locale extended with DayPicker-specific translations. */
var pt = {
	...pt$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Hoje, ${label}`;
			if (modifiers.selected) label = `${label}, selecionado`;
			return label;
		},
		labelMonthDropdown: "Escolha o mês",
		labelNext: "Ir para o próximo mês",
		labelPrevious: "Ir para o mês anterior",
		labelWeekNumber: (weekNumber) => `Semana ${weekNumber}`,
		labelYearDropdown: "Escolha o ano",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Hoje, ${label}`;
			return label;
		},
		labelNav: "Barra de navegação",
		labelWeekNumberHeader: "Número da semana",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { pt };
