import { motion } from "motion/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PAGE_TRANSITION_S } from "@/shared/constants";

/** Pages fade in over 0.2 s (spec 2). */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <motion.div key={pathname} initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: PAGE_TRANSITION_S }}>
      {children}
    </motion.div>
  );
}
