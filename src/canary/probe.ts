import type { MediaApi } from '../media/index.js';
import type { Identity, UsageService, UsageTicket } from '../usage/index.js';
import { type CanaryOutcome, failureClassOf } from './outcome.js';

/** The bytes of the first choice a run downloads: enough to know the media's bytes come, no more. */
export const PROBE_BYTES = 1024 * 1024;
/** The longest the first MiB may take once the lookup answered. */
const DOWNLOAD_DEADLINE_MS = 120_000;

export interface ProbeDeps {
  media: MediaApi;
  usage: UsageService;
  /** Whose requests the runs are in the usage records: the owner's. */
  identity: Identity;
  /** Whether yt-dlp is older than its freshness bound now. */
  ytdlpStale(): boolean;
}

/** Opens a usage row as the owner's; a refusal (a blocked or unlisted identity) is the run's error. */
async function begin(deps: ProbeDeps, request: Parameters<UsageService['begin']>[1]): Promise<UsageTicket> {
  const result = await deps.usage.begin(deps.identity, request);
  if (!result.ok) throw new Error(`the usage records refused the canary: ${result.refusal.code}`);
  return result.ticket;
}

type RowDetail = { bytes?: number; mediaPlatform?: string };

/** Runs `step` under its usage row, finishing the row with the step's outcome and `detail` (of its value, if any). */
async function recorded<T>(
  ticket: UsageTicket,
  step: () => Promise<T>,
  detail: (value: T | undefined) => RowDetail = () => ({}),
): Promise<T> {
  try {
    const value = await step();
    await ticket.finish({ outcome: 'ok', ...detail(value) });
    return value;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const errorCode = typeof code === 'string' ? code : 'internal';
    await ticket.finish({ outcome: 'error', errorCode, ...detail(undefined) });
    throw error;
  }
}

/** Reads up to PROBE_BYTES of the link's first choice, then stops the job (its folder goes with it). */
async function firstMebibyte(deps: ProbeDeps, url: string, info: Awaited<ReturnType<MediaApi['info']>>) {
  const choice = info.formats[0];
  if (!choice) throw new Error('the lookup offered no choice');
  const { selector, kind } = choice;
  const ticket = await begin(deps, { action: 'download', url, selector, kind, mediaPlatform: info.platform });
  let bytes = 0;
  await recorded(
    ticket,
    async () => {
      const request = { url, selector: choice.selector, ext: choice.ext, kind: choice.kind, title: info.title };
      const handle = await deps.media.download(request, { signal: AbortSignal.timeout(DOWNLOAD_DEADLINE_MS) });
      try {
        for await (const chunk of handle.stream) {
          bytes += (chunk as Buffer).length;
          if (bytes >= PROBE_BYTES) break;
        }
      } finally {
        handle.cancel();
        await handle.done.catch(() => undefined);
      }
    },
    () => ({ bytes }),
  );
}

/**
 * One watched link through the whole chain as a user's request runs: a fresh lookup (the service's
 * /api/info path: sandbox, egress rules, cookie sets, PO-token provider, the sites' refusals
 * counted) and the first MiB of the first choice (its download path), each a usage row of the owner's.
 */
export async function probeLink(deps: ProbeDeps, url: string): Promise<CanaryOutcome> {
  try {
    const ticket = await begin(deps, { action: 'info', url });
    const info = await recorded(
      ticket,
      () => deps.media.info(url, { fresh: true }),
      (read) => (read ? { mediaPlatform: read.platform } : {}),
    );
    if (info.entries) return 'other';
    await firstMebibyte(deps, url, info);
    return 'ok';
  } catch (error) {
    return failureClassOf(error, deps.ytdlpStale());
  }
}
