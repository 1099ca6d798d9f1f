// src/lib/request-scope.ts
var lookup;
function provideRequestScope(find) {
	lookup = find;
}
function requestScope() {
	return lookup?.();
}
/** True while rendering on the server: there is no window, storage or document there. */
var isServer = typeof window === "undefined";
export { provideRequestScope as n, requestScope as r, isServer as t };
