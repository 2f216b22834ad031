/**
 * The table's query in the address bar (`?q=ship&type=Support&sort=identifier`), so the back
 * button from a card returns to the same view and a filtered view can be bookmarked. Only
 * non-default values are written.
 */
import { DEFAULT_QUERY, type SortKey, type TableQuery } from "./query";

const SORT_KEYS: readonly SortKey[] = ["position", "identifier", "format", "type", "roleplay", "affiliation", "short", "copies", "problems"];

/** Reads a query from URL parameters; unknown or malformed values fall back to the defaults. */
export function queryFromParams(params: URLSearchParams): TableQuery {
  const type = params.get("type");
  const format = params.get("format");
  const sort = params.get("sort") as SortKey | null;
  return {
    search: params.get("q") ?? "",
    type: type === "Adventure" || type === "Support" || type === "none" ? type : "",
    format: format === "silver" || format === "gold" ? format : "",
    roleplay: params.get("roleplay") ?? "",
    affiliation: params.get("affiliation") ?? "",
    problemsOnly: params.get("problems") === "1",
    sort: sort && SORT_KEYS.includes(sort) ? sort : DEFAULT_QUERY.sort,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
  };
}

/** The URL parameters of a query (defaults left out). */
export function paramsFromQuery(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.type) params.set("type", query.type);
  if (query.format) params.set("format", query.format);
  if (query.roleplay) params.set("roleplay", query.roleplay);
  if (query.affiliation) params.set("affiliation", query.affiliation);
  if (query.problemsOnly) params.set("problems", "1");
  if (query.sort !== DEFAULT_QUERY.sort) params.set("sort", query.sort);
  if (query.dir !== DEFAULT_QUERY.dir) params.set("dir", query.dir);
  return params;
}
