"use client";
/**
 * The keyboard shortcuts, one key away: `?` (outside text fields) or the keyboard button in the
 * top bar opens this list.
 */
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { KeyboardIcon } from "@/components/ui/icons";
import { Kbd } from "@/components/ui/kbd";
import { isTyping } from "@/components/card-editor/use-card-keys";

const SHORTCUTS: readonly { where: string; keys: readonly (readonly string[])[]; does: string }[] = [
  { where: "Card editor", keys: [["Alt", "↓"], ["J"]], does: "Next card of the era (J outside text fields)" },
  { where: "Card editor", keys: [["Alt", "↑"], ["K"]], does: "Previous card" },
  { where: "Card editor", keys: [["Ctrl", "S"]], does: "Save now (it saves by itself anyway)" },
  { where: "Card editor", keys: [["Alt", "H"]], does: "History of the card" },
  { where: "Attributes", keys: [["Ctrl", "Space"]], does: "Complete a name" },
  { where: "Era table", keys: [["/"]], does: "Search" },
  { where: "Era table", keys: [["J"], ["K"]], does: "Move the highlighted row" },
  { where: "Era table", keys: [["Enter"]], does: "Open the highlighted card" },
  { where: "Era table", keys: [["X"], ["Shift", "X"]], does: "Select the highlighted card (a range with Shift)" },
  { where: "Anywhere", keys: [["?"]], does: "This list" },
  { where: "Dialogs", keys: [["Esc"]], does: "Close" },
];

export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "?" || event.defaultPrevented || isTyping(event.target) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Keyboard shortcuts (?)" title="Keyboard shortcuts (?)" onClick={() => setOpen(true)}>
        <KeyboardIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Keyboard shortcuts" size="md">
        <table className="w-full text-sm">
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={`${s.where}-${s.does}`} className="border-b border-line last:border-0">
                <td className="py-1.5 pr-3 text-xs whitespace-nowrap text-ink-muted">{s.where}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">
                  {s.keys.map((combo, i) => (
                    <span key={i}>
                      {i > 0 ? <span className="mx-1 text-ink-muted">or</span> : null}
                      {combo.map((k, j) => (
                        <span key={k}>
                          {j > 0 ? <span className="mx-0.5 text-ink-muted">+</span> : null}
                          <Kbd>{k}</Kbd>
                        </span>
                      ))}
                    </span>
                  ))}
                </td>
                <td className="py-1.5 text-ink-soft">{s.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  );
}
