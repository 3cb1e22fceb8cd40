// The fake Discord's shapes (calls, messages, users), its defaults and its ids.

/** One REST request the bot made. */
export interface RecordedCall {
  method: string;
  /** Path after `/api/v10`, e.g. `/interactions/1/tok/callback`. */
  route: string;
  /** The JSON body, or `payload_json` of a multipart body. */
  body: Record<string, unknown> | undefined;
  /** Attachments of a multipart body, saved to disk (none when the body was refused). */
  files: SavedFile[];
  /** Bytes of attachments in the body, counted as they arrived (refused ones too). */
  attachmentBytes: number;
  /** The HTTP status the fake answered with. */
  status: number;
  at: number;
}

export interface SavedFile {
  name: string;
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes received. */
  sha256: string;
  contentType: string;
}

/** A message as the fake keeps it (the API's shape, loosely typed). */
export type FakeMessage = Record<string, unknown> & {
  id: string;
  channel_id: string;
  content: string;
  embeds: unknown[];
  components: ComponentRow[];
  attachments: { id: string; filename: string; size: number }[];
  flags: number;
};

export interface ComponentRow {
  type: number;
  components: ({ type: number; custom_id?: string; disabled?: boolean; label?: string } & Record<string, unknown>)[];
}

export interface FakeUser {
  id: string;
  username: string;
  global_name?: string | null;
  /** The language of the user's Discord client, sent as every interaction's `locale`; default 'en-US'. */
  locale?: string;
}

export interface FakeDiscordOptions {
  /** The bot token it accepts; default {@link FAKE_DISCORD_TOKEN}. */
  token?: string;
  /** Default {@link FAKE_DISCORD_APPLICATION_ID}. */
  applicationId?: string;
  /** Where multipart attachments are written. */
  filesDir: string;
  /** Enforce this upload limit (bytes) everywhere instead of the interactions' own; see {@link FakeDiscord.attachmentSizeLimit}. */
  attachmentSizeLimit?: number;
}

/** A bot token of Discord's shape (never a real one): the fake's default. */
export const FAKE_DISCORD_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GfAKEt.0123456789abcdefghijklmnopqrstuvwxyzAB';
/** A snowflake-shaped application id: the fake's default. */
export const FAKE_DISCORD_APPLICATION_ID = '123456789012345678';

/** Discord's upload limit where nothing says otherwise (servers without boosts, DMs). */
export const DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

/** The message flag of replies only the asker sees. */
export const EPHEMERAL = 1 << 6;

/** A REST answer: a status and a JSON body (none for 204). */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Close the connection without an answer, as a reset does. */
  reset?: boolean;
}

let snowflakeCounter = 0n;
/** Snowflake-shaped ids that increase, like Discord's (time in the upper bits). */
export function snowflake(): string {
  snowflakeCounter += 1n;
  return ((BigInt(Date.now() - 1420070400000) << 22n) | (snowflakeCounter & 0x3fffffn)).toString();
}
