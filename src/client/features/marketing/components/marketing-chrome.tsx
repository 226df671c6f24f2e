import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Logo } from "@/client/components/ui/logo";

export function MarketingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        {/* On a phone the mark alone leaves room for the three buttons. */}
        <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        <nav className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" className="px-2.5 sm:px-4">
            <Link to="/pricing">Pricing</Link>
          </Button>
          <Button asChild variant="ghost" className="px-2.5 sm:px-4">
            <Link to="/sign-in">Sign in</Link>
          </Button>
          <Button asChild className="px-3 sm:px-4">
            <Link to="/sign-up">Create account</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

export function MarketingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-6 py-8 text-sm text-slate-500 sm:flex-row">
        <Logo />
        <nav className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/pricing" className="hover:text-slate-900">Pricing</Link>
          <Link to="/sign-in" className="hover:text-slate-900">Sign in</Link>
          <Link to="/sign-up" className="hover:text-slate-900">Create account</Link>
          <Link to="/terms" className="hover:text-slate-900">Terms</Link>
          <Link to="/privacy" className="hover:text-slate-900">Privacy</Link>
        </nav>
        <p>© 2024 Pitchsite. All rights reserved.</p>
      </div>
    </footer>
  );
}

export function MarketingPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <MarketingHeader />
      <main className="flex-1">{children}</main>
      <MarketingFooter />
    </div>
  );
}
