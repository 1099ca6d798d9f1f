import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { r as Link, y as useSearchParams } from "./asset-types-CNV3WNaR.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as ChangePasswordForm } from "./change-password-form-XPn47Kri.js";
import { $ as isObject, A as Link$1, J as getI18n, K as useTranslation, Q as getFormatPlugin, X as unescape, Y as getDefaults, Z as escapeStringValues, _ as useLocalePath, et as isString, nt as warnOnce, q as I18nContext, tt as warn } from "../entry-server.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { n as keysFromSelector } from "./i18next-CJjHAm0L.js";
import { t as redirectQuery } from "./redirect-DyUJvNlf.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { o as useSessionStore } from "./api-client-Ba84igAR.js";
// ../../node_modules/html-parse-stringify/dist/esm/html-parse-stringify.js
var voidElements = {
	area: true,
	base: true,
	br: true,
	col: true,
	embed: true,
	hr: true,
	img: true,
	input: true,
	link: true,
	meta: true,
	param: true,
	source: true,
	track: true,
	wbr: true,
	"!doctype": true,
	"!DOCTYPE": true
};
var attrRE = /\s([^'"/\s><]+?)[\s/>]|([^\s=]+)=\s?("[^"]*"|'[^']*')/g;
function parseTag(tag) {
	const res = {
		type: "tag",
		name: "",
		voidElement: false,
		attrs: {},
		children: []
	};
	const tagMatch = tag.match(/<\/?([^\s]+?)[/\s>]/);
	if (tagMatch) {
		res.name = tagMatch[1];
		if (voidElements[tagMatch[1]] || tag.charAt(tag.length - 2) === "/") res.voidElement = true;
		if (res.name.startsWith("!--")) {
			const endIndex = tag.indexOf("-->");
			return {
				type: "comment",
				comment: endIndex !== -1 ? tag.slice(4, endIndex) : ""
			};
		}
	}
	const reg = new RegExp(attrRE);
	let result = null;
	for (;;) {
		result = reg.exec(tag);
		if (result === null) break;
		if (!result[0].trim()) continue;
		if (result[1]) {
			const attr = result[1].trim();
			let arr = [attr, null];
			const eq = attr.indexOf("=");
			if (eq > -1) arr = [attr.slice(0, eq), attr.slice(eq + 1)];
			res.attrs[arr[0]] = arr[1];
			reg.lastIndex--;
		} else if (result[2]) res.attrs[result[2]] = result[3].trim().substring(1, result[3].length - 1);
	}
	return res;
}
var tagRE = /<!--[\s\S]*?-->|<[a-zA-Z0-9\-!/](?:"[^"]*"|'[^']*'|[^'">])*>/g;
var tagNameRE = /<\/?([^\s]+?)[/\s>]/;
var whitespaceRE = /^\s*$/;
var rawTextRE = /^(script|style)$/i;
var sentinel = "\0";
var empty = Object.create(null);
function restoreSentinels(nodes) {
	nodes.forEach(function(node) {
		if (node.type === "text") {
			node.content = node.content.split(sentinel).join("<");
			return;
		}
		if (node.type === "comment") {
			node.comment = node.comment.split(sentinel).join("<");
			return;
		}
		for (const key in node.attrs) {
			const value = node.attrs[key];
			if (typeof value === "string" && value.indexOf(sentinel) > -1) node.attrs[key] = value.split(sentinel).join("<");
		}
		if (node.children.length) restoreSentinels(node.children);
	});
}
function parse(html, options) {
	const components = options && options.components || empty;
	const allowedTags = options && options.allowedTags;
	let restoreNeeded = false;
	if (allowedTags) {
		const isAllowed = typeof allowedTags === "function" ? allowedTags : function(name) {
			return allowedTags.indexOf(name) > -1;
		};
		let out = "";
		let pos = 0;
		tagRE.lastIndex = 0;
		let am;
		while (am = tagRE.exec(html)) {
			const tag = am[0];
			out += html.slice(pos, am.index);
			const nameMatch = tag.match(tagNameRE);
			if (tag.startsWith("<!--") || nameMatch && isAllowed(nameMatch[1])) {
				out += tag;
				pos = am.index + tag.length;
			} else {
				restoreNeeded = true;
				out += sentinel;
				pos = am.index + 1;
				tagRE.lastIndex = pos;
			}
		}
		html = out + html.slice(pos);
	}
	const result = [];
	const arr = [];
	let current;
	let level = -1;
	let inComponent = false;
	let rawUntil = 0;
	let htmlLower;
	if (html.indexOf("<") !== 0) {
		const end = html.indexOf("<");
		result.push({
			type: "text",
			content: end === -1 ? html : html.substring(0, end)
		});
	}
	const matches = [];
	let m;
	while (m = tagRE.exec(html)) matches.push(m);
	matches.forEach(function(match, i) {
		const tag = match[0];
		if (!tag) return;
		if (tag.startsWith("<!--")) return;
		let lts = 0;
		let gts = 0;
		let secondLt = -1;
		let quote = null;
		for (let j = 0; j < tag.length; j++) {
			const c = tag.charAt(j);
			if (quote) {
				if (c === quote) quote = null;
			} else if (c === "\"" || c === "'") quote = c;
			else if (c === "<") {
				lts++;
				if (lts === 2) secondLt = j;
			} else if (c === ">") gts++;
		}
		const validSplit = secondLt > -1 && /[a-zA-Z0-9\-!/]/.test(tag.charAt(secondLt + 1));
		if (lts > gts && validSplit) {
			const firstPart = tag.substring(0, secondLt);
			const secondPart = tag.substring(firstPart.length);
			matches[i][0] = secondPart;
			matches[i].index += firstPart.length;
		}
	});
	matches.forEach(function(match, i) {
		const tag = match[0];
		if (!tag) return;
		const index = match.index;
		if (index < rawUntil) return;
		if (inComponent) {
			if (tag !== "</" + current.name + ">") return;
			else inComponent = false;
		}
		const isOpen = tag.charAt(1) !== "/";
		const isComment = tag.startsWith("<!--");
		const start = index + tag.length;
		const nextChar = html.charAt(start);
		const nextMatch = matches[i + 1];
		let isText;
		if (nextChar === "<" && nextMatch) {
			const nextTag = html.substring(start, nextMatch.index);
			isText = nextTag.split("<").length > nextTag.split(">").length;
		}
		let parent;
		if (isComment) {
			const comment = parseTag(tag);
			if (level < 0) {
				result.push(comment);
				return result;
			}
			parent = arr[level];
			parent.children.push(comment);
			const text = html.slice(start, nextMatch ? nextMatch.index : void 0);
			if (text.length > 0) parent.children.push({
				type: "text",
				content: text
			});
			return result;
		}
		if (isOpen) {
			level++;
			current = parseTag(tag);
			if (current.type === "tag" && components[current.name]) {
				current.type = "component";
				inComponent = true;
			}
			let isRawText = false;
			if (!inComponent && !current.voidElement && rawTextRE.test(current.name)) {
				isRawText = true;
				htmlLower || (htmlLower = html.toLowerCase());
				const closeIndex = htmlLower.indexOf("</" + current.name.toLowerCase() + ">", start);
				const contentEnd = closeIndex === -1 ? html.length : closeIndex;
				const content = html.slice(start, contentEnd);
				if (content) current.children.push({
					type: "text",
					content
				});
				rawUntil = contentEnd;
			}
			if (!current.voidElement && !inComponent && !isRawText && nextChar && nextChar !== "<") current.children.push({
				type: "text",
				content: html.slice(start, nextMatch ? nextMatch.index : void 0)
			});
			if (level === 0) result.push(current);
			parent = arr[level - 1];
			if (parent) parent.children.push(current);
			arr[level] = current;
		}
		if (!isOpen || current.voidElement) {
			if (level > -1 && (current.voidElement || current.name === tag.slice(2, -1))) {
				level--;
				current = level === -1 ? result : arr[level];
			}
			if (!inComponent && (nextChar !== "<" || isText) && nextChar) {
				parent = level === -1 ? result : arr[level].children;
				const end = nextMatch ? nextMatch.index : -1;
				let content = html.slice(start, end === -1 ? void 0 : end);
				if (whitespaceRE.test(content)) content = " ";
				if (end > -1 && level + parent.length >= 0 || content !== " ") parent.push({
					type: "text",
					content
				});
			}
		}
	});
	if (restoreNeeded) restoreSentinels(result);
	return result;
}
function attrString(attrs) {
	const buff = [];
	for (const key in attrs) if (attrs[key] === null) buff.push(key);
	else buff.push(key + "=\"" + String(attrs[key]).replace(/"/g, "&quot;") + "\"");
	if (!buff.length) return "";
	return " " + buff.join(" ");
}
function stringifyNode(buff, doc) {
	switch (doc.type) {
		case "text": return buff + doc.content;
		case "tag": {
			const tagEnd = doc.voidElement && doc.name.toLowerCase() !== "!doctype" ? "/>" : ">";
			buff += "<" + doc.name + (doc.attrs ? attrString(doc.attrs) : "") + tagEnd;
			if (doc.voidElement) return buff;
			return buff + doc.children.reduce(stringifyNode, "") + "</" + doc.name + ">";
		}
		case "comment":
			buff += "<!--" + doc.comment + "-->";
			return buff;
	}
}
function stringify(doc) {
	return doc.reduce(function(token, rootEl) {
		return token + stringifyNode("", rootEl);
	}, "");
}
var index = {
	parse,
	stringify
};
// ../../node_modules/react-i18next/dist/es/TransWithoutContext.js
var import_react = /* @__PURE__ */ __toESM(require_react());
var hasChildren = (node, checkLength) => {
	if (!node) return false;
	const base = node.props?.children ?? node.children;
	if (checkLength) return base.length > 0;
	return !!base;
};
var getChildren = (node) => {
	if (!node) return [];
	const children = node.props?.children ?? node.children;
	return node.props?.i18nIsDynamicList ? getAsArray(children) : children;
};
var hasValidReactChildren = (children) => getAsArray(children).every(import_react.isValidElement);
var getAsArray = (data) => Array.isArray(data) ? data : [data];
var mergeProps = (source, target) => {
	const newTarget = { ...target };
	newTarget.props = {
		...target.props,
		...source.props
	};
	return newTarget;
};
var getValuesFromChildren = (children) => {
	const values = {};
	if (!children) return values;
	const getData = (childs) => {
		getAsArray(childs).forEach((child) => {
			if (isString(child)) return;
			if (hasChildren(child)) getData(getChildren(child));
			else if (isObject(child) && !(0, import_react.isValidElement)(child)) Object.assign(values, child);
		});
	};
	getData(children);
	return values;
};
var nodesToString = (children, i18nOptions, i18n, i18nKey) => {
	if (!children) return "";
	let stringNode = "";
	const childrenArray = getAsArray(children);
	const keepArray = i18nOptions?.transSupportBasicHtmlNodes ? i18nOptions.transKeepBasicHtmlNodesFor ?? [] : [];
	childrenArray.forEach((child, childIndex) => {
		if (isString(child)) {
			stringNode += `${child}`;
			return;
		}
		if ((0, import_react.isValidElement)(child)) {
			const { props, type } = child;
			const childPropsCount = Object.keys(props).length;
			const shouldKeepChild = keepArray.indexOf(type) > -1;
			const childChildren = props.children;
			if (!childChildren && shouldKeepChild && !childPropsCount) {
				stringNode += `<${type}/>`;
				return;
			}
			if (!childChildren && (!shouldKeepChild || childPropsCount) || props.i18nIsDynamicList) {
				stringNode += `<${childIndex}></${childIndex}>`;
				return;
			}
			if (shouldKeepChild && childPropsCount <= 1) {
				const cnt = isString(childChildren) ? childChildren : nodesToString(childChildren, i18nOptions, i18n, i18nKey);
				stringNode += `<${type}>${cnt}</${type}>`;
				return;
			}
			const content = nodesToString(childChildren, i18nOptions, i18n, i18nKey);
			stringNode += `<${childIndex}>${content}</${childIndex}>`;
			return;
		}
		if (child === null) {
			warn(i18n, "TRANS_NULL_VALUE", `Passed in a null value as child`, { i18nKey });
			return;
		}
		if (isObject(child)) {
			const { format, ...clone } = child;
			const keys = Object.keys(clone);
			if (keys.length === 1) {
				const value = format ? `${keys[0]}, ${format}` : keys[0];
				stringNode += `{{${value}}}`;
				return;
			}
			if (!keys.length && Object.keys(child).length === 1 && "format" in child) {
				stringNode += "{{format}}";
				return;
			}
			warn(i18n, "TRANS_INVALID_OBJ", `Invalid child - Object should only have keys {{ value, format }} (format is optional).`, {
				i18nKey,
				child
			});
			return;
		}
		warn(i18n, "TRANS_INVALID_VAR", `Passed in a variable like {number} - pass variables for interpolation as full objects like {{number}}.`, {
			i18nKey,
			child
		});
	});
	return stringNode;
};
var renderNodes = (children, knownComponentsMap, targetString, i18n, i18nOptions, combinedTOpts, shouldUnescapeOption, escapedValues) => {
	if (targetString === "") return [];
	const keepArray = i18nOptions.transKeepBasicHtmlNodesFor || [];
	const emptyChildrenButNeedsHandling = targetString && new RegExp(keepArray.map((keep) => `<${keep}`).join("|")).test(targetString);
	const unescapeFn = typeof i18nOptions.unescape === "function" ? i18nOptions.unescape : getDefaults().unescape;
	if (!children && !knownComponentsMap && !emptyChildrenButNeedsHandling && !shouldUnescapeOption) return [escapedValues && isString(targetString) ? unescapeFn(targetString) : targetString];
	const shouldUnescape = shouldUnescapeOption || escapedValues;
	const data = knownComponentsMap ?? {};
	const getData = (childs) => {
		getAsArray(childs).forEach((child) => {
			if (isString(child)) return;
			if (hasChildren(child)) getData(getChildren(child));
			else if (isObject(child) && !(0, import_react.isValidElement)(child)) Object.assign(data, child);
		});
	};
	getData(children);
	const knownNames = Object.keys(data);
	const allowedTags = (name) => /^\d+$/.test(name) || keepArray.indexOf(name) > -1 || knownNames.indexOf(name) > -1;
	const ast = index.parse(`<0>${targetString}</0>`, { allowedTags });
	const opts = {
		...data,
		...combinedTOpts
	};
	const renderInner = (child, node, rootReactNode) => {
		const childs = getChildren(child);
		const mappedChildren = mapAST(childs, node.children, rootReactNode);
		return hasValidReactChildren(childs) && mappedChildren.length === 0 || child.props?.i18nIsDynamicList ? childs : mappedChildren;
	};
	const pushTranslatedJSX = (child, inner, mem, i, isVoid) => {
		if (child.dummy) {
			child.children = inner;
			mem.push((0, import_react.cloneElement)(child, { key: i }, isVoid ? void 0 : inner));
		} else mem.push(...import_react.Children.map([child], (c) => {
			if (c.type === import_react.Fragment || c.props?.i18nIsDynamicList !== void 0) {
				const freshProps = { key: i };
				if (c && c.props) Object.keys(c.props).forEach((k) => {
					if (k === "children" || k === "i18nIsDynamicList") return;
					freshProps[k] = c.props[k];
				});
				return (0, import_react.createElement)(c.type, freshProps, isVoid ? null : inner);
			}
			const override = { key: i };
			if (c && c.props) Object.keys(c.props).forEach((k) => {
				if (k === "ref" || k === "children") return;
				override[k] = c.props[k];
			});
			return (0, import_react.cloneElement)(c, override, isVoid ? null : inner);
		}));
	};
	const mapAST = (reactNode, astNode, rootReactNode) => {
		const reactNodes = getAsArray(reactNode);
		const astNodes = getAsArray(astNode);
		const keepTagOccurrence = {};
		return astNodes.reduce((mem, node, i) => {
			const rawContent = node.children?.[0]?.content && i18n.services.interpolator.interpolate(node.children[0].content, opts, i18n.language);
			const translationContent = shouldUnescape && rawContent ? unescapeFn(rawContent) : rawContent;
			if (node.type === "tag") {
				let tmp = reactNodes[parseInt(node.name, 10)];
				if (!tmp && knownComponentsMap) tmp = knownComponentsMap[node.name];
				if (rootReactNode.length === 1 && !tmp && isObject(rootReactNode[0])) tmp = rootReactNode[0][node.name];
				if (!tmp) tmp = {};
				const props = { ...node.attrs };
				if (shouldUnescape) Object.keys(props).forEach((p) => {
					const val = props[p];
					if (isString(val)) props[p] = unescape(val);
				});
				const child = Object.keys(props).length !== 0 ? mergeProps({ props }, tmp) : tmp;
				const isElement = (0, import_react.isValidElement)(child);
				const isValidTranslationWithChildren = isElement && hasChildren(node, true) && !node.voidElement;
				const isEmptyTransWithHTML = emptyChildrenButNeedsHandling && isObject(child) && child.dummy && !isElement;
				const isKnownComponent = isObject(knownComponentsMap) && Object.hasOwnProperty.call(knownComponentsMap, node.name);
				if (isString(child)) {
					const value = i18n.services.interpolator.interpolate(child, opts, i18n.language);
					mem.push(value);
				} else if (hasChildren(child) || isValidTranslationWithChildren) {
					const inner = renderInner(child, node, rootReactNode);
					pushTranslatedJSX(child, inner, mem, i);
				} else if (isEmptyTransWithHTML) {
					const inner = mapAST(reactNodes, node.children, rootReactNode);
					pushTranslatedJSX(child, inner, mem, i);
				} else if (Number.isNaN(parseFloat(node.name))) {
					if (isKnownComponent) {
						const inner = renderInner(child, node, rootReactNode);
						pushTranslatedJSX(child, inner, mem, i, node.voidElement);
					} else if (i18nOptions.transSupportBasicHtmlNodes && keepArray.indexOf(node.name) > -1) {
						if (node.voidElement) mem.push((0, import_react.createElement)(node.name, { key: `${node.name}-${i}` }));
						else {
							const occurrence = keepTagOccurrence[node.name] || 0;
							keepTagOccurrence[node.name] = occurrence + 1;
							let matched;
							let seen = 0;
							for (let r = 0; r < reactNodes.length; r += 1) {
								const rn = reactNodes[r];
								if ((0, import_react.isValidElement)(rn) && rn.type === node.name) {
									if (seen === occurrence) {
										matched = rn;
										break;
									}
									seen += 1;
								}
							}
							const innerScope = matched ? getAsArray(getChildren(matched)) : reactNodes;
							const inner = mapAST(innerScope, node.children, rootReactNode);
							mem.push((0, import_react.createElement)(node.name, { key: `${node.name}-${i}` }, inner));
						}
					} else if (node.voidElement) mem.push(`<${node.name} />`);
					else {
						const inner = mapAST(reactNodes, node.children, rootReactNode);
						mem.push(`<${node.name}>${inner}</${node.name}>`);
					}
				} else if (isObject(child) && !isElement) {
					const content = node.children[0] ? translationContent : null;
					if (content) mem.push(content);
				} else pushTranslatedJSX(child, translationContent, mem, i, node.children.length !== 1 || !translationContent);
			} else if (node.type === "text") {
				const wrapTextNodes = i18nOptions.transWrapTextNodes;
				const content = shouldUnescape ? unescapeFn(i18n.services.interpolator.interpolate(node.content, opts, i18n.language)) : i18n.services.interpolator.interpolate(node.content, opts, i18n.language);
				if (wrapTextNodes) mem.push((0, import_react.createElement)(wrapTextNodes, { key: `${node.name}-${i}` }, content));
				else mem.push(content);
			}
			return mem;
		}, []);
	};
	return getChildren(mapAST([{
		dummy: true,
		children: children || []
	}], ast, getAsArray(children || []))[0]);
};
var fixComponentProps = (component, index, translation) => {
	const componentKey = component.key || index;
	const comp = (0, import_react.cloneElement)(component, { key: componentKey });
	if (!comp.props || !comp.props.children || translation.indexOf(`${index}/>`) < 0 && translation.indexOf(`${index} />`) < 0) return comp;
	function Componentized() {
		return (0, import_react.createElement)(import_react.Fragment, null, comp);
	}
	return (0, import_react.createElement)(Componentized, { key: componentKey });
};
var generateArrayComponents = (components, translation) => components.map((c, index) => fixComponentProps(c, index, translation));
var generateObjectComponents = (components, translation) => {
	const componentMap = {};
	Object.keys(components).forEach((c) => {
		Object.assign(componentMap, { [c]: fixComponentProps(components[c], c, translation) });
	});
	return componentMap;
};
var generateComponents = (components, translation, i18n, i18nKey) => {
	if (!components) return null;
	if (Array.isArray(components)) return generateArrayComponents(components, translation);
	if (isObject(components)) return generateObjectComponents(components, translation);
	warnOnce(i18n, "TRANS_INVALID_COMPONENTS", `<Trans /> "components" prop expects an object or array`, { i18nKey });
	return null;
};
var isComponentsMap = (object) => {
	if (!isObject(object)) return false;
	if (Array.isArray(object)) return false;
	return Object.keys(object).reduce((acc, key) => acc && Number.isNaN(Number.parseFloat(key)), true);
};
function Trans$1({ children, count, parent, i18nKey, context, tOptions = {}, values, defaults, components, ns, i18n: i18nFromProps, t: tFromProps, shouldUnescape, ...additionalProps }) {
	const i18n = i18nFromProps || getI18n();
	if (!i18n) {
		warnOnce(i18n, "NO_I18NEXT_INSTANCE", `Trans: You need to pass in an i18next instance using initReactI18next or by passing it via props or context. In monorepo setups, make sure there is only one instance of react-i18next.`, { i18nKey });
		return children;
	}
	const t = tFromProps || i18n.t.bind(i18n) || ((k) => k);
	const reactI18nextOptions = {
		...getDefaults(),
		...i18n.options?.react
	};
	let namespaces = ns || (t.ns ? void 0 : i18n.options?.defaultNS || "translation");
	if (isString(namespaces)) namespaces = [namespaces];
	const { transDefaultProps } = reactI18nextOptions;
	const mergedTOptions = transDefaultProps?.tOptions ? {
		...transDefaultProps.tOptions,
		...tOptions
	} : tOptions;
	const mergedShouldUnescape = shouldUnescape ?? transDefaultProps?.shouldUnescape;
	const mergedValues = transDefaultProps?.values ? {
		...transDefaultProps.values,
		...values
	} : values;
	const mergedComponents = transDefaultProps?.components ? {
		...transDefaultProps.components,
		...components
	} : components;
	const nodeAsString = nodesToString(children, reactI18nextOptions, i18n, i18nKey);
	const fallbackKey = Array.isArray(i18nKey) ? i18nKey[i18nKey.length - 1] : i18nKey;
	const defaultValue = defaults || mergedTOptions?.defaultValue || nodeAsString || reactI18nextOptions.transEmptyNodeValue || (typeof fallbackKey === "function" ? keysFromSelector(fallbackKey) : fallbackKey);
	const { hashTransKey } = reactI18nextOptions;
	const key = i18nKey || (hashTransKey ? hashTransKey(nodeAsString || defaultValue) : nodeAsString || defaultValue);
	if (i18n.options?.interpolation?.defaultVariables) values = {
		...i18n.options.interpolation.defaultVariables,
		...mergedValues
	};
	else values = mergedValues;
	const valuesFromChildren = getValuesFromChildren(children);
	if (valuesFromChildren && typeof valuesFromChildren.count === "number" && count === void 0) count = valuesFromChildren.count;
	if (count === void 0) count = mergedTOptions?.count;
	const interpolateBeforeParsing = values || count !== void 0 && !i18n.options?.interpolation?.alwaysFormat || !children;
	const formatPlugin = getFormatPlugin(i18n);
	const escapeValues = interpolateBeforeParsing && (formatPlugin ? !formatPlugin.options?.escapeVariables : (mergedTOptions.interpolation?.escapeValue ?? i18n.options?.interpolation?.escapeValue) === false);
	let interpolationOverride = interpolateBeforeParsing ? mergedTOptions.interpolation : { interpolation: {
		...mergedTOptions.interpolation,
		prefix: "#$?",
		suffix: "?$#"
	} };
	if (escapeValues && !formatPlugin) interpolationOverride = { interpolation: {
		...mergedTOptions.interpolation,
		escapeValue: true
	} };
	const interpolationOptions = {
		...i18n.options?.interpolation,
		...mergedTOptions.interpolation
	};
	const escapeFn = interpolationOptions.escape || i18n.services?.interpolator?.escape;
	const childPlaceholders = Object.keys(valuesFromChildren).map((name) => `${interpolationOptions.prefix ?? "{{"}${name}${interpolationOptions.suffix ?? "}}"}`);
	const keepChildPlaceholders = interpolateBeforeParsing && !formatPlugin && childPlaceholders.length > 0 && interpolationOptions.skipOnVariables !== false && !mergedTOptions.missingInterpolationHandler && !i18n.options?.missingInterpolationHandler && typeof escapeFn === "function" && childPlaceholders.every((placeholder) => escapeFn(placeholder) === placeholder);
	const escapeForPlugin = escapeValues && formatPlugin ? escapeStringValues : (v) => v;
	const combinedTOpts = {
		...escapeForPlugin(mergedTOptions),
		context: context || mergedTOptions.context,
		count,
		...escapeForPlugin(values),
		...keepChildPlaceholders && { missingInterpolationHandler: (str, match, opts) => opts && Object.prototype.hasOwnProperty.call(opts, match[1].trim()) ? "" : match[0] },
		...interpolationOverride,
		defaultValue,
		ns: namespaces
	};
	let translation = key ? t(key, combinedTOpts) : defaultValue;
	if (translation === key && defaultValue) translation = defaultValue;
	const generatedComponents = generateComponents(mergedComponents, translation, i18n, i18nKey);
	let indexedChildren = generatedComponents || children;
	let componentsMap = null;
	if (isComponentsMap(generatedComponents)) {
		componentsMap = generatedComponents;
		indexedChildren = children;
	} else if (generatedComponents && !Array.isArray(generatedComponents)) {
		componentsMap = generatedComponents;
		indexedChildren = void 0;
	}
	const content = renderNodes(indexedChildren, componentsMap, translation, i18n, reactI18nextOptions, combinedTOpts, mergedShouldUnescape, escapeValues);
	const useAsParent = parent ?? reactI18nextOptions.defaultTransParent;
	return useAsParent ? (0, import_react.createElement)(useAsParent, additionalProps, content) : content;
}
// ../../node_modules/react-i18next/dist/es/Trans.js
function Trans({ children, count, parent, i18nKey, context, tOptions = {}, values, defaults, components, ns, i18n: i18nFromProps, t: tFromProps, shouldUnescape, ...additionalProps }) {
	const { i18n: i18nFromContext, defaultNS: defaultNSFromContext } = (0, import_react.useContext)(I18nContext) || {};
	const i18n = i18nFromProps || i18nFromContext || getI18n();
	const t = tFromProps || i18n?.t.bind(i18n);
	return Trans$1({
		children,
		count,
		parent,
		i18nKey,
		context,
		tOptions,
		values,
		defaults,
		components,
		ns: ns || (t?.ns ? void 0 : defaultNSFromContext || i18n?.options?.defaultNS),
		i18n,
		t: tFromProps,
		shouldUnescape,
		...additionalProps
	});
}
// src/features/accounts/components/change-password-help.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /auth/change opened with no link and no session: the two ways in. */
function ChangePasswordHelp() {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
		t,
		i18nKey: "change.howTo",
		components: {
			signin: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: `${localePath("auth/signin")}${redirectQuery(localePath("profile"))}`
			}),
			remember: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: localePath("auth/remember")
			})
		}
	});
}
// src/app/routes/auth-change.tsx
/** /{lang}/auth/change: from a reset link (`?token=`), or signed in with the current password. */
function Component() {
	const [params] = useSearchParams();
	const token = params.get("token");
	const user = useSessionStore((s) => s.user);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "change" }), token !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, { mode: {
		kind: "reset",
		token
	} }, token) : user ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, { mode: {
		kind: "signed-in",
		email: user.email
	} }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		icon: false,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordHelp, {})
	})] });
}
export { Component };
