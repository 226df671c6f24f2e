import { Outlet, ScrollRestoration } from "react-router";
import { BootOverlay } from "./boot-overlay";
import { ConfirmDialog } from "./confirm-dialog";
import { NavigationProgress } from "./navigation-progress";
import { Toaster } from "./toaster";
import { useBootWarmUp } from "./use-boot-warm-up";

export function RootLayout() {
  const ready = useBootWarmUp();
  return (
    <>
      <NavigationProgress />
      {ready ? <Outlet /> : <BootOverlay />}
      <Toaster />
      <ConfirmDialog />
      <ScrollRestoration />
    </>
  );
}
