// The card editor showed the era deck's loading view while it loaded, from the loading
// boundary above it; that boundary now wraps the era table only (../../(table)/loading.tsx), so
// the card keeps the same view from its own boundary, below ./layout.tsx's 404 check.
export { default } from "../../(table)/loading";
