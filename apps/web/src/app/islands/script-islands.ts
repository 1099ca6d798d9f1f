import type { MountIsland } from '../../components/island.tsx';

/**
 * Every script island, by name (docs/decisions/021-islands.md): the loader runs an island's
 * script from here, without React. `registry.test.ts` holds these names to the pages'.
 */
export const SCRIPT_ISLANDS = {
  townMap: () => import('../../features/map/components/town-map.ts').then((m) => m.mountTownMap),
} satisfies Record<string, () => Promise<MountIsland>>;

export type ScriptIslandName = keyof typeof SCRIPT_ISLANDS;

export function isScriptIslandName(name: string | undefined): name is ScriptIslandName {
  return name !== undefined && Object.hasOwn(SCRIPT_ISLANDS, name);
}
