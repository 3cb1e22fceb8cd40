/**
 * A throwaway download option that exists only for test/options/throwaway-option.test.ts: the shape a real
 * option fills (src/options/loudness/), halving the MP3's volume. Its words are in no catalogue: they show
 * as `{key}`, which is what the test looks for.
 */
import { z } from 'zod';
import type { DownloadOption } from '../../../src/options/index.js';

export const throwaway = {
  id: 'throwaway',
  params: {
    throwaway: z.literal('half').optional().meta({ description: 'A test option: halves the volume of an MP3.' }),
  },
  checks: {
    output: (request) =>
      request.options.throwaway === undefined || request.convert === 'mp3' || request.ext === 'mp3'
        ? undefined
        : { field: 'throwaway', sentence: { key: 'error-loudness-audio-only' } },
  },
  plan: { needs: 'audio', stopsPassThrough: true, makesMp3: true },
  audio: { measuring: () => undefined, filter: () => 'volume=0.5' },
  toggle: { value: 'half', botLabel: 'test-throwaway-button', pageLabel: 'test-throwaway-control' },
} satisfies DownloadOption;
