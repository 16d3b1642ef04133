// A TCP proxy that can hold what one process sends to a server: while closed, the bytes a client sends wait in
// the proxy and reach nothing. A chaos scenario puts one between the quote service and the database, closes it,
// and so stops the quote service at its next database write (recording the quote) with every step before it
// done, the credit reservation included; then kills the service there. No timing luck, no hook in the service.
import net from 'node:net';

export class TcpGate {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private open = true;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly listenPort: number,
    private readonly target: { host: string; port: number },
  ) {
    this.server = net.createServer((client) => this.connect(client));
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
  }

  /** Holds every byte clients send from now on (replies to what already went through still come back). */
  close(): void {
    this.open = false;
  }

  /** Lets bytes through again, the held ones first. */
  reopen(): void {
    this.open = true;
    this.waiting.splice(0).forEach((release) => release());
  }

  /** Drops every connection (the killed client's are gone anyway) and stops listening. */
  async stop(): Promise<void> {
    this.reopen();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connect(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => undefined); // a reset on either side closes both
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    client.on('data', (chunk) => {
      if (this.open) return void upstream.write(chunk);
      // Held in order: reading pauses until the gate opens, so later chunks cannot overtake this one.
      client.pause();
      this.waiting.push(() => {
        upstream.write(chunk);
        client.resume();
      });
    });
  }
}
