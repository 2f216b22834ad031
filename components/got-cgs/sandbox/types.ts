/** A card of the pack as the sandbox lists it (computed on the server, small and plain). */
export interface PackCardOption {
  readonly id: string;
  readonly identifier: string;
  readonly format: "silver" | "gold";
  readonly attributes: string;
  readonly era: string;
  readonly type: "Adventure" | "Support" | null;
  readonly roleplay: string | null;
  /** Costs and resources in short (`ACC 5 · AR 3`). */
  readonly short: string;
  /** Lower-cased identifier and attributes, for the search box. */
  readonly haystack: string;
}

/** What the designer is about to place: a card of the pack (a new copy) or a placed card (a move). */
export type Selection = { readonly from: "pack"; readonly card: PackCardOption } | { readonly from: "placed"; readonly key: string; readonly identifier: string };
