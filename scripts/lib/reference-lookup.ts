import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReferenceLookup } from './content-lint.ts';

const folder = fileURLToPath(new URL('../../src/engine/reference/', import.meta.url));

/** Looks up `<module>.<EXPORT>[.<key>…]` among the engine's reference rows (src/engine/reference/*.ts). */
export async function loadReferenceLookup(): Promise<ReferenceLookup> {
  const modules = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
    modules.set(
      file.replace(/\.ts$/, ''),
      (await import(pathToFileURL(folder + file).href)) as Record<string, unknown>,
    );
  return (path) => {
    const [module, name, ...keys] = path.split('.');
    const row = modules.get(module!)?.[name!] as { value?: unknown } | undefined;
    let value: unknown = row?.value;
    for (const key of keys)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'number' ? value : undefined;
  };
}
