// Runs a real tool (yt-dlp, ffmpeg) without a shell, killed before the test's own timeout.
import { spawn } from 'node:child_process';
import { timeLeftInTest } from '../../support/test-deadline.js';

export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // No shell: arguments go to the tool verbatim.
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // A tool that hangs is killed just before the test's own timeout, so the test fails naming it.
    const timer = setTimeout(() => child.kill('SIGKILL'), timeLeftInTest() ?? 45_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
