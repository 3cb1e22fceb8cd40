/**
 * What YouTube needs besides yt-dlp, and what of it this server has: a JavaScript runtime for its
 * challenges, the solver scripts (yt-dlp-ejs), a PO-token provider that answers (with yt-dlp's plugin
 * for it) and cookies. /api/health, the dashboard's data and the start log say it.
 */
import { cookiesFileSites } from './cookies/index.js';
import type { MediaService } from './media/index.js';
import { siteOfLink } from './refusals/index.js';

export interface YoutubeChain {
  /** The `--js-runtimes` value every yt-dlp run gets, or null: none. */
  jsRuntime: string | null;
  /** yt-dlp-ejs importable by yt-dlp's Python; null where that cannot be asked (a standalone build). */
  solverScripts: boolean | null;
  potProvider: {
    /** not-set: no YTDLP_POT_PROVIDER_URL; down: its GET /ping did not answer 2xx in time. */
    state: 'not-set' | 'down' | 'up';
    /** The bgutil plugin importable by yt-dlp's Python; null where that cannot be asked. */
    plugin: boolean | null;
  };
  /** Cookie sets with cookies for youtube.com: the owner's sets, and YTDLP_COOKIES_FILE as one more. */
  cookieSets: number;
  /** What is missing, in words (English, like the warnings of /api/health); empty when nothing is. */
  missing: string[];
}

export interface ChainParts {
  jsRuntime: string | undefined;
  cookiesFile: string | undefined;
  media: Pick<MediaService, 'potProviderAnswer' | 'youtubeHelpers'>;
  /** The owner's cookie sets (src/cookies), each with the sites it covers. */
  cookieSets?: { list(): Promise<{ sites: string[] }[]> } | undefined;
}

const YOUTUBE = siteOfLink(new URL('https://www.youtube.com/')).key;

/** The owner's sets covering YouTube, plus YTDLP_COOKIES_FILE where it holds youtube.com cookies. */
async function youtubeCookieSets(parts: ChainParts): Promise<number> {
  const stored = (await parts.cookieSets?.list().catch(() => [])) ?? [];
  const covering = stored.filter((set) => set.sites.includes(YOUTUBE)).length;
  return covering + (cookiesFileSites(parts.cookiesFile).includes(YOUTUBE) ? 1 : 0);
}

/** The chain's reader, its first reading logged in one line without blocking the start (the ping takes up to 2 s). */
export function startYoutubeChain(
  parts: ChainParts,
  logger: { warn(msg: string): void; info(msg: string): void },
): () => Promise<YoutubeChain> {
  const read = youtubeChainReader(parts);
  void read().then((chain) => logger[chain.missing.length > 0 ? 'warn' : 'info'](youtubeChainLine(chain)));
  return read;
}

/** Reads the chain (the provider's answer is cached briefly, the helpers once per yt-dlp version). */
export function youtubeChainReader(parts: ChainParts): () => Promise<YoutubeChain> {
  return async () => {
    const [state, helpers, cookieSets] = await Promise.all([
      parts.media.potProviderAnswer(),
      parts.media.youtubeHelpers(),
      youtubeCookieSets(parts),
    ]);
    const chain: Omit<YoutubeChain, 'missing'> = {
      jsRuntime: parts.jsRuntime ?? null,
      solverScripts: helpers?.solverScripts ?? null,
      potProvider: { state, plugin: helpers?.potPlugin ?? null },
      cookieSets,
    };
    return { ...chain, missing: missingParts(chain) };
  };
}

function missingParts(chain: Omit<YoutubeChain, 'missing'>): string[] {
  const missing: string[] = [];
  if (chain.jsRuntime === null) {
    missing.push("No JavaScript runtime is given to yt-dlp (YTDLP_JS_RUNTIMES): YouTube's challenges go unsolved.");
  }
  if (chain.solverScripts === false) {
    missing.push(
      "yt-dlp's challenge solver scripts (yt-dlp-ejs) are not installed: npm run setup installs them where the Python index serves them.",
    );
  }
  const { state, plugin } = chain.potProvider;
  if (state === 'not-set') {
    missing.push('No PO-token provider is set (YTDLP_POT_PROVIDER_URL): YouTube may refuse this server as a bot.');
  }
  if (state === 'down') {
    missing.push('The PO-token provider (YTDLP_POT_PROVIDER_URL) does not answer GET /ping: YouTube gets no tokens.');
  }
  if (state !== 'not-set' && plugin === false) {
    missing.push(
      "The PO-token provider is set but yt-dlp's plugin for it (bgutil-ytdlp-pot-provider) is not installed: yt-dlp never asks it.",
    );
  }
  return missing;
}

/** The start log's one line on the chain. */
export function youtubeChainLine(chain: YoutubeChain): string {
  const presence = (value: boolean | null) => (value === null ? 'unknown' : value ? 'installed' : 'missing');
  const parts = [
    `JS runtime ${chain.jsRuntime ?? 'none'}`,
    `solver scripts ${presence(chain.solverScripts)}`,
    `PO-token provider ${chain.potProvider.state === 'not-set' ? 'not set' : chain.potProvider.state}`,
    `its plugin ${presence(chain.potProvider.plugin)}`,
    `cookie sets ${chain.cookieSets}`,
  ];
  const missing = chain.missing.length > 0 ? ` Missing: ${chain.missing.join(' ')}` : '';
  return `YouTube: ${parts.join(', ')}.${missing}`;
}
