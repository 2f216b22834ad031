/**
 * Data, not code: the playground page offers these cards, and the tests use them as fixtures
 * (tests/systems/got-cgs/attributes/fixtures/rulebook-examples.ts).
 *
 * Every example card of the rulebook's "Examples" part (docs/rules/got-cgs-rulebook.txt),
 * attribute text verbatim in the plain-text copy's flattened one-line form, with the line it is
 * on, its directive and the sentence that introduces it. The ion cannon is printed twice (once
 * in "Adventure with support cards", once in "Unforeseen destruction"); both are kept.
 *
 * PROSE_CARDS are not printed cards: they are the attribute snippets the rulebook's prose
 * quotes (the "Costs and resources" example and the Roleplay section), turned into cards so the
 * misspellings they carry are checked too. Their text is ours; the quoted snippet is verbatim.
 */

export interface RulebookCard {
  /** Our short name for the card. */
  readonly id: string;
  /** Line of the rulebook the attribute text is on. */
  readonly line: number;
  readonly section: string;
  /** The rulebook's sentence before the card. */
  readonly intro: string;
  readonly directive: string;
  /** The attribute text exactly as printed (one line). */
  readonly attributes: string;
}

export const RULEBOOK_CARDS: readonly RulebookCard[] = [
  {
    id: "temblor",
    line: 650,
    section: "Examples ► Adventure card",
    intro: "Here is an adventure card:",
    directive: "Explore the Temblor sector. Destroy threatening asteroids.",
    attributes: "Type \"Adventure\" Subtype \"Exploration\" Roleplay \"Competition\" AdventureCommonCosts StarshipCapacity 1 StarshipFirePower 2 StarshipFlyRange 2 AcceptSupportIf1 AR.StarshipFlyRange > 2 EraResources Sway 7",
  },
  {
    id: "fluon-drive",
    line: 660,
    section: "Examples ► Conditional play",
    intro: "The following support card may be played after the player achieves fluon drive:",
    directive: "Fluon starship drive.",
    attributes: "Type \"Support\" Subtype \"Starship drive\" AdventureResources StarshipFlyRange 7 PlayIfBuildsite Feats.StarshipDrive = \"Fluon\" EraCosts Sway 2",
  },
  {
    id: "time-travel",
    line: 664,
    section: "Examples ► Conditional play",
    intro: "A player who has achieved time travel may play the following support card in order to rewind the current adventure:",
    directive: "Travel back in time to correct your mistakes.",
    attributes: "Type \"Support\" Subtype \"Time travel\" RewindAdventure \"Yes\" AdventureResources TimeDistortionStrength 1 PlayIfBuildsite Feats.TimeTravel = \"Yes\" EraCosts Sway 1",
  },
  {
    id: "time-weapon",
    line: 668,
    section: "Examples ► Conditional play",
    intro: "If Alice has achieved time weapons, she may play the following support card:",
    directive: "Freeze time! See the world around you stunned.",
    attributes: "Type \"Support\" Subtype \"Time weapon\" Freeze \"Yes\" AdventureResources TimeDistortionStrength 1 PlayIfBuildsite Feats.TimeWeapons = \"Yes\" EraCosts Sway 1",
  },
  {
    id: "time-shield",
    line: 672,
    section: "Examples ► Conditional play",
    intro: "However, a rival may avoid a freeze with a time shield:",
    directive: "",
    attributes: "Type \"Support\" Subtype \"Time shield\" PlayIfBuildsite Feats.TimeWeapons = \"Yes\" EraCosts Sway 1 ImmuneIf1 AR.TimeDistortionStrength < 1",
  },
  {
    id: "kinesis",
    line: 677,
    section: "Examples ► Adventure with support cards",
    intro: "Here is the adventure card which brings fluon drive to the player who wins it:",
    directive: "Reach the Kinesis deep-space research station. Defend from pirates.",
    attributes: "Type \"Adventure\" Subtype \"Mission\" Roleplay \"Competition\" Unique \"Fluon\" AdventureCommonCosts FluonResearch 2 StarshipCapacity 1 StarshipFirePower 2 StarshipFlyRange 1 EraResources Sway 7 Feats StarshipDrive \"Fluon\"",
  },
  {
    id: "magellan-1",
    line: 680,
    section: "Examples ► Adventure with support cards",
    intro: "Here are support cards which can cover the costs of the adventure:",
    directive: "",
    attributes: "Type \"Support\" Subtype \"Starship\" Unique \"Magellan\" AdventureResources StarshipCapacity 1 EraCosts Sway 1",
  },
  {
    id: "ion-drive",
    line: 683,
    section: "Examples ► Adventure with support cards",
    intro: "Type \"Support\" Subtype \"Starship\" Unique \"Magellan\" AdventureResources StarshipCapacity 1 EraCosts Sway 1 |",
    directive: "Ion starship drive.",
    attributes: "Type \"Support\" Subtype \"Starship drive\" AdventureResources StarshipFlyRange 1 EraCosts Sway 1",
  },
  {
    id: "ion-cannon",
    line: 686,
    section: "Examples ► Adventure with support cards",
    intro: "Type \"Support\" Subtype \"Starship drive\" AdventureResources StarshipFlyRange 1 EraCosts Sway 1 |",
    directive: "Ion cannon starship weapon.",
    attributes: "Type \"Support\" Subtype \"Starship weapon\" AdventureResources StarshipFirePower 2 EraCosts Sway 1",
  },
  {
    id: "scientists-a",
    line: 688,
    section: "Examples ► Adventure with support cards",
    intro: "Type \"Support\" Subtype \"Starship weapon\" AdventureResources StarshipFirePower 2 EraCosts Sway 1 |",
    directive: "",
    attributes: "Type \"Support\" Subtype \"Scientists\" AdventureResources FluonResearch 1 EraCosts Sway 1",
  },
  {
    id: "scientists-b",
    line: 690,
    section: "Examples ► Adventure with support cards",
    intro: "Type \"Support\" Subtype \"Scientists\" AdventureResources FluonResearch 1 EraCosts Sway 1 |",
    directive: "",
    attributes: "Type \"Support\" Subtype \"Scientists\" AdventureResources FluonResearch 1 EraCosts Sway 1",
  },
  {
    id: "magellan-2",
    line: 693,
    section: "Examples ► Adventure with support cards",
    intro: "Alice plays a starship:",
    directive: "",
    attributes: "Type \"Support\" Subtype \"Starship\" Unique \"Magellan\" AdventureResources StarshipCapacity 2 EraCosts Sway 1",
  },
  {
    id: "combat-sensor",
    line: 697,
    section: "Examples ► Adventure with support cards",
    intro: "Bob can disable Alice's starship by playing the following card:",
    directive: "Magnetic combat sensor.",
    attributes: "Type \"Support\" Subtype \"Combat sensor\" AdventureResources StartshipDetectionRange 2 StartshipDetectionSensitivity 2 DisableIf1 AR.StarshipCapacity > 2 Subtype = \"Starship\" EraCosts Sway 1",
  },
  {
    id: "starship-cloak",
    line: 700,
    section: "Examples ► Adventure with support cards",
    intro: "Alice can block having her starship disabled by playing the following card:",
    directive: "",
    attributes: "Type \"Support\" Subtype \"Starship cloak\" EraCosts Sway 1 ImmuneIf1 AR.StartshipDetectionSensitivity < 2",
  },
  {
    id: "ion-cannon-again",
    line: 705,
    section: "Examples ► Unforeseen destruction",
    intro: "Alice plays a starship weapon:",
    directive: "Ion cannon starship weapon.",
    attributes: "Type \"Support\" Subtype \"Starship weapon\" AdventureResources StarshipFirePower 2 EraCosts Sway 1",
  },
  {
    id: "unforeseen-event",
    line: 709,
    section: "Examples ► Unforeseen destruction",
    intro: "Bob can disable Alice's starship weapon by playing the following card:",
    directive: "A starship weapon is damaged.",
    attributes: "Type \"Support\" Subtype \"Unforeseen event\" DisableIf1 AR.StarshipFirePower > 2 Subtype = \"Starship weapon\" EraCosts Sway 1",
  },
];

export interface ProseCard {
  readonly id: string;
  readonly line: number;
  /** The snippet as the prose quotes it. */
  readonly quoted: string;
  /** A card built around the snippet. */
  readonly attributes: string;
}

export const PROSE_CARDS: readonly ProseCard[] = [
  {
    id: "costs-adventure",
    line: 711,
    quoted: "AdventureCommonCost.StarshipFirePower 3",
    attributes: 'Type "Adventure" Roleplay "Competition" AdventureCommonCost StarshipFirePower 3',
  },
  {
    id: "costs-starship",
    line: 712,
    quoted: "AdventureResources.StarshipWeaponSize 3",
    attributes: 'Type "Support" Subtype "Starship" AdventureResources StarshipWeaponSize 3',
  },
  {
    id: "costs-big-weapon",
    line: 713,
    quoted: "AdventureCost.StarshipWeaponSize 4",
    attributes: 'Type "Support" Subtype "Starship weapon" AdventureResources StarshipFirePower 3 AdventureCost StarshipWeaponSize 4',
  },
  {
    id: "roleplay-cooperative",
    line: 471,
    quoted: "CommonBuilsite Yes",
    attributes: 'Type "Adventure" Roleplay "Cooperation" CommonBuilsite "Yes" EraResources Sway 3',
  },
];

/** The example card with our short name `id`; throws for an unknown name (a test typo). */
export function cardById(id: string): RulebookCard {
  const card = RULEBOOK_CARDS.find((c) => c.id === id);
  if (card === undefined) throw new Error(`no rulebook example card "${id}"`);
  return card;
}
