// Interactions as Discord dispatches them (INTERACTION_CREATE): from a user, in a DM, with a token of their own.
import { randomBytes } from 'node:crypto';
import type { FakeAttachment } from '../fake-discord-cdn.js';
import type { FakeMessage, FakeUser } from './model.js';
import { snowflake } from './model.js';

/** A user as the API shows one. */
export function userPayload(user: FakeUser) {
  return {
    id: user.id,
    username: user.username,
    global_name: user.global_name ?? null,
    discriminator: '0',
    avatar: null,
  };
}

/** A DM channel with `user`, as interactions carry it. */
export function dmChannel(user: FakeUser, channelId: string) {
  return { id: channelId, type: 1, last_message_id: null, flags: 0, recipients: [userPayload(user)] };
}

/** An interaction's id, token and channel: what the fake remembers of it. */
export interface NewInteraction {
  id: string;
  token: string;
  channel: string;
}

/** A new interaction of `user` with `fields` (its type and data), and the INTERACTION_CREATE payload to dispatch. */
export function interactionPayload(
  applicationId: string,
  args: { user: FakeUser; channelId: string | undefined; attachmentSizeLimit: number | undefined },
  fields: Record<string, unknown>,
): { interaction: NewInteraction; payload: Record<string, unknown> } {
  const { user, attachmentSizeLimit } = args;
  const id = snowflake();
  const token = `aW50ZXJhY3Rpb24${randomBytes(24).toString('hex')}`;
  const channel = args.channelId ?? snowflake();
  const payload = {
    id,
    application_id: applicationId,
    token,
    version: 1,
    channel_id: channel,
    channel: dmChannel(user, channel),
    user: userPayload(user),
    app_permissions: '562949953421311',
    locale: user.locale ?? 'en-US',
    entitlements: [],
    authorizing_integration_owners: { '0': user.id },
    context: 1,
    ...(attachmentSizeLimit !== undefined ? { attachment_size_limit: attachmentSizeLimit } : {}),
    ...fields,
  };
  return { interaction: { id, token, channel }, payload };
}

/** A slash command's fields: options are strings unless they say their type; attachments resolved by id. */
export function slashCommandFields(
  name: string,
  options: { name: string; value: string; type?: number }[] | undefined,
  attachments: FakeAttachment[],
) {
  return {
    type: 2,
    data: {
      id: snowflake(),
      name,
      type: 1,
      ...(options ? { options: options.map((o) => ({ type: 3, ...o })) } : {}),
      ...(attachments.length > 0
        ? { resolved: { attachments: Object.fromEntries(attachments.map((a) => [a.id, a])) } }
        : {}),
    },
  };
}

/** A message command's fields ("Download media" on `target`). */
export function messageCommandFields(name: string, target: FakeMessage) {
  return {
    type: 2,
    data: {
      id: snowflake(),
      name,
      type: 3,
      target_id: target.id,
      resolved: { messages: { [target.id]: target } },
    },
  };
}

/** A component press's fields: a button, or a select menu with `values`. */
export function pressFields(message: FakeMessage, customId: string, values: string[] | undefined) {
  return {
    type: 3,
    data: {
      custom_id: customId,
      component_type: values ? 3 : 2,
      ...(values ? { values } : {}),
    },
    message,
  };
}
