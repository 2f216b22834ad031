"use client";
/**
 * The system editor: every part of a `SystemDefinition` in forms (general, fields, card types,
 * faces, rules, free table), checked by `checkDefinition` as it is typed with each issue at the control its
 * path names. Save sends the revision it was loaded at: a 409 keeps what was typed and shows the
 * stored revision, to load it or to save over it knowingly. A built-in system is read-only.
 */
import { useRouter } from "next/navigation";
import { memo, useCallback, useMemo, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { checkDefinition, type DefinitionIssue } from "@/lib/systems/definition-schema";
import type { SymbolDef, SystemDefinition } from "@/lib/systems/types";
import { downloadSystem, postImpact, putSystem, type ApiIssue, type DefinitionImpact } from "./api";
import { ChangeImpactDialog } from "./change-impact";
import { SectionIssues, TextControl } from "./controls";
import { indexIssues, recordRename, renamesToSend, type FieldRename, type IssueIndex } from "./draft";
import { applyEdit, type Edit } from "./edit";
import { FieldsSection } from "./field-forms";
import { RulesSection } from "./rule-forms";
import { TableSection } from "./table-forms";
import { LiveLintPanel } from "./live-lint";
import { CardTypesSection, FacesSection } from "./type-face-forms";
import { FillsSection } from "./fill-forms";
import { SymbolsSection } from "./symbols-forms";
import { useDraftScope, useLayoutScope, useStableKeys } from "./scope";
import { OWN_PAINT } from "./list-parts";

const NO_SYMBOLS: readonly SymbolDef[] = [];

interface Conflict {
  readonly revision: number;
  readonly definition: SystemDefinition;
  readonly message: string;
}

export function SystemEditor({ initial, revision: loadedAt, builtIn }: { initial: SystemDefinition; revision: number | null; builtIn: boolean }) {
  const [draft, setDraft] = useState(initial);
  const [revision, setRevision] = useState(loadedAt ?? 0);
  const [saved, setSaved] = useState(initial);
  const [serverIssues, setServerIssues] = useState<readonly ApiIssue[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  // Field and card type keys edited since the last save, sent as renames so the cards' values and types move.
  const [renames, setRenames] = useState<readonly FieldRename[]>([]);
  // The server's impact of the pending save on stored cards, while the confirmation is open.
  const [impact, setImpact] = useState<DefinitionImpact | null>(null);
  const toast = useToast();
  const router = useRouter();
  const readOnly = builtIn;

  const checked = useMemo(() => checkDefinition(draft), [draft]);
  // Server issues are paths under `definition.`; shown with the live ones until the next change.
  // The index is the same object while the issues read the same, so the memoized forms of parts
  // that did not change are skipped on a keystroke (edit.ts keeps those parts' objects too).
  const issueText = JSON.stringify([...(checked.ok ? [] : checked.issues), ...serverIssues.map((i) => ({ path: i.path.replace(/^definition\.?/, ""), message: i.message }))]);
  const issues = useMemo(() => indexIssues(JSON.parse(issueText) as DefinitionIssue[]), [issueText]);
  const valid = checked.ok ? checked.definition : null;
  const dirty = useMemo(() => draft !== saved && JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  // What the sections read of the others' parts, one object while it reads the same (./scope.ts).
  const scope = useDraftScope(draft.fields, draft.cardTypes);
  const layoutScope = useLayoutScope(draft, scope);
  const faceKeys = useStableKeys(draft.faces);
  const closeImpact = useCallback(() => setImpact(null), []);

  const edit: Edit = useCallback((change) => {
    setServerIssues((s) => (s.length === 0 ? s : []));
    setDraft((d) => applyEdit(d, change));
  }, []);
  const onRename = useCallback((from: string, to: string) => setRenames((r) => recordRename(r, saved, from, to)), [saved]);
  const onTypeRename = useCallback((from: string, to: string) => setRenames((r) => recordRename(r, saved, from, to, "cardType")), [saved]);

  const save = (over?: number, confirm?: { cards: number }) =>
    start(async () => {
      setFailure(null);
      const sent = renamesToSend(renames, saved, draft);
      if (confirm === undefined && revision > 0) {
        // Before anything is saved: what the change does to the stored cards of this system's packs.
        const asked = await postImpact(draft.key, draft, sent);
        if (asked.ok && asked.value.changes.length > 0) {
          setImpact(asked.value);
          return;
        }
      }
      const result = await putSystem(draft.key, draft, over ?? revision, { renames: sent, ...(confirm === undefined ? {} : { confirm }) });
      if (result.ok) {
        setRevision(result.value.revision);
        setSaved(draft);
        setRenames([]);
        setImpact(null);
        setConflict(null);
        const moved = result.value.cardsChanged ?? 0;
        toast.show({ title: `Saved ${draft.name}`, description: `Revision ${result.value.revision}.${moved > 0 ? ` ${moved} card${moved === 1 ? "" : "s"} changed with it; their revisions keep the old values.` : ""}` });
        router.refresh();
        return;
      }
      if (result.status === 409) {
        const current = result.body.current as { revision: number; definition: SystemDefinition } | undefined;
        const changed = result.body.impact as DefinitionImpact | undefined;
        setImpact(changed ?? null);
        if (current !== undefined) setConflict({ revision: current.revision, definition: current.definition, message: result.message });
        else if (changed === undefined) setFailure(`${result.message} What you typed is still here.`);
        return;
      }
      setImpact(null);
      setServerIssues(result.issues);
      setFailure(`${result.message} What you typed is still here.`);
    });

  return (
    <div>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-line bg-canvas/95 py-2">
        <p className="text-sm text-ink-soft" role="status" aria-live="polite" aria-label="Save state">
          {builtIn ? "A built-in system: read-only. Copy it to change it." : checked.ok ? (dirty ? "Unsaved changes; the definition checks." : `Saved (revision ${revision}).`) : `${issues.all.length} problem${issues.all.length === 1 ? "" : "s"} to fix before it can be saved.`}
        </p>
        <div className="ml-auto flex gap-2">
          <Button onClick={() => downloadSystem(draft)}>Export</Button>
          {readOnly ? null : (
            <Button variant="primary" pending={pending} disabled={!checked.ok || !dirty} onClick={() => save()}>
              Save
            </Button>
          )}
        </div>
      </div>
      {failure ? (
        <p className="mt-3 text-sm text-danger" role="alert">
          {failure}
        </p>
      ) : null}
      {conflict ? (
        <div className="mt-3 rounded-md border border-danger/40 bg-danger-soft/40 p-3 text-sm" role="alert">
          <p>{conflict.message}</p>
          <div className="mt-2 flex gap-2">
            <Button
              onClick={() => {
                setDraft(conflict.definition);
                setSaved(conflict.definition);
                setRenames([]);
                setRevision(conflict.revision);
                setConflict(null);
              }}
            >
              Load revision {conflict.revision} (drop my changes)
            </Button>
            <Button variant="danger" onClick={() => save(conflict.revision)}>
              Save mine over revision {conflict.revision}
            </Button>
          </div>
        </div>
      ) : null}
      <GeneralSection draftKey={draft.key} name={draft.name} deckNoun={draft.deckNoun} description={draft.description} issues={issues} edit={edit} readOnly={readOnly} />
      {builtIn ? null : <LiveLintPanel systemKey={draft.key} valid={valid} />}
      <FieldsSection fields={draft.fields} issues={issues} edit={edit} readOnly={readOnly} onRename={onRename} />
      <ChangeImpactDialog impact={impact} pending={pending} onCancel={closeImpact} onConfirm={(cards) => save(conflict?.revision, { cards })} />
      <CardTypesSection types={draft.cardTypes} fields={scope.fields} faces={faceKeys} issues={issues} edit={edit} readOnly={readOnly} onRename={onTypeRename} />
      <FacesSection faces={draft.faces} def={layoutScope} issues={issues} edit={edit} readOnly={readOnly} />
      <FillsSection faces={draft.faces} fields={scope.fields} issues={issues} edit={edit} readOnly={readOnly} />
      <SymbolsSection symbols={draft.symbols ?? NO_SYMBOLS} issues={issues} edit={edit} readOnly={readOnly} />
      <RulesSection scope={scope} cardRules={draft.cardRules} deckRules={draft.deckRules} valid={valid} issues={issues} edit={edit} readOnly={readOnly} />
      <TableSection table={draft.table} scope={scope} issues={issues} edit={edit} readOnly={readOnly} />
    </div>
  );
}

/** Key, name, deck noun and description; memoized (a keystroke in another section skips it). */
const GeneralSection = memo(function GeneralSection({ draftKey, name, deckNoun, description, issues, edit, readOnly }: { draftKey: string; name: string; deckNoun: string; description: string; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  return (
    <section aria-labelledby="general-heading" className={`${OWN_PAINT} mt-4`}>
      <h2 id="general-heading" className="text-base font-semibold text-ink">
        General
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
        <TextControl label="Key" path="key" issues={issues} value={draftKey} readOnly hint="Packs name their system by it; it does not change." onChange={() => {}} />
        <TextControl label="Name" path="name" issues={issues} value={name} readOnly={readOnly} onChange={(v) => edit((d) => void (d.name = v))} />
        <TextControl label="What a deck is called" path="deckNoun" issues={issues} value={deckNoun} readOnly={readOnly} onChange={(v) => edit((d) => void (d.deckNoun = v))} />
        <TextControl label="Description" path="description" issues={issues} value={description} readOnly={readOnly} onChange={(v) => edit((d) => void (d.description = v))} />
      </div>
      <SectionIssues issues={issues} path="backs" />
    </section>
  );
});
