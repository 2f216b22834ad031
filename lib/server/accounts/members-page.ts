/**
 * The members page of a pack (`/__greenhouse/members/{packId}`), served by the team edge like the
 * team page: self-contained HTML, one small form per action (change a role, remove), no script.
 */
import type { PackRole } from "./accounts";
import type { PackMembers } from "./members";
import { escapeHtml, page, signOutForm, TEAM_PATHS } from "./pages";

export interface MembersPageData extends PackMembers {
  /** The id of the account looking at the page (its own row says "you"). */
  readonly you: string;
  readonly error?: string;
  /** What the last change did, shown once after the redirect. */
  readonly done?: string;
}

const ROLE_TEXT: Record<PackRole, string> = { owner: "owner", editor: "editor", viewer: "viewer" };

/** The form posts here; `op` is "role" or "remove". */
export const membersPath = (packId: string) => `${TEAM_PATHS.members}${encodeURIComponent(packId)}`;

export function membersPage(data: MembersPageData): string {
  const action = membersPath(data.pack.id);
  const rows = data.members
    .map((m) => {
      const who = `${escapeHtml(m.name)}${m.userId === data.you ? " (you)" : ""}`;
      const options = (Object.keys(ROLE_TEXT) as PackRole[])
        .map((r) => `<option value="${r}"${r === m.role ? " selected" : ""}>${ROLE_TEXT[r]}</option>`)
        .join("");
      const user = escapeHtml(m.userId);
      const name = escapeHtml(m.name);
      return `<tr>
  <td>${who}<br><span class="muted">${escapeHtml(m.email)}</span></td>
  <td><form method="post" action="${action}"><input type="hidden" name="op" value="role"><input type="hidden" name="userId" value="${user}">
    <select name="role" aria-label="Role of ${name}">${options}</select>
    <button type="submit" aria-label="Save the role of ${name}">Save</button></form></td>
  <td><form method="post" action="${action}"><input type="hidden" name="op" value="remove"><input type="hidden" name="userId" value="${user}">
    <button type="submit" class="secondary" aria-label="Remove ${name}">Remove</button></form></td>
</tr>`;
    })
    .join("\n");
  const table =
    data.members.length === 0
      ? "<p>Nobody has a role on this pack yet. Invite people from the team page.</p>"
      : `<table aria-label="Members of ${escapeHtml(data.pack.name)}">
<thead><tr><th scope="col">Member</th><th scope="col">Role</th><th scope="col"><span class="muted">Remove</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const studio = data.studioOwners.map((o) => escapeHtml(o.name)).join(", ");
  return page(
    "Members",
    `<h1>Members of “${escapeHtml(data.pack.name)}”</h1>
<p>Viewers read, print and export; editors also change cards, decks and pictures; owners also invite, manage members and delete the pack.
A pack keeps at least one owner.</p>
${data.error === undefined ? "" : `<p class="error" role="alert">${escapeHtml(data.error)}</p>`}
${data.done === undefined ? "" : `<p class="ok" role="status">${escapeHtml(data.done)}</p>`}
${table}
${studio === "" ? "" : `<p class="muted">Studio owners (own every pack): ${studio}.</p>`}
<nav><a href="/packs/${encodeURIComponent(data.pack.id)}">Back to the pack</a><a href="${TEAM_PATHS.team}">Invite someone</a>${signOutForm()}</nav>`,
    true,
  );
}
