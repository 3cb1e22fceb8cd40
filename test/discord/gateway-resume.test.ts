/**
 * Issue 36, item 4, on Discord's gateway: the fake Discord drops the
 * websocket in the middle of a download, once with a close code a client
 * resumes after (4000, "unknown error") and once without one (the socket
 * destroyed, as a reset or a dead network does: 1006 to the client).
 * discord.js resumes the session each time (RESUME with the session id and
 * the last sequence it saw; never a second IDENTIFY); an interaction sent
 * while the socket was down is replayed on the resume and answered; the
 * download that was running delivers its file, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  chooseFormat,
  type FakeDiscord,
  type FakeUser,
  interactionCallback,
  openCard,
  replyEdits,
  waitForReply,
  waitForUpload,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

const alice: FakeUser = { id: '100000000000036002', username: 'alice' };

let started: DiscordTestWorld;
let discord: FakeDiscord;

beforeAll(async () => {
  // /slow/ at 8 KiB every 100 ms: direct.mp4 (~330 KB) takes some 4 s, long enough to drop the gateway twice.
  started = await startDiscordTestWorld({
    world: { tmpPrefix: 'discord-resume-', fixtures: { slowChunkBytes: 8 * 1024, slowIntervalMs: 100 } },
  });
  discord = started.discord;
});
afterAll(async () => {
  await started?.close();
});

/** Drops the gateway and waits for the client's next RESUME; returns it with the sequence the fake had sent. */
async function dropAndAwaitResume(code: number | undefined) {
  const before = discord.resumes.length;
  const seq = discord.lastSequence;
  discord.dropGateway(code);
  // Sent while no socket is live: kept for the session, replayed on its resume.
  const missed = discord.slashCommand({ user: alice, name: 'usage' });
  const resume = await discord.waitFor(() => discord.resumes[before], undefined, 'a RESUME');
  return { resume, seq, missed };
}

describe('the Discord gateway dropped in the middle of a download', () => {
  it('is resumed, answers what came meanwhile, and the download delivers its file once', async () => {
    const url = started.world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`);
    const limit = BIG_ATTACHMENT_SIZE_LIMIT;
    const { card } = await openCard(discord, { user: alice, url, attachmentSizeLimit: limit });
    // The format menu's first option (a video): downloaded as it is, so its progress says "Downloading".
    const press = chooseFormat(discord, { user: alice, card, attachmentSizeLimit: limit });
    await waitForReply(discord, press.token, (reply) => /downloading/i.test(reply.content), 'the download under way');
    const identifies = discord.identifies.length;
    const session = discord.sessions.at(-1);

    for (const code of [4000, undefined]) {
      const { resume, seq, missed } = await dropAndAwaitResume(code);
      // A resume of the same session from where it was, not a new session.
      expect(resume).toMatchObject({ session_id: session, seq });
      expect(discord.identifies).toHaveLength(identifies);
      // The interaction sent while the socket was down is answered after the resume.
      const answer = await interactionCallback(discord, missed.id);
      expect(answer.status).toBe(204);
    }

    const { message, file } = await waitForUpload(discord, press.token);
    expect(message.attachments).toHaveLength(1);
    expect(file.name).toMatch(/\.mp4$/);
    const uploads = replyEdits(discord, press.token).filter((call) => call.files.length > 0);
    expect(uploads).toHaveLength(1);
    expect(discord.identifies).toHaveLength(identifies);
  });
});
