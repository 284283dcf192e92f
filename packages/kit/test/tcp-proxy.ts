/** A TCP proxy for outage tests: stopping it drops every connection, as a server going away does. */
import { connect, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Drops a connection once this many bytes went towards the server (undefined: never). */
  cutUploadsAfter(bytes: number | undefined): void;
}

/** A proxy to `host:port` that can be stopped and started again on the same port. */
export async function startTcpProxy(host: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let cutAfter: number | undefined;
  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    async start() {
      server = createServer((client) => {
        const upstream = connect(targetPort, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        let sent = 0;
        client.on('data', (chunk: Buffer) => {
          sent += chunk.length;
          if (cutAfter !== undefined && sent > cutAfter) {
            client.destroy();
            upstream.destroy();
          } else {
            upstream.write(chunk);
          }
        });
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async stop() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = undefined;
    },
    cutUploadsAfter(bytes) {
      cutAfter = bytes;
    },
  };
  await proxy.start();
  return proxy;
}
