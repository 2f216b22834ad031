/**
 * The pages of a team server's edge (first run, sign-in, invitation, team): self-contained HTML
 * like the password page of lib/server/auth.ts (no script, no external asset), served before Next.
 */
export const TEAM_PATHS = {
  setup: "/__greenhouse/setup",
  login: "/__greenhouse/login",
  logout: "/__greenhouse/logout",
  invite: "/__greenhouse/invite/",
  team: "/__greenhouse/team",
  /** `/__greenhouse/members/{packId}`: the members of one pack (members-page.ts). */
  members: "/__greenhouse/members/",
} as const;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6f2; color: #1d2a1f;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); width: min(26rem, 90vw); }
  h1 { margin: 0 0 .25rem; font-size: 1.35rem; }
  p { margin: 0 0 1rem; color: #4b5a4e; font-size: .95rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .35rem; }
  input, select { box-sizing: border-box; width: 100%; padding: .6rem .75rem; font: inherit; border: 1px solid #9aa89c; border-radius: 8px; background: #fff; }
  input:focus, select:focus { outline: 3px solid #7fb48a; outline-offset: 1px; }
  button { margin-top: 1.25rem; width: 100%; padding: .65rem; font: inherit; font-weight: 600; color: #fff; background: #2f6b3c; border: 0; border-radius: 8px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #7fb48a; outline-offset: 2px; }
  a { color: #2f6b3c; }
  .error { color: #9b1c1c; background: #fdecec; padding: .5rem .75rem; border-radius: 8px; }
  .ok { color: #1d4d2a; background: #e6f4ea; padding: .5rem .75rem; border-radius: 8px; word-break: break-all; }
  nav { margin-top: 1.25rem; font-size: .9rem; display: flex; gap: 1rem; flex-wrap: wrap; }
  main.wide { width: min(44rem, 94vw); }
  table { width: 100%; border-collapse: collapse; margin-top: .5rem; }
  th, td { text-align: left; padding: .5rem .4rem; border-bottom: 1px solid #e3e8e2; vertical-align: middle; }
  th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: #4b5a4e; }
  td form { display: flex; gap: .4rem; align-items: center; margin: 0; }
  td select { width: auto; padding: .35rem .5rem; }
  td button { width: auto; margin: 0; padding: .4rem .7rem; font-size: .9rem; }
  td button.secondary { color: #9b1c1c; background: #fff; border: 1px solid #d9a3a3; }
  .muted { color: #4b5a4e; font-size: .85rem; }
  nav form { margin: 0; display: inline; }
  button.link { width: auto; margin: 0; padding: 0; font-weight: 400; color: #2f6b3c; background: none; text-decoration: underline; }
`;

/** A whole page around `body`; `wide` for a table (the members page) instead of a narrow form. */
export function page(title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Greenhouse</title>
<style>${STYLE}</style>
</head>
<body>
<main${wide ? ' class="wide"' : ""}>
${body}
</main>
</body>
</html>
`;
}

/**
 * The Sign out button: a POST form, never a link. A GET signs nobody out (405), so an `<img>` or
 * a link on another page cannot; the POST meets the edge's origin check like every write.
 */
export const signOutForm = () => `<form method="post" action="${TEAM_PATHS.logout}"><button type="submit" class="link">Sign out</button></form>`;

/** What a browser that opened the sign-out address gets (405): the button that signs out. */
export function signOutPage(): string {
  return page(
    "Sign out",
    `<h1>Sign out?</h1>
<p>Signing out takes the button below; opening this address alone signs nobody out.</p>
<form method="post" action="${TEAM_PATHS.logout}"><button type="submit">Sign out</button></form>
<nav><a href="/">Back to the packs</a></nav>`,
  );
}

const notice = (error: string | undefined) => (error === undefined ? "" : `<p class="error" role="alert">${escapeHtml(error)}</p>`);

export function setupPage(error?: string, values: { name?: string; email?: string } = {}): string {
  return page(
    "First run",
    `<h1>Welcome to Greenhouse</h1>
<p>This team server has no accounts yet. Create the studio owner's account: it owns every pack and invites the others.
The setup code is in the server's log (or GREENHOUSE_SETUP_CODE).</p>
${notice(error)}
<form method="post" action="${TEAM_PATHS.setup}">
  <label for="code">Setup code</label>
  <input id="code" name="code" required autocomplete="off">
  <label for="name">Your name</label>
  <input id="name" name="name" required maxlength="100" value="${escapeHtml(values.name ?? "")}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required value="${escapeHtml(values.email ?? "")}" autocomplete="username">
  <label for="password">Password (at least 10 characters)</label>
  <input id="password" name="password" type="password" required minlength="10" autocomplete="new-password">
  <button type="submit">Create the owner</button>
</form>`,
  );
}

export function signInPage(next: string, error?: string): string {
  return page(
    "Sign in",
    `<h1>Greenhouse</h1>
<p>Sign in with your studio account.</p>
${notice(error)}
<form method="post" action="${TEAM_PATHS.login}?next=${encodeURIComponent(next)}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required autofocus autocomplete="username">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function invitePage(token: string, invitation: { email: string; role: string; pack: string | null; by: string; exists: boolean }, error?: string): string {
  const what = invitation.role === "admin" ? "as a studio owner" : `as ${invitation.role} of “${escapeHtml(invitation.pack ?? "")}”`;
  return page(
    "Invitation",
    `<h1>Join Greenhouse</h1>
<p>${escapeHtml(invitation.by)} invites ${escapeHtml(invitation.email)} ${what}.
${invitation.exists ? "You have an account: enter its password to accept." : "Choose your name and a password."}</p>
${notice(error)}
<form method="post" action="${TEAM_PATHS.invite}${encodeURIComponent(token)}">
  ${invitation.exists ? "" : `<label for="name">Your name</label>\n  <input id="name" name="name" required maxlength="100">`}
  <label for="password">Password${invitation.exists ? "" : " (at least 10 characters)"}</label>
  <input id="password" name="password" type="password" required autocomplete="${invitation.exists ? "current-password" : "new-password"}">
  <button type="submit">Accept the invitation</button>
</form>`,
  );
}

export function invalidInvitePage(): string {
  return page("Invitation", `<h1>Invitation</h1><p class="error" role="alert">This invitation link is not valid any more (used, expired, or mistyped). Ask for a new one.</p><nav><a href="${TEAM_PATHS.login}">Sign in</a></nav>`);
}

export interface TeamPageData {
  readonly name: string;
  readonly admin: boolean;
  readonly packs: readonly { id: string; name: string }[];
  readonly link?: string;
  readonly error?: string;
}

export function teamPage(data: TeamPageData): string {
  const options = data.packs.map((p) => `<option value="${escapeHtml(p.id)}">${escapeHtml(p.name)}</option>`).join("");
  const canInvite = data.admin || data.packs.length > 0;
  const form = canInvite
    ? `<form method="post" action="${TEAM_PATHS.team}">
  <label for="email">Invite (e-mail)</label>
  <input id="email" name="email" type="email" required>
  <label for="pack">Pack</label>
  <select id="pack" name="pack">${data.admin ? '<option value="">(every pack: studio owner)</option>' : ""}${options}</select>
  <label for="role">Role</label>
  <select id="role" name="role"><option value="viewer">viewer (reads, prints, plays)</option><option value="editor">editor (changes cards and decks)</option><option value="owner">owner (also invites, deletes the pack)</option></select>
  <button type="submit">Create the invitation link</button>
</form>`
    : "<p>You own no pack, so you cannot invite anyone.</p>";
  return page(
    "Team",
    `<h1>Team</h1>
<p>Signed in as ${escapeHtml(data.name)}${data.admin ? " (studio owner)" : ""}.</p>
${notice(data.error)}
${data.link === undefined ? "" : `<p class="ok" role="status">Send this link to the person you invite (valid 7 days, once): <a id="invitation-link" href="${escapeHtml(data.link)}">${escapeHtml(data.link)}</a></p>`}
${form}
${data.packs.length === 0 ? "" : `<p>Members of your packs: ${data.packs.map((p) => `<a href="${TEAM_PATHS.members}${encodeURIComponent(p.id)}">${escapeHtml(p.name)}</a>`).join(", ")}.</p>`}
<nav><a href="/">Packs</a>${signOutForm()}</nav>`,
  );
}

export function refusedPage(status: 403 | 404, why = "Your role on this pack does not allow this. Ask one of its owners for the editor role."): string {
  return page(
    status === 404 ? "Not found" : "Not allowed",
    status === 404
      ? `<h1>Not found</h1><p>There is no such pack, or it is not shared with you. Ask its owner for an invitation.</p><nav><a href="/">Packs</a></nav>`
      : `<h1>Not allowed</h1><p>${escapeHtml(why)}</p><nav><a href="/">Packs</a></nav>`,
  );
}
