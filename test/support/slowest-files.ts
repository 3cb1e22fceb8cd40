/**
 * A vitest reporter that prints, after the summary, the test files that took longest, so a run's
 * output (CI's too) shows where its time went.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 12;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const timed = testModules
      .map((module) => ({ file: path.relative(process.cwd(), module.moduleId), ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms);
    if (timed.length === 0) return;
    const total = timed.reduce((sum, t) => sum + t.ms, 0);
    const lines = timed.slice(0, SHOWN).map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.file}`);
    console.log(
      `\nSlowest test files (of ${timed.length}; ${(total / 1000).toFixed(0)} s in all across workers):\n${lines.join('\n')}\n`,
    );
  }
}
