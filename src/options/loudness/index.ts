/**
 * Loudness evened out (EBU R128, ffmpeg's loudnorm) for MP3 outputs:
 * `loudness=ebu-r128` on /api/download, a toggle beside the bots' and the
 * page's MP3 choices.
 */
import { z } from 'zod';
import { sentence } from '../../i18n/index.js';
import type { AudioStage, DownloadOption, OptionChecks } from '../types.js';
import {
  type Loudness,
  loudnormFilter,
  measuringFilter,
  readLoudness,
  TARGET_LUFS,
  TWO_PASS_MAX_S,
} from './loudnorm.js';

const audio: AudioStage<Loudness> = {
  measuring: (durationS) =>
    durationS !== undefined && durationS <= TWO_PASS_MAX_S
      ? { filter: measuringFilter, read: readLoudness }
      : undefined,
  filter: loudnormFilter,
};

/** Made for an MP3 only: any other output is refused, from the request alone (before any lookup). */
const checks: OptionChecks = {
  fields: (request) =>
    request.options.loudness === undefined || request.convert === 'mp3' || request.ext === 'mp3'
      ? undefined
      : { field: 'loudness', sentence: sentence('error-loudness-audio-only') },
};

export const loudness = {
  id: 'loudness',
  params: {
    loudness: z
      .literal('ebu-r128', { error: 'loudness must be ebu-r128' })
      .optional()
      .meta({
        description: `Even out the loudness of an MP3 (convert=mp3 or ext=mp3) to ${TARGET_LUFS} LUFS by EBU R128 (ffmpeg's loudnorm; two passes up to ${TWO_PASS_MAX_S / 60} minutes, one after). Refused (400) on any other output.`,
      }),
  },
  checks,
  plan: { needs: 'audio', stopsPassThrough: true, makesMp3: true },
  audio: audio as AudioStage,
  toggle: { value: 'ebu-r128', botLabel: 'bot-option-loudness', pageLabel: 'web-option-loudness' },
} satisfies DownloadOption;
