import net from 'node:net';

/**
 * A TCP relay in front of a real PostgreSQL server that a test can break the way networks and
 * servers break: 'frozen' accepts connections and swallows every byte without answering (a hung
 * server or a dropped route), 'down' closes every connection and refuses new ones (a crash or a
 * restart), 'up' relays again.
 */
async function startFaultProxy(target: { host: string; port: number }) {
  let mode: 'up' | 'frozen' | 'down' = 'up';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === 'down') return void client.destroy();
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'frozen') return void client.on('data', () => undefined);
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    // Relay while up; once frozen, bytes in either direction are dropped (no answer ever comes).
    client.on('data', (chunk) => void (mode === 'up' && upstream.write(chunk)));
    upstream.on('data', (chunk) => void (mode === 'up' && client.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    set(next: 'up' | 'frozen' | 'down') {
      mode = next;
      if (next === 'down') for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A fault relay in front of the database a connection string names, and the same string through it. */
export async function relayDatabase(connectionString: string) {
  const direct = new URL(connectionString);
  const proxy = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(direct);
  relayed.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: relayed.toString() };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
