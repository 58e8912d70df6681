import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
export type OutputChunk = Rolldown.OutputChunk;

/** The bundle's chunks. */
export const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** The chunk holding a module (its path ends with `modulePath`, e.g. '/src/features/x/route.ts'). */
export function chunkOfModule(bundle: OutputBundle, modulePath: string): OutputChunk {
  const chunk = chunksOf(bundle).find((candidate) =>
    candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(modulePath)),
  );
  if (!chunk) throw new Error(`no chunk holds ${modulePath}`);
  return chunk;
}

/**
 * The chunks `roots` load before they run (themselves and their static imports, recursively), as file names;
 * `skipEntries` leaves out the entry and what only it brings (index.html loads those).
 */
export function chunkClosure(bundle: OutputBundle, roots: OutputChunk[], skipEntries = false): OutputChunk[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const needed = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if ((skipEntries && chunk.isEntry) || needed.has(chunk.fileName)) return;
    needed.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...needed.values()];
}
