/** The map feature's query keys. */
export const mapKeys = {
  all: ['map'] as const,
  markers: (lang: string) => [...mapKeys.all, 'markers', lang] as const,
};
