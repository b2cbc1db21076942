import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { storedAdviceResultSchema } from '../../contract/advice.ts';
import type { AdviceResult } from '../../engine/index.ts';

/**
 * How advice_results keeps the engine's output: its JSON, brotli-compressed at quality 1 (about 49 kB of JSON
 * becomes 6.5 kB). Writing 49 kB of jsonb per home was what made `recalculate` slow; the lowest quality
 * compresses faster than jsonb is written and still shrinks the result 7.5 times
 * (docs/decisions/0066-compact-stored-advice.md).
 */
export function encodeAdvice(result: AdviceResult): Buffer {
  return brotliCompressSync(JSON.stringify(result), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
}

/** The stored result, or undefined when it cannot be read or no longer fits the contract (then it is recomputed). */
export function decodeAdvice(bytes: Uint8Array): AdviceResult | undefined {
  let json: unknown;
  try {
    json = JSON.parse(brotliDecompressSync(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = storedAdviceResultSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
