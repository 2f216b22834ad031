/**
 * What a pack's Settings and Pictures pages show, from its system (docs/systems.md, "The pack's
 * Settings and Pictures pages"): the contract of the two hooks a system may add
 * (`GameSystem.packSettings`, `GameSystem.packPictures`) and {@link picturePlan}, which draws the
 * Pictures page from the definition's faces and backs (the contract: ./pack-pages-contract.ts).
 */
import type { PictureArea, PicturePlan, PictureSectionPlan, PictureSlotPlan } from "./pack-pages-contract";
import { cardTypeHasPicture } from "./card-format";
import type { CardTypeDef, FaceChoice, FaceDef, GameSystem, SystemDefinition } from "./types";

export type { InstructionField, PackPicturesHook, PackSettingsHook, PictureArea, PicturePlan, PictureSectionPlan, PictureSlotPlan } from "./pack-pages-contract";

const PRINT_DPI = 300;

/** The pixels that print `mm` at 300 dpi. */
export const pixelsAt300 = (mm: number): number => Math.round((mm / 25.4) * PRINT_DPI);

/** "Portrait, 63 × 88 mm; best at 744 × 1039 px (300 dpi)." */
export function areaAdvice(area: PictureArea): string {
  const shape = area.widthMm > area.heightMm ? "Landscape" : area.widthMm < area.heightMm ? "Portrait" : "Square";
  return `${shape}, ${area.widthMm} × ${area.heightMm} mm; best at ${pixelsAt300(area.widthMm)} × ${pixelsAt300(area.heightMm)} px (${PRINT_DPI} dpi).`;
}

function faceKeys(choice: FaceChoice): string[] {
  return typeof choice === "string" ? [choice] : [...new Set([choice.default, ...Object.values(choice.faces)])];
}

/** Where a card's own picture goes on a face: its picture rect, else the face inside its border. */
export function pictureArea(face: FaceDef): PictureArea {
  if (face.picture !== undefined) return { widthMm: face.picture.width, heightMm: face.picture.height };
  const border = face.borderMm ?? 0;
  return { widthMm: round(face.widthMm - 2 * border), heightMm: round(face.heightMm - 2 * border) };
}

/** A back as print draws it: the portrait form of the face (one back design serves portrait and landscape cards). */
export function backArea(face: FaceDef): PictureArea {
  return { widthMm: Math.min(face.widthMm, face.heightMm), heightMm: Math.max(face.widthMm, face.heightMm) };
}

const round = (n: number) => Math.round(n * 10) / 10;

function distinct(areas: readonly PictureArea[]): PictureArea[] {
  const seen = new Map<string, PictureArea>();
  for (const a of areas) seen.set(`${a.widthMm}x${a.heightMm}`, a);
  return [...seen.values()];
}

/** The faces every card type prints on. */
function facesOf(definition: SystemDefinition, types = definition.cardTypes): FaceDef[] {
  const keys = new Set(types.flatMap((t) => faceKeys(t.face)));
  return definition.faces.filter((f) => keys.has(f.key));
}

/** The back sections a definition implies: one back for the pack, or one per value of an enum field. */
function definitionBacks(definition: SystemDefinition): PictureSectionPlan[] {
  const areas = distinct(facesOf(definition).map(backArea));
  const area = areas[0];
  if (area === undefined) return [];
  const sizes = areas.map(areaAdvice).join(" ");
  if (definition.backs.by === "one") {
    return [{ title: "Back", description: `Every card of the pack shares one back. ${sizes}`, slots: [{ role: "back", key: "", title: "Back of every card", hint: `${area.widthMm} × ${area.heightMm} mm.`, area }] }];
  }
  const by = definition.backs.field;
  const field = definition.fields.find((f) => f.key === by);
  const values = field?.type.kind === "enum" ? field.type.values.filter((v) => v !== "") : [];
  const label = field?.label ?? by;
  return [
    {
      title: "Backs",
      description: `Cards share a back by their ${label}. ${sizes}`,
      slots: [...values.map((v): PictureSlotPlan => ({ role: "back", key: v, title: v, hint: `Back of every card with ${label} "${v}".`, area })), { role: "back", key: "", title: `No ${label}`, hint: `Back of every card without a ${label}.`, area }],
    },
  ];
}

/**
 * The Pictures page of a pack of `system` with these instructions: the shared pictures (the
 * system's hook when it has one, else the backs its definition implies) and the sizes its cards'
 * own pictures print at: for a card type with an `image` field, its faces' picture areas (or the
 * face inside its border); for one without, the faces that have a picture area (every system's
 * cards take a picture: Altered's face has one and no image field; `cardTypeHasPicture`).
 */
export function picturePlan(system: GameSystem, instructions: Readonly<Record<string, unknown>>): PicturePlan {
  const definition = system.definition;
  const sections = system.packPictures ? system.packPictures(instructions) : definitionBacks(definition);
  const imageFields = new Set(definition.fields.filter((f) => f.type.kind === "image").map((f) => f.key));
  const withPicture = definition.cardTypes.filter((t) => cardTypeHasPicture(definition, t));
  if (withPicture.length === 0) return { sections, cards: null };
  const hasField = (t: CardTypeDef) => t.fields.some((k) => imageFields.has(k));
  const areas = distinct(withPicture.flatMap((t) => facesOf(definition, [t]).filter((f) => hasField(t) || f.picture !== undefined)).map(pictureArea));
  const names = withPicture.map((t) => t.label).join(", ");
  return {
    sections,
    cards: {
      title: withPicture.length === definition.cardTypes.length ? "Card pictures" : `${names} card pictures`,
      description: `Each card has its own picture; upload it from the card's editor. ${areas.map(areaAdvice).join(" ")}`,
      areas,
    },
  };
}
