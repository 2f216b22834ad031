"use client";
/** Hot-seat: the board hides until the player of the seat whose turn it is says they hold the device. */
import { Button } from "@/components/ui/button";

export function PassDevice({ name, onTake }: { readonly name: string; readonly onTake: () => void }) {
  return (
    <section aria-label="Pass the device" className="mx-auto mt-10 max-w-md space-y-4 rounded-md border border-line bg-surface p-6 text-center" data-testid="pass-device">
      <h2 className="text-lg font-semibold">Pass the device to {name}</h2>
      <p className="text-sm text-ink-soft">It is {name}&apos;s turn. Their hand is about to show: hand the device over first.</p>
      <Button variant="primary" onClick={onTake} data-autofocus>
        I am {name}: show my table
      </Button>
    </section>
  );
}
