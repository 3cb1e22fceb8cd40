import type { Identity } from './identity.js';
import type { UsageService } from './service.js';
import type { BeginResult, UsageRequest } from './types.js';

/**
 * A download as the usage service sees it. The fields of a media download
 * request (src/media's DownloadRequest fits), plus what is already known of
 * the media: kept structural so src/usage needs nothing from src/media.
 */
export interface DownloadAdmission {
  url: string;
  selector: string;
  kind: string;
  convert?: string | undefined;
  quality?: number | undefined;
  /** Extractor name, when the info was read first (the bots always read it). */
  mediaPlatform?: string | undefined;
  /** Media length when known; checked against LIMIT_MAX_DURATION_S at admission. */
  durationSeconds?: number | undefined;
  /** Counted only: the HTTP request came from this server's web page (UsageRequest.via). */
  via?: 'web' | undefined;
}

/** The usage request of a download: the one place that says which columns a download row gets. */
export function downloadUsageRequest(download: DownloadAdmission): UsageRequest {
  return {
    action: 'download',
    url: download.url,
    selector: download.selector,
    kind: download.kind,
    ...(download.mediaPlatform ? { mediaPlatform: download.mediaPlatform } : {}),
    ...(download.convert ? { convert: download.convert } : {}),
    ...(download.convert && download.quality ? { quality: download.quality } : {}),
    ...(download.durationSeconds !== undefined ? { durationSeconds: download.durationSeconds } : {}),
    ...(download.via ? { via: download.via } : {}),
  };
}

/**
 * Admits a download: checks access and the limits and, when it may go ahead,
 * records it as running (see UsageService.begin). The HTTP route and both bots
 * start every download through here, so a download row looks the same
 * whichever door it came in by.
 */
export function admitDownload(
  usage: UsageService,
  identity: Identity,
  download: DownloadAdmission,
): Promise<BeginResult> {
  return usage.begin(identity, downloadUsageRequest(download));
}
