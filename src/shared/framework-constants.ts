/** Spec 5 and 9 choices for template frameworks: one list for the builder, the API and the microsite renderer. */

export const FONT_FAMILIES = [
  "Inter",
  "Roboto",
  "Open Sans",
  "Lato",
  "Poppins",
  "Montserrat",
  "Source Sans Pro",
  "Raleway",
  "PT Sans",
  "Lora",
  "Merriweather",
  "Playfair Display",
  "Oswald",
  "Nunito",
  "Ubuntu",
  "Mukti",
  "Fira Sans",
  "Work Sans",
  "Crimson Text",
  "Libre Baskerville",
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
/** CSS generic families offered as fallbacks; any plain font name is also accepted. */
export const GENERIC_FONT_FALLBACKS = ["system-ui", "sans-serif", "serif", "monospace", "ui-sans-serif", "ui-serif", "Georgia", "Arial", "Helvetica"] as const;

export const TONES = [
  "Professional & Polished",
  "Friendly & Approachable",
  "Inspirational & Uplifting",
  "Bold & Provocative",
  "Playful & Humorous",
  "Concise & Direct",
] as const;
export type Tone = (typeof TONES)[number];
export { MAX_TONES } from "./constants";

export const CUSTOMIZATION_LEVELS = ["none", "limited", "moderate", "full"] as const;
export type CustomizationLevel = (typeof CUSTOMIZATION_LEVELS)[number];

export const CUSTOMIZABLE_ELEMENTS = ["Color Palette", "Typography", "Layout Structure", "Content", "Images"] as const;
export type CustomizableElement = (typeof CUSTOMIZABLE_ELEMENTS)[number];

export const QUALITY_STAGES = [
  "Brand compliance check",
  "Content accuracy review",
  "Responsive design validation",
  "Accessibility standards",
  "Performance optimization",
] as const;
export type QualityStage = (typeof QUALITY_STAGES)[number];

/** The eight colour roles of a palette, in the order the builder and the view show them. */
export const COLOR_ROLES = ["background", "focus", "surface", "text", "muted", "border", "accent", "accent_contrast"] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export const COLOR_ROLE_LABELS: Record<ColorRole, string> = {
  background: "Background",
  focus: "Focus",
  surface: "Surface",
  text: "Text",
  muted: "Muted",
  border: "Border",
  accent: "Accent",
  accent_contrast: "Accent contrast",
};

export const CONTENT_WIDTHS = ["full", "centered"] as const;
export const SECTION_POSITIONS = ["top", "middle", "bottom"] as const;
export type SectionPosition = (typeof SECTION_POSITIONS)[number];

/** Building blocks a section may contain; the microsite renderer knows how to draw each of them. */
export const COMPONENT_TYPES = [
  "heading",
  "subheading",
  "paragraph",
  "image",
  "button",
  "list",
  "quote",
  "logo",
  "stat",
  "video",
  "form",
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const TYPOGRAPHY_LEVELS = ["h1", "h2", "h3", "body", "caption", "button"] as const;
export type TypographyLevel = (typeof TYPOGRAPHY_LEVELS)[number];

export const IMAGE_FORMATS = ["WebP", "JPEG", "PNG", "AVIF", "GIF"] as const;
export const COMPLIANCE_REGULATIONS = ["GDPR", "CCPA", "CAN-SPAM", "CASL", "HIPAA", "FINRA"] as const;

/**
 * A framework's category (spec 2's category dropdown, without "all"), chosen in the builder. The spec's filter
 * passed records only for "all" because its frameworks carried none; ours carry one, so the filter filters.
 */
export const FRAMEWORK_CATEGORY_CHOICES = ["SaaS", "E-commerce", "B2B", "Events", "Marketing", "Education"] as const;
export type FrameworkCategoryChoice = (typeof FRAMEWORK_CATEGORY_CHOICES)[number];
/** The list's filter: "all", or one category. */
export const FRAMEWORK_CATEGORIES = ["all", ...FRAMEWORK_CATEGORY_CHOICES] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

/** The builder's five tabs, in order (spec 2). */
export const FRAMEWORK_TABS = ["basic", "brand", "layout", "content", "flexibility"] as const;
export type FrameworkTab = (typeof FRAMEWORK_TABS)[number];
export const FRAMEWORK_TAB_LABELS: Record<FrameworkTab, string> = {
  basic: "Basic Info",
  brand: "Brand Guidelines",
  layout: "Layout Parameters",
  content: "Content Constraints",
  flexibility: "Flexibility Rules",
};
