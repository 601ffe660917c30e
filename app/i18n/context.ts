import { createContext } from "react-router";
import { DEFAULT_LANG, type Lang } from "./lang";

/**
 * The request's language, resolved once from the path by the root middleware (app/root.tsx);
 * loaders read it with `context.get(langContext)`.
 */
export const langContext = createContext<Lang>(DEFAULT_LANG);
