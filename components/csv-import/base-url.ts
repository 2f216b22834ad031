/**
 * The base URL a designer gives for hosting a Tabletop Simulator export's sheets themselves: the
 * saved object names each image `<base>/<file>`, so it must be an absolute http(s) address TTS
 * can fetch, with nothing after the path (the file names are added at its end). Pure: the
 * Export dialog checks it as the designer types; the server checks again (lib/print/export/tts.ts).
 */
export type BaseUrlCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

const EXAMPLE = "https://example.com/my-deck";

/** The base URL without trailing slashes, or what is wrong with it and how to fix it. */
export function checkBaseUrl(text: string): BaseUrlCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: `Give the address where you will put the sheets, such as ${EXAMPLE}, or choose links from this server.` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: `That is not a whole address: write it with https:// in front, such as ${EXAMPLE}.` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, message: `The address must start with https:// (or http://): Tabletop Simulator fetches the sheets from the web, not from ${url.protocol}// addresses.` };
  }
  if (!/^https?:\/\//i.test(trimmed) || url.hostname === "") return { ok: false, message: `Write the address whole, with the host name after https://, such as ${EXAMPLE}.` };
  if (url.username !== "" || url.password !== "") return { ok: false, message: "Leave out the user name and password: Tabletop Simulator cannot sign in, so the sheets must be public at that address." };
  if (url.search !== "" || url.hash !== "") return { ok: false, message: "Leave out the ?… and #… part: each sheet's file name is added at the end of the address." };
  return { ok: true, url: trimmed.replace(/\/+$/, "") };
}
