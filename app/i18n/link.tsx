import { type LinkProps, type NavLinkProps, Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { useLang } from "./index";
import { localizePath } from "./lang";

/** The one link for internal pages: adds /en on English pages. */
export function Link({ to, ...props }: LinkProps & { to: string }) {
  return <RouterLink to={localizePath(to, useLang())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <RouterNavLink to={localizePath(to, useLang())} {...props} />;
}
