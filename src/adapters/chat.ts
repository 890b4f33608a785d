/** A WhatsApp chat link with prefilled text (the support and advisor chats). */
export function chatUrl(number: string, text: string): string {
  return `https://wa.me/${encodeURIComponent(number)}?text=${encodeURIComponent(text)}`;
}

/** Opens a link in a new window without giving it a handle on this page. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
