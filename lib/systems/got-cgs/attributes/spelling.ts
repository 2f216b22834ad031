/** The spelling helpers are generic (every system's lint uses them); they live in lib/systems/lint. */
export { closestName, editDistance, typoBudget } from "../../lint/spelling";
