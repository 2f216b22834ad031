/**
 * GOT CGS's pack-page hooks (lib/systems/pack-pages-contract.ts): the instructions its rulebook's
 * "Card packs" part lists (players, affiliations, durations, time limits, components, goals) for
 * the Settings page, and its shared pictures for the Pictures page: the silver cards' front and
 * one back per affiliation (and one for cards without an affiliation), on the silver face.
 */
import type { PackPicturesHook, PackSettingsHook, PictureArea, PictureSlotPlan } from "../pack-pages-contract";

export const GOT_CGS_SETTINGS: PackSettingsHook = {
  players: { affiliations: true, playerLevel: true },
  minutes: [
    { key: "sessionPlayDurationMinutes", label: "Session play duration", hint: "An estimate, not a limit." },
    { key: "eraSetupDurationMinutes", label: "Era setup duration", hint: "An estimate: shuffling and dealing." },
    { key: "eraWrapUpDurationMinutes", label: "Era wrap-up duration", hint: "An estimate: counting requirements, coverage and victory points." },
    { key: "opsAnalysisTimeLimitMinutes", label: "Ops analysis time limit", hint: "How long players may study their ops." },
    { key: "turnTimeLimitMinutes", label: "Turn time limit", hint: "How long one turn may take." },
  ],
  texts: [
    { key: "gameComponents", label: "Game components", hint: "E.g. “50 adventure cards, 200 support cards, the rules. There are 2 gold cards.”" },
    { key: "allowedCustomizations", label: "Allowed session pack customizations", hint: "Empty: any customization may be done." },
    { key: "goals", label: "Goals", hint: "From the most important to the least important." },
    { key: "extraInstructions", label: "Extra instructions", hint: "Anything else the players need to know." },
  ],
};

/** The silver face (63 × 88 mm): the front and every back are drawn on it (lib/systems/got-cgs/system.ts). */
const SILVER: PictureArea = { widthMm: 63, heightMm: 88 };

export const gotCgsPackPictures: PackPicturesHook = (instructions) => {
  const listed = instructions.affiliations;
  const affiliations = Array.isArray(listed) ? listed.filter((a): a is string => typeof a === "string") : [];
  const back = (key: string, title: string, hint: string): PictureSlotPlan => ({ role: "back", key, title, hint, area: SILVER });
  return [
    {
      title: "Silver front",
      description: "Every silver card of the pack shows this picture behind its text; it must differ from other packs'. Best at 744 × 1039 px (300 dpi).",
      slots: [{ role: "front", key: "", title: "Front of silver cards", hint: "Portrait, 63 × 88 mm.", area: SILVER }],
    },
    {
      title: "Backs",
      description: `All cards of one affiliation share a back, different for each affiliation; cards without an affiliation have their own.${affiliations.length === 0 ? " Add the pack's affiliations in Settings to give each its back." : ""}`,
      slots: [...affiliations.map((a) => back(a, a, `Back of every card with Affiliation "${a}".`)), back("", "No affiliation", "Back of every card without an Affiliation.")],
      unlisted: { hint: "Back of an affiliation the pack's settings do not list.", warning: "This affiliation is not in the pack's settings: add it there, or remove this back.", area: SILVER },
    },
  ];
};
