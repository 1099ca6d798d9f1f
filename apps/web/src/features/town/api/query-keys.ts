/** The town's query keys: one, its profile (GET /api/v1/town), which every page reads. */
export const townKeys = {
  all: ['town'] as const,
  profile: () => townKeys.all,
};
