/** Share links of a page's absolute URL; each opens the network's own share screen. */
export function zaloShareUrl(pageUrl: string): string {
  return `https://zalo.me/share?url=${encodeURIComponent(pageUrl)}`;
}

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}
