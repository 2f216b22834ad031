import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // react-pdf (and the layout, render and pdfkit packages lib/print/pdf-writer.ts drives directly), better-sqlite3 and Prisma's adapter run only in the Node runtime of route
  // handlers; bundling them breaks their native and font-file loading.
  serverExternalPackages: ["@react-pdf/renderer", "@react-pdf/layout", "@react-pdf/render", "pdfkit", "better-sqlite3", "@prisma/adapter-better-sqlite3", "piscina"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // Lint and type errors are checked by `npm run lint` / `npm run typecheck` (and CI);
  // building never silently skips them, but it does not run them twice either.
  typescript: { ignoreBuildErrors: false },
  experimental: {
    // proxy.ts (the password check) makes Next buffer every request body, silently cut at 10 MB
    // by default. Pack imports may be 50 MB (lib/server/http.ts LIMITS); a body cut at 51 MB is
    // still over every cap there, so it gets a clear 413 instead of a truncated document.
    proxyClientMaxBodySize: "51mb",
  },
};

export default nextConfig;
