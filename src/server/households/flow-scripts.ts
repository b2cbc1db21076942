import fs from 'node:fs';
import path from 'node:path';
import { flowScriptSchema, type FlowScript } from '../../contract/flow-script.ts';

/**
 * Every questionnaire under `contentDir/flows`, checked against the contract. The content linter refuses a bad
 * file; the server names it rather than start without its questions.
 */
export function readFlowScripts(contentDir: string): FlowScript[] {
  const folder = path.join(contentDir, 'flows');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
  return files.map((file) => {
    const parsed = flowScriptSchema.safeParse(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
    if (!parsed.success) throw new Error(`content/flows/${file} is not a valid flow: ${parsed.error.message}`);
    return parsed.data;
  });
}
