import type { NextConfig } from "next";
import { securityHeaders } from "./lib/server/edge/headers";

const ciBuild = process.env.GREENHOUSE_CI_BUILD === "1";

const nextConfig: NextConfig = {
  // pdfkit (print's PDF writer, lib/print/pdf-canvas.ts; react-pdf is no longer used by print), better-sqlite3 and Prisma's adapter run only in the Node runtime of route
  // handlers; bundling them breaks their native and font-file loading. pg-boss (the simulation queue on
  // PostgreSQL, started by instrumentation.ts) is loaded as the package it is, beside `pg`.
  serverExternalPackages: ["@react-pdf/renderer", "@react-pdf/layout", "@react-pdf/render", "pdfkit", "better-sqlite3", "@prisma/adapter-better-sqlite3", "piscina", "pg-boss"],
  poweredByHeader: false,
  // Pictures are plain <img src="/api/pictures/<id>">: the image optimiser would fetch them inside
  // the server, past the edge guard's sign-in and role checks. Off here (Next answers 404), and
  // the guard refuses /_next/image before Next sees it (lib/server/edge/image-optimizer.ts).
  images: { unoptimized: true },
  reactStrictMode: true,
  typedRoutes: false,
  // Lint and type errors are checked by `npm run lint` / `npm run typecheck` (and CI);
  // building never silently skips them, but it does not run them twice either.
  // GREENHOUSE_CI_BUILD=1 (.ci/run only, where `npm run typecheck` checks the whole project
  // once this build has ended, beside the browser tests): the build skips its own type check and does not
  // write a build cache that no later build of the throwaway clone reads (about 30 s and 17 s on
  // CI's 2 cores).
  typescript: { ignoreBuildErrors: ciBuild },
  experimental: { turbopackFileSystemCacheForBuild: !ciBuild },
  // No proxy.ts: the password, origin and body-size checks run in the custom server's edge guard
  // (lib/server/edge/) before Next reads a byte; a proxy would make Next buffer every body first.
  async headers() {
    const dev = process.env.NODE_ENV === "development";
    return [{ source: "/:path*", headers: Object.entries(securityHeaders({ dev })).map(([key, value]) => ({ key, value })) }];
  },
};

export default nextConfig;
