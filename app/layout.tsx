import type { Metadata, Viewport } from "next";
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "@fontsource/jetbrains-mono/400.css";
import "@fontsource/jetbrains-mono/600.css";
import "./globals.css";
import { AppHeader } from "@/components/layout/app-header";
import { HydrationMarker } from "@/components/layout/hydration-marker";
import { PendingWorkGuard } from "@/components/layout/pending-work-guard";
import { ToastProvider } from "@/components/ui/toast";

export const metadata: Metadata = {
  title: { default: "Greenhouse", template: "%s · Greenhouse" },
  description: "A workshop for GOT CGS card game designers",
};

export const viewport: Viewport = { themeColor: "#1f6f43" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans text-sm antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:shadow-pop">
          Skip to content
        </a>
        <ToastProvider>
          <AppHeader />
          <div id="main">{children}</div>
          <HydrationMarker />
          <PendingWorkGuard />
        </ToastProvider>
      </body>
    </html>
  );
}
