import type { ButtonHTMLAttributes, ReactNode } from "react";

/** `white` and `outline-white` sit on the blue page bands. */
export type ButtonVariant =
  | "primary"
  | "secondary"
  | "outline"
  | "ghost"
  | "gradient"
  | "danger"
  | "white"
  | "outline-white";
export type ButtonSize = "sm" | "md" | "lg" | "xl";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white hover:bg-primary-700",
  secondary: "bg-slate-100 text-slate-800 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  gradient: "bg-gradient-to-r from-primary to-sky-500 text-white shadow hover:from-primary-700 hover:to-sky-600",
  danger: "bg-red-600 text-white hover:bg-red-700",
  white: "bg-white text-primary shadow-sm hover:bg-primary-50",
  "outline-white": "border border-white/60 text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2.5 text-sm",
  lg: "px-5 py-3",
  xl: "px-7 py-4 text-lg",
};

const iconSizes: Record<ButtonSize, string> = {
  sm: "p-1.5",
  md: "p-2",
  lg: "p-3",
  xl: "p-4",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** A square button holding only an icon (give it an accessible name). */
  icon?: boolean;
  className?: string;
}

/** The classes of a button, for links and labels that look like one. */
export function buttonClass({ variant = "primary", size = "md", fullWidth, icon, className }: ButtonStyle = {}) {
  return [base, variants[variant], icon ? iconSizes[size] : sizes[size], fullWidth && "w-full", className]
    .filter(Boolean)
    .join(" ");
}

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  className,
  type = "button",
  children,
  ...props
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return (
    <button type={type} className={buttonClass({ variant, size, fullWidth, icon, className })} {...props}>
      {children}
    </button>
  );
}

const iconButtonTones = {
  /** Grey, blue on hover: edit, move. */
  neutral: "text-slate-500 hover:bg-primary-50 hover:text-primary",
  /** Grey, red on hover: delete. */
  danger: "text-slate-500 hover:bg-red-50 hover:text-red-600",
  /** On a picture: a white chip. */
  overlay: "bg-white/90 text-slate-700 shadow hover:bg-white",
  /** On a picture, for removing it. */
  "overlay-danger": "bg-white/90 text-red-600 shadow hover:bg-white",
} as const;

/**
 * A small square button holding only an icon, as row actions and thumbnail tools use it: `label`
 * is its accessible name, `title` (the label by default) shows on hover.
 */
export function IconButton({
  label,
  title = label,
  tone = "neutral",
  className = "",
  children,
  ...props
}: { label: string; title?: string; tone?: keyof typeof iconButtonTones; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "aria-label" | "title" | "children"
>) {
  const pad = tone.startsWith("overlay") ? "rounded p-1" : "rounded-md p-2";
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      className={`${pad} focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 ${iconButtonTones[tone]} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
