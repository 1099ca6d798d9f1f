import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS, isIslandName } from './registry.ts';
import { SCRIPT_ISLANDS } from './script-islands.ts';

/** Every `.tsx` file of the web app's source. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('the islands registry', () => {
  const src = join(import.meta.dirname, '../..');
  const used = sources(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<Island\s+name="([^"]+)"\s+component=\{(\w+)\}/g)].map((m) => ({
      file,
      name: m[1]!,
      component: m[2]!,
    })),
  );

  it('knows every island the pages render, by the component they render under its name', async () => {
    expect(used.length).toBeGreaterThan(5);
    for (const { file, name, component } of used) {
      expect(isIslandName(name), `${name} in ${file}`).toBe(true);
      if (!isIslandName(name)) continue;
      const loaded = await ISLANDS[name]();
      expect(loaded.name, `${name} in ${file}`).toBe(component);
    }
  });

  it('has no island no page renders', () => {
    const names = new Set(used.map((u) => u.name));
    expect(Object.keys(ISLANDS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('knows every script island the pages render, and the same script as each page loads', async () => {
    const scripts = sources(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<ScriptIsland\s+name="([^"]+)"\s+mount=\{(\w+)\}/g)].map((m) => ({
        file,
        name: m[1]!,
        mount: m[2]!,
      })),
    );
    expect(scripts.map((s) => s.name).sort()).toEqual(Object.keys(SCRIPT_ISLANDS).sort());
    for (const { file, name, mount } of scripts) {
      const page = (await import(file)) as Record<string, unknown>;
      const load = page[mount] as (() => Promise<unknown>) | undefined;
      expect(typeof load, `${mount} exported by ${file}`).toBe('function');
      expect(await load!(), `${name} in ${file}`).toBe(await SCRIPT_ISLANDS[name as keyof typeof SCRIPT_ISLANDS]());
    }
  });
});
