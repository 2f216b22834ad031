/**
 * Free loopback ports for the servers the browser tests start (global-setup's one per worker, and
 * the files that start their own: security, account-team, pg-instances). Asked of the system, not
 * drawn at random, so two files running side by side never pick the same port.
 */
import { createServer, type Server } from "node:net";

/** `count` distinct free loopback ports: all are held open together, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      ports.push(
        await new Promise<number>((ok, fail) => {
          server.on("error", fail);
          server.listen(0, "127.0.0.1", () => {
            const address = server.address();
            if (typeof address === "object" && address) ok(address.port);
            else fail(new Error("no port"));
          });
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  }
}

/** One free loopback port. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error("no free port");
  return port;
}
