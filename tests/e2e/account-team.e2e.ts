/**
 * A team server in the browser (issue 14 "Accounts and roles"): a second server started with
 * GREENHOUSE_TEAM=1 on its own fresh database. The first visit shows the first-run step, which
 * creates the owner; the owner creates a pack and invites a viewer from the team page; the
 * invitee opens the link, sets a password, lands on the pack, sees only that pack, and cannot
 * change it (403), then signs out and in again. The owner then opens the pack's members page
 * from the pack page and makes the viewer an editor.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, screenshot } from "./browser";
import { createPack } from "./app-helpers";
import { freePort } from "./ports";

const root = resolve(import.meta.dirname, "..", "..");
const CODE = "first-run-code-e2e";
let browser: Browser;
let server: ChildProcess;
let url = "";
let dir = "";

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), "greenhouse-team-e2e-"));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `file:${join(dir, "team.db")}`, HOST: "127.0.0.1", PORT: String(port), GREENHOUSE_TEAM: "1", GREENHOUSE_SETUP_CODE: CODE, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ready, fail) => {
    let out = "";
    server.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Greenhouse: listening")) ready();
    });
    server.once("exit", (code) => fail(new Error(`the team server exited with ${code}`)));
  });
});
afterAll(async () => {
  server?.kill("SIGTERM");
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a team server: first run, invitation, a viewer who cannot edit", () => {
  let packId = "";
  let invitation = "";

  it("first run creates the owner, who is signed in, creates a pack and invites a viewer", async () => {
    const { page, context } = await openPage(browser, url);
    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome to Greenhouse" }).waitFor();
    await page.getByLabel("Setup code").fill(CODE);
    await page.getByLabel("Your name").fill("Ana Owner");
    await page.getByLabel("E-mail").fill("ana@studio.example");
    await page.getByLabel(/^Password/).fill("correct horse battery");
    await screenshot(page, "account-first-run");
    await page.getByRole("button", { name: "Create the owner" }).click();
    // A fresh team database has no packs: the home page shows its empty state, no grid.
    await page.getByText("No card packs yet").waitFor();

    packId = await createPack(page, "Studio Pack");
    expect(packId).not.toBe("");

    await page.goto("/__greenhouse/team");
    await page.getByLabel("Invite (e-mail)").fill("vic@studio.example");
    await page.getByLabel("Pack").selectOption(packId);
    await page.getByLabel("Role").selectOption("viewer");
    await page.getByRole("button", { name: "Create the invitation link" }).click();
    const link = page.locator("#invitation-link");
    await link.waitFor();
    invitation = (await link.getAttribute("href")) ?? "";
    expect(invitation).toContain("/__greenhouse/invite/");
    await screenshot(page, "account-invite");
    await context.close();
  });

  it("the invitee accepts, lands on the pack as a viewer, sees only that pack, and its change is refused (403)", async () => {
    const { page, context } = await openPage(browser, url);
    await page.goto(invitation);
    await page.getByText("invites vic@studio.example as viewer of “Studio Pack”").waitFor();
    await page.getByLabel("Your name").fill("Vic Viewer");
    await page.getByLabel(/^Password/).fill("viewer password 1");
    await page.getByRole("button", { name: "Accept the invitation" }).click();
    await page.waitForURL(`${url}/packs/${packId}`);
    await page.getByRole("heading", { level: 1, name: /Studio Pack/ }).waitFor();
    await screenshot(page, "account-viewer-pack");

    const attempt = await page.evaluate(async (id) => {
      const r = await fetch(`/api/packs/${id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ version: 1, changes: { name: "Renamed by a viewer" } }) });
      return { status: r.status, body: (await r.json()) as { error?: { code?: string } } };
    }, packId);
    expect(attempt.status).toBe(403);
    expect(attempt.body.error?.code).toBe("forbidden");

    const packs = await page.evaluate(async () => ((await (await fetch("/api/packs")).json()) as { packs: { name: string }[] }).packs.map((p) => p.name));
    expect(packs).toEqual(["Studio Pack"]);

    await page.goto("/__greenhouse/team");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await page.getByLabel("E-mail").fill("vic@studio.example");
    await page.getByLabel("Password").fill("viewer password 1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("list", { name: "Card packs" }).waitFor();
    await screenshot(page, "account-viewer-home");
    await context.close();
  });

  it("the owner opens the members page from the pack page and makes the viewer an editor", async () => {
    const { page, context } = await openPage(browser, url);
    await page.goto(`/packs/${packId}`);
    await page.getByLabel("E-mail").fill("ana@studio.example");
    await page.getByLabel("Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: /Studio Pack/ }).waitFor();
    await page.getByRole("link", { name: "Members" }).click();
    await page.getByRole("heading", { name: "Members of “Studio Pack”" }).waitFor();
    const role = page.getByRole("combobox", { name: "Role of Vic Viewer" });
    expect(await role.inputValue()).toBe("viewer");
    await role.selectOption("editor");
    await page.getByRole("button", { name: "Save the role of Vic Viewer" }).click();
    await page.getByRole("status").filter({ hasText: "The role is changed." }).waitFor();
    expect(await page.getByRole("combobox", { name: "Role of Vic Viewer" }).inputValue()).toBe("editor");
    await screenshot(page, "account-members");
    await context.close();
  });
});
