/**
 * Conditional attributes: matching a reference on a card and checking the operator
 * (rulebook "Cards ► Attributes ► Matching attribute names" and "Conditional operators"), and the
 * three ways the conditional play categories look at a buildsite.
 *
 * Every check returns the first condition that is NOT met (or null when all are met), so a
 * rejection can say exactly which condition blocked a card.
 */
import type { AttrValue, CardModel, Condition } from "../attributes/model";
import type { CardDef } from "./cards";

/**
 * The value a condition's reference points at on a card (CGS-236, CGS-237): a global attribute
 * for `Name`, an entry of the named category for `Category.Name`. `undefined` when the card does
 * not carry it: such a reference "must be ignored" (CGS-220), which for a condition means it is
 * not found.
 */
export function referencedValue(model: CardModel, condition: Pick<Condition, "category" | "name">): AttrValue | undefined {
  if (condition.category === null) return model.globals[condition.name];
  return model.categories[condition.category]?.[condition.name];
}

/**
 * Whether a value is conformant with a condition: `=` one of the `/` alternatives, identical
 * (CGS-245); `<` at most (CGS-246); `>` at least (CGS-247). Text values only compare with `=`
 * (CGS-244); a text never meets `<` or `>`.
 */
export function conformant(value: AttrValue, condition: Condition): boolean {
  if (condition.op === "=") {
    for (const v of condition.values) if (v === value) return true;
    return false;
  }
  const bound = condition.values[0];
  if (typeof value !== "number" || typeof bound !== "number") return false;
  return condition.op === "<" ? value <= bound : value >= bound;
}

/** The attribute is found on the card and its value is conformant. */
export function fulfilledBy(model: CardModel, condition: Condition): boolean {
  const value = referencedValue(model, condition);
  return value !== undefined && conformant(value, condition);
}

/** The first condition the card does not fulfil, or null when it fulfils them all. */
export function firstUnmetOn(model: CardModel, conditions: readonly Condition[]): Condition | null {
  for (const c of conditions) if (!fulfilledBy(model, c)) return c;
  return null;
}

/**
 * PlayIfBuildsite (CGS-538, CGS-539): each condition must be met by some card of the buildsites,
 * each on a single card (values are not added).
 */
export function unmetPlayIfBuildsite(conditions: readonly Condition[], cards: readonly CardDef[]): Condition | null {
  for (const c of conditions) {
    let found = false;
    for (const card of cards) {
      if (fulfilledBy(card.model, c)) {
        found = true;
        break;
      }
    }
    if (!found) return c;
  }
  return null;
}

/**
 * PlayIfBuildsiteSum (CGS-542, CGS-543): numeric attributes are added over all the cards that
 * carry them and the sum is compared; a text condition must still be met on one card. A
 * condition whose attribute is on no card is not met ("all found").
 */
export function unmetPlayIfBuildsiteSum(conditions: readonly Condition[], cards: readonly CardDef[]): Condition | null {
  for (const c of conditions) {
    let sum = 0;
    let numericFound = false;
    let textMet = false;
    for (const card of cards) {
      const v = referencedValue(card.model, c);
      if (v === undefined) continue;
      if (typeof v === "number") {
        sum += v;
        numericFound = true;
      } else if (conformant(v, c)) {
        textMet = true;
      }
    }
    const met = textMet || (numericFound && conformant(sum, c));
    if (!met) return c;
  }
  return null;
}

/** PlayIfBuildsite1 (CGS-546): one single card must meet every condition at once. */
export function unmetPlayIfBuildsite1(conditions: readonly Condition[], cards: readonly CardDef[]): Condition | null {
  if (conditions.length === 0) return null;
  for (const card of cards) if (firstUnmetOn(card.model, conditions) === null) return null;
  return conditions[0] ?? null;
}

/**
 * AcceptSupportIf1 (CGS-535): a support card that carries an attribute listed by the current
 * adventure card's AcceptSupportIf1 may be played only if its value is conformant. Attributes the
 * support card does not carry are ignored (CGS-220).
 */
export function unmetAcceptSupport(conditions: readonly Condition[], support: CardModel): Condition | null {
  for (const c of conditions) {
    const value = referencedValue(support, c);
    if (value !== undefined && !conformant(value, c)) return c;
  }
  return null;
}

/** A condition as a designer writes it: `AdventureResources.StarshipFlyRange > 2`, `Subtype = "A"/"B"`. */
export function conditionText(c: Condition): string {
  const ref = c.category === null ? c.name : `${c.category}.${c.name}`;
  const values = c.values.map((v) => (typeof v === "number" ? String(v) : `"${v}"`)).join("/");
  return `${ref} ${c.op} ${values}`;
}
