// A TCP path to a server (the test stack's database) that a test can cut — connections dropped, new ones refused —
// and restore on the same port: a database restart as the processes behind the link see it.
import net from 'node:net';

export class CuttableLink {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (again, on the same port after a cut). */
  async restore(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

/** A link to the stack's MongoDB (MONGO_URL), listening. */
export async function linkToMongo(mongoUrl: string): Promise<CuttableLink> {
  const url = new URL(mongoUrl);
  const link = new CuttableLink({ host: url.hostname, port: Number(url.port || 27017) });
  await link.restore();
  return link;
}
