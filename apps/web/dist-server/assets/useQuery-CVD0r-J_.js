import { i as QueryObserver, n as useBaseQuery } from "./queryOptions-BjJLq5r4.js";
// ../../node_modules/@tanstack/react-query/build/modern/useQuery.js
function useQuery(options, queryClient) {
	return useBaseQuery(options, QueryObserver, queryClient);
}
export { useQuery as t };
