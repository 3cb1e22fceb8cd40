/** What a download is tagged with: the tags from its lookup, and its cover (both made by the media core). */

/** What one file is tagged with; only `title` is always there. */
export interface MediaTags {
  title: string;
  artist?: string;
  album?: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** The page the media came from. */
  comment?: string;
}

/** A cover made: the JPEG in the job's folder, and its bytes (an MP3's tag carries them, see id3.ts). */
export interface CoverArt {
  path: string;
  jpeg: Buffer;
}

/** What a download is tagged with: the plan's part (the planner decides, the ffmpeg run applies). */
export interface Tagging {
  tags: MediaTags;
  cover?: CoverArt | undefined;
  /**
   * An MP3's cover still being made: its tag is needed only with the first
   * byte, so ffmpeg starts meanwhile (`cover` is then unset).
   */
  pendingCover?: Promise<CoverArt | undefined> | undefined;
}
