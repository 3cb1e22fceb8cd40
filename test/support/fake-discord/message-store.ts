// The fake Discord's messages by id, and what each interaction token points at (its @original, channel, limit).
import { type ComponentRow, type FakeMessage, type SavedFile, snowflake } from './model.js';

export class MessageStore {
  readonly messages = new Map<string, FakeMessage>();
  /** Interaction token → the id of its `@original` message (once there is one). */
  readonly originals = new Map<string, string>();
  /** Interaction token → channel, for replies. */
  readonly tokenChannels = new Map<string, string>();
  /** Interaction token → the attachment_size_limit the interaction carried. */
  readonly tokenLimits = new Map<string, number>();

  /** `origin` gives the server's origin once it listens (attachments' URLs are on it). */
  constructor(
    private readonly botUser: Record<string, unknown>,
    private readonly origin: () => string,
  ) {}

  /** The interaction's `@original` message as it is now. */
  original(token: string): FakeMessage | undefined {
    const id = this.originals.get(token);
    return id === undefined ? undefined : this.messages.get(id);
  }

  /** An interaction callback: a reply (4), a deferred reply (5), or an update of the component's message (7). */
  onCallback(token: string, body: Record<string, unknown>, files: SavedFile[]): void {
    const data = (body.data ?? {}) as Record<string, unknown>;
    const channelId = this.tokenChannels.get(token) ?? snowflake();
    switch (body.type) {
      case 4: // CHANNEL_MESSAGE_WITH_SOURCE
      case 5: {
        // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: "thinking…" until the first edit.
        const message = this.createMessage(channelId, body.type === 5 ? { flags: data.flags ?? 0 } : data, files);
        this.originals.set(token, message.id);
        break;
      }
      case 7: {
        // UPDATE_MESSAGE: edits the message the component is on.
        const message = this.original(token);
        if (message) this.applyEdit(message, data, files);
        break;
      }
      default: // 6 DEFERRED_UPDATE_MESSAGE changes nothing visible.
    }
  }

  /** A message from the bot in `channelId`, stored. */
  createMessage(channelId: string, data: Record<string, unknown>, files: SavedFile[]): FakeMessage {
    const message = this.message(channelId, { author: this.botUser });
    this.applyEdit(message, data, files);
    this.messages.set(message.id, message);
    return message;
  }

  applyEdit(message: FakeMessage, data: Record<string, unknown>, files: SavedFile[]): FakeMessage {
    if (typeof data.content === 'string') message.content = data.content;
    if (Array.isArray(data.embeds)) message.embeds = data.embeds;
    if (Array.isArray(data.components)) message.components = data.components as ComponentRow[];
    if (typeof data.flags === 'number') message.flags = data.flags;
    if (files.length > 0) {
      const origin = this.origin();
      message.attachments = [
        ...message.attachments,
        ...files.map((f) => ({
          id: snowflake(),
          filename: f.name,
          size: f.size,
          url: `${origin}/attachments/${f.name}`,
          proxy_url: `${origin}/attachments/${f.name}`,
          content_type: f.contentType,
        })),
      ];
    }
    message.edited_timestamp = new Date().toISOString();
    return message;
  }

  /** A new message (not stored) in the API's shape. */
  message(channelId: string, fields: { content?: string; author: Record<string, unknown> }): FakeMessage {
    return {
      id: snowflake(),
      type: 0,
      channel_id: channelId,
      author: fields.author,
      content: fields.content ?? '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      flags: 0,
    };
  }
}
