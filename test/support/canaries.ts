/**
 * Canary servers on loopback ports that the instance under test must never
 * reach. Each counts every connection or datagram it gets, before any
 * protocol, so a test can assert "no contact at all".
 *
 * - http: answers any request with a body holding {@link CANARY_SECRET} (so
 *   a test can also check that no canary byte came back to the client);
 * - ftp: a TCP listener that greets like an FTP server and accepts any login,
 *   enough for a client to go on to RETR;
 * - udp: a datagram socket (RTP/RTCP pairs use port and port + 1: both count).
 */
import dgram from 'node:dgram';
import http from 'node:http';
import net from 'node:net';

export const CANARY_SECRET = 'CANARY-SECRET-7f3a9c';

export interface Canaries {
  httpPort: number;
  ftpPort: number;
  udpPort: number;
  /** Everything each canary saw, for failure messages. */
  log: string[];
  /** Connections and datagrams, all canaries together. */
  contacts(): number;
  reset(): void;
  close(): Promise<void>;
}

async function listen(server: net.Server | http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

export async function startCanaries(): Promise<Canaries> {
  const log: string[] = [];
  const sockets = new Set<net.Socket>();
  const track = (what: string) => (socket: net.Socket) => {
    log.push(`${what}: connection from ${socket.remotePort}`);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const httpServer = http.createServer((req, res) => {
    log.push(`http: ${req.method} ${req.url}`);
    const body = Buffer.from(`${CANARY_SECRET} `.repeat(4096));
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length });
    res.end(body);
  });
  httpServer.on('connection', track('http'));
  const httpPort = await listen(httpServer);

  const ftpServer = net.createServer((socket) => {
    socket.write('220 canary FTP ready\r\n');
    socket.on('data', (data) => {
      const line = data.toString('latin1').trim();
      log.push(`ftp: ${line}`);
      const verb = line.split(' ')[0]?.toUpperCase();
      if (verb === 'USER') socket.write('331 any password\r\n');
      else if (verb === 'PASS') socket.write('230 logged in\r\n');
      else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('200 ok\r\n');
    });
  });
  ftpServer.on('connection', track('ftp'));
  const ftpPort = await listen(ftpServer);

  // Two adjacent UDP ports (RTP and RTCP): bind the first free pair.
  const udp: dgram.Socket[] = [];
  let udpPort = 0;
  for (let attempt = 0; attempt < 20 && udp.length < 2; attempt++) {
    for (const socket of udp.splice(0)) socket.close();
    const first = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => first.bind(0, '127.0.0.1', resolve));
    udpPort = first.address().port;
    udp.push(first);
    const second = dgram.createSocket('udp4');
    const bound = await new Promise<boolean>((resolve) => {
      second.once('error', () => resolve(false));
      second.bind(udpPort + 1, '127.0.0.1', () => resolve(true));
    });
    if (bound) udp.push(second);
    else second.close();
  }
  if (udp.length < 2) throw new Error('no free pair of UDP ports');
  for (const socket of udp) {
    socket.on('message', (_msg, from) => log.push(`udp ${socket.address().port}: datagram from ${from.port}`));
  }

  return {
    httpPort,
    ftpPort,
    udpPort,
    log,
    contacts: () => log.filter((line) => /connection|datagram/.test(line)).length,
    reset: () => {
      log.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      for (const socket of udp) socket.close();
      await Promise.all([
        new Promise((resolve) => httpServer.close(resolve)),
        new Promise((resolve) => ftpServer.close(resolve)),
      ]);
    },
  };
}
