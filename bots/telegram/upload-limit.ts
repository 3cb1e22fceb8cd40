/** What the public Bot API accepts from bots (sendVideo/sendAudio/sendDocument). */
export const PUBLIC_BOT_API_UPLOAD_MB = 50;
/** What a self-hosted `telegram-bot-api` server accepts. */
export const LOCAL_BOT_API_UPLOAD_MB = 2000;

/**
 * The upload limit in bytes: the configured value, else the limit of the
 * server the bot talks to (a custom API root is taken to be a local server).
 */
export function telegramUploadLimitBytes(maxUploadMb: number | undefined, apiRoot: string | undefined): number {
  const mb = maxUploadMb ?? (apiRoot ? LOCAL_BOT_API_UPLOAD_MB : PUBLIC_BOT_API_UPLOAD_MB);
  return mb * 1024 * 1024;
}
