/** Spec §2: any part of the app (a chat flow step, the sign-up form) opens the privacy panel with this event. */
export const openPrivacyEvent = 'open-privacy';

export function openPrivacyPanel(): void {
  window.dispatchEvent(new Event(openPrivacyEvent));
}
