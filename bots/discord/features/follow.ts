import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  SlashCommandBuilder,
} from 'discord.js';
import type { Follow, FollowEngine } from '../../../src/follows/index.js';
import type { Translate } from '../../../src/i18n/index.js';
import { isMediaError } from '../../../src/media/index.js';
import { identityKey } from '../../../src/usage/index.js';
import { FOLLOW_FORMS, formLabel } from '../../shared/follow-delivery.js';
import { offerFollow } from '../../shared/follow-preview.js';
import { followListText, followOfferText } from '../../shared/follow-texts.js';
import { errorSentence } from '../../shared/texts.js';
import { GUILD_AND_BOT_DM, GUILD_INSTALL } from '../commands/contexts.js';
import { described } from '../commands/localizations.js';
import type { ChatCommand } from '../commands/types.js';
import type { DiscordBotContext } from '../context.js';
import { followFormCustomId, followRemoveCustomId, parseFollowCustomId } from '../custom-id.js';
import { discordIdentity } from '../identity.js';
import { interactionLocale, interactionT } from '../locale.js';
import { replyEphemeral } from '../replies.js';
import { discordUploadLimitBytes } from '../upload-limit.js';

/** Discord shows at most 5 rows of 5 buttons: the lists' Remove buttons stop there. */
const MAX_BUTTONS = 25;

/** `/follow link:<link>`: the link's title and latest entries, and a button per form. */
export const followCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('follow'), 'dc-command-follow')
    .addStringOption((option) =>
      described(option.setName('link'), 'dc-command-download-url').setRequired(true).setMaxLength(2048),
    )
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  async execute(ctx, interaction) {
    const t = interactionT(interaction);
    const follows = ctx.deps.follows;
    if (!follows) return replyEphemeral(interaction, t('follow-off'));
    const url = interaction.options.getString('link', true);
    const card = { kind: 'playlist' as const, url, title: '', platform: '', entries: [], entryCount: 0 };
    await offer(ctx, interaction, follows, {
      url,
      // The form's press reads the link from a card (any instance may get it).
      card: async (title) =>
        (
          await ctx.playlistCards.add({
            ...card,
            title,
            ownerUserId: interaction.user.id,
            uploadLimitBytes: discordUploadLimitBytes(ctx.deps, interaction.attachmentSizeLimit),
          })
        ).id,
    });
  },
};

/**
 * The offer, as a reply to the interaction: the link read like a link sent (counted against the
 * asker's lookups, refused by their limits), then its title and latest entries with a button per
 * form, whose presses read the card `card` names.
 */
async function offer(
  ctx: DiscordBotContext,
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  follows: FollowEngine,
  asked: { url: string; card: (title: string) => Promise<string> },
): Promise<void> {
  const t = interactionT(interaction);
  const identity = discordIdentity(interaction.user);
  const offered = await offerFollow({
    t,
    usage: ctx.deps.usage,
    identity,
    url: asked.url,
    follows,
    showBegun: () => interaction.deferReply(),
  });
  if (offered.kind !== 'preview') {
    if (offered.kind === 'refused') return replyEphemeral(interaction, offered.text);
    return void (await interaction.editReply({ content: offered.text }));
  }
  const cardId = await asked.card(offered.preview.title);
  await interaction.editReply({ content: followOfferText(t, offered.preview), components: formRows(t, cardId) });
}

function formRows(t: Translate, cardId: string): ActionRowBuilder<ButtonBuilder>[] {
  const buttons = FOLLOW_FORMS.map((form, index) =>
    new ButtonBuilder()
      .setCustomId(followFormCustomId(cardId, index))
      .setLabel(formLabel(t, form))
      .setStyle(ButtonStyle.Secondary),
  );
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(0, 3)),
    new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(3)),
  ];
}

function removeRows(t: Translate, follows: readonly Follow[]): ActionRowBuilder<ButtonBuilder>[] {
  const buttons = follows.slice(0, MAX_BUTTONS).map((follow, index) =>
    new ButtonBuilder()
      .setCustomId(followRemoveCustomId(follow.id))
      .setLabel(t('follow-remove-button', { n: index + 1 }))
      .setStyle(ButtonStyle.Danger),
  );
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let at = 0; at < buttons.length; at += 5)
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(at, at + 5)));
  return rows;
}

async function showList(
  ctx: DiscordBotContext,
  interaction: ChatInputCommandInteraction,
  everyone: boolean,
): Promise<void> {
  const t = interactionT(interaction);
  const identity = discordIdentity(interaction.user);
  if (everyone && !ctx.deps.usage.isOwner(identity)) return replyEphemeral(interaction, t('dc-owner-only-stats'));
  const list = (await ctx.deps.follows?.list(everyone ? undefined : identityKey(identity))) ?? [];
  await interaction.reply({
    content: followListText(t, list, everyone),
    components: removeRows(t, list),
    flags: 'Ephemeral',
  });
}

/** `/following`: the asker's follows, a Remove each, only they see it. */
export const followingCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('following'), 'dc-command-following')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  execute: (ctx, interaction) => showList(ctx, interaction, false),
};

/** `/follows`: everyone's follows, for the owner. */
export const followsCommand: ChatCommand = {
  definition: described(new SlashCommandBuilder().setName('follows'), 'dc-command-follows')
    .setContexts(...GUILD_AND_BOT_DM)
    .setIntegrationTypes(...GUILD_INSTALL)
    .toJSON(),
  execute: (ctx, interaction) => showList(ctx, interaction, true),
};

/** A press on a follow's button (a playlist card's Follow, a form, a Remove); false for any other component. */
export async function handleFollowPress(ctx: DiscordBotContext, interaction: ButtonInteraction): Promise<boolean> {
  const press = parseFollowCustomId(interaction.customId);
  const follows = ctx.deps.follows;
  if (!press || !follows) return false;
  const t = interactionT(interaction);
  const identity = discordIdentity(interaction.user);
  if (press.kind === 'remove') {
    const owner = ctx.deps.usage.isOwner(identity);
    const removed = await follows.remove(press.followId, owner ? undefined : identityKey(identity));
    await interaction.update({ content: t(removed ? 'follow-removed' : 'follow-unknown'), components: [] });
    return true;
  }
  const card = await ctx.playlistCards.get(press.cardId);
  const form = press.kind === 'form' ? FOLLOW_FORMS[press.index] : undefined;
  if (!card || (press.kind === 'form' && !form)) {
    await interaction.update({ content: t('dc-card-expired'), components: [] });
    return true;
  }
  if (card.ownerUserId !== interaction.user.id) {
    await replyEphemeral(interaction, t('dc-not-your-card'));
    return true;
  }
  // A playlist card's Follow: the form question, whose presses read this card.
  if (press.kind === 'offer') {
    await offer(ctx, interaction, follows, { url: card.url, card: async () => card.id });
    return true;
  }
  if (!form) return true;
  await interaction.deferUpdate();
  const target = {
    kind: 'discord' as const,
    channelId: interaction.channelId,
    locale: interactionLocale(interaction),
    uploadLimitBytes: card.uploadLimitBytes,
  };
  const made = await follows
    .follow({ userKey: identityKey(identity), link: card.url, form, target })
    .catch((error: unknown) => (isMediaError(error) ? error : Promise.reject(error)));
  const content = isMediaError(made)
    ? errorSentence(t, made)
    : 'created' in made
      ? t('follow-created', { title: made.created.title, form: formLabel(t, form) })
      : t(made.max === 0 ? 'follow-off' : 'follow-too-many', { max: made.max });
  await interaction.editReply({ content, components: [] });
  return true;
}
