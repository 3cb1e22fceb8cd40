/**
 * Waits in tests are bounded by the running test's own timeout, not by a
 * clock of their own: on a busy machine a bot's answer or a row's end comes
 * later, not never, and a wait with its own 20 or 30 s fails a test that the
 * test's timeout would have let pass. A wait gives up a little before the
 * test's timeout, so that it fails naming what it waited for instead of a
 * bare "Test timed out".
 */
import { TestRunner } from 'vitest';

/** Left for the failing wait to report before the test's own timeout. */
const REPORT_MARGIN_MS = 1_500;

/**
 * What an expect.poll outside a test (in a hook) may take: the config's
 * hookTimeout, since a hook has no test whose timeout could bound it.
 */
const OUTSIDE_A_TEST_MS = 120_000;

/**
 * The ms left before the running test's timeout (less a margin to report);
 * undefined outside a test, where the hook's own timeout bounds a wait.
 */
export function timeLeftInTest(): number | undefined {
  const test = TestRunner.getCurrentTest();
  const started = test?.result?.startTime;
  if (!test || started === undefined || !(test.timeout > 0)) return undefined;
  return Math.max(1, started + test.timeout - Date.now() - REPORT_MARGIN_MS);
}

/**
 * Options for expect.poll: poll for the condition as long as the running
 * test may run (the poll's default is one second).
 */
export function untilTestTimeout(interval = 50): { timeout: number; interval: number } {
  return { timeout: timeLeftInTest() ?? OUTSIDE_A_TEST_MS, interval };
}
