/**
 * The base URL of "my own hosting" in the Tabletop Simulator export (components/csv-import/base-url.ts):
 * an absolute http(s) address with nothing after its path; every refusal says how to fix it.
 */
import { describe, expect, it } from "vitest";
import { checkBaseUrl } from "@/components/csv-import/base-url";

describe("checkBaseUrl", () => {
  it("takes an absolute http(s) address, trimmed, trailing slashes dropped", () => {
    expect(checkBaseUrl("https://cards.example/my-deck")).toEqual({ ok: true, url: "https://cards.example/my-deck" });
    expect(checkBaseUrl("  http://192.168.1.20:8000/tts///  ")).toEqual({ ok: true, url: "http://192.168.1.20:8000/tts" });
    expect(checkBaseUrl("HTTPS://Cards.Example")).toEqual({ ok: true, url: "HTTPS://Cards.Example" });
  });

  it.each([
    ["", "Give the address"],
    ["   ", "Give the address"],
    ["cards.example/my-deck", "https:// in front"],
    ["/my-deck", "https:// in front"],
    ["ftp://cards.example/deck", "must start with https://"],
    ["file:///C:/tts", "must start with https://"],
    ["javascript:alert(1)", "must start with https://"],
    ["https:cards.example", "Write the address whole"],
    ["https://me:secret@cards.example/deck", "user name and password"],
    ["https://cards.example/deck?v=2", "Leave out the ?"],
    ["https://cards.example/deck#top", "Leave out the ?"],
  ])("refuses %j with a message that says how to fix it", (text, says) => {
    const checked = checkBaseUrl(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toContain(says);
  });
});
