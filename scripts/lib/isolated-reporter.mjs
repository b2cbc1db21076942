// The vitest reporter of `npm run test:isolated` (scripts/isolated.mjs): one JSON line per test file, its result and
// its own time — environment, import, hooks and tests — appended to the file named by ISOLATED_REPORT.
import fs from 'node:fs';

export default class IsolatedReporter {
  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const line = { file: testModule.moduleId, ok: testModule.ok(), seconds: ms / 1000 };
    fs.appendFileSync(process.env.ISOLATED_REPORT, `${JSON.stringify(line)}\n`);
  }
}
