// Moved to lib/action-result.ts so that components can use it without importing app/.
export { issueFor } from "@/lib/action-result";
