// What the fake Bot API answers a call that passed its checks: the message sent or edited, the file, the member.
import { randomBytes } from 'node:crypto';
import { type FakeInline, keyOf } from './message-rules.js';
import { type ChatMemberStatus, isUploadedFile, type ParamValue, Refusal } from './model.js';

export class BotApiAnswers {
  private nextMessageId = 1000;
  private nextFileNumber = 1;
  /** Files users sent, by file_id: what getFile names and /file/bot<token>/<path> serves. */
  readonly hostedFiles = new Map<string, string>();
  /** Members' statuses by `<chat id>:<user id>`. */
  readonly members = new Map<string, ChatMemberStatus>();

  constructor(
    private readonly botUser: { id: number; username: string },
    private readonly inline: FakeInline,
  ) {}

  /** A message id of the chat's sequence, for the bot's messages and users' alike. */
  newMessageId(): number {
    return this.nextMessageId++;
  }

  answer(method: string, params: Record<string, ParamValue>): unknown {
    if (this.inline.handles(method, params)) return this.inline.answer(method, params);
    switch (method) {
      case 'getMe':
        return {
          id: this.botUser.id,
          is_bot: true,
          first_name: 'Fetch',
          username: this.botUser.username,
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: true,
        };
      case 'sendMessage':
        return {
          ...this.baseMessage(params),
          text: params.text,
          ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
        };
      case 'editMessageText':
        return {
          message_id: Number(params.message_id),
          date: Math.floor(Date.now() / 1000),
          chat: this.chatOf(params),
          text: params.text,
        };
      case 'editMessageReplyMarkup':
        return {
          message_id: Number(params.message_id),
          date: Math.floor(Date.now() / 1000),
          chat: this.chatOf(params),
        };
      case 'sendPhoto':
        return {
          ...this.baseMessage(params),
          photo: [{ ...this.fileFor(params.photo), width: 320, height: 180 }],
          caption: params.caption,
        };
      case 'sendVideo':
        return {
          ...this.baseMessage(params),
          video: {
            ...this.fileFor(params.video),
            width: params.width ?? 0,
            height: params.height ?? 0,
            duration: params.duration ?? 0,
          },
        };
      case 'sendAudio':
        return {
          ...this.baseMessage(params),
          audio: { ...this.fileFor(params.audio), duration: params.duration ?? 0, title: params.title },
        };
      case 'sendDocument':
        return { ...this.baseMessage(params), document: this.fileFor(params.document) };
      case 'getFile': {
        const id = String(params.file_id);
        const content = this.hostedFiles.get(id);
        if (content === undefined) throw new Refusal(400, 'Bad Request: invalid file_id');
        return {
          file_id: id,
          file_unique_id: id,
          file_size: Buffer.byteLength(content),
          file_path: `documents/${id}.txt`,
        };
      }
      case 'getChatMember': {
        const userId = Number(params.user_id);
        const status = this.members.get(keyOf(params.chat_id, userId)) ?? 'member';
        const user = { id: userId, is_bot: false, first_name: `User ${userId}` };
        // The Bot API's ChatMember kinds differ in their fields; the bot reads only `status` and `user`.
        if (status === 'administrator') return { status, user, can_be_edited: false, is_anonymous: false };
        return status === 'creator' ? { status, user, is_anonymous: false } : { status, user };
      }
      default:
        // answerCallbackQuery, sendChatAction, deleteMessage, setMyCommands, deleteWebhook, setWebhook…
        return true;
    }
  }

  private chatOf(params: Record<string, ParamValue>) {
    return { id: Number(params.chat_id), type: 'private' };
  }

  private baseMessage(params: Record<string, ParamValue>) {
    return {
      message_id: this.newMessageId(),
      date: Math.floor(Date.now() / 1000),
      chat: this.chatOf(params),
      from: { id: this.botUser.id, is_bot: true, first_name: 'Fetch', username: this.botUser.username },
    };
  }

  private fileFor(value: ParamValue | undefined) {
    // A resend by file_id keeps the id; an upload gets a new one.
    const id = typeof value === 'string' ? value : `FILE${this.nextFileNumber++}-${randomBytes(6).toString('hex')}`;
    return {
      file_id: id,
      file_unique_id: `U${id}`,
      ...(isUploadedFile(value) ? { file_size: value.size, file_name: value.filename } : {}),
    };
  }
}
