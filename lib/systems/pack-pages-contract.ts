/**
 * The contract of the two pack-page hooks a system may add (`GameSystem.packSettings`,
 * `GameSystem.packPictures`, lib/systems/types.ts): plain data a server page computes and hands
 * to the browser. What the pages draw from them: ./pack-pages.ts. Imports nothing.
 */
/** One instruction the settings page edits: its key in the pack's instructions, its label and a hint. */
export interface InstructionField {
  readonly key: string;
  readonly label: string;
  readonly hint: string;
}

/**
 * The pack instructions a system keeps besides every pack's name, game and type (GOT CGS: the
 * rulebook's "Card packs" part). Without it the settings page shows only those three.
 */
export interface PackSettingsHook {
  /** The number of players and the affiliations (each player's too), and the player level; absent: none of them. */
  readonly players?: { readonly affiliations: boolean; readonly playerLevel: boolean };
  /** Durations and time limits, in whole minutes. */
  readonly minutes: readonly InstructionField[];
  /** Free texts (components, goals, ...). */
  readonly texts: readonly InstructionField[];
}

/** The trim size a picture covers, in mm. */
export interface PictureArea {
  readonly widthMm: number;
  readonly heightMm: number;
}

/** One picture the pack shares between cards (a front, a back). `key` is the stored back key (GOT CGS: the affiliation; "" for the one back). */
export interface PictureSlotPlan {
  readonly role: "front" | "back";
  readonly key: string;
  readonly title: string;
  readonly hint: string;
  readonly area: PictureArea;
}

export interface PictureSectionPlan {
  readonly title: string;
  readonly description: string;
  readonly slots: readonly PictureSlotPlan[];
  /**
   * Stored backs whose key no slot lists (an affiliation since removed from the settings): shown
   * with these words so the designer can remove them. Absent: the section lists no such backs.
   */
  readonly unlisted?: { readonly hint: string; readonly warning: string; readonly area: PictureArea };
}

/** The Pictures page of a pack. */
export interface PicturePlan {
  /** The shared pictures: fronts and backs, by section. */
  readonly sections: readonly PictureSectionPlan[];
  /** The cards' own pictures (card types with an `image` field): the sizes they print at; null when no card type has one. */
  readonly cards: { readonly title: string; readonly description: string; readonly areas: readonly PictureArea[] } | null;
}

/** The pictures a pack shares when its system chooses them by code (GOT CGS: the silver front, one back per affiliation); the instructions are the pack's. */
export type PackPicturesHook = (instructions: Readonly<Record<string, unknown>>) => readonly PictureSectionPlan[];
