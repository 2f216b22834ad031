/**
 * Signing out is a POST (`/__greenhouse/logout`, both modes). As a GET it could be triggered by
 * any `<img>` or link: a GET carries no `Origin`, and the `Sec-Fetch-Site` the old check relied
 * on is missing in older browsers and says `same-origin` for a picture in this server's own
 * pages. A POST meets the guard's origin check (origin.ts) before it gets here, as every write
 * does; any other method is 405 and ends no session.
 */
import type { IncomingMessage } from "node:http";
import { signOutPage } from "../accounts/pages";
import { errorJson, type Answer } from "./respond";

/** The 405 for a sign-out that is not a POST: for a browser, the page with the Sign out button. */
export function signOutNotPost(req: IncomingMessage): Answer {
  const accept = req.headers.accept ?? "";
  const headers = { Allow: "POST" };
  if (accept.includes("text/html")) return { status: 405, type: "html", body: signOutPage(), headers };
  const message = "Sign out with a POST to /__greenhouse/logout (the Sign out button). A GET, such as a link or a picture on a page, signs nobody out.";
  return { status: 405, type: "json", body: errorJson("method_not_allowed", message), headers };
}
