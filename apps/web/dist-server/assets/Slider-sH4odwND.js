import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, a as slotShouldForwardProp, h as composeClasses, m as outsetFocusRing, n as useDefaultProps, r as styled, t as memoTheme, y as clamp } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { r as useEnhancedEffect, t as chainPropTypes } from "./chainPropTypes-C9z2IIvT.js";
import { B as useRtl, d as visuallyHidden } from "../entry-server.js";
import { a as useSlot, b as useForkRef, m as getTransitionStyles, s as extractEventHandlers, x as isHostComponent, y as useEventCallback } from "./useReducedMotion-DNKmSelM.js";
import { n as ownerDocument } from "./getActiveElement-BBpvq3W5.js";
import { t as useControlled } from "./useControlled-CwmnIvK2.js";
import { t as isFocusVisible } from "./isFocusVisible-CVT_IKM8.js";
import { n as getActiveElement_default, t as contains_default } from "./contains-DdIqX6Bm.js";
import { t as capitalize_default } from "./capitalize-7zuZVFvm.js";
import { r as createSimplePaletteValueFilter } from "./Typography-Cd2Ejhtg.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// ../../node_modules/@mui/material/Slider/sliderClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
function getSliderUtilityClass(slot) {
	return generateUtilityClass("MuiSlider", slot);
}
var sliderClasses = generateUtilityClasses("MuiSlider", [
	"root",
	"active",
	"colorPrimary",
	"colorSecondary",
	"colorError",
	"colorInfo",
	"colorSuccess",
	"colorWarning",
	"disabled",
	"dragging",
	"focusVisible",
	"mark",
	"markActive",
	"marked",
	"markLabel",
	"markLabelActive",
	"rail",
	"sizeSmall",
	"thumb",
	"track",
	"trackInverted",
	"trackFalse",
	"valueLabel",
	"valueLabelOpen",
	"valueLabelCircle",
	"valueLabelLabel",
	"vertical"
]);
// ../../node_modules/@mui/material/utils/areArraysEqual.mjs
function areArraysEqual(array1, array2, itemComparer = (a, b) => a === b) {
	return array1.length === array2.length && array1.every((value, index) => itemComparer(value, array2[index]));
}
// ../../node_modules/@mui/material/Slider/useSlider.mjs
var INTENTIONAL_DRAG_COUNT_THRESHOLD = 2;
var EMPTY_MARKS = [];
var EMPTY_OBJ = {};
function getNewValue(currentValue, step, direction, min, max) {
	return direction === 1 ? Math.min(currentValue + step, max) : Math.max(currentValue - step, min);
}
function asc(a, b) {
	return a - b;
}
function findClosest(values, currentValue, preferredIndex = -1) {
	const { index: closestIndex } = values.reduce((acc, value, index) => {
		const distance = Math.abs(currentValue - value);
		if (acc == null || distance <= acc.distance) return {
			distance,
			index
		};
		return acc;
	}, null) ?? EMPTY_OBJ;
	if (closestIndex == null) return closestIndex;
	if (preferredIndex >= 0 && values[preferredIndex] === values[closestIndex]) return preferredIndex;
	return closestIndex;
}
function trackFinger(event, touchIdRef) {
	if (touchIdRef.current != null && event.changedTouches) {
		const touchEvent = event;
		for (let i = 0; i < touchEvent.changedTouches.length; i += 1) {
			const touch = touchEvent.changedTouches[i];
			if (touch.identifier === touchIdRef.current) return {
				x: touch.clientX,
				y: touch.clientY
			};
		}
		return false;
	}
	return {
		x: event.clientX,
		y: event.clientY
	};
}
function valueToPercent(value, min, max) {
	return (value - min) * 100 / (max - min);
}
function percentToValue(percent, min, max) {
	return (max - min) * percent + min;
}
function getDecimalPrecision(num) {
	if (Math.abs(num) < 1) {
		const parts = num.toExponential().split("e-");
		const matissaDecimalPart = parts[0].split(".")[1];
		return (matissaDecimalPart ? matissaDecimalPart.length : 0) + parseInt(parts[1], 10);
	}
	const decimalPart = num.toString().split(".")[1];
	return decimalPart ? decimalPart.length : 0;
}
function roundValueToStep(value, step, min) {
	const nearest = Math.round((value - min) / step) * step + min;
	return Number(nearest.toFixed(getDecimalPrecision(step)));
}
function setValueIndex(values, newValue, index) {
	const output = values.slice();
	output[index] = newValue;
	return output.sort(asc);
}
function focusThumb(sliderRef, activeIndex, setActive, focusVisible) {
	const doc = ownerDocument(sliderRef.current);
	const activeElement = getActiveElement_default(doc);
	if (!contains_default(sliderRef.current, activeElement) || Number(activeElement?.getAttribute("data-index")) !== activeIndex) {
		const input = sliderRef.current?.querySelector(`[type="range"][data-index="${activeIndex}"]`);
		if (input != null) {
			if (focusVisible == null) input.focus({ preventScroll: true });
			else input.focus({
				preventScroll: true,
				focusVisible
			});
		}
	}
	if (setActive) setActive(activeIndex);
}
function areValuesEqual(newValue, oldValue) {
	if (typeof newValue === "number" && typeof oldValue === "number") return newValue === oldValue;
	if (typeof newValue === "object" && typeof oldValue === "object") return areArraysEqual(newValue, oldValue);
	return false;
}
var axisProps = {
	horizontal: {
		offset: (percent) => ({ left: `${percent}%` }),
		leap: (percent) => ({ width: `${percent}%` })
	},
	"horizontal-reverse": {
		offset: (percent) => ({ right: `${percent}%` }),
		leap: (percent) => ({ width: `${percent}%` })
	},
	vertical: {
		offset: (percent) => ({ bottom: `${percent}%` }),
		leap: (percent) => ({ height: `${percent}%` })
	}
};
var Identity$1 = (x) => x;
function useSlider(parameters) {
	const { "aria-labelledby": ariaLabelledby, defaultValue, disabled = false, disableSwap = false, isRtl = false, marks: marksProp = false, max = 100, min = 0, name, onChange, onChangeCommitted, orientation = "horizontal", rootRef: ref, scale = Identity$1, step = 1, shiftStep = 10, tabIndex, value: valueProp } = parameters;
	const touchIdRef = import_react.useRef(void 0);
	const focusFrameRef = import_react.useRef(null);
	const [active, setActive] = import_react.useState(-1);
	const [open, setOpen] = import_react.useState(-1);
	const [dragging, setDragging] = import_react.useState(false);
	const moveCountRef = import_react.useRef(0);
	const lastUsedThumbIndexRef = import_react.useRef(-1);
	const pointerDownHandledRef = import_react.useRef(false);
	const activePointerIdRef = import_react.useRef(-1);
	const cancelFocusFrame = useEventCallback(() => {
		if (focusFrameRef.current != null) {
			cancelAnimationFrame(focusFrameRef.current);
			focusFrameRef.current = null;
		}
	});
	const lastChangedValueRef = import_react.useRef(null);
	const [valueDerived, setValueState] = useControlled({
		controlled: valueProp,
		default: defaultValue ?? min,
		name: "Slider"
	});
	const handleChange = useEventCallback((event, value, thumbIndex) => {
		const nativeEvent = "nativeEvent" in event ? event.nativeEvent : event;
		const clonedEvent = new nativeEvent.constructor(nativeEvent.type, nativeEvent);
		Object.defineProperty(clonedEvent, "target", {
			writable: true,
			value: {
				value,
				name
			}
		});
		lastChangedValueRef.current = value;
		onChange?.(clonedEvent, value, thumbIndex);
	});
	const range = Array.isArray(valueDerived);
	const values = import_react.useMemo(() => {
		if (typeof valueDerived === "number") return [clamp(valueDerived, min, max)];
		if (valueDerived == null) return [min];
		const sortedValues = valueDerived.slice().sort(asc);
		for (let i = 0; i < sortedValues.length; i += 1) {
			const value = sortedValues[i];
			sortedValues[i] = value == null ? min : clamp(value, min, max);
		}
		return sortedValues;
	}, [
		valueDerived,
		min,
		max
	]);
	const marks = import_react.useMemo(() => {
		if (marksProp === true && step != null) {
			const generatedMarks = new Array(Math.floor((max - min) / step) + 1);
			for (let i = 0; i < generatedMarks.length; i += 1) generatedMarks[i] = { value: min + step * i };
			return generatedMarks;
		}
		return Array.isArray(marksProp) ? marksProp : EMPTY_MARKS;
	}, [
		marksProp,
		step,
		min,
		max
	]);
	const marksValues = import_react.useMemo(() => {
		const markValues = new Array(marks.length);
		for (let i = 0; i < marks.length; i += 1) markValues[i] = marks[i].value;
		return markValues;
	}, [marks]);
	const [focusedThumbIndex, setFocusedThumbIndex] = import_react.useState(-1);
	const sliderRef = import_react.useRef(null);
	const handleRef = useForkRef(ref, sliderRef);
	const createHandleHiddenInputFocus = (otherHandlers) => (event) => {
		const index = Number(event.currentTarget.getAttribute("data-index"));
		if (isFocusVisible(event.target)) setFocusedThumbIndex(index);
		setOpen(index);
		otherHandlers?.onFocus?.(event);
	};
	const createHandleHiddenInputBlur = (otherHandlers) => (event) => {
		if (!isFocusVisible(event.target)) setFocusedThumbIndex(-1);
		setOpen(-1);
		otherHandlers?.onBlur?.(event);
	};
	const changeValue = (event, valueInput) => {
		const index = Number(event.currentTarget.getAttribute("data-index"));
		const value = values[index];
		const marksIndex = marksValues.indexOf(value);
		let newValue = valueInput;
		if (marks && step == null) {
			const maxMarksValue = marksValues[marksValues.length - 1];
			if (newValue >= maxMarksValue) newValue = maxMarksValue;
			else if (newValue <= marksValues[0]) newValue = marksValues[0];
			else newValue = newValue < value ? marksValues[marksIndex - 1] : marksValues[marksIndex + 1];
		}
		newValue = clamp(newValue, min, max);
		if (range) {
			if (disableSwap) newValue = clamp(newValue, values[index - 1] ?? -Infinity, values[index + 1] ?? Infinity);
			const previousValue = newValue;
			newValue = setValueIndex(values, newValue, index);
			let activeIndex = index;
			if (!disableSwap) activeIndex = newValue.indexOf(previousValue);
			focusThumb(sliderRef, activeIndex);
		}
		setValueState(newValue);
		setFocusedThumbIndex(index);
		if (onChange && !areValuesEqual(newValue, valueDerived)) handleChange(event, newValue, index);
		if (onChangeCommitted) onChangeCommitted(event, lastChangedValueRef.current ?? newValue);
	};
	const createHandleHiddenInputKeyDown = (otherHandlers) => (event) => {
		if ([
			"ArrowUp",
			"ArrowDown",
			"ArrowLeft",
			"ArrowRight",
			"PageUp",
			"PageDown",
			"Home",
			"End"
		].includes(event.key)) {
			event.preventDefault();
			const index = Number(event.currentTarget.getAttribute("data-index"));
			const value = values[index];
			let newValue = null;
			if (step != null) {
				const stepSize = event.shiftKey ? shiftStep : step;
				switch (event.key) {
					case "ArrowUp":
						newValue = getNewValue(value, stepSize, 1, min, max);
						break;
					case "ArrowRight":
						newValue = getNewValue(value, stepSize, isRtl ? -1 : 1, min, max);
						break;
					case "ArrowDown":
						newValue = getNewValue(value, stepSize, -1, min, max);
						break;
					case "ArrowLeft":
						newValue = getNewValue(value, stepSize, isRtl ? 1 : -1, min, max);
						break;
					case "PageUp":
						newValue = getNewValue(value, shiftStep, 1, min, max);
						break;
					case "PageDown":
						newValue = getNewValue(value, shiftStep, -1, min, max);
						break;
					case "Home":
						newValue = min;
						break;
					case "End": newValue = max;
				}
			} else if (marks) {
				const maxMarksValue = marksValues[marksValues.length - 1];
				const currentMarkIndex = marksValues.indexOf(value);
				const decrementKeys = [
					isRtl ? "ArrowRight" : "ArrowLeft",
					"ArrowDown",
					"PageDown",
					"Home"
				];
				const incrementKeys = [
					isRtl ? "ArrowLeft" : "ArrowRight",
					"ArrowUp",
					"PageUp",
					"End"
				];
				if (decrementKeys.includes(event.key)) {
					if (currentMarkIndex === 0) newValue = marksValues[0];
					else newValue = marksValues[currentMarkIndex - 1];
				} else if (incrementKeys.includes(event.key)) {
					if (currentMarkIndex === marksValues.length - 1) newValue = maxMarksValue;
					else newValue = marksValues[currentMarkIndex + 1];
				}
			}
			if (newValue != null) changeValue(event, newValue);
		}
		otherHandlers?.onKeyDown?.(event);
	};
	useEnhancedEffect(() => {
		const activeElement = getActiveElement_default(ownerDocument(sliderRef.current));
		if (disabled && contains_default(sliderRef.current, activeElement)) {
			if (activeElement != null && "blur" in activeElement) activeElement.blur();
		}
	}, [disabled]);
	if (disabled && active !== -1) setActive(-1);
	if (disabled && focusedThumbIndex !== -1) setFocusedThumbIndex(-1);
	const createHandleHiddenInputChange = (otherHandlers) => (event) => {
		otherHandlers.onChange?.(event);
		changeValue(event, event.currentTarget.valueAsNumber);
	};
	const previousIndexRef = import_react.useRef(void 0);
	let axis = orientation;
	if (isRtl && orientation === "horizontal") axis += "-reverse";
	const getValueAtFinger = (finger) => {
		const { current: slider } = sliderRef;
		if (!slider) return null;
		const { width, height, bottom, left } = slider.getBoundingClientRect();
		let percent;
		if (axis.startsWith("vertical")) percent = (bottom - finger.y) / height;
		else percent = (finger.x - left) / width;
		if (axis.includes("-reverse")) percent = 1 - percent;
		let newValue;
		newValue = percentToValue(percent, min, max);
		if (step) newValue = roundValueToStep(newValue, step, min);
		else {
			const closestIndex = findClosest(marksValues, newValue);
			newValue = marksValues[closestIndex];
		}
		newValue = clamp(newValue, min, max);
		let activeIndex = 0;
		if (range) {
			const isDragging = previousIndexRef.current !== -1;
			activeIndex = isDragging ? previousIndexRef.current : findClosest(values, newValue, lastUsedThumbIndexRef.current);
			if (disableSwap) newValue = clamp(newValue, values[activeIndex - 1] ?? -Infinity, values[activeIndex + 1] ?? Infinity);
			const previousValue = newValue;
			newValue = setValueIndex(values, newValue, activeIndex);
			if (!(disableSwap && isDragging)) {
				activeIndex = newValue.indexOf(previousValue);
				previousIndexRef.current = activeIndex;
			}
		}
		return {
			newValue,
			activeIndex
		};
	};
	const handleTouchMove = useEventCallback((nativeEvent) => {
		if ("pointerId" in nativeEvent && nativeEvent.pointerId !== activePointerIdRef.current) return;
		const finger = trackFinger(nativeEvent, touchIdRef);
		if (!finger) return;
		moveCountRef.current += 1;
		if (nativeEvent.type === "pointermove" && nativeEvent.buttons === 0) {
			handleTouchEnd(nativeEvent);
			return;
		}
		const newFingerValue = getValueAtFinger(finger);
		if (!newFingerValue) return;
		focusThumb(sliderRef, newFingerValue.activeIndex, setActive, false);
		lastUsedThumbIndexRef.current = newFingerValue.activeIndex;
		setValueState(newFingerValue.newValue);
		if (!dragging && moveCountRef.current > INTENTIONAL_DRAG_COUNT_THRESHOLD) setDragging(true);
		if (onChange && !areValuesEqual(newFingerValue.newValue, valueDerived)) handleChange(nativeEvent, newFingerValue.newValue, newFingerValue.activeIndex);
	});
	const handleTouchEnd = useEventCallback((nativeEvent) => {
		if ("pointerId" in nativeEvent && nativeEvent.pointerId !== activePointerIdRef.current) return;
		const finger = trackFinger(nativeEvent, touchIdRef);
		setDragging(false);
		if (!finger) return;
		const newFingerValue = getValueAtFinger(finger);
		setActive(-1);
		if (nativeEvent.type === "touchend") setOpen(-1);
		if (newFingerValue && onChangeCommitted) onChangeCommitted(nativeEvent, lastChangedValueRef.current ?? newFingerValue.newValue);
		if ("pointerType" in nativeEvent && sliderRef.current?.hasPointerCapture(nativeEvent.pointerId)) sliderRef.current.releasePointerCapture(nativeEvent.pointerId);
		touchIdRef.current = void 0;
		activePointerIdRef.current = -1;
		stopListening();
	});
	const handleTouchStart = useEventCallback((nativeEvent) => {
		if (disabled) return;
		if (pointerDownHandledRef.current) {
			pointerDownHandledRef.current = false;
			const touch = nativeEvent.changedTouches[0];
			if (touch != null) touchIdRef.current = touch.identifier;
			return;
		}
		const touch = nativeEvent.changedTouches[0];
		if (touch != null) touchIdRef.current = touch.identifier;
		const finger = trackFinger(nativeEvent, touchIdRef);
		if (finger !== false) {
			previousIndexRef.current = -1;
			const newFingerValue = getValueAtFinger(finger);
			if (newFingerValue) {
				focusThumb(sliderRef, newFingerValue.activeIndex, setActive, false);
				lastUsedThumbIndexRef.current = newFingerValue.activeIndex;
				setValueState(newFingerValue.newValue);
				if (onChange && !areValuesEqual(newFingerValue.newValue, valueDerived)) handleChange(nativeEvent, newFingerValue.newValue, newFingerValue.activeIndex);
			}
		}
		moveCountRef.current = 0;
		const doc = ownerDocument(sliderRef.current);
		doc.addEventListener("touchmove", handleTouchMove, { passive: true });
		doc.addEventListener("touchend", handleTouchEnd, { passive: true });
	});
	const stopListening = import_react.useCallback(() => {
		const doc = ownerDocument(sliderRef.current);
		doc.removeEventListener("pointermove", handleTouchMove);
		doc.removeEventListener("pointerup", handleTouchEnd);
		doc.removeEventListener("touchmove", handleTouchMove);
		doc.removeEventListener("touchend", handleTouchEnd);
	}, [handleTouchEnd, handleTouchMove]);
	import_react.useEffect(() => {
		const slider = sliderRef.current;
		if (!slider) return;
		slider.addEventListener("touchstart", handleTouchStart, { passive: true });
		return () => {
			slider.removeEventListener("touchstart", handleTouchStart);
			cancelFocusFrame();
			stopListening();
		};
	}, [
		stopListening,
		handleTouchStart,
		cancelFocusFrame
	]);
	import_react.useEffect(() => {
		if (disabled) {
			stopListening();
			cancelFocusFrame();
		}
	}, [
		disabled,
		stopListening,
		cancelFocusFrame
	]);
	const createHandlePointerDown = (otherHandlers) => (event) => {
		otherHandlers.onPointerDown?.(event);
		if (event.pointerType === "touch") pointerDownHandledRef.current = true;
		if (disabled || event.defaultPrevented || event.button !== 0) return;
		const finger = trackFinger(event, touchIdRef);
		if (finger !== false) {
			previousIndexRef.current = -1;
			const newFingerValue = getValueAtFinger(finger);
			if (newFingerValue) {
				const thumbInput = sliderRef.current?.querySelector(`input[type="range"][data-index="${newFingerValue.activeIndex}"]`);
				const doc = ownerDocument(sliderRef.current);
				const pressedOnFocusedThumb = thumbInput != null && thumbInput === getActiveElement_default(doc);
				setActive(newFingerValue.activeIndex);
				lastUsedThumbIndexRef.current = newFingerValue.activeIndex;
				if (pressedOnFocusedThumb) event.preventDefault();
				else {
					cancelFocusFrame();
					focusFrameRef.current = requestAnimationFrame(() => {
						focusFrameRef.current = null;
						focusThumb(sliderRef, newFingerValue.activeIndex, void 0, false);
					});
				}
				setValueState(newFingerValue.newValue);
				if (onChange && !areValuesEqual(newFingerValue.newValue, valueDerived)) handleChange(event, newFingerValue.newValue, newFingerValue.activeIndex);
			}
		}
		moveCountRef.current = 0;
		activePointerIdRef.current = event.pointerId;
		const doc = ownerDocument(sliderRef.current);
		try {
			event.currentTarget.setPointerCapture(event.pointerId);
		} catch {}
		doc.addEventListener("pointermove", handleTouchMove, { passive: true });
		doc.addEventListener("pointerup", handleTouchEnd);
	};
	const trackOffset = valueToPercent(range ? values[0] : min, min, max);
	const trackLeap = valueToPercent(values[values.length - 1], min, max) - trackOffset;
	const getRootProps = (externalProps = EMPTY_OBJ) => {
		const externalHandlers = extractEventHandlers(externalProps);
		const ownEventHandlers = { onPointerDown: createHandlePointerDown(externalHandlers) };
		const mergedEventHandlers = {
			...externalHandlers,
			...ownEventHandlers
		};
		return {
			...externalProps,
			ref: handleRef,
			...mergedEventHandlers
		};
	};
	const createHandleMouseOver = (otherHandlers) => (event) => {
		otherHandlers.onMouseOver?.(event);
		const index = Number(event.currentTarget.getAttribute("data-index"));
		setOpen(index);
	};
	const createHandleMouseLeave = (otherHandlers) => (event) => {
		otherHandlers.onMouseLeave?.(event);
		setOpen(-1);
	};
	const getThumbProps = (externalProps = EMPTY_OBJ) => {
		const externalHandlers = extractEventHandlers(externalProps);
		const ownEventHandlers = {
			onMouseOver: createHandleMouseOver(externalHandlers),
			onMouseLeave: createHandleMouseLeave(externalHandlers)
		};
		return {
			...externalProps,
			...externalHandlers,
			...ownEventHandlers
		};
	};
	const getThumbStyle = (index) => {
		let zIndex;
		if (range) {
			if (active === index) zIndex = 2;
			else if (lastUsedThumbIndexRef.current === index) zIndex = 1;
		} else if (active === index) zIndex = 1;
		return {
			pointerEvents: active !== -1 && active !== index ? "none" : void 0,
			zIndex
		};
	};
	let cssWritingMode;
	if (orientation === "vertical") cssWritingMode = isRtl ? "vertical-rl" : "vertical-lr";
	const getHiddenInputProps = (externalProps = EMPTY_OBJ) => {
		const externalHandlers = extractEventHandlers(externalProps);
		const ownEventHandlers = {
			onChange: createHandleHiddenInputChange(externalHandlers),
			onFocus: createHandleHiddenInputFocus(externalHandlers),
			onBlur: createHandleHiddenInputBlur(externalHandlers),
			onKeyDown: createHandleHiddenInputKeyDown(externalHandlers)
		};
		const mergedEventHandlers = {
			...externalHandlers,
			...ownEventHandlers
		};
		return {
			tabIndex,
			"aria-labelledby": ariaLabelledby,
			"aria-orientation": orientation,
			"aria-valuemax": scale(max),
			"aria-valuemin": scale(min),
			name,
			type: "range",
			min: parameters.min,
			max: parameters.max,
			step: parameters.step === null && parameters.marks ? "any" : parameters.step ?? void 0,
			disabled,
			...externalProps,
			...mergedEventHandlers,
			style: {
				...visuallyHidden,
				direction: isRtl ? "rtl" : "ltr",
				width: "100%",
				height: "100%",
				writingMode: cssWritingMode
			}
		};
	};
	return {
		active,
		axis,
		axisProps,
		dragging,
		focusedThumbIndex,
		getHiddenInputProps,
		getRootProps,
		getThumbProps,
		marks,
		open,
		range,
		rootRef: handleRef,
		trackLeap,
		trackOffset,
		values,
		getThumbStyle
	};
}
// ../../node_modules/@mui/material/Slider/SliderValueLabel.mjs
var import_jsx_runtime = require_jsx_runtime();
var useValueLabelClasses = (props) => {
	const { open } = props;
	return {
		offset: clsx(open && sliderClasses.valueLabelOpen),
		circle: sliderClasses.valueLabelCircle,
		label: sliderClasses.valueLabelLabel
	};
};
/**
* @ignore - internal component.
*/
function SliderValueLabel$1(props) {
	const { children, className, value } = props;
	const classes = useValueLabelClasses(props);
	if (!children) return null;
	return /*#__PURE__*/ import_react.cloneElement(children, { className: children.props.className }, /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [children.props.children, /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
		className: clsx(classes.offset, className),
		"aria-hidden": true,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
			className: classes.circle,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
				className: classes.label,
				children: value
			})
		})
	})] }));
}
process.env.NODE_ENV !== "production" && (SliderValueLabel$1.propTypes = {
	children: import_prop_types.default.element.isRequired,
	className: import_prop_types.default.string,
	value: import_prop_types.default.node
});
// ../../node_modules/@mui/material/Slider/Slider.mjs
function Identity(x) {
	return x;
}
var SliderRoot = styled("span", {
	name: "MuiSlider",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[`color${capitalize_default(ownerState.color)}`],
			ownerState.size !== "medium" && styles[`size${capitalize_default(ownerState.size)}`],
			ownerState.marked && styles.marked,
			ownerState.orientation === "vertical" && styles.vertical,
			ownerState.track === "inverted" && styles.trackInverted,
			ownerState.track === false && styles.trackFalse
		];
	}
})(memoTheme(({ theme }) => ({
	borderRadius: 12,
	boxSizing: "content-box",
	display: "inline-block",
	position: "relative",
	cursor: "pointer",
	touchAction: "none",
	WebkitTapHighlightColor: "transparent",
	"@media print": { colorAdjust: "exact" },
	[`&.${sliderClasses.disabled}`]: {
		pointerEvents: "none",
		cursor: "default",
		color: (theme.vars || theme).palette.grey[400]
	},
	[`&.${sliderClasses.dragging}`]: { [`& .${sliderClasses.thumb}, & .${sliderClasses.track}`]: { transition: "none" } },
	variants: [
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: { color: (theme.vars || theme).palette[color].main }
		})),
		{
			props: { orientation: "horizontal" },
			style: {
				height: 4,
				width: "100%",
				padding: "13px 0",
				"@media (pointer: coarse)": { padding: "20px 0" }
			}
		},
		{
			props: {
				orientation: "horizontal",
				size: "small"
			},
			style: { height: 2 }
		},
		{
			props: {
				orientation: "horizontal",
				marked: true
			},
			style: { marginBottom: 20 }
		},
		{
			props: { orientation: "vertical" },
			style: {
				height: "100%",
				width: 4,
				padding: "0 13px",
				"@media (pointer: coarse)": { padding: "0 20px" }
			}
		},
		{
			props: {
				orientation: "vertical",
				size: "small"
			},
			style: { width: 2 }
		},
		{
			props: {
				orientation: "vertical",
				marked: true
			},
			style: { marginRight: 44 }
		}
	]
})));
var SliderRail = styled("span", {
	name: "MuiSlider",
	slot: "Rail"
})({
	display: "block",
	position: "absolute",
	borderRadius: "inherit",
	backgroundColor: "currentColor",
	opacity: .38,
	"@media (forced-colors: active)": {
		border: "1px solid transparent",
		boxSizing: "border-box"
	},
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				width: "100%",
				height: "inherit",
				top: "50%",
				transform: "translateY(-50%)"
			}
		},
		{
			props: { orientation: "vertical" },
			style: {
				height: "100%",
				width: "inherit",
				left: "50%",
				transform: "translateX(-50%)"
			}
		},
		{
			props: { track: "inverted" },
			style: { opacity: 1 }
		}
	]
});
var SliderTrack = styled("span", {
	name: "MuiSlider",
	slot: "Track"
})(memoTheme(({ theme }) => {
	return {
		display: "block",
		position: "absolute",
		borderRadius: "inherit",
		border: "1px solid currentColor",
		backgroundColor: "currentColor",
		...getTransitionStyles(theme, [
			"left",
			"width",
			"bottom",
			"height"
		], { duration: theme.transitions.duration.shortest }),
		variants: [
			{
				props: { size: "small" },
				style: { "@media (forced-colors: none)": { border: "none" } }
			},
			{
				props: { orientation: "horizontal" },
				style: {
					height: "inherit",
					top: "50%",
					transform: "translateY(-50%)"
				}
			},
			{
				props: { orientation: "vertical" },
				style: {
					width: "inherit",
					left: "50%",
					transform: "translateX(-50%)"
				}
			},
			{
				props: { track: false },
				style: { display: "none" }
			},
			...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
				props: {
					color,
					track: "inverted"
				},
				style: { ...theme.vars ? {
					backgroundColor: theme.vars.palette.Slider[`${color}Track`],
					borderColor: theme.vars.palette.Slider[`${color}Track`]
				} : {
					backgroundColor: theme.lighten(theme.palette[color].main, .62),
					borderColor: theme.lighten(theme.palette[color].main, .62),
					...theme.applyStyles("dark", { backgroundColor: theme.darken(theme.palette[color].main, .5) }),
					...theme.applyStyles("dark", { borderColor: theme.darken(theme.palette[color].main, .5) })
				} }
			}))
		]
	};
}));
var SliderThumb = styled("span", {
	name: "MuiSlider",
	slot: "Thumb"
})(memoTheme(({ theme }) => ({
	position: "absolute",
	width: 20,
	height: 20,
	boxSizing: "border-box",
	borderRadius: "50%",
	outline: 0,
	backgroundColor: "currentColor",
	display: "flex",
	alignItems: "center",
	justifyContent: "center",
	...getTransitionStyles(theme, [
		"box-shadow",
		"left",
		"bottom"
	], { duration: theme.transitions.duration.shortest }),
	"@media (forced-colors: active)": { border: "1px solid ButtonBorder" },
	"&::before": {
		position: "absolute",
		content: "\"\"",
		borderRadius: "inherit",
		width: "100%",
		height: "100%",
		boxShadow: (theme.vars || theme).shadows[2]
	},
	"&::after": {
		position: "absolute",
		content: "\"\"",
		borderRadius: "50%",
		width: 42,
		height: 42,
		top: "50%",
		left: "50%",
		transform: "translate(-50%, -50%)"
	},
	[`&.${sliderClasses.disabled}`]: { "&:hover": { boxShadow: "none" } },
	...theme.focusVisible && { [`&.${sliderClasses.focusVisible}`]: {
		...outsetFocusRing,
		...theme.focusVisible
	} },
	variants: [
		{
			props: { size: "small" },
			style: {
				width: 12,
				height: 12,
				"&::before": { boxShadow: "none" }
			}
		},
		{
			props: { orientation: "horizontal" },
			style: {
				top: "50%",
				transform: "translate(-50%, -50%)"
			}
		},
		{
			props: { orientation: "vertical" },
			style: {
				left: "50%",
				transform: "translate(-50%, 50%)"
			}
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: {
				"&:hover": {
					boxShadow: `0px 0px 0px 8px ${theme.alpha((theme.vars || theme).palette[color].main, .16)}`,
					"@media (hover: none)": { boxShadow: "none" }
				},
				...!theme.focusVisible && { [`&.${sliderClasses.focusVisible}`]: {
					boxShadow: `0px 0px 0px 8px ${theme.alpha((theme.vars || theme).palette[color].main, .16)}`,
					"@media (hover: none)": { boxShadow: "none" }
				} },
				[`&.${sliderClasses.active}`]: { boxShadow: `0px 0px 0px 14px ${theme.alpha((theme.vars || theme).palette[color].main, .16)}` }
			}
		}))
	]
})));
var SliderValueLabel = styled(SliderValueLabel$1, {
	name: "MuiSlider",
	slot: "ValueLabel"
})(memoTheme(({ theme }) => ({
	zIndex: 1,
	whiteSpace: "nowrap",
	...theme.typography.body2,
	fontWeight: 500,
	...getTransitionStyles(theme, ["transform"], { duration: theme.transitions.duration.shortest }),
	position: "absolute",
	backgroundColor: (theme.vars || theme).palette.grey[600],
	borderRadius: 2,
	color: (theme.vars || theme).palette.common.white,
	display: "flex",
	alignItems: "center",
	justifyContent: "center",
	padding: "0.25rem 0.75rem",
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				transform: "translateY(-100%) scale(0)",
				top: "-10px",
				transformOrigin: "bottom center",
				"&::before": {
					position: "absolute",
					content: "\"\"",
					width: 8,
					height: 8,
					transform: "translate(-50%, 50%) rotate(45deg)",
					backgroundColor: "inherit",
					bottom: 0,
					left: "50%"
				},
				[`&.${sliderClasses.valueLabelOpen}`]: { transform: "translateY(-100%) scale(1)" }
			}
		},
		{
			props: { orientation: "vertical" },
			style: {
				transform: "translateY(-50%) scale(0)",
				right: "30px",
				top: "50%",
				transformOrigin: "right center",
				"&::before": {
					position: "absolute",
					content: "\"\"",
					width: 8,
					height: 8,
					transform: "translate(-50%, -50%) rotate(45deg)",
					backgroundColor: "inherit",
					right: -8,
					top: "50%"
				},
				[`&.${sliderClasses.valueLabelOpen}`]: { transform: "translateY(-50%) scale(1)" }
			}
		},
		{
			props: { size: "small" },
			style: {
				fontSize: theme.typography.pxToRem(12),
				padding: "0.25rem 0.5rem"
			}
		},
		{
			props: {
				orientation: "vertical",
				size: "small"
			},
			style: { right: "20px" }
		}
	]
})));
process.env.NODE_ENV !== "production" && (SliderValueLabel.propTypes = {
	/**
	* @ignore
	*/
	children: import_prop_types.default.element.isRequired,
	/**
	* @ignore
	*/
	index: import_prop_types.default.number.isRequired,
	/**
	* @ignore
	*/
	open: import_prop_types.default.bool.isRequired,
	/**
	* @ignore
	*/
	value: import_prop_types.default.node
});
var SliderMark = styled("span", {
	name: "MuiSlider",
	slot: "Mark",
	shouldForwardProp: (prop) => slotShouldForwardProp(prop) && prop !== "markActive",
	overridesResolver: (props, styles) => {
		const { markActive } = props;
		return [styles.mark, markActive && styles.markActive];
	}
})(memoTheme(({ theme }) => ({
	position: "absolute",
	width: 2,
	height: 2,
	borderRadius: 1,
	backgroundColor: "currentColor",
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				top: "50%",
				transform: "translate(-1px, -50%)"
			}
		},
		{
			props: { orientation: "vertical" },
			style: {
				left: "50%",
				transform: "translate(-50%, 1px)"
			}
		},
		{
			props: { markActive: true },
			style: {
				backgroundColor: (theme.vars || theme).palette.background.paper,
				opacity: .8
			}
		}
	]
})));
var SliderMarkLabel = styled("span", {
	name: "MuiSlider",
	slot: "MarkLabel",
	shouldForwardProp: (prop) => slotShouldForwardProp(prop) && prop !== "markLabelActive"
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	color: (theme.vars || theme).palette.text.secondary,
	position: "absolute",
	whiteSpace: "nowrap",
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				top: 30,
				transform: "translateX(-50%)",
				"@media (pointer: coarse)": { top: 40 }
			}
		},
		{
			props: { orientation: "vertical" },
			style: {
				left: 36,
				transform: "translateY(50%)",
				"@media (pointer: coarse)": { left: 44 }
			}
		},
		{
			props: { markLabelActive: true },
			style: { color: (theme.vars || theme).palette.text.primary }
		}
	]
})));
var useUtilityClasses = (ownerState) => {
	const { disabled, dragging, marked, orientation, track, classes, color, size } = ownerState;
	const slots = {
		root: [
			"root",
			disabled && "disabled",
			dragging && "dragging",
			marked && "marked",
			orientation === "vertical" && "vertical",
			track === "inverted" && "trackInverted",
			track === false && "trackFalse",
			color && `color${capitalize_default(color)}`,
			size && `size${capitalize_default(size)}`
		],
		rail: ["rail"],
		track: ["track"],
		mark: ["mark"],
		markActive: ["markActive"],
		markLabel: ["markLabel"],
		markLabelActive: ["markLabelActive"],
		valueLabel: ["valueLabel"],
		thumb: ["thumb", disabled && "disabled"],
		active: ["active"],
		disabled: ["disabled"],
		focusVisible: ["focusVisible"]
	};
	return composeClasses(slots, getSliderUtilityClass, classes);
};
var Forward = ({ children }) => children;
var Slider = /*#__PURE__*/ import_react.forwardRef(function Slider(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiSlider"
	});
	const isRtl = useRtl();
	const { "aria-label": ariaLabel, "aria-valuetext": ariaValuetext, "aria-labelledby": ariaLabelledby, color = "primary", classes: classesProp, className, disableSwap = false, disabled = false, getAriaLabel, getAriaValueText, marks: marksProp = false, max = 100, min = 0, name, onChange, onChangeCommitted, orientation = "horizontal", shiftStep = 10, size = "medium", step = 1, scale = Identity, slotProps = {}, slots = {}, tabIndex, track = "normal", value: valueProp, valueLabelDisplay = "off", valueLabelFormat = Identity, ...other } = props;
	const ownerState = {
		...props,
		isRtl,
		max,
		min,
		classes: classesProp,
		disabled,
		disableSwap,
		orientation,
		marks: marksProp,
		color,
		size,
		step,
		shiftStep,
		scale,
		track,
		valueLabelDisplay,
		valueLabelFormat
	};
	const { axisProps, getRootProps, getHiddenInputProps, getThumbProps, open, active, axis, focusedThumbIndex, range, dragging, marks, values, trackOffset, trackLeap, getThumbStyle } = useSlider({
		...ownerState,
		rootRef: ref
	});
	ownerState.marked = marks.length > 0 && marks.some((mark) => mark.label);
	ownerState.dragging = dragging;
	ownerState.focusedThumbIndex = focusedThumbIndex;
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: SliderRoot,
		getSlotProps: getRootProps,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		className: [classes.root, className]
	});
	const [RailSlot, railProps] = useSlot("rail", {
		elementType: SliderRail,
		externalForwardedProps,
		ownerState,
		className: classes.rail
	});
	const [TrackSlot, trackProps] = useSlot("track", {
		elementType: SliderTrack,
		externalForwardedProps,
		additionalProps: { style: {
			...axisProps[axis].offset(trackOffset),
			...axisProps[axis].leap(trackLeap)
		} },
		ownerState,
		className: classes.track
	});
	const [ThumbSlot, thumbProps] = useSlot("thumb", {
		elementType: SliderThumb,
		getSlotProps: getThumbProps,
		externalForwardedProps,
		ownerState,
		className: classes.thumb
	});
	const [ValueLabelSlot, valueLabelProps] = useSlot("valueLabel", {
		elementType: SliderValueLabel,
		externalForwardedProps,
		ownerState,
		className: classes.valueLabel
	});
	const [MarkSlot, markProps] = useSlot("mark", {
		elementType: SliderMark,
		externalForwardedProps,
		ownerState,
		className: classes.mark
	});
	const [MarkLabelSlot, markLabelProps] = useSlot("markLabel", {
		elementType: SliderMarkLabel,
		externalForwardedProps,
		ownerState,
		className: classes.markLabel
	});
	const [InputSliderSlot, inputSliderProps] = useSlot("input", {
		elementType: "input",
		getSlotProps: getHiddenInputProps,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootProps,
		children: [
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(RailSlot, { ...railProps }),
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(TrackSlot, { ...trackProps }),
			marks.filter((mark) => mark.value >= min && mark.value <= max).map((mark, index) => {
				const percent = valueToPercent(mark.value, min, max);
				const style = axisProps[axis].offset(percent);
				let markActive;
				if (track === false) markActive = values.includes(mark.value);
				else markActive = track === "normal" && (range ? mark.value >= values[0] && mark.value <= values[values.length - 1] : mark.value <= values[0]) || track === "inverted" && (range ? mark.value <= values[0] || mark.value >= values[values.length - 1] : mark.value >= values[0]);
				return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(MarkSlot, {
					"data-index": index,
					...markProps,
					...!isHostComponent(MarkSlot) && { markActive },
					style: {
						...style,
						...markProps.style
					},
					className: clsx(markProps.className, markActive && classes.markActive)
				}), mark.label != null ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(MarkLabelSlot, {
					"aria-hidden": true,
					"data-index": index,
					...markLabelProps,
					...!isHostComponent(MarkLabelSlot) && { markLabelActive: markActive },
					style: {
						...style,
						...markLabelProps.style
					},
					className: clsx(classes.markLabel, markLabelProps.className, markActive && classes.markLabelActive),
					children: mark.label
				}) : null] }, index);
			}),
			values.map((value, index) => {
				const percent = valueToPercent(value, min, max);
				const style = axisProps[axis].offset(percent);
				const ValueLabelComponent = valueLabelDisplay === "off" ? Forward : ValueLabelSlot;
				return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ValueLabelComponent, {
					...!isHostComponent(ValueLabelComponent) && {
						valueLabelFormat,
						valueLabelDisplay,
						value: typeof valueLabelFormat === "function" ? valueLabelFormat(scale(value), index) : valueLabelFormat,
						index,
						open: open === index || active === index || valueLabelDisplay === "on",
						disabled
					},
					...valueLabelProps,
					children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ThumbSlot, {
						"data-index": index,
						...thumbProps,
						className: clsx(classes.thumb, thumbProps.className, active === index && classes.active, focusedThumbIndex === index && classes.focusVisible),
						style: {
							...style,
							...getThumbStyle(index),
							...thumbProps.style
						},
						children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(InputSliderSlot, {
							"data-index": index,
							"aria-label": getAriaLabel ? getAriaLabel(index) : ariaLabel,
							"aria-valuenow": scale(value),
							"aria-labelledby": ariaLabelledby,
							"aria-valuetext": getAriaValueText ? getAriaValueText(scale(value), index) : ariaValuetext,
							value: values[index],
							...inputSliderProps
						})
					})
				}, index);
			})
		]
	});
});
process.env.NODE_ENV !== "production" && (Slider.propTypes = {
	/**
	* The label of the slider.
	*/
	"aria-label": chainPropTypes(import_prop_types.default.string, (props) => {
		if (Array.isArray(props.value || props.defaultValue) && props["aria-label"] != null) return /* @__PURE__ */ new Error("MUI: You need to use the `getAriaLabel` prop instead of `aria-label` when using a range slider.");
		return null;
	}),
	/**
	* The id of the element containing a label for the slider.
	*/
	"aria-labelledby": import_prop_types.default.string,
	/**
	* A string value that provides a user-friendly name for the current value of the slider.
	*/
	"aria-valuetext": chainPropTypes(import_prop_types.default.string, (props) => {
		if (Array.isArray(props.value || props.defaultValue) && props["aria-valuetext"] != null) return /* @__PURE__ */ new Error("MUI: You need to use the `getAriaValueText` prop instead of `aria-valuetext` when using a range slider.");
		return null;
	}),
	/**
	* @ignore
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The color of the component.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'primary'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"primary",
		"secondary",
		"error",
		"info",
		"success",
		"warning"
	]), import_prop_types.default.string]),
	/**
	* The default value. Use when the component is not controlled.
	*/
	defaultValue: import_prop_types.default.oneOfType([import_prop_types.default.arrayOf(import_prop_types.default.number), import_prop_types.default.number]),
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the active thumb doesn't swap when moving pointer over a thumb while dragging another thumb.
	* @default false
	*/
	disableSwap: import_prop_types.default.bool,
	/**
	* Accepts a function which returns a string value that provides a user-friendly name for the thumb labels of the slider.
	* This is important for screen reader users.
	* @param {number} index The thumb label's index to format.
	* @returns {string}
	*/
	getAriaLabel: import_prop_types.default.func,
	/**
	* Accepts a function which returns a string value that provides a user-friendly name for the current value of the slider.
	* This is important for screen reader users.
	* @param {number} value The thumb label's value to format.
	* @param {number} index The thumb label's index to format.
	* @returns {string}
	*/
	getAriaValueText: import_prop_types.default.func,
	/**
	* Marks indicate predetermined values to which the user can move the slider.
	* If `true` the marks are spaced according the value of the `step` prop.
	* If an array, it should contain objects with `value` and an optional `label` keys.
	* @default false
	*/
	marks: import_prop_types.default.oneOfType([import_prop_types.default.arrayOf(import_prop_types.default.shape({
		label: import_prop_types.default.node,
		value: import_prop_types.default.number.isRequired
	})), import_prop_types.default.bool]),
	/**
	* The maximum allowed value of the slider.
	* Should not be equal to min.
	* @default 100
	*/
	max: import_prop_types.default.number,
	/**
	* The minimum allowed value of the slider.
	* Should not be equal to max.
	* @default 0
	*/
	min: import_prop_types.default.number,
	/**
	* Name attribute of the hidden `input` element.
	*/
	name: import_prop_types.default.string,
	/**
	* Callback function that is fired when the slider's value changed.
	*
	* @param {Event} event The event source of the callback.
	* You can pull out the new value by accessing `event.target.value` (any).
	* **Warning**: This is a generic event not a change event.
	* @param {Value} value The new value.
	* @param {number} activeThumb Index of the currently moved thumb.
	*/
	onChange: import_prop_types.default.func,
	/**
	* Callback function that is fired when the pointer or touch interaction ends.
	*
	* @param {React.SyntheticEvent | Event} event The event source of the callback. **Warning**: This is a generic event not a change event.
	* @param {Value} value The new value.
	*/
	onChangeCommitted: import_prop_types.default.func,
	/**
	* The component orientation.
	* @default 'horizontal'
	*/
	orientation: import_prop_types.default.oneOf(["horizontal", "vertical"]),
	/**
	* A transformation function, to change the scale of the slider.
	* @param {any} x
	* @returns {any}
	* @default function Identity(x) {
	*   return x;
	* }
	*/
	scale: import_prop_types.default.func,
	/**
	* The granularity with which the slider can step through values when using Page Up/Page Down or Shift + Arrow Up/Arrow Down.
	* @default 10
	*/
	shiftStep: import_prop_types.default.number,
	/**
	* The size of the slider.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["small", "medium"]), import_prop_types.default.string]),
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		input: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		mark: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		markLabel: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		rail: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		thumb: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		track: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		valueLabel: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.shape({
			children: import_prop_types.default.element,
			className: import_prop_types.default.string,
			open: import_prop_types.default.bool,
			style: import_prop_types.default.object,
			value: import_prop_types.default.node,
			valueLabelDisplay: import_prop_types.default.oneOf([
				"auto",
				"off",
				"on"
			])
		})])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		input: import_prop_types.default.elementType,
		mark: import_prop_types.default.elementType,
		markLabel: import_prop_types.default.elementType,
		rail: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType,
		thumb: import_prop_types.default.elementType,
		track: import_prop_types.default.elementType,
		valueLabel: import_prop_types.default.elementType
	}),
	/**
	* The granularity with which the slider can step through values. (A "discrete" slider.)
	* The `min` prop serves as the origin for the valid values.
	* We recommend (max - min) to be evenly divisible by the step.
	*
	* When step is `null`, the thumb can only be slid onto marks provided with the `marks` prop.
	* @default 1
	*/
	step: import_prop_types.default.number,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* Tab index attribute of the hidden `input` element.
	*/
	tabIndex: import_prop_types.default.number,
	/**
	* The track presentation:
	*
	* - `normal` the track will render a bar representing the slider value.
	* - `inverted` the track will render a bar representing the remaining slider value.
	* - `false` the track will render without a bar.
	* @default 'normal'
	*/
	track: import_prop_types.default.oneOf([
		"inverted",
		"normal",
		false
	]),
	/**
	* The value of the slider.
	* For ranged sliders, provide an array with two values.
	*/
	value: import_prop_types.default.oneOfType([import_prop_types.default.arrayOf(import_prop_types.default.number), import_prop_types.default.number]),
	/**
	* Controls when the value label is displayed:
	*
	* - `auto` the value label will display when the thumb is hovered or focused.
	* - `on` will display persistently.
	* - `off` will never display.
	* @default 'off'
	*/
	valueLabelDisplay: import_prop_types.default.oneOf([
		"auto",
		"off",
		"on"
	]),
	/**
	* The format function the value label's value.
	*
	* When a function is provided, it should have the following signature:
	*
	* - {number} value The value label's value to format
	* - {number} index The value label's index to format
	* @param {any} x
	* @returns {any}
	* @default function Identity(x) {
	*   return x;
	* }
	*/
	valueLabelFormat: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.string])
});
export { Slider as t };
