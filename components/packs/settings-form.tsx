"use client";
/**
 * A pack's settings: its name, game and type (every pack has them), the extended pack, and the
 * instructions its system's `packSettings` hook lists (GOT CGS: players, affiliations,
 * per-player affiliations, player level, durations and time limits, components, goals; a system
 * without the hook, Altered or Genesis, has none). Changes are saved together with "Save
 * changes"; a bar says when there are unsaved ones.
 */
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { useUnsavedChanges } from "@/components/layout/pending-work";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { PACK_TYPES, PLAYER_LEVELS, type FormatIssue, type PackType } from "@/lib/packs/schema";
import type { PackDetail } from "@/lib/server/types";
import type { PackSettingsHook } from "@/lib/systems/pack-pages";
import type { UpdatePack } from "./pack-callbacks";
import { packTypeHint } from "./new-pack-button";
import { changesOf, settingsSystemOf, valuesOf, type SettingsSystem, type SettingsValues } from "./settings-model";
import { TagInput } from "./tag-input";
import { runAction } from "@/lib/client/run-action";

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-4 border-b border-line py-6 first:pt-0 md:grid-cols-[16rem_1fr]">
      <div>
        <h2 className="font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{description}</p>
      </div>
      <div className="flex max-w-2xl flex-col gap-4">{children}</div>
    </section>
  );
}

/** `system`: what the pack's system gives the form (the page passes it; default: the registry's). */
export function SettingsForm({ pack, system: given, updatePack }: { pack: PackDetail; system?: SettingsSystem; updatePack: UpdatePack }) {
  const system = given ?? settingsSystemOf(pack.system);
  const { deckNoun, settings } = system;
  const initial = useMemo(() => valuesOf(pack, settings), [pack, settings]);
  const [values, setValues] = useState<SettingsValues>(initial);
  const [synced, setSynced] = useState(pack);
  if (synced !== pack) {
    setSynced(pack);
    setValues(valuesOf(pack, settings));
  }
  const [issues, setIssues] = useState<readonly FormatIssue[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const router = useRouter();

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  // Leaving with unsaved changes (a tab, a breadcrumb, Back, reload) asks first.
  useUnsavedChanges(dirty, "The pack settings have changes that are not saved (Save changes saves them).");
  const set = (update: Partial<SettingsValues>) => setValues((v) => ({ ...v, ...update }));
  const err = (path: string) => issues.find((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`))?.message ?? null;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const { changes, issues: local } = changesOf(values);
    setIssues(local);
    setMessage(null);
    if (local.length > 0) return;
    start(async () => {
      const result = await runAction(() => updatePack(pack.id, pack.version, changes), "Your changes are still in the form: save again.");
      if (!result.ok) {
        setIssues(result.error.issues);
        setMessage(result.error.message);
        return;
      }
      toast.show({ title: "Settings saved" });
      router.refresh();
    });
  };

  return (
    <form onSubmit={save} noValidate className="pb-20" aria-label="Pack settings">
      <Section title="The pack" description="How the pack is named and what kind of pack it is.">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Pack name" error={err("name")}>
            {(p) => <Input {...p} value={values.name} onChange={(e) => set({ name: e.target.value })} required maxLength={200} />}
          </Field>
          <Field label="Game" error={err("game")}>
            {(p) => <Input {...p} value={values.game} onChange={(e) => set({ game: e.target.value })} placeholder={system.name} maxLength={200} />}
          </Field>
        </div>
        <Field label="Pack type" hint={packTypeHint(values.type, deckNoun)} error={err("type")}>
          {(p) => (
            <Select {...p} value={values.type} onChange={(e) => set({ type: e.target.value as PackType })} className="w-60">
              {PACK_TYPES.map((t) => (
                <option key={t} value={t} className="capitalize">
                  {t[0]?.toUpperCase() + t.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {values.type === "expansion" || values.type === "extension" || values.extends !== "" ? (
          <Field
            label="Extends the edition pack"
            hint={values.type === "edition" || values.type === "booster" ? "Only expansion and extension packs extend an edition." : "Required for expansion and extension packs: the name of the edition pack."}
            error={err("instructions.extends")}
          >
            {(p) => <Input {...p} value={values.extends} onChange={(e) => set({ extends: e.target.value })} placeholder="Genesis" />}
          </Field>
        ) : null}
      </Section>

      {settings.players ? <PlayersSection players={settings.players} values={values} set={set} err={err} /> : null}

      {settings.minutes.length > 0 ? (
        <Section title="Time" description="In minutes. Durations are estimates; time limits are rules the players keep.">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {settings.minutes.map(({ key, label, hint }) => (
              <Field key={key} label={label} hint={hint} error={err(`instructions.${key}`)}>
                {(p) => (
                  <div className="flex items-center gap-2">
                    <Input
                      {...p}
                      type="number"
                      min={0}
                      max={1440}
                      value={values.minutes[key] ?? ""}
                      onChange={(e) => set({ minutes: { ...values.minutes, [key]: e.target.value } })}
                      placeholder="not set"
                      className="w-28"
                    />
                    <span className="text-sm text-ink-muted">min</span>
                  </div>
                )}
              </Field>
            ))}
          </div>
        </Section>
      ) : null}

      <Section title={settings.texts.length > 0 ? "Components and goals" : `${deckNoun.charAt(0).toUpperCase()}${deckNoun.slice(1)}s`} description={settings.texts.length > 0 ? "What is in the box, how far a session pack may be customized, and what the players aim for." : `Where the pack's ${deckNoun}s come from.`}>
        {settings.texts.map(({ key, label, hint }) => (
          <Field key={key} label={label} hint={hint} error={err(`instructions.${key}`)}>
            {(p) => <Textarea {...p} rows={2} value={values.texts[key] ?? ""} onChange={(e) => set({ texts: { ...values.texts, [key]: e.target.value } })} />}
          </Field>
        ))}
        <p className="text-sm text-ink-muted">
          The names and order of the {deckNoun}s come from the pack&apos;s {deckNoun}s ({pack.eras.map((e) => e.name).join(", ") || "none yet"}).
        </p>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-5 flex items-center gap-3 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur" aria-live="polite">
        <p className="flex-1 text-sm">
          {message ? <span className="text-danger">{message}</span> : issues.length > 0 ? <span className="text-danger">Fix the fields marked in red, then save.</span> : dirty ? <span className="text-ink-soft">You have unsaved changes.</span> : <span className="text-ink-muted">All changes saved.</span>}
        </p>
        <Button
          disabled={!dirty || pending}
          onClick={() => {
            setValues(initial);
            setIssues([]);
            setMessage(null);
          }}
        >
          Discard
        </Button>
        <Button type="submit" variant="primary" disabled={!dirty} pending={pending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** The players part: their number, the affiliations and each player's, the player level (as the system's hook lists them). */
function PlayersSection({ players, values, set, err }: { players: NonNullable<PackSettingsHook["players"]>; values: SettingsValues; set: (update: Partial<SettingsValues>) => void; err: (path: string) => string | null }) {
  const count = Number(values.players);
  const playerCount = Number.isInteger(count) && count >= 2 && count <= 64 ? count : 0;
  return (
    <Section title="Players" description="Edition packs may fix the number of players and the affiliations; extension packs must give the number of players.">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr]">
        <Field label="Number of players" hint="2 to the number of affiliations." error={err("instructions.players")}>
          {(p) => <Input {...p} type="number" min={2} max={64} value={values.players} onChange={(e) => set({ players: e.target.value })} placeholder="not set" className="w-32" />}
        </Field>
        {players.affiliations ? (
          <Field label="Affiliations" hint="Press Enter after each one. Empty: the players choose." error={err("instructions.affiliations")}>
            {(p) => <TagInput {...p} values={values.affiliations} onChange={(affiliations) => set({ affiliations })} placeholder="Spacelings, USSA…" />}
          </Field>
        ) : null}
      </div>
      {players.affiliations && playerCount > 0 && values.affiliations.length > 0 ? (
        <fieldset>
          <legend className="mb-1 text-xs font-medium text-ink-soft">Affiliation of each player, in turn order</legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
            {Array.from({ length: playerCount }, (_, i) => (
              <label key={i} className="flex items-center gap-2 text-sm text-ink-soft">
                <span className="w-16 shrink-0 text-xs">Player {i + 1}</span>
                <Select
                  aria-label={`Player ${i + 1}`}
                  value={values.playerAffiliations[i] ?? ""}
                  onChange={(e) => {
                    const next = Array.from({ length: playerCount }, (_, j) => values.playerAffiliations[j] ?? "");
                    next[i] = e.target.value;
                    set({ playerAffiliations: next });
                  }}
                >
                  <option value="">Chooses</option>
                  {values.affiliations.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </Select>
              </label>
            ))}
          </div>
          {err("instructions.playerAffiliations") ? <p className="mt-1 text-xs text-danger">{err("instructions.playerAffiliations")}</p> : null}
        </fieldset>
      ) : null}
      {players.playerLevel ? (
        <Field label="Player level" error={err("instructions.playerLevel")}>
          {(p) => (
            <Select {...p} value={values.playerLevel} onChange={(e) => set({ playerLevel: e.target.value })} className="w-60">
              <option value="">Not set (beginner is implied)</option>
              {PLAYER_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l[0]?.toUpperCase() + l.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
    </Section>
  );
}
