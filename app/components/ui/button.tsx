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
