/** Test servers: listen on a free port of 127.0.0.1 and say where. */
import type { Server } from "node:http";

/** Starts `server` on a free port of 127.0.0.1; its base URL (`http://127.0.0.1:<port>`). */
export async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
}
