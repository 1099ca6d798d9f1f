import { c as fr$1 } from "./town-dates-D171u_7M.js";
import { n as DateLib } from "./asset-detail-Cqfly7CA.js";
// ../../node_modules/react-day-picker/dist/esm/locale/fr.js
/** French locale extended with DayPicker-specific translations. */
var fr = {
	...fr$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers.today) label = `Aujourd'hui, ${label}`;
			if (modifiers.selected) label = `${label}, sélectionné`;
			return label;
		},
		labelMonthDropdown: "Choisir le mois",
		labelNext: "Aller au mois suivant",
		labelPrevious: "Aller au mois précédent",
		labelWeekNumber: (weekNumber) => `Semaine ${weekNumber}`,
		labelYearDropdown: "Choisir l'année",
		labelGrid: (date, options, dateLib) => (dateLib ?? new DateLib(options)).formatMonthYear(date),
		labelGridcell: (date, modifiers, options, dateLib) => {
			let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
			if (modifiers?.today) label = `Aujourd'hui, ${label}`;
			return label;
		},
		labelNav: "Barre de navigation",
		labelWeekNumberHeader: "Numéro de semaine",
		labelWeekday: (date, options, dateLib) => (dateLib ?? new DateLib(options)).format(date, "cccc")
	}
};
export { fr };
