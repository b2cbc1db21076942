/**
 * The engine's version. It is part of every stored advice's input hash, so advice computed by another version
 * is recomputed on its next read. Bump it whenever the output for the same input changes (a figure, a rule, a
 * text a resident reads); `src/engine/engine-version.test.ts` fails until you do.
 */
export const ENGINE_VERSION = '2026.15';
