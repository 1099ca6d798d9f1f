/** The webcams feature's query keys. */
export const webcamsKeys = {
  all: ['webcams'] as const,
  list: () => [...webcamsKeys.all, 'list'] as const,
};
