import type { KeyboardEvent } from "react";

/**
 * The editor sits inside the article's <form>, so its popups and dialogs cannot be forms of
 * their own: Enter in one of their fields runs `action` instead of submitting the article.
 */
export function onEnter(action: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    action();
  };
}
