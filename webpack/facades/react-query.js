// The suite's shared `@tanstack/react-query` (webpack/facades.js): the names the shell and the remotes use.
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@pimento-original/react-query';
