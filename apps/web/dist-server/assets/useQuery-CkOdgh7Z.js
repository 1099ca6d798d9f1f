import { i as QueryObserver, n as useBaseQuery } from "./queryOptions-CEoTKPCP.js";
// ../../node_modules/@tanstack/react-query/build/modern/useQuery.js
function useQuery(options, queryClient) {
	return useBaseQuery(options, QueryObserver, queryClient);
}
export { useQuery as t };
