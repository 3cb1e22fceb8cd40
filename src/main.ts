/**
 * The entry point (`node dist/src/main.js`: npm start, PM2, the container). Before it loads the
 * service (serve.ts), it starts finding yt-dlp and ffmpeg and asking their versions
 * (src/binaries): yt-dlp answers only once Python has imported all of it, most of a second, which
 * another core spends while this one loads Fastify, the database layer and the rest.
 */
import { config as loadDotenv } from 'dotenv';
import { startToolProbe } from './binaries/index.js';
import { keepNewFilesPrivate } from './support/private-data.js';

// Before anything is created: DATA_DIR, the database and the job folders hold every user's links.
keepNewFilesPrivate();
loadDotenv({ quiet: true });
const toolProbe = startToolProbe(process.env);
const { serve } = await import('./serve.js');
await serve(toolProbe);
